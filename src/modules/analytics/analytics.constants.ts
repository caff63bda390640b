import type { OpportunityStatus } from 'src/modules/leads/opportunities/opportunity-status.constants';

/**
 * Statuses whose move is still ahead of the business, counted by the move-date calendar:
 * - the lead provider's PENDING and ASSIGNED_TO_AGENCY;
 * - the staff statuses of a lead still being worked (new, pending, opened, replied) or won but not yet moved
 *   (confirmed, booked).
 * completed (the move happened) and ignored (dropped) are closed and left out. The rollup triggers and the partial
 * index opp_active_move_date_idx (migration AddAnalyticsRollups) carry the same list.
 */
export const ACTIVE_MOVE_STATUSES = [
  'PENDING',
  'ASSIGNED_TO_AGENCY',
  'new',
  'pending',
  'opened',
  'replied',
  'confirmed',
  'booked',
] as const satisfies readonly OpportunityStatus[];

/** Velocity timeframes and how many calendar days (today included) each covers. */
export const VELOCITY_TIMEFRAMES = { '7d': 7, '30d': 30, '90d': 90 } as const;
export type VelocityTimeframe = keyof typeof VELOCITY_TIMEFRAMES;

/** Rows in each move-date list and each geographic top list. */
export const MOVE_LIST_LIMIT = 10;
export const TOP_LIMIT = 10;
/** "Next 30 days": moves from today up to 30 days out, both ends included. */
export const NEXT_DAYS = 30;

/** Pending rollup deltas are folded this often (reads are exact either way; folding keeps the delta tables small). */
export const ANALYTICS_FOLD_EVERY_MS = 30_000;
