import { summarizeRoutes } from './geographic-summary.policy';

const group = (originState: string, destinationState: string, sameCity: boolean, moveSize: string, n: number) => ({
  originState, destinationState, sameCity, moveSize, n,
});

describe('summarizeRoutes', () => {
  it('should split moves into interstate, intrastate and local and leave out leads missing a state', () => {
    const data = summarizeRoutes([
      group('TX', 'CA', false, '2 Bedroom', 5),
      group('TX', 'TX', false, '', 3),
      group('TX', 'TX', true, 'Studio', 2),
      group('', 'CA', false, 'Studio', 4),
      group('NY', '', false, '', 1),
    ]);
    expect(data.metrics).toEqual({ total_states: 3, interstate_moves: 5, intrastate_moves: 5, unique_routes: 2 });
    expect(data.move_types).toEqual({
      local: 2, intrastate: 3, interstate: 5,
      by_size: [{ move_size: 'Studio', move_count: 6 }, { move_size: '2 Bedroom', move_count: 5 }, { move_size: 'Unknown', move_count: 4 }],
    });
    expect(data.states).toEqual([
      { state: 'CA', origin_count: 0, destination_count: 9 },
      { state: 'NY', origin_count: 1, destination_count: 0 },
      { state: 'TX', origin_count: 10, destination_count: 5 },
    ]);
    expect(data.top_origins).toEqual([{ origin_state: 'TX', move_count: 10 }, { origin_state: 'NY', move_count: 1 }]);
    expect(data.top_destinations).toEqual([{ destination_state: 'CA', move_count: 9 }, { destination_state: 'TX', move_count: 5 }]);
    expect(data.popular_routes).toEqual([{ route: 'TX → CA', move_count: 5 }, { route: 'TX → TX', move_count: 5 }]);
  });

  it('should keep the top 10 by count, ties by name, and answer zeros for no leads', () => {
    const states = 'AL AK AZ AR CA CO CT DE FL GA HI ID'.split(' ');
    const data = summarizeRoutes(states.map((s, i) => group(s, 'TX', false, '', i < 2 ? 1 : 7)));
    expect(data.top_origins).toHaveLength(10);
    expect(data.top_origins[0]).toEqual({ origin_state: 'AR', move_count: 7 });
    expect(data.top_origins.map((o) => o.origin_state)).not.toContain('AL');
    // The full list keeps every state the top list cuts.
    expect(data.states).toHaveLength(13);
    expect(data.states[0]).toEqual({ state: 'AK', origin_count: 1, destination_count: 0 });
    expect(data.states.find((s) => s.state === 'AL')).toEqual({ state: 'AL', origin_count: 1, destination_count: 0 });
    expect(data.states.find((s) => s.state === 'TX')).toEqual({ state: 'TX', origin_count: 0, destination_count: 72 }); // 2 × 1 + 10 × 7
    expect(data.metrics.total_states).toBe(data.states.length);
    expect(summarizeRoutes([])).toEqual({
      metrics: { total_states: 0, interstate_moves: 0, intrastate_moves: 0, unique_routes: 0 },
      states: [],
      top_origins: [], top_destinations: [], popular_routes: [],
      move_types: { local: 0, intrastate: 0, interstate: 0, by_size: [] },
    });
  });
});
