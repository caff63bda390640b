import { randomBytes } from 'node:crypto';
import type { LeadFieldsDto } from './dto/create-lead.dto';
import { LeadError, LeadErrorCode } from './leads.errors';
import { parseUsAddress } from './parsing/us-address';
import type { LeadRecord } from './parsing/lead-record';
import { parseMoveDate } from './parsing/move-date';
import { normalizePhone } from './parsing/phone';

/** Validated JSON input → a lead record; values that cannot be understood are field errors, never dropped silently. */
export function leadRecordFromInput(input: LeadFieldsDto & { tracking_number: string }, timezone: string): LeadRecord {
  const errors: Record<string, string> = {};
  const phone = input.customer_phone ? normalizePhone(input.customer_phone) : null;
  if (input.customer_phone && !phone) errors.customer_phone = 'customer_phone is not a valid phone number';
  const moveDate = input.move_date ? parseMoveDate(input.move_date, timezone) : null;
  if (input.move_date && !moveDate) errors.move_date = 'move_date must be a date such as 2027-03-05 or 03/05/2027';
  if (Object.keys(errors).length > 0) {
    throw new LeadError(LeadErrorCode.ValidationFailed, `Validation failed: ${Object.values(errors)[0]}`, undefined, errors);
  }
  return {
    trackingNumber: input.tracking_number.replace(/^#/, '').toUpperCase(),
    customerName: input.customer_name || null,
    customerEmail: input.customer_email ? input.customer_email.toLowerCase() : null,
    customerPhone: phone,
    moveDate,
    origin: input.origin_address ? parseUsAddress(input.origin_address) : null,
    destination: input.destination_address ? parseUsAddress(input.destination_address) : null,
    moveSize: input.move_size || null,
    estimatedRevenue: input.estimated_revenue ?? null,
  };
}

/** Reference for a manually entered lead without a provider tracking number. */
export function manualTrackingNumber(now = new Date()): string {
  return `MAN-${now.toISOString().slice(2, 10).replace(/-/g, '')}-${randomBytes(3).toString('hex').toUpperCase()}`;
}
