import type { OpportunitySortField, OpportunityStatusFilter, ProcessStatus } from '../../api/types';

/** Page size 25, search debounce 300 ms, default sort created_at descending. */
export const PAGE_SIZE = 25;
export const SEARCH_DEBOUNCE_MS = 300;
export const DEFAULT_SORT = { field: 'created_at', order: 'DESC' } as const satisfies { field: OpportunitySortField; order: 'ASC' | 'DESC' };

/** Revision tag the list request carries (the server ignores it; it tells request logs which admin build asked). */
export const UI_REVISION = 'q2g-ui-v7';

/** The list's date presets and custom range filter on last_updated. */
export const LIST_DATE_FIELD = 'last_updated';

/** react-admin store key of the list's params (filters, sort, page); localStorage `la.opportunities.listFilters`. */
export const LIST_STORE_KEY = 'opportunities.listFilters';

export type SortOrder = 'ASC' | 'DESC';

export interface SortOption {
  id: string;
  label: string;
  field: OpportunitySortField;
  order: SortOrder;
}

/** The sort select. */
export const SORT_OPTIONS: readonly SortOption[] = [
  { id: 'newest', label: 'Newest Created', field: 'created_at', order: 'DESC' },
  { id: 'updated', label: 'Recently Updated', field: 'last_updated', order: 'DESC' },
  { id: 'enriched', label: 'Enriched First', field: 'enriched', order: 'DESC' },
  { id: 'name-asc', label: 'Name A-Z', field: 'customer', order: 'ASC' },
  { id: 'name-desc', label: 'Name Z-A', field: 'customer', order: 'DESC' },
];

/** The preset matching a sort, or undefined for a column-header sort that is not one of the presets. */
export const sortOptionFor = (field: string, order: string): SortOption | undefined =>
  SORT_OPTIONS.find((option) => option.field === field && option.order === order);

export interface FilterOption<T extends string> {
  value: T | '';
  label: string;
}

/** Process status filter; '' is "all". */
export const PROCESS_STATUS_OPTIONS: readonly FilterOption<ProcessStatus>[] = [
  { value: '', label: 'All Process Status' },
  { value: 'scraped', label: 'Email Scraped' },
  { value: 'processing', label: 'Processing' },
  { value: 'synced', label: 'Synced to HubSpot' },
];

/** Status filter; values are sent lower-case. */
export const STATUS_OPTIONS: readonly FilterOption<OpportunityStatusFilter>[] = [
  { value: '', label: 'All Status' },
  { value: 'opened', label: 'Opened' },
  { value: 'replied', label: 'Replied' },
  { value: 'ignored', label: 'Ignored' },
  { value: 'booked', label: 'Booked' },
];

/** Sortable table columns → the server's order_by. */
export const SORTABLE_COLUMNS = {
  customer: 'Customer',
  tracking: 'Tracking',
  email: 'Email',
  phone: 'Phone',
  status: 'Status',
  move_date: 'Move Date',
} as const satisfies Partial<Record<OpportunitySortField, string>>;

export type SortableColumn = keyof typeof SORTABLE_COLUMNS;
