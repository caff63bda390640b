/** The ledger's rules that need no database (pure). */
import { isEmail } from 'class-validator';

export const SUPPRESSION_SOURCES = ['unsubscribe', 'hard_bounce', 'complaint', 'do_not_contact', 'manual'] as const;
export type SuppressionSource = (typeof SUPPRESSION_SOURCES)[number];

/** The stored form of an address: trimmed and lower-cased; null when it is not an address. */
export function normalizeEmail(raw: string): string | null {
  const email = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  return email.length > 0 && email.length <= 320 && isEmail(email) ? email : null;
}

/**
 * Which of the contact's own columns an entry sets, so the send-time check of every run (which reads only the
 * contact) stops mail to the address: a hard bounce marks it bounced; an unsubscribe or a complaint marks it
 * unsubscribed and opted out; a do-not-contact call or an operator's entry marks it opted out.
 */
export function contactFlagsFor(source: SuppressionSource): { unsubscribed: boolean; bounced: boolean; optedOut: boolean } {
  switch (source) {
    case 'hard_bounce': return { unsubscribed: false, bounced: true, optedOut: false };
    case 'unsubscribe':
    case 'complaint': return { unsubscribed: true, bounced: false, optedOut: true };
    case 'do_not_contact':
    case 'manual': return { unsubscribed: false, bounced: false, optedOut: true };
  }
}

/** A free-text reason as stored: trimmed, at most 500 characters; null when empty. */
export function cleanReason(reason: string | null | undefined): string | null {
  const text = (reason ?? '').trim();
  return text === '' ? null : text.slice(0, 500);
}
