import { randomBytes } from 'node:crypto';
import { companyDayStamp } from 'src/common/time/company-time';
import { ADDRESS_PART_LIMITS } from './column-fit.policy';
import type { LeadFieldsDto } from './dto/create-lead.dto';
import { LeadError, LeadErrorCode } from '../leads.errors';
import { parseUsAddress } from './parsing/us-address';
import type { LeadAddress, LeadRecord } from './parsing/lead-record';
import { parseMoveDate } from './parsing/move-date';
import { givenValues, readLeadEmail, readLeadPhone } from './parsing/contact-data';

/** True when every part of a split address fits its column. */
export const addressPartsFit = (address: LeadAddress): boolean =>
  (Object.keys(ADDRESS_PART_LIMITS) as (keyof typeof ADDRESS_PART_LIMITS)[]).every((part) => (address[part]?.length ?? 0) <= ADDRESS_PART_LIMITS[part]);

export const addressTooLongMessage = (field: string): string =>
  `${field} cannot be read as an address: its street must be at most 200 characters and its city at most 120`;

/** Validated JSON input → a lead record; values that cannot be understood are field errors, never dropped silently. */
export function leadRecordFromInput(input: LeadFieldsDto & { tracking_number: string }, timezone: string): LeadRecord {
  const errors: Record<string, string> = {};
  const origin = input.origin_address ? parseUsAddress(input.origin_address) : null;
  if (origin && !addressPartsFit(origin)) errors.origin_address = addressTooLongMessage('origin_address');
  const destination = input.destination_address ? parseUsAddress(input.destination_address) : null;
  if (destination && !addressPartsFit(destination)) errors.destination_address = addressTooLongMessage('destination_address');
  // A placeholder or mistyped phone or email never refuses the lead: it is kept as given and marked (contact-data.ts).
  const phone = readLeadPhone(input.customer_phone);
  const email = readLeadEmail(input.customer_email);
  const moveDate = input.move_date ? parseMoveDate(input.move_date, timezone) : null;
  if (input.move_date && !moveDate) errors.move_date = 'move_date must be a date such as 2027-03-05 or 03/05/2027';
  if (Object.keys(errors).length > 0) {
    throw new LeadError(LeadErrorCode.ValidationFailed, String(Object.values(errors)[0]), undefined, errors);
  }
  return {
    trackingNumber: input.tracking_number.replace(/^#/, '').toUpperCase(),
    customerName: input.customer_name || null,
    customerEmail: email.value,
    customerPhone: phone.value,
    given: givenValues(phone, email),
    moveDate,
    origin,
    destination,
    moveSize: input.move_size || null,
    estimatedRevenue: input.estimated_revenue ?? null,
  };
}

/** Prefix of a generated reference: `MAN` for staff entry (manual or inbound call), `WEB` for web forms. */
export type GeneratedTrackingPrefix = 'MAN' | 'WEB';

/** Reference for a lead without a provider tracking number: `MAN-yymmdd-XXXXXX`, the date in the company timezone. */
export function generatedTrackingNumber(prefix: GeneratedTrackingPrefix, timezone: string, now = new Date()): string {
  return `${prefix}-${companyDayStamp(now, timezone)}-${randomBytes(3).toString('hex').toUpperCase()}`;
}
