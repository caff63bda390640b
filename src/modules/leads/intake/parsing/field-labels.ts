/**
 * The labels recognised for each lead field (case-insensitive; ':' / '.' / extra spaces ignored). README documents these.
 */

export type LeadField =
  | 'trackingNumber'
  | 'customerName'
  | 'firstName'
  | 'lastName'
  | 'customerEmail'
  | 'customerPhone'
  | 'moveDate'
  | 'origin'
  | 'destination'
  | 'moveSize'
  | 'estimatedRevenue';

export const FIELD_LABELS: Readonly<Record<LeadField, readonly string[]>> = {
  trackingNumber: [
    'tracking #', 'tracking number', 'tracking no', 'tracking id', 'tracking', 'q2g tracking #', 'q2g tracking number',
    'q2g #', 'lead id / tracking', 'lead id / tracking #', 'lead # / tracking', 'lead id', 'lead #', 'lead number',
    'lead no', 'reference', 'reference #', 'reference number', 'reference no', 'ref #', 'ref', 'ref no', 'quote #',
    'quote id', 'quote number', 'request #', 'request id',
  ],
  customerName: ['customer name', 'customer', 'name', 'full name', 'contact name', 'client name', 'your name'],
  firstName: ['first name', 'firstname', 'given name'],
  lastName: ['last name', 'lastname', 'surname', 'family name'],
  customerEmail: [
    'email', 'e-mail', 'email address', 'e-mail address', 'customer email', 'customer e-mail', 'contact email',
    'your email',
  ],
  customerPhone: [
    'phone', 'phone number', 'phone #', 'phone no', 'telephone', 'telephone number', 'tel', 'customer phone',
    'contact phone', 'mobile', 'mobile phone', 'cell', 'cell phone', 'primary phone', 'best phone', 'your phone',
  ],
  moveDate: [
    'move date', 'moving date', 'date of move', 'preferred move date', 'requested move date', 'move day', 'pickup date',
    'pick up date', 'pick-up date', 'estimated move date',
  ],
  origin: [
    'moving from', 'move from', 'from', 'origin', 'origin address', 'from address', 'pickup address', 'pick up address',
    'pick-up address', 'current address', 'origin city', 'origin zip', 'from zip',
  ],
  destination: [
    'moving to', 'move to', 'to', 'destination', 'destination address', 'to address', 'delivery address',
    'drop off address', 'drop-off address', 'new address', 'destination city', 'destination zip', 'to zip',
  ],
  moveSize: ['move size', 'size of move', 'home size', 'size', 'move type', 'number of bedrooms', 'bedrooms', 'home type'],
  estimatedRevenue: [
    'estimated revenue', 'est revenue', 'revenue', 'estimated value', 'est value', 'lead value', 'estimate',
    'estimated cost', 'est cost', 'quote amount', 'estimated price', 'est price',
  ],
};

/** Labels too common in prose to count when alone on a line (value on the next line); they need ':' or a tab. */
export const LABELS_NEEDING_SEPARATOR: ReadonlySet<string> = new Set(['from', 'to', 'name', 'size', 'customer', 'ref', 'estimate', 'revenue', 'tracking', 'origin', 'destination', 'cell', 'tel', 'mobile']);

/** Labels repeat from email to email: their normal forms are kept (a bounded cache, emptied when full). */
const normalized = new Map<string, string>();
const MAX_NORMALIZED_CACHED = 1_000;

/** 'Est. Revenue:' → 'est revenue'; 'Tracking#' → 'tracking #'; 'Lead ID/Tracking' → 'lead id / tracking'. */
export function normalizeLabel(label: string): string {
  const known = normalized.get(label);
  if (known !== undefined) return known;
  const result = normalizeLabelText(label);
  if (normalized.size >= MAX_NORMALIZED_CACHED) normalized.clear();
  normalized.set(label, result);
  return result;
}

function normalizeLabelText(label: string): string {
  return label
    .toLowerCase()
    .replace(/[*_]/g, ' ')
    .replace(/[.:]/g, ' ')
    .replace(/#/g, ' # ')
    .replace(/\//g, ' / ')
    .replace(/\s+/g, ' ')
    .trim();
}

const LABEL_INDEX: ReadonlyMap<string, LeadField> = new Map(
  (Object.entries(FIELD_LABELS) as [LeadField, readonly string[]][]).flatMap(([field, labels]) =>
    labels.map((label): [string, LeadField] => [normalizeLabel(label), field]),
  ),
);

/** The field a label names, or null for unknown labels. */
export function fieldForLabel(label: string): LeadField | null {
  return LABEL_INDEX.get(normalizeLabel(label)) ?? null;
}
