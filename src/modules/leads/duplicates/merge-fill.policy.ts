import { MERGEABLE_FIELDS, type MergeableField, type OpportunityEntity } from '../opportunities/entities/opportunity.entity';

/** The parts of an address that travel with it when an address is filled from the merged lead. */
const ADDRESS_PARTS = {
  originAddress: ['originStreet', 'originCity', 'originState', 'originZip'],
  destinationAddress: ['destinationStreet', 'destinationCity', 'destinationState', 'destinationZip'],
} as const satisfies Partial<Record<MergeableField, readonly (keyof OpportunityEntity)[]>>;

type FillableColumn = MergeableField | (typeof ADDRESS_PARTS)[keyof typeof ADDRESS_PARTS][number];

/** What a merge wrote on the primary: column → the value it filled in (kept on the merge, for the undo). */
export type FilledFields = Partial<Record<FillableColumn, string | number>>;

type Values = Record<FillableColumn, string | number | null>;
const values = (row: OpportunityEntity): Values => row as unknown as Values;

/**
 * Fills the primary's blank fields from the lead merged into it: a field staff edited on the primary (even to
 * empty) is theirs and never filled; a value the primary has is never replaced. An address brings its parts.
 * Answers what it filled.
 */
export function fillBlanks(primary: OpportunityEntity, merged: OpportunityEntity): FilledFields {
  const staffOwned = new Set(primary.staffEditedFields ?? []);
  const filled: FilledFields = {};
  for (const field of MERGEABLE_FIELDS) {
    const value = values(merged)[field];
    if (staffOwned.has(field) || values(primary)[field] !== null || value === null) continue;
    const columns: FillableColumn[] = [field, ...(field in ADDRESS_PARTS ? ADDRESS_PARTS[field as keyof typeof ADDRESS_PARTS] : [])];
    for (const column of columns) {
      const part = values(merged)[column];
      if (part === null || values(primary)[column] !== null) continue;
      values(primary)[column] = part;
      filled[column] = part;
    }
  }
  return filled;
}

/**
 * Undoes a merge's fill: each value it filled that is still there is emptied again; a field changed since (by staff
 * or a later copy of the lead) is left as it is now. Answers the columns emptied.
 */
export function unfill(primary: OpportunityEntity, filled: FilledFields): FillableColumn[] {
  const emptied: FillableColumn[] = [];
  for (const [column, value] of Object.entries(filled) as [FillableColumn, string | number][]) {
    const current = values(primary)[column];
    if (current === value || (column === 'moveDate' && String(current) === String(value))) {
      values(primary)[column] = null;
      emptied.push(column);
    }
  }
  return emptied;
}
