import type { InboundActivityKind } from './inbound-activity.writer';
import type { InboundMailClassification } from './classification/inbound-mail.types';
import type { InboundAction } from './inbound-mail.policy';

/** One timeline line. */
export interface InboundTimelineLine {
  kind: InboundActivityKind;
  title: string;
  detail: string | null;
}

/** What applying an action changed, as stored (`effect`) and in the detail the timeline needs. */
export interface AppliedEffect {
  effect: string;
  /** The sending mailbox the message's evidence paused. */
  mailbox?: string | null;
  /** The recipient domain a policy refusal held back, and until when. */
  heldDomain?: { domain: string; until: Date } | null;
  /** Live runs an unsubscribe request ended. */
  runsStopped?: number;
  /** Why the message changed nothing, or less than its kind would (stored with it, shown on the admin screens). */
  note?: string;
}

const MAX_DETAIL = 2000;

/**
 * The one timeline line an inbound message tied to a contact writes (pure): a reply, an automatic reply, a bounce,
 * an unsubscribe request or a spam complaint, with what it caused. None for other mail, and none for a reply that
 * completed its run (RunControlService wrote 'Reply received' with the run's completion).
 */
export function inboundTimelineLine(
  mail: Pick<InboundMailClassification, 'kind' | 'auto_reply' | 'bounce' | 'complaint' | 'human_reply'>,
  action: InboundAction,
  applied: AppliedEffect,
): InboundTimelineLine | null {
  const caused = effectWords(applied);
  switch (mail.kind) {
    case 'human_reply':
      if (action.kind === 'complete_for_reply' && applied.effect === 'run_stopped') return null;
      return { kind: 'inbound_reply', title: 'Reply received', detail: clip(mail.human_reply?.text ?? '') };
    case 'auto_reply': {
      const ooo = mail.auto_reply?.out_of_office === true;
      const back = mail.auto_reply?.return_date ? `Back on ${mail.auto_reply.return_date}` : null;
      return { kind: 'inbound_auto_reply', title: ooo ? 'Out-of-office reply' : 'Automatic reply', detail: sentences([back, caused]) };
    }
    case 'bounce': {
      const bounce = mail.bounce;
      const said = [bounce?.status, bounce?.diagnostic].filter((part): part is string => !!part).join(' ') || null;
      return { kind: 'inbound_bounce', title: `Email bounced (${bounce?.class ?? 'soft'})`, detail: sentences([said, caused]) };
    }
    case 'unsubscribe_request':
      return { kind: 'inbound_unsubscribe', title: 'Unsubscribe requested by reply', detail: caused };
    case 'complaint': {
      const reporter = mail.complaint?.reporter ? `Reported by ${mail.complaint.reporter}` : null;
      return { kind: 'inbound_complaint', title: 'Spam complaint', detail: sentences([reporter, caused]) };
    }
    default:
      return null;
  }
}

/** The stored effect in words ("Run paused until 2026-12-02 08:00 UTC", "Contact marked bounced, address suppressed"). */
export function effectWords(applied: AppliedEffect): string | null {
  const words = applied.effect.split('+').map((part): string | null => {
    if (part.startsWith('run_paused_until:')) return `Run paused until ${utcMinute(part.slice('run_paused_until:'.length))}`;
    switch (part) {
      case 'run_stopped': return applied.runsStopped && applied.runsStopped > 1 ? `${applied.runsStopped} runs stopped` : 'Run stopped';
      case 'contact_bounced': return 'Contact marked bounced';
      case 'suppressed': return 'Address added to the suppression list';
      case 'mailbox_paused': return `Sending paused for ${applied.mailbox ?? 'the mailbox'}`;
      case 'domain_held': return applied.heldDomain ? `Mail to ${applied.heldDomain.domain} held back until ${utcMinute(applied.heldDomain.until.toISOString())}` : 'Mail to the domain held back';
      default: return null;
    }
  }).filter((word): word is string => word !== null);
  return words.length > 0 ? words.join('; ') : null;
}

function utcMinute(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function sentences(parts: (string | null)[]): string | null {
  const text = parts.filter((part): part is string => !!part).join('. ');
  return text === '' ? null : clip(text);
}

function clip(text: string): string | null {
  return text === '' ? null : text.slice(0, MAX_DETAIL);
}
