/**
 * Junk contact data (pure). Lead feeds post placeholders where the customer left a field empty ("000-000-0000",
 * "none@none.com", "N/A"), and people mistype. Such a value never loses the lead: it is kept as given and marked, and
 * only a usable value becomes the lead's phone or email — the one that is dialled, matched to a contact, synced to
 * the CRM and compared when looking for duplicates.
 *
 * - placeholder: a value that stands for "none" (all one digit, 123-456-7890, none@…, …@none.com);
 * - invalid: not a phone number or email address at all.
 * A shared or fictional number (the 555-0100…0199 range) is usable and not marked here; the duplicate check never
 * matches leads on it (duplicates/duplicate-keys.policy.ts).
 */
import { isNoReplyEmail, isPlaceholderEmail, normalizeEmail } from 'src/common/text/email-address';
import { isPlaceholderLeadEmail, phoneQuality } from 'src/modules/leads/duplicates/duplicate-keys.policy';

export type ContactValueQuality = 'placeholder' | 'invalid';
export const CONTACT_VALUE_QUALITIES: readonly ContactValueQuality[] = ['placeholder', 'invalid'];

export interface ReadContactValue {
  /** The usable value (E.164 phone, lower-cased email); null when the given one is not usable. */
  value: string | null;
  /** What the lead said, trimmed and bounded; null when it said nothing. */
  given: string | null;
  /** Null for a good value (or none given). */
  quality: ContactValueQuality | null;
}

const NONE: ReadContactValue = { value: null, given: null, quality: null };
/** The columns keep at most this much of what was given. */
export const GIVEN_PHONE_MAX = 40;
export const GIVEN_EMAIL_MAX = 320;

/** A phone as a lead gave it: usable (E.164), or kept as given and marked. */
export function readLeadPhone(raw: string | null | undefined): ReadContactValue {
  const given = typeof raw === 'string' ? raw.trim().slice(0, GIVEN_PHONE_MAX) : '';
  if (given === '') return NONE;
  const { e164, quality } = phoneQuality(given);
  if (quality === 'placeholder' || quality === 'invalid') return { value: null, given, quality };
  return { value: e164, given, quality: null };
}

/** An email as a lead gave it: usable (lower-cased), or kept as given and marked. */
export function readLeadEmail(raw: string | null | undefined): ReadContactValue {
  const given = typeof raw === 'string' ? raw.trim().slice(0, GIVEN_EMAIL_MAX) : '';
  if (given === '') return NONE;
  const email = normalizeEmail(given);
  if (!email) return { value: null, given, quality: 'invalid' };
  // A no-reply address stays the lead's (flagged is_noreply, so lists can hide it), and so does an address in the
  // reserved .invalid domain (systems write 'no-email@placeholder.invalid' on purpose; the contact says it cannot be
  // mailed: placeholder_email). Other stand-ins are marked.
  if (!isNoReplyEmail(email) && !isPlaceholderEmail(email) && isPlaceholderLeadEmail(email)) return { value: null, given, quality: 'placeholder' };
  return { value: email, given, quality: null };
}

/** What a lead record keeps of a value read: the given text and its quality when it has one to mark, else nothing. */
export const givenToMark = (read: ReadContactValue): { given: string; quality: ContactValueQuality } | undefined =>
  read.given !== null && read.quality !== null ? { given: read.given, quality: read.quality } : undefined;

/** The `given` part of a lead record for a phone and an email read (undefined when neither needs marking). */
export function givenValues(phone: ReadContactValue, email: ReadContactValue): { phone?: { given: string; quality: ContactValueQuality }; email?: { given: string; quality: ContactValueQuality } } | undefined {
  const marked = { phone: givenToMark(phone), email: givenToMark(email) };
  if (!marked.phone && !marked.email) return undefined;
  return { ...(marked.phone ? { phone: marked.phone } : {}), ...(marked.email ? { email: marked.email } : {}) };
}
