import { TOP_LIMIT } from './analytics.constants';
import type { RouteGroup } from './analytics.repository';

export interface GeographicData {
  metrics: { total_states: number; interstate_moves: number; intrastate_moves: number; unique_routes: number };
  states: { state: string; origin_count: number; destination_count: number }[];
  top_origins: { origin_state: string; move_count: number }[];
  top_destinations: { destination_state: string; move_count: number }[];
  popular_routes: { route: string; move_count: number }[];
  move_types: { local: number; intrastate: number; interstate: number; by_size: { move_size: string; move_count: number }[] };
}

/** The move size shown for leads that carry none. */
export const UNKNOWN_MOVE_SIZE = 'Unknown';

/** Largest count first, then by name, cut to `limit`. */
function top(counts: Map<string, number>, limit: number): [string, number][] {
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, limit);
}

const add = (counts: Map<string, number>, key: string, n: number) => counts.set(key, (counts.get(key) ?? 0) + n);

/**
 * Move types: interstate (states differ), local (same state and same city) and intrastate (same state, another
 * city); a lead missing either state has no type and no route. metrics.intrastate_moves counts every move within
 * one state (local + intrastate). `states` lists every state that is an origin or a destination of at least one move,
 * by code, with both counts. States are two-letter codes; routes read 'TX → CA'.
 */
export function summarizeRoutes(groups: RouteGroup[]): GeographicData {
  const origins = new Map<string, number>();
  const destinations = new Map<string, number>();
  const routes = new Map<string, number>();
  const sizes = new Map<string, number>();
  const types = { local: 0, intrastate: 0, interstate: 0 };
  for (const g of groups) {
    if (g.originState) add(origins, g.originState, g.n);
    if (g.destinationState) add(destinations, g.destinationState, g.n);
    add(sizes, g.moveSize || UNKNOWN_MOVE_SIZE, g.n);
    if (!g.originState || !g.destinationState) continue;
    add(routes, `${g.originState} → ${g.destinationState}`, g.n);
    if (g.originState !== g.destinationState) types.interstate += g.n;
    else if (g.sameCity) types.local += g.n;
    else types.intrastate += g.n;
  }
  const states = new Set([...origins.keys(), ...destinations.keys()]);
  return {
    metrics: {
      total_states: states.size,
      interstate_moves: types.interstate,
      intrastate_moves: types.local + types.intrastate,
      unique_routes: routes.size,
    },
    states: [...states]
      .sort((a, b) => a.localeCompare(b))
      .map((state) => ({ state, origin_count: origins.get(state) ?? 0, destination_count: destinations.get(state) ?? 0 })),
    top_origins: top(origins, TOP_LIMIT).map(([origin_state, move_count]) => ({ origin_state, move_count })),
    top_destinations: top(destinations, TOP_LIMIT).map(([destination_state, move_count]) => ({ destination_state, move_count })),
    popular_routes: top(routes, TOP_LIMIT).map(([route, move_count]) => ({ route, move_count })),
    move_types: { ...types, by_size: top(sizes, Number.MAX_SAFE_INTEGER).map(([move_size, move_count]) => ({ move_size, move_count })) },
  };
}
