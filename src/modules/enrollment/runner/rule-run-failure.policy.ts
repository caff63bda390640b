import { isDatabaseUnavailable } from 'src/common/errors/outage';

/**
 * SQLSTATE classes of failures that pass on their own: connection trouble (08), a transaction rolled back by a
 * deadlock or serialization conflict (40), insufficient resources (53), a lock not available (55), an operator or a
 * statement timeout cancelling the query (57) and system errors (58). The runner tries such a rule again next minute.
 */
const PASSING_SQLSTATE_CLASSES = new Set(['08', '40', '53', '55', '57', '58']);

/** The SQLSTATE of a pg error, or of the one a TypeORM QueryFailedError wraps; undefined otherwise. */
function sqlState(error: unknown): string | undefined {
  const { code, driverError } = (error ?? {}) as { code?: unknown; driverError?: { code?: unknown } };
  const found = typeof code === 'string' ? code : driverError?.code;
  return typeof found === 'string' && /^[0-9A-Z]{5}$/.test(found) ? found : undefined;
}

/**
 * True when a rule's run failed because of the rule itself (criteria the runner cannot compile, a timezone or a date
 * or number PostgreSQL refuses: SQLSTATE class 22 and the like), so running it again would fail the same way; false
 * for an outage or contention, which the next run gets past.
 */
export function isRuleProblem(error: unknown): boolean {
  if (isDatabaseUnavailable(error)) return false;
  const state = sqlState(error);
  return state === undefined || !PASSING_SQLSTATE_CLASSES.has(state.slice(0, 2));
}

const REASON_MAX = 500;

/** The reason shown on the paused rule: what failed, in the error's own words, cut to 500 characters. */
export function ruleFailureReason(error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim() || 'unknown error';
  const reason = `The runner could not run this rule: ${message}`;
  return reason.length > REASON_MAX ? `${reason.slice(0, REASON_MAX - 1)}…` : reason;
}
