import type { GeographicData, GeographicState, LeadStatistics, Move, MoveCalendarData, MoveDatesData, VelocityData, VelocityTimeframe } from '../api/types';

/** Answers shaped exactly like the API's, for the analytics specs. */
export const statistics = (): LeadStatistics => ({
  total_synced: 8123,
  total_estimated_revenue: 1234567.8,
  today_synced: 42,
  total_email_opportunities: 9001,
  unprocessed_email_opportunities: 17,
});

const DAYS: Record<VelocityTimeframe, number> = { '7d': 7, '30d': 30, '90d': 90 };

/** `timeframe`'s days ending 2027-03-31, oldest first; day i has i+1 new, of which half enriched and a third synced. */
export const velocity = (timeframe: VelocityTimeframe = '7d'): VelocityData => {
  const count = DAYS[timeframe];
  const end = Date.UTC(2027, 2, 31);
  const daily_breakdown = Array.from({ length: count }, (_, i) => {
    const date = new Date(end - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10);
    const n = i + 1;
    return { date, new_opportunities: n, enriched: Math.floor(n / 2), synced: Math.floor(n / 3) };
  });
  const sum = (key: 'new_opportunities' | 'enriched' | 'synced') => daily_breakdown.reduce((s, d) => s + d[key], 0);
  return {
    metrics: { total_opportunities: sum('new_opportunities'), avg_processing_hours: 3.25, enriched_opportunities: sum('enriched'), synced_opportunities: sum('synced') },
    daily_breakdown,
    timeframe,
  };
};

export const move = (tracking_number: string, days_out: number, overrides: Partial<Move> = {}): Move => ({
  move_date: '2027-03-31',
  customer_name: `Customer ${tracking_number}`,
  tracking_number,
  origin_address: '1 Main St, Austin, TX 78701',
  destination_address: '2 Oak Ave, Denver, CO 80202',
  status: 'PENDING',
  days_out,
  ...overrides,
});

export const moveDates = (): MoveDatesData => ({
  metrics: { total_moves: 1520, this_week: 12, next_30_days: 340, avg_days_out: 18.4 },
  this_week: [move('W-1', -2, { status: 'confirmed' }), move('W-2', 0, { status: 'new' }), move('W-3', 1, { status: 'pending', customer_name: null })],
  upcoming: Array.from({ length: 12 }, (_, i) => move(`U-${i}`, i, { status: i % 2 ? 'ASSIGNED_TO_AGENCY' : 'PENDING' })),
});

/** Every yyyy-MM-dd of a yyyy-MM month. */
const daysOfMonthForTest = (month: string): string[] => {
  const [year, monthNumber] = month.split('-').map(Number);
  const count = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
};

/** Every day of `month` with no moves, except the 3rd (5) and the 10th (20). */
export const moveCalendar = (month: string): MoveCalendarData => ({
  month,
  days: daysOfMonthForTest(month).map((date) => ({ date, move_count: date.endsWith('-03') ? 5 : date.endsWith('-10') ? 20 : 0 })),
});

/** Origins by state: twelve states, so the top 10 leaves out OR and VT. */
const ORIGINS: Readonly<Record<string, number>> = { TX: 300, CA: 150, FL: 75, AZ: 9, GA: 8, IL: 7, NC: 6, OH: 5, PA: 4, WA: 3, OR: 2, VT: 1 };
/** Destinations by state: CO and NY, and TX (which is also an origin). */
const DESTINATIONS: Readonly<Record<string, number>> = { CO: 120, NY: 60, TX: 20 };

const byCount = (counts: Readonly<Record<string, number>>) => Object.entries(counts).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));

export const geographic = (): GeographicData => ({
  metrics: { total_states: 14, interstate_moves: 410, intrastate_moves: 590, unique_routes: 77 },
  states: [...new Set([...Object.keys(ORIGINS), ...Object.keys(DESTINATIONS)])]
    .sort()
    .map((state): GeographicState => ({ state, origin_count: ORIGINS[state] ?? 0, destination_count: DESTINATIONS[state] ?? 0 })),
  top_origins: byCount(ORIGINS).slice(0, 10).map(([origin_state, move_count]) => ({ origin_state, move_count })),
  top_destinations: byCount(DESTINATIONS).slice(0, 10).map(([destination_state, move_count]) => ({ destination_state, move_count })),
  popular_routes: [
    { route: 'TX → CA', move_count: 90 },
    { route: 'FL → NY', move_count: 30 },
  ],
  move_types: { local: 400, intrastate: 190, interstate: 410, by_size: [{ move_size: '2 Bedroom', move_count: 500 }, { move_size: 'Unknown', move_count: 100 }] },
});
