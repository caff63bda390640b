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
  /** The sequence sends a contact who replies to a later step (and does not stop on reply). */
  has_reply_branch?: boolean;
  /** Our last send to this run. */
  last_sent_at: Date | null;
}

/**
 * Why a message changed nothing (or less than its kind would): stored with it and shown on the admin screens.
 * `not_ours`: it names none of our sends; `unsubscribe_unproven`: an unsubscribe request that names none of our sends
 * stopped the sender's runs as a reply would, but put no address on the suppression list.
 */
export const INBOUND_NOTES = {
  not_ours: 'Names none of our sends (no Message-ID, In-Reply-To, References or reply token of ours): recorded only, nothing changed',
  unsubscribe_unproven: "Names none of our sends: the sender's runs were stopped as for a reply, but the address was not put on the suppression list",
  delivery_report: 'A delivery report (delivered, relayed or delayed), not a failure: recorded only',
  no_run: 'Answers no run of ours (no Message-ID or reply token of ours, and the sender is no contact in a sequence): recorded only',
} as const;
export type InboundNote = keyof typeof INBOUND_NOTES;

/** What an inbound message does. */
export type InboundAction =
  | { kind: 'record'; note?: InboundNote }
  | { kind: 'complete_for_reply'; text: string }
  | { kind: 'take_reply_branch' }
  | { kind: 'stop'; reason: 'out_of_office' }
  | { kind: 'stop_contact_runs'; reason: 'unsubscribe_requested'; note: InboundNote }
  | { kind: 'unsubscribe' }
  | { kind: 'complaint'; reporter: string | null }
  | { kind: 'pause_until'; day: string }
  | { kind: 'hard_bounce'; stopRun: boolean; softBounces?: number }
  | { kind: 'policy_refusal'; status: string | null; diagnostic: string | null };

/** The rules' settings (INBOUND_OOO_DEFAULT_DAYS, INBOUND_OOO_MAX_DAYS, INBOUND_SOFT_BOUNCE_LIMIT). */
export interface InboundRuleSettings {
  oooDefaultDays: number;
  oooMaxDays: number;
  softBounceLimit: number;
}

/**
 * What the rules know beyond the message and its run: whether the message proves it answers one of our sends (it
 * names our Message-ID in In-Reply-To, References or the returned headers, or carries a verified reply token), and
 * the proven soft bounces in a row for the address we sent to, this one included.
 */
export interface InboundFacts {
  proven?: boolean;
  softBouncesInARow?: number;
}

/**
 * The effect rules, in one place. One rule for every signal that suppresses, bounces or stops more than a reply would:
 * it acts only when the message is *proven* to answer one of our sends (see InboundFacts), and then on the address
 * that send went to, never on an address the message merely names. Anything else is stored with a note and changes
 * nothing.
 * - a person's reply to a live run completes it (reply_received) when its sequence stops on reply and the reply came
 *   within the lookback of our last send to it; a reply matched only by its sender may do this too (the harm of a
 *   forged one is a missed follow-up); when the sequence does not stop on reply but has a reply branch, the run moves
 *   to its reply step instead (same lookback); otherwise it is only recorded;
 * - an unsubscribe request by reply, proven: the address goes on the suppression list (source unsubscribe, as the link
 *   does) and every live run of the contact ends. Unproven (matched by sender only): the contact's runs end as for a
 *   reply, nothing is suppressed;
 * - a spam complaint (a provider's feedback report), proven: the address is suppressed (source complaint) and every live
 *   run of the contact ends;
 * - an out-of-office reply stops the run when its sequence stops on out-of-office, else holds it until the day after
 *   the stated return date (at most `oooMaxDays` ahead), or `oooDefaultDays` from today when none is stated;
 * - a hard bounce, proven: the address is suppressed, the contact marked bounced and a live run whose sequence stops on
 *   bounce stops;
 * - a soft bounce (mailbox full, try later) is recorded and the run goes on; the `softBounceLimit`-th proven soft bounce
 *   in a row for an address counts as a hard bounce;
 * - a policy bounce, proven (the receiving side refused *our* mail: block list, reputation, authentication, content)
 *   blames no contact: the recipient's domain is held back for a while, and the sending mailbox is paused only when
 *   the rates say the sender is blocked (MailboxProtectionService);
 * - delivery reports (delivered, delayed) and other mail are recorded.
 */
