import type { MergeableField, OpportunityEntity } from '../opportunities/entities/opportunity.entity';
import { cutIfLonger, cutText } from 'src/common/text/cut-text';
import type { LeadAddress, LeadRecord } from './parsing/lead-record';

/**
 * What the columns can hold (see the CreateLeadTables migration). The HTTP routes refuse longer values with a field
 * error; lead emails and the lead provider cannot be refused, so their values are fitted here instead of losing the
 * lead to a "value too long" or "numeric field overflow" error: text is cut to its column, an amount beyond
 * numeric(12,2) and an email address too long for its column are left out.
 */
const OPPORTUNITY_TEXT_LIMITS = {
  customerName: 200,
  customerPhone: 20,
  originStreet: 200,
  originCity: 120,
  originState: 2,
  originZip: 10,
  destinationStreet: 200,
  destinationCity: 120,
  destinationState: 2,
  destinationZip: 10,
  moveSize: 60,
  status: 40,
  owner: 200,
  assignee: 200,
} satisfies Partial<Record<keyof OpportunityEntity, number>>;

/** Column sizes of the parts an address is stored as (street varchar(200), city varchar(120), state char(2), zip varchar(10)). */
export const ADDRESS_PART_LIMITS = { street: 200, city: 120, state: 2, zip: 10 } as const;

/** customer_email and contacts.email are varchar(320); a cut address is no address, so a longer one is left out. */
const EMAIL_LIMIT = 320;
/** The largest amount numeric(12,2) holds. */
export const MAX_STORED_AMOUNT = 9_999_999_999.99;

const amountFits = (amount: number | null): boolean => amount === null || (Number.isFinite(amount) && Math.abs(amount) <= MAX_STORED_AMOUNT);

/** One value of a lead that did not fit its column, for the lead's activity. */
export interface FitNote {
  /** The merge field it belongs to (an address part belongs to its address). */
  field: MergeableField;
  /** 'customer name cut to 200 characters (5,006 received)'. */
  text: string;
  /** True when the value was left out (nothing of it stored), false when it was cut. */
  leftOut: boolean;
}

const count = (n: number): string => n.toLocaleString('en-US');
const cutNote = (field: MergeableField, label: string, limit: number, received: number): FitNote => ({
  field,
  text: `${label} cut to ${limit} characters (${count(received)} received)`,
  leftOut: false,
});

const fitAddress = (side: 'origin' | 'destination', address: LeadAddress | null, notes: FitNote[]): LeadAddress | null => {
  if (!address) return null;
  const fitted = { ...address };
  for (const part of Object.keys(ADDRESS_PART_LIMITS) as (keyof typeof ADDRESS_PART_LIMITS)[]) {
    const value = address[part];
    const limit = ADDRESS_PART_LIMITS[part];
    if (value !== null && value.length > limit) {
      fitted[part] = cutText(value, limit);
      notes.push(cutNote(`${side}Address`, `${side} ${part}`, limit, value.length));
    }
  }
  return fitted;
};

/**
 * A lead record whose every value fits its column, and what had to change. Applied before the merge, so a value
 * that does not fit never replaces a stored one (an amount out of range is left out, keeping the stored amount)
 * and the same over-long lead arriving again compares equal to what was stored.
 */
export function fitLeadRecord(record: LeadRecord): { record: LeadRecord; notes: FitNote[] } {
  const notes: FitNote[] = [];
  const text = (field: MergeableField, label: string, value: string | null, limit: number): string | null => {
    if (value === null || value.length <= limit) return value;
    notes.push(cutNote(field, label, limit, value.length));
    return cutText(value, limit);
  };
  const fitted: LeadRecord = {
    ...record,
    customerName: text('customerName', 'customer name', record.customerName, OPPORTUNITY_TEXT_LIMITS.customerName),
    moveSize: text('moveSize', 'move size', record.moveSize, OPPORTUNITY_TEXT_LIMITS.moveSize),
    origin: fitAddress('origin', record.origin, notes),
    destination: fitAddress('destination', record.destination, notes),
  };
  if (record.customerEmail !== null && record.customerEmail.length > EMAIL_LIMIT) {
    fitted.customerEmail = null;
    notes.push({ field: 'customerEmail', text: `email left out (${count(record.customerEmail.length)} characters, at most ${EMAIL_LIMIT})`, leftOut: true });
  }
  if (record.customerPhone !== null && record.customerPhone.length > OPPORTUNITY_TEXT_LIMITS.customerPhone) {
    fitted.customerPhone = null;
    notes.push({
      field: 'customerPhone',
      text: `phone left out (${count(record.customerPhone.length)} characters, at most ${OPPORTUNITY_TEXT_LIMITS.customerPhone})`,
      leftOut: true,
    });
  }
  // The range the JSON routes accept: numeric(12,2) would also hold a negative amount, no estimate is one.
  if (record.estimatedRevenue !== null && !(amountFits(record.estimatedRevenue) && record.estimatedRevenue >= 0)) {
    fitted.estimatedRevenue = null;
    notes.push({
      field: 'estimatedRevenue',
      text: `estimated revenue ${String(record.estimatedRevenue)} left out (0 to ${MAX_STORED_AMOUNT.toLocaleString('en-US')})`,
      leftOut: true,
    });
  }
  return { record: fitted, notes };
}

/** The activity entry for what did not fit, or null when everything did. */
export function fitActivity(notes: readonly FitNote[], rawKept: boolean): { title: string; detail: string } | null {
  if (notes.length === 0) return null;
  const kept = rawKept ? ' The lead\u2019s raw record keeps the values as read.' : '';
  return { title: 'Values that did not fit were cut or left out', detail: `${notes.map((note) => note.text).join('; ')}.${kept}` };
}

/**
 * Last guard before a row is written: fits it to its columns in place; returns the fields it had to change (for the
 * log). Intake and enrichment fit their records first, so this changes nothing for them.
 */
export function fitOpportunityToColumns(row: OpportunityEntity): string[] {
  const changed: string[] = [];
  for (const [field, limit] of Object.entries(OPPORTUNITY_TEXT_LIMITS) as [keyof typeof OPPORTUNITY_TEXT_LIMITS, number][]) {
    const before = row[field] as string | null;
    const after = cutIfLonger(before, limit);
    if (after !== before) {
      Object.assign(row, { [field]: after });
      changed.push(field);
    }
  }
  if (row.customerEmail !== null && row.customerEmail.length > EMAIL_LIMIT) {
    row.customerEmail = null;
    changed.push('customerEmail');
  }
  const amount = row.estimatedRevenue === null ? null : Number(row.estimatedRevenue);
  if (!amountFits(amount)) {
    row.estimatedRevenue = null;
    changed.push('estimatedRevenue');
  }
  return changed;
}
