/**
 * A run held by its sending mailboxes' budget, in words (pure): which mailbox reached which limit, the environment
 * variable that sets it, and when the next send may go. The limits are MAILBOX_MESSAGES_PER_MINUTE (messages in the
 * current clock minute) and MAILBOX_RECIPIENTS_PER_DAY (recipients over a rolling 24 hours, not a calendar day: a
 * mailbox has room again as its oldest sends of the last 24 hours age out).
 */

/** Environment variables that set the per-mailbox limits. */
export const MAILBOX_PER_MINUTE_ENV = 'MAILBOX_MESSAGES_PER_MINUTE';
export const MAILBOX_PER_DAY_ENV = 'MAILBOX_RECIPIENTS_PER_DAY';

/** One sending mailbox with what it used this minute and over the rolling 24 hours. */
export interface SendingMailboxUse {
  mailbox: string;
  usedThisMinute: number;
  usedLast24h: number;
  paused: boolean;
}

/** The sending mailbox pool with its limits (0: no limit), as the mailbox budget reports it. */
export interface SendingFacts {
  perMinute: number;
  perDay: number;
  mailboxes: SendingMailboxUse[];
}

/** `Name <a@b>` or `a@b` → `a@b`, lowercased. */
const bare = (value: string): string => (/<([^>]+)>\s*$/.exec(value)?.[1] ?? value).trim().toLowerCase();

/**
 * The mailboxes a run's send may use: only the step's own sender (`from_override`) when it is one of the pool, else
 * the pool; paused mailboxes are never picked.
 */
export function runMailboxes(sending: SendingFacts, stepFrom: string | null): SendingMailboxUse[] {
  const own = stepFrom ? bare(stepFrom) : null;
  const pool = own && sending.mailboxes.some((m) => m.mailbox === own) ? sending.mailboxes.filter((m) => m.mailbox === own) : sending.mailboxes;
  return pool.filter((m) => !m.paused);
}

/** The limit a mailbox has reached, in words ('has sent its 200 emails in the last 24 hours (MAILBOX_RECIPIENTS_PER_DAY)'), or null. */
function reachedLimit(use: SendingMailboxUse, sending: SendingFacts): string | null {
  if (sending.perDay > 0 && use.usedLast24h >= sending.perDay) return `has sent its ${sending.perDay.toLocaleString('en-US')} emails in the last 24 hours (${MAILBOX_PER_DAY_ENV})`;
  if (sending.perMinute > 0 && use.usedThisMinute >= sending.perMinute) return `has sent its ${sending.perMinute.toLocaleString('en-US')} emails this minute (${MAILBOX_PER_MINUTE_ENV})`;
  return null;
}

/**
 * Why every mailbox the run may use is full ('the mailbox sales@… has sent its 200 emails in the last 24 hours
 * (MAILBOX_RECIPIENTS_PER_DAY)'), or null when one still has room (or none is usable).
 */
export function mailboxFullText(mailboxes: readonly SendingMailboxUse[], sending: SendingFacts): string | null {
  if (mailboxes.length === 0) return null;
  const reached = mailboxes.map((use) => ({ mailbox: use.mailbox, limit: reachedLimit(use, sending) }));
  if (reached.some((item) => item.limit === null)) return null;
  if (reached.length === 1) return `the mailbox ${reached[0].mailbox} ${reached[0].limit as string}`;
  return `every sending mailbox is full: ${reached.map((item) => `${item.mailbox} ${item.limit as string}`).join(', ')}`;
}

/** A recorded mailbox-budget hold whose mailboxes no longer look full (the limits changed): still said in words. */
export const mailboxBudgetFallback = (until: string): string =>
  `Held: the sending mailboxes' budget (${MAILBOX_PER_MINUTE_ENV}, ${MAILBOX_PER_DAY_ENV}) was used up; next send after ${until}`;