export function decideInboundAction(
  mail: Pick<InboundMailClassification, 'kind' | 'auto_reply' | 'bounce' | 'complaint' | 'human_reply' | 'from'>,
  run: MatchedRun | null,
  now: Date,
  settings: InboundRuleSettings,
  facts: InboundFacts = {},
): InboundAction {
  const live = run !== null && LIVE.has(run.status);
  const proven = facts.proven === true;
  switch (mail.kind) {
    case 'human_reply': {
      if (!run) return { kind: 'record', note: 'no_run' };
      if (!live || !withinLookback(run, now)) return { kind: 'record' };
      if (!run.stop_on_reply) return run.has_reply_branch ? { kind: 'take_reply_branch' } : { kind: 'record' };
      return { kind: 'complete_for_reply', text: mail.human_reply?.text ?? '' };
    }
    case 'unsubscribe_request':
      if (proven) return { kind: 'unsubscribe' };
      return run ? { kind: 'stop_contact_runs', reason: 'unsubscribe_requested', note: 'unsubscribe_unproven' } : { kind: 'record', note: 'not_ours' };
    case 'complaint':
      return proven ? { kind: 'complaint', reporter: mail.complaint?.reporter ?? null } : { kind: 'record', note: 'not_ours' };
    case 'auto_reply': {
      if (!run && mail.auto_reply?.out_of_office) return { kind: 'record', note: 'no_run' };
      if (!live || !mail.auto_reply?.out_of_office) return { kind: 'record' };
      if (run.stop_on_ooo) return { kind: 'stop', reason: 'out_of_office' };
      return { kind: 'pause_until', day: resumeDay(mail.auto_reply.return_date, now, settings.oooDefaultDays, settings.oooMaxDays) };
    }
    case 'bounce': {
      if (!proven) return { kind: 'record', note: 'not_ours' };
      const bounce = mail.bounce;
      const stopRun = live && run.stop_on_bounce;
      if (bounce?.class === 'hard') return { kind: 'hard_bounce', stopRun };
      if (bounce?.class === 'policy') return { kind: 'policy_refusal', status: bounce.status, diagnostic: bounce.diagnostic };
      const softBounces = facts.softBouncesInARow ?? 0;
      if (bounce?.class === 'soft' && softBounces >= settings.softBounceLimit) return { kind: 'hard_bounce', stopRun, softBounces };
      return { kind: 'record' };
    }
    case 'delivery_report':
      return { kind: 'record', note: 'delivery_report' };
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

/**
 * The day a held run resumes (yyyy-mm-dd): the day after the return date, else `defaultDays` after today (UTC). A return
 * date more than `maxDays` ahead ("until 31 December 9999") counts as `maxDays` from today.
 */
export function resumeDay(returnDate: string | null, now: Date, defaultDays: number, maxDays: number): string {
  const today = DateTime.fromJSDate(now, { zone: 'UTC' }).startOf('day');
  const parsed = returnDate ? DateTime.fromISO(returnDate, { zone: 'UTC' }) : null;
  const latest = today.plus({ days: maxDays });
  const back = parsed?.isValid ? (parsed > latest ? latest : parsed) : null;
  const day = back ? back.plus({ days: 1 }) : today.plus({ days: Math.min(defaultDays, maxDays) });
  return day.toISODate() as string;
}

/** The run (and delivery, contact) a message was tied to, and by which rule. */
export interface InboundMatch {
  matchedBy: MatchedBy | null;
  run: MatchedRun | null;
  deliveryId: string | null;
  contactId: string | null;
  /**
   * The address our send went to, when the message is proven to answer one of our sends (our Message-ID in
   * In-Reply-To, References or the returned headers, or a verified reply token); null for a match by sender only. The
   * only address suppressions and bounces ever act on.
   */
  sentTo: string | null;
}
