/** Defaults of a new enrollment rule. */
export const RULE_DEFAULTS = {
  dateField: 'created_at',
  caps: { daily_org_limit: 1000, daily_sequence_limit: 100 },
  sendWindow: { days: [1, 2, 3, 4, 5], start_hour: 8, end_hour: 18 },
  timezone: 'UTC',
  includeFuture: false,
  status: 'draft',
} as const;

export const DATE_FIELDS = ['created_at', 'first_seen_at'] as const;
export type DateField = (typeof DATE_FIELDS)[number];

/** Rule preview sample size: 1 to 50, default 50. */
export const PREVIEW_LIMIT = { min: 1, max: 50, default: 50 } as const;

/** Upper bound of a daily cap (a typo guard, far above any real sending volume). */
export const MAX_DAILY_CAP = 1_000_000;

