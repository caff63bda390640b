import { DateTime } from 'luxon';
import type { InboundMailClassification } from './classification/inbound-mail.types';

/** How an inbound message was tied to a run: our Message-ID in In-Reply-To or References, the signed reply token, or the sender. */
export type MatchedBy = 'in_reply_to' | 'references' | 'reply_token' | 'sender';

/** The reply lookback when a sequence has none (the designer's default and the column's). */
export const DEFAULT_REPLY_LOOKBACK_HOURS = 72;

/** Run statuses a message can still change. */
const LIVE = new Set(['pending', 'active', 'paused']);

/** The run a message answered, with what its sequence says to do about replies, out-of-office notices and bounces. */
export interface MatchedRun {
  enrollment_id: string;
  status: string;
  contact_id: string;
  stop_on_reply: boolean;
  stop_on_ooo: boolean;
  stop_on_bounce: boolean;
  reply_lookback_hours: number | null;
  /** Our last send to this run. */
  last_sent_at: Date | null;
}

/** What an inbound message does. */
export type InboundAction =
  | { kind: 'record'; warning?: string }
  | { kind: 'complete_for_reply'; text: string }
  | { kind: 'stop'; reason: 'out_of_office' }
  | { kind: 'unsubscribe'; address: string | null }
  | { kind: 'complaint'; recipient: string | null; reporter: string | null }
  | { kind: 'pause_until'; day: string }
  | { kind: 'hard_bounce'; stopRun: boolean; recipient: string | null; softBounces?: number }
  | { kind: 'pause_mailbox'; status: string | null; diagnostic: string | null };

/** The rules' settings (INBOUND_OOO_DEFAULT_DAYS, INBOUND_SOFT_BOUNCE_LIMIT). */
export interface InboundRuleSettings {
  oooDefaultDays: number;
  softBounceLimit: number;
}

/** What the rules know beyond the message and its run: soft bounces in a row for the address, this one included. */
export interface InboundFacts {
  softBouncesInARow?: number;
}

/**
 * The effect rules, in one place:
 * - a person's reply to a live run completes it (reply_received) when its sequence stops on reply and the reply came
 *   within the lookback of our last send to it; otherwise it is only recorded;
 * - an unsubscribe request by reply puts the address on the suppression list (source unsubscribe, as the link does)
 *   and ends every live run of the contact, matched to a run or not;
 * - a spam complaint (a provider's feedback report) does the same with source complaint: the complaining recipient
 *   (or, when the provider redacted it, the address of the contact whose send it names) is suppressed and every live
 *   run of the contact ends;
 * - an out-of-office reply stops the run when its sequence stops on out-of-office, else holds it until the day after
 *   the stated return date (or `oooDefaultDays` from today when none is stated); other auto-replies are recorded;
 * - a hard bounce puts the failed recipient on the suppression list, marks the contact bounced and stops a live run
 *   whose sequence stops on bounce;
 * - a soft bounce (mailbox full, try later) is recorded and the run goes on: its next step is the engine's normal
 *   retry of the address. The `softBounceLimit`-th soft bounce in a row for an address counts as a hard bounce;
 * - a policy bounce (the receiving side refused *our* mail: authentication, reputation, content) blames no contact:
 *   the sending mailbox it went out from is paused until an admin resumes it.
 */
export function decideInboundAction(
  mail: Pick<InboundMailClassification, 'kind' | 'auto_reply' | 'bounce' | 'complaint' | 'human_reply' | 'from'>,
  run: MatchedRun | null,
  now: Date,
  settings: InboundRuleSettings,
  facts: InboundFacts = {},
): InboundAction {
  const live = run !== null && LIVE.has(run.status);
  switch (mail.kind) {
    case 'human_reply': {
      if (!live || !run.stop_on_reply || !withinLookback(run, now)) return { kind: 'record' };
      return { kind: 'complete_for_reply', text: mail.human_reply?.text ?? '' };
    }
    case 'unsubscribe_request':
      return { kind: 'unsubscribe', address: mail.from === '' ? null : mail.from };
    case 'complaint':
      return { kind: 'complaint', recipient: mail.complaint?.recipient ?? null, reporter: mail.complaint?.reporter ?? null };
    case 'auto_reply': {
      if (!live || !mail.auto_reply?.out_of_office) return { kind: 'record' };
      if (run.stop_on_ooo) return { kind: 'stop', reason: 'out_of_office' };
      return { kind: 'pause_until', day: resumeDay(mail.auto_reply.return_date, now, settings.oooDefaultDays) };
    }
    case 'bounce': {
      const bounce = mail.bounce;
      const stopRun = live && run.stop_on_bounce;
      if (bounce?.class === 'hard') return { kind: 'hard_bounce', stopRun, recipient: bounce.recipient };
      if (bounce?.class === 'policy') return { kind: 'pause_mailbox', status: bounce.status, diagnostic: bounce.diagnostic };
      const softBounces = facts.softBouncesInARow ?? 0;
      if (bounce?.class === 'soft' && bounce.recipient && softBounces >= settings.softBounceLimit) {
        return { kind: 'hard_bounce', stopRun, recipient: bounce.recipient, softBounces };
      }
      return { kind: 'record' };
    }
    default:
      return { kind: 'record' };
  }
}

/** True when `now` is within the sequence's reply lookback of our last send to the run. */
export function withinLookback(run: Pick<MatchedRun, 'last_sent_at' | 'reply_lookback_hours'>, now: Date): boolean {
  if (!run.last_sent_at) return false;
  const hours = run.reply_lookback_hours ?? DEFAULT_REPLY_LOOKBACK_HOURS;
  const elapsed = now.getTime() - run.last_sent_at.getTime();
  return elapsed >= -60_000 && elapsed <= hours * 3600_000;
}

/** The day a held run resumes (yyyy-mm-dd): the day after the return date, else `defaultDays` after today (UTC). */
export function resumeDay(returnDate: string | null, now: Date, defaultDays: number): string {
  const parsed = returnDate ? DateTime.fromISO(returnDate, { zone: 'UTC' }) : null;
  const day = parsed?.isValid ? parsed.plus({ days: 1 }) : DateTime.fromJSDate(now, { zone: 'UTC' }).startOf('day').plus({ days: defaultDays });
  return day.toISODate() as string;
}
