import { isObject } from '../../providers/json';
import type { OpportunityListItem, OpportunityListPage, OpportunityListQuery, ProcessStatus, SortDir, SortField } from '../opportunity-types';
import { isDatePreset, presetRange, type DatePreset } from './date-presets';
import { ListLoadFailure } from './list-errors';
import {
  DEFAULT_ORDER_BY,
  DEFAULT_ORDER_DIR,
  LIST_DATE_FIELD,
  PAGE_SIZE,
  PROCESS_STATUS_OPTIONS,
  SORT_OPTIONS,
  SORTABLE_COLUMNS,
  STATUS_OPTIONS,
  UI_REVISION,
  type StatusFilterValue,
} from './list-options';

/** Everything the user can set above the table; remembered across visits. */
export interface ListFilters {
  /** Committed (debounced, trimmed) search text. */
  q: string;
  orderBy: SortField;
  orderDir: SortDir;
  datePreset: DatePreset;
  customFrom: string;
  customTo: string;
  processStatus: ProcessStatus | '';
  status: StatusFilterValue | '';
}

export const DEFAULT_FILTERS: ListFilters = Object.freeze({
  q: '',
  orderBy: DEFAULT_ORDER_BY,
  orderDir: DEFAULT_ORDER_DIR,
  datePreset: 'all',
  customFrom: '',
  customTo: '',
  processStatus: '',
  status: '',
});

const SORT_FIELDS = new Set<string>([...SORT_OPTIONS.map((o) => o.field), ...Object.keys(SORTABLE_COLUMNS)]);
const DATE_INPUT = /^\d{4}-\d{2}-\d{2}$/;

const pick = <T extends string>(value: unknown, allowed: readonly { value: T | '' }[]): T | '' =>
  allowed.find((option) => option.value !== '' && option.value === value)?.value ?? '';

/** Reads remembered filters defensively (localStorage may hold anything); unknown values fall back to defaults. */
export const sanitizeFilters = (stored: unknown): ListFilters => {
  if (!isObject(stored)) return DEFAULT_FILTERS;
  const text = (key: string): string => (typeof stored[key] === 'string' ? (stored[key] as string) : '');
  const orderBy = SORT_FIELDS.has(text('orderBy')) ? (text('orderBy') as SortField) : DEFAULT_ORDER_BY;
  const orderDir: SortDir = text('orderDir') === 'asc' || text('orderDir') === 'desc' ? (text('orderDir') as SortDir) : DEFAULT_ORDER_DIR;
  return {
    q: text('q').trim(),
    orderBy,
    orderDir,
    datePreset: isDatePreset(stored.datePreset) ? stored.datePreset : 'all',
    customFrom: DATE_INPUT.test(text('customFrom')) ? text('customFrom') : '',
    customTo: DATE_INPUT.test(text('customTo')) ? text('customTo') : '',
    processStatus: pick(stored.processStatus, PROCESS_STATUS_OPTIONS),
    status: pick(stored.status, STATUS_OPTIONS),
  };
};

/**
 * GET /api/opportunities query (seed 000 §5, §7): q only when present after trimming, dates only when set,
 * date_field=last_updated, ui_rev. Filters only narrow on the server; nothing is filtered client-side.
 */
export const buildListQuery = (filters: ListFilters, page: number, now: Date): OpportunityListQuery => {
  const q = filters.q.trim();
  const range = presetRange(filters.datePreset, now, { from: filters.customFrom, to: filters.customTo });
  return {
    page,
    per_page: PAGE_SIZE,
    include_noreply: false,
    ...(q ? { q } : {}),
    ...range,
    date_field: LIST_DATE_FIELD,
    order_by: filters.orderBy,
    order_dir: filters.orderDir,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.processStatus ? { process_status: filters.processStatus } : {}),
    ui_rev: UI_REVISION,
  };
};

export interface ListResult {
  items: OpportunityListItem[];
  page: number;
  total: number;
  totalExact: boolean;
  executionMs: number | null;
  opsPerSecond: number | null;
}

const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** Seed 000 §3 list page: `opportunities` or `items`; success false (or no list) is "Failed to fetch opportunities". */
export const readListPage = (body: OpportunityListPage | unknown): ListResult => {
  if (!isObject(body) || body.success === false) throw new ListLoadFailure();
  const list = Array.isArray(body.opportunities) ? body.opportunities : Array.isArray(body.items) ? body.items : null;
  if (!list) throw new ListLoadFailure();
  const items = list as OpportunityListItem[];
  return {
    items,
    page: finite(body.page) ?? 1,
    total: finite(body.total) ?? items.length,
    totalExact: body.total_exact !== false,
    executionMs: finite(body.execution_time_ms),
    opsPerSecond: finite(body.opportunities_per_second),
  };
};
