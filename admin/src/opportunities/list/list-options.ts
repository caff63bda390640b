import type { ProcessStatus, SortDir, SortField } from '../opportunity-types';

/** Seed 000 §9: page size 25, search debounce 300 ms, default sort created_at descending. */
export const PAGE_SIZE = 25;
export const SEARCH_DEBOUNCE_MS = 300;
export const DEFAULT_ORDER_BY: SortField = 'created_at';
export const DEFAULT_ORDER_DIR: SortDir = 'desc';

/**
 * Seed 000 §9 gives two revision tags ("q2g-ui-v6" in one place, "q2g-ui-v7" on the list request); the list
 * request sends v7, as §7 documents.
 */
export const UI_REVISION = 'q2g-ui-v7';

/** Seed 000 §7: the list's date presets and custom range filter on last_updated. */
export const LIST_DATE_FIELD = 'last_updated';

export interface SortOption {
  id: string;
  label: string;
  field: SortField;
  dir: SortDir;
}

/** The sort select (seed 000 §2). */
export const SORT_OPTIONS: readonly SortOption[] = [
  { id: 'newest', label: 'Newest Created', field: 'created_at', dir: 'desc' },
  { id: 'updated', label: 'Recently Updated', field: 'last_updated', dir: 'desc' },
  { id: 'enriched', label: 'Enriched First', field: 'enriched', dir: 'desc' },
  { id: 'name-asc', label: 'Name A-Z', field: 'customer', dir: 'asc' },
  { id: 'name-desc', label: 'Name Z-A', field: 'customer', dir: 'desc' },
];

/** The preset matching a sort, or undefined for a column-header sort that is not one of the presets. */
export const sortOptionFor = (field: SortField, dir: SortDir): SortOption | undefined =>
  SORT_OPTIONS.find((option) => option.field === field && option.dir === dir);

export interface FilterOption<T extends string> {
  value: T | '';
  label: string;
}

/** Process status filter (seed 000 §2); '' is "all". */
export const PROCESS_STATUS_OPTIONS: readonly FilterOption<ProcessStatus>[] = [
  { value: '', label: 'All Process Status' },
  { value: 'scraped', label: 'Email Scraped' },
  { value: 'processing', label: 'Processing' },
  { value: 'synced', label: 'Synced to HubSpot' },
];

export type StatusFilterValue = 'opened' | 'replied' | 'ignored' | 'booked';

/** Status filter (seed 000 §2, §4); values are sent lower-case. */
export const STATUS_OPTIONS: readonly FilterOption<StatusFilterValue>[] = [
  { value: '', label: 'All Status' },
  { value: 'opened', label: 'Opened' },
  { value: 'replied', label: 'Replied' },
  { value: 'ignored', label: 'Ignored' },
  { value: 'booked', label: 'Booked' },
];

/** Sortable table columns (seed 000 §2) → the server's order_by. */
export const SORTABLE_COLUMNS = {
  customer: 'Customer',
  tracking: 'Tracking',
  email: 'Email',
  phone: 'Phone',
  status: 'Status',
  move_date: 'Move Date',
} as const satisfies Partial<Record<SortField, string>>;

export type SortableColumn = keyof typeof SORTABLE_COLUMNS;
