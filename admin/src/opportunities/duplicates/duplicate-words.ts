import { differenceInCalendarDays, isSameDay } from 'date-fns';
import type { DuplicatePairStatus, RelatedLead } from '../../api/types';
import { parseAppDate } from '../../format/date';

/** The list badge, the filter switch and the section titles. */
export const POSSIBLE_DUPLICATE = 'Possible duplicate';
export const POSSIBLE_DUPLICATES = 'Possible duplicates';

/** A lead's source in words, for leads no lead site sold (and beside a lead site's name). */
const LEAD_SOURCE_WORDS: Readonly<Record<string, string>> = {
  web_form: 'Website form',
  manual: 'Manual entry',
  inbound_call: 'Inbound call',
  email: 'Lead email',
};

/** "Website form", "Manual entry", "Inbound call", "Lead email"; an unknown source as the server names it. */
export const leadSourceWords = (source: string | null | undefined): string =>
  source ? (LEAD_SOURCE_WORDS[source] ?? source) : 'Unknown source';

/** Where a lead came from: the lead site that sold it ("HireAHelper"), else its source in words. */
export const leadOrigin = (lead: { lead_provider: string | null; lead_source: string | null | undefined }): string =>
  lead.lead_provider?.trim() || leadSourceWords(lead.lead_source);

/** The Source row of the comparison: "HireAHelper · Lead email", or "Website form" when no lead site sold it. */
export const leadOriginDetail = (lead: { lead_provider: string | null; lead_source: string | null | undefined }): string => {
  const provider = lead.lead_provider?.trim();
  return provider ? `${provider} · ${leadSourceWords(lead.lead_source)}` : leadSourceWords(lead.lead_source);
};

/**
 * When the other lead came in, counted in calendar days from this one: "2 days earlier", "1 day later"; the same day
 * is "earlier today" / "later today" when that day is today, else "earlier the same day" / "later the same day".
 * The direction is the server's `earlier` (it also orders leads created in the same second).
 */
export const whenWords = (thisCreatedAt: string, other: Pick<RelatedLead, 'created_at' | 'earlier'>, now: Date = new Date()): string => {
  const direction = other.earlier ? 'earlier' : 'later';
  const mine = parseAppDate(thisCreatedAt);
  const theirs = parseAppDate(other.created_at);
  if (!mine || !theirs) return direction;
  const days = Math.abs(differenceInCalendarDays(mine, theirs));
  if (days === 0) return isSameDay(theirs, now) ? `${direction} today` : `${direction} the same day`;
  return `${days} ${days === 1 ? 'day' : 'days'} ${direction}`;
};

/** The line's opening, before its tracking number: "Also from HireAHelper, 2 days earlier". */
export const duplicateSummary = (thisCreatedAt: string, lead: RelatedLead, now: Date = new Date()): string =>
  `Also from ${leadOrigin(lead)}, ${whenWords(thisCreatedAt, lead, now)}`;

const REASON_WORDS: Readonly<Record<RelatedLead['reasons'][number], string>> = {
  email: 'same email',
  phone: 'same phone',
  name_move_date_zip: 'same name, move date and ZIP',
  name_move_date_city: 'same name, move date and city',
  contact_chain: 'same email or phone as a lead that shares this one\'s',
};

/** Why the pair was found: "Same email · same phone" (the server's words, else its reason codes in words). */
export const reasonText = (lead: Pick<RelatedLead, 'reason_words' | 'reasons'>): string => {
  const words = lead.reason_words.length > 0 ? lead.reason_words : lead.reasons.map((reason) => REASON_WORDS[reason] ?? reason);
  const text = words.map((word) => word.trim()).filter(Boolean).join(' · ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** How sure, 0–1, as "95% match". */
export const matchWords = (score: number): string => {
  const share = Number.isFinite(score) ? Math.min(1, Math.max(0, score)) : 0;
  return `${Math.round(share * 100)}% match`;
};

/** A decided pair's status in words ("Not a duplicate", "Merged"); null while it is open. */
export const pairStatusWords = (status: DuplicatePairStatus): string | null => {
  if (status === 'dismissed') return 'Not a duplicate';
  if (status === 'merged') return 'Merged';
  return null;
};
