/** What the sequences table stores in `state`: the operator's switch. */
export type StoredSequenceState = 'active' | 'paused';
/** The state the API answers, derived by deriveSequenceState. */
export const SEQUENCE_STATES = ['draft', 'ready', 'active', 'paused', 'archived'] as const;
export type SequenceState = (typeof SEQUENCE_STATES)[number];

export const RULE_STATUSES = ['draft', 'active', 'paused', 'stopped', 'completed'] as const;
export type RuleStatus = (typeof RULE_STATUSES)[number];

export const REPLY_LOOKBACK_HOURS = [24, 48, 72] as const;

/** Defaults of a new sequence. */
export const SEQUENCE_DEFAULTS = {
  isActive: true,
  stopOnReply: false,
  stopOnOoo: false,
  stopOnBounce: true,
  replyLookbackHours: 72,
} as const;

/** A new sequence's goal: its runs end as converted once the contact's opportunity is booked. */
export const DEFAULT_GOAL_STATUSES: readonly string[] = ['booked'];

export const LIST_SORTS = ['updated_desc', 'created_desc', 'name_asc', 'name_desc', 'steps_desc'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
export const LIST_STATUSES = ['all', ...SEQUENCE_STATES] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];

export const MAX_STEPS = 50;
/** Why force delete cancels enrollments when no reason is given. */
export const DEFAULT_DELETE_REASON = 'sequence_deleted';
/** State changes one user may make per window (all sequences together). */
export const STATE_CHANGE_LIMIT = { perWindow: 30, windowMs: 60_000 } as const;
