import type { LeadAddress, LeadRecord } from '../intake/parsing/lead-record';
import { isNoReplyEmail } from 'src/common/text/email-address';
import { type MergeableField, type OpportunityEntity } from './entities/opportunity.entity';

type Incoming = { [F in MergeableField]: OpportunityEntity[F] };

const incomingValues = (record: LeadRecord): Incoming => ({
  customerName: record.customerName,
  customerEmail: record.customerEmail,
  customerPhone: record.customerPhone,
  moveDate: record.moveDate,
  originAddress: record.origin?.full ?? null,
  destinationAddress: record.destination?.full ?? null,
  moveSize: record.moveSize,
  estimatedRevenue: record.estimatedRevenue,
});

const applyAddress = (row: OpportunityEntity, side: 'origin' | 'destination', address: LeadAddress | null): void => {
  if (!address) return;
  row[`${side}Street`] = address.street;
  row[`${side}City`] = address.city;
  row[`${side}State`] = address.state;
  row[`${side}Zip`] = address.zip;
};

/**
 * Merge rules for a lead arriving again (same tracking number): a value the lead carries replaces what the
 * provider said before and fills blanks, but a field staff edited is never overwritten. Returns the fields set.
 */
export function mergeLeadRecord(row: OpportunityEntity, record: LeadRecord): MergeableField[] {
  const changed: MergeableField[] = [];
  const incoming = incomingValues(record);
  const staffOwned = new Set(row.staffEditedFields ?? []);
  for (const field of Object.keys(incoming) as MergeableField[]) {
    const value = incoming[field];
    if (value === null || value === undefined || staffOwned.has(field)) continue;
    if (row[field] === value) continue;
    (row as unknown as Record<MergeableField, unknown>)[field] = value;
    changed.push(field);
  }
  // A phone or email the lead gave that is not usable is kept as given and marked (never in the usable columns). The
  // mark stays when a later copy brings a good value: it is the evidence a provider credits bad leads on.
  if (record.given?.phone && !staffOwned.has('customerPhone')) {
    row.customerPhoneGiven = record.given.phone.given;
    row.phoneQuality = record.given.phone.quality;
  }
  if (record.given?.email && !staffOwned.has('customerEmail')) {
    row.customerEmailGiven = record.given.email.given;
    row.emailQuality = record.given.email.quality;
  }
  if (changed.includes('originAddress')) applyAddress(row, 'origin', record.origin);
  if (changed.includes('destinationAddress')) applyAddress(row, 'destination', record.destination);
  row.isNoreply = row.customerEmail ? isNoReplyEmail(row.customerEmail) : false;
  return changed;
}

/** Enriched once both phone and move date are known. */
export function refreshEnrichment(row: OpportunityEntity, now = new Date()): void {
  const enriched = Boolean(row.customerPhone && row.moveDate);
  if (enriched && !row.enriched) row.enrichedAt = now;
  row.enriched = enriched;
}

/** first/last name split at the first space. */
export function splitName(name: string | null): { firstName: string | null; lastName: string | null } {
  if (!name) return { firstName: null, lastName: null };
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  return space < 0 ? { firstName: trimmed, lastName: null } : { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}
