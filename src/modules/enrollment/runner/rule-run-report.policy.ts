/**
 * Why a rule run enrolled whom it did not: each contact of the rule's date range (the first RULE_REPORT_SCAN of
 * them) that this run did not enroll is counted under the first reason that holds, in this order.
 */
export const SKIP_REASONS = [
  'no_email', 'enrolled_before', 'already_in_sequence', 'suppressed', 'joined_after_start', 'excluded', 'no_upcoming_move_date', 'daily_cap', 'not_taken',
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/** Contacts of the date range one report reads at most (in date order), so a report stays cheap on any rule. */
export const RULE_REPORT_SCAN = 10_000;

/** What the last run of a rule did (enrollment_rules.last_run_json). */
export interface RuleLastRun {
  /** When the run finished (ISO). */
  at: string;
  /** Enrolled by this run. */
  enrolled: number;
  /** Enrolled by the rule on the run's day (the rule timezone's calendar day), this run included. */
  enrolled_today: number;
  /** A daily cap (organisation or sequence) was reached during the run. */
  cap_reached: boolean;
  /** Contacts of the date range read for the counts; `complete` false when there were more than RULE_REPORT_SCAN. */
  scanned: number;
  complete: boolean;
  /** Contacts passed over, by reason; reasons with none are left out. */
  skipped: Partial<Record<SkipReason, number>>;
}

/**
 * The report of one run from the classified counts. Contacts eligible but left over count as `daily_cap` when a
 * cap stopped the run, else as `not_taken` (another worker or a manual assignment was taking them meanwhile).
 */
export function ruleRunReport(input: {
  at: Date;
  enrolled: number;
  enrolledToday: number;
  capReached: boolean;
  counts: ReadonlyArray<{ reason: string; n: number }>;
}): RuleLastRun {
  const skipped: Partial<Record<SkipReason, number>> = {};
  let scanned = 0;
  for (const { reason, n } of input.counts) {
    scanned += n;
    if (reason === 'enrolled' || n === 0) continue;
    const key: SkipReason = reason === 'eligible' ? (input.capReached ? 'daily_cap' : 'not_taken') : (reason as SkipReason);
    if (!SKIP_REASONS.includes(key)) continue;
    skipped[key] = (skipped[key] ?? 0) + n;
  }
  return {
    at: input.at.toISOString(),
    enrolled: input.enrolled,
    enrolled_today: input.enrolledToday,
    cap_reached: input.capReached,
    scanned,
    complete: scanned < RULE_REPORT_SCAN,
    skipped,
  };
}
