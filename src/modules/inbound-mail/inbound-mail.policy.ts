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
  | { kind: 'stop'; reason: 'out_of_office' | 'unsubscribe_requested' }
  | { kind: 'pause_until'; day: string }
  | { kind: 'hard_bounce'; stopRun: boolean; recipient: string | null };

/**
 * The effect rules, in one place:
 * - a person's reply to a live run completes it (reply_received) when its sequence stops on reply and the reply came
 *   within the lookback of our last send to it; otherwise it is only recorded;
 * - an unsubscribe request stops a live run;
 * - an out-of-office reply stops the run when its sequence stops on out-of-office, else holds it until the day after
 *   the stated return date (or `oooDefaultDays` from today when none is stated); other auto-replies are recorded;
 * - a hard bounce puts the failed recipient on the suppression list, marks the contact bounced and stops a live run whose sequence stops on bounce;
 *   a soft bounce is recorded; a policy bounce (the receiver refused our mail) is recorded with a warning and blames
 *   no contact.
 */
export function decideInboundAction(
  mail: Pick<InboundMailClassification, 'kind' | 'auto_reply' | 'bounce' | 'human_reply'>,
  run: MatchedRun | null,
  now: Date,
  settings: { oooDefaultDays: number },
): InboundAction {
  const live = run !== null && LIVE.has(run.status);
  switch (mail.kind) {
    case 'human_reply': {
      if (!live || !run.stop_on_reply || !withinLookback(run, now)) return { kind: 'record' };
      return { kind: 'complete_for_reply', text: mail.human_reply?.text ?? '' };
    }
    case 'unsubscribe_request':
      return live ? { kind: 'stop', reason: 'unsubscribe_requested' } : { kind: 'record' };
    case 'auto_reply': {
      if (!live || !mail.auto_reply?.out_of_office) return { kind: 'record' };
      if (run.stop_on_ooo) return { kind: 'stop', reason: 'out_of_office' };
      return { kind: 'pause_until', day: resumeDay(mail.auto_reply.return_date, now, settings.oooDefaultDays) };
    }
    case 'bounce': {
      const bounceClass = mail.bounce?.class;
      if (bounceClass === 'hard') return { kind: 'hard_bounce', stopRun: live && run.stop_on_bounce, recipient: mail.bounce?.recipient ?? null };
      if (bounceClass === 'policy') return { kind: 'record', warning: 'policy bounce: the receiving side refused our mail' };
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
