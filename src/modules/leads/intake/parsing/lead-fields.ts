/**
 * Turns extracted label values into a LeadRecord, applying the normalizers.
 */
import type { ExtractedFields } from './label-fields';
import type { LeadRecord } from './lead-record';
import { parseMoney } from './money';
import { parseMoveDate } from './move-date';
import { givenValues, readLeadEmail, readLeadPhone } from './contact-data';
import { trimChars, trimEndChars } from './text-limits';
import { parseUsAddress } from './us-address';

export const NOT_A_LEAD_ERROR = 'Not a lead notification';
export const NO_TRACKING_NUMBER_ERROR = 'No tracking number found';

/** Customer fields needed before an email without a tracking label counts as a lead (one stray 'Phone:' does not). */
export const MIN_CUSTOMER_FIELDS_FOR_LEAD = 2;

/** 'Q2G-104233', '#104233' → '104233'; null unless it looks like an identifier (has a digit, no spaces). */
export function normalizeTrackingNumber(raw: string): string | null {
  if (typeof raw !== 'string') return null;
  const token = raw.trim().split(/\s+/, 1)[0] ?? '';
  const stripped = trimEndChars(trimChars(token, '#'), '.,;:)').toUpperCase();
  if (stripped.length === 0 || stripped.length > 64) return null;
  if (!/^[A-Z0-9][A-Z0-9._/-]*$/.test(stripped) || !/\d/.test(stripped)) return null;
  return stripped;
}

function cleanText(raw: string | undefined, maxLength: number): string | null {
  if (raw === undefined) return null;
  const value = raw.replace(/\s+/g, ' ').trim();
  return value === '' ? null : value.slice(0, maxLength);
}

function customerName(values: ExtractedFields['values']): string | null {
  const full = cleanText(values.customerName, 200);
  if (full) return full;
  const parts = [cleanText(values.firstName, 100), cleanText(values.lastName, 100)].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' ') : null;
}

/** Every field of the record except the tracking number. */
export function customerFields(fields: ExtractedFields, timezone: string): Omit<LeadRecord, 'trackingNumber'> {
  const { values } = fields;
  const phone = readLeadPhone(values.customerPhone);
  const email = readLeadEmail(values.customerEmail);
  const given = givenValues(phone, email);
  return {
    customerName: customerName(values),
    // An address in the text around it ("Email: jo@x.com (preferred)") is read out of it; a placeholder is marked.
    // No-reply addresses are kept: the opportunity is flagged (is_noreply) so lists can hide it.
    customerEmail: email.value,
    customerPhone: phone.value,
    ...(given ? { given } : {}),
    moveDate: values.moveDate === undefined ? null : parseMoveDate(values.moveDate, timezone),
    origin: values.origin === undefined ? null : parseUsAddress(values.origin),
    destination: values.destination === undefined ? null : parseUsAddress(values.destination),
    moveSize: cleanText(values.moveSize, 100),
    estimatedRevenue: values.estimatedRevenue === undefined ? null : parseMoney(values.estimatedRevenue),
  };
}

export function countCustomerFields(record: Omit<LeadRecord, 'trackingNumber'>): number {
  const { given: _marked, ...fields } = record;
  return Object.values(fields).filter((value) => value !== null).length;
}

/**
 * The record, or the reason there is none: NO_TRACKING_NUMBER_ERROR when the email looks like a lead (a tracking label,
 * or enough customer fields), NOT_A_LEAD_ERROR otherwise. `fallbackTracking` is used when no label carries one.
 */
export function buildLeadRecord(
  fields: ExtractedFields,
  timezone: string,
  fallbackTracking: string | null = null,
): LeadRecord | { error: string } {
  const rest = customerFields(fields, timezone);
  const labelled = fields.values.trackingNumber === undefined ? null : normalizeTrackingNumber(fields.values.trackingNumber);
  const trackingNumber = labelled ?? fallbackTracking;
  if (trackingNumber !== null) return { trackingNumber, ...rest };
  const looksLikeLead = fields.labelsSeen.has('trackingNumber') || countCustomerFields(rest) >= MIN_CUSTOMER_FIELDS_FOR_LEAD;
  return { error: looksLikeLead ? NO_TRACKING_NUMBER_ERROR : NOT_A_LEAD_ERROR };
}
