/**
 * Wire types of the analytics reads, written to match the API's answers field for field (each answer is
 * `{success: true, data}`; these are the `data` parts). To be replaced by aliases over the generated schema.
 */

export type VelocityTimeframe = '7d' | '30d' | '90d';

/** GET /api/opportunities/velocity?timeframe= */
export interface VelocityData {
  metrics: {
    total_opportunities: number;
    /** Mean hours from creation to the first CRM sync, over the synced ones (0 when none). */
    avg_processing_hours: number;
    enriched_opportunities: number;
    synced_opportunities: number;
  };
  /** Every day of the timeframe, oldest first, days without leads included. */
  daily_breakdown: VelocityDay[];
  timeframe: VelocityTimeframe;
}

export interface VelocityDay {
  /** yyyy-MM-dd in the company timezone. */
  date: string;
  new_opportunities: number;
  enriched: number;
  synced: number;
}

/** One active move of the move-date lists. */
export interface Move {
  /** yyyy-MM-dd. */
  move_date: string;
  customer_name: string | null;
  tracking_number: string;
  origin_address: string | null;
  destination_address: string | null;
  status: string;
  /** Calendar days from today (company timezone) to the move; negative earlier this week. */
  days_out: number;
}

/** GET /api/opportunities/move-dates */
export interface MoveDatesData {
  metrics: { total_moves: number; this_week: number; next_30_days: number; avg_days_out: number };
  this_week: Move[];
  upcoming: Move[];
}

/** GET /api/opportunities/move-dates/calendar?month= */
export interface MoveCalendarData {
  /** yyyy-MM. */
  month: string;
  /** Every day of the month, the 1st first. */
  days: { date: string; move_count: number }[];
}

/** GET /api/opportunities/geographic */
export interface GeographicData {
  metrics: { total_states: number; interstate_moves: number; intrastate_moves: number; unique_routes: number };
  top_origins: { origin_state: string; move_count: number }[];
  top_destinations: { destination_state: string; move_count: number }[];
  /** "TX → CA". */
  popular_routes: { route: string; move_count: number }[];
  move_types: {
    local: number;
    intrastate: number;
    interstate: number;
    by_size: { move_size: string; move_count: number }[];
  };
}

/** GET /status */
export interface LeadStatistics {
  total_synced: number;
  total_estimated_revenue: number;
  today_synced: number;
  total_email_opportunities: number;
  unprocessed_email_opportunities: number;
}
