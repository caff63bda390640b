import { vi, type Mocked } from 'vitest';
import type { GetListParams, RaRecord } from 'react-admin';
import { ApiError } from '../providers/api-error';
import type { AppDataProvider } from '../providers/data-provider';
import { analyticsMemoryMethods } from './memory-analytics-methods';
import type { TemplateMethods } from '../providers/templates-methods';

export type MemoryRecords = Record<string, RaRecord[]>;
type CustomMethods = Omit<AppDataProvider, 'getList' | 'getOne' | 'getMany' | 'getManyReference' | 'update' | 'updateMany' | 'create' | 'delete' | 'deleteMany' | 'supportAbortSignal'>;

const notFound = (what: string) => new ApiError({ message: `${what} not found`, status: 404, errorCode: 'NOT_FOUND' });

const matches = (record: RaRecord, filter: Record<string, unknown>): boolean =>
  Object.entries(filter).every(([key, value]) => {
    if (value === undefined || value === '' || value === null) return true;
    if (key === 'q') {
      const term = String(value).toLowerCase();
      return Object.values(record).some((field) => typeof field === 'string' && field.toLowerCase().includes(term));
    }
    return key in record ? record[key] === value : true;
  });

const compare = (field: string, order: string) => (a: RaRecord, b: RaRecord) => {
  const left = String(a[field] ?? '');
  const right = String(b[field] ?? '');
  return (order === 'DESC' ? -1 : 1) * left.localeCompare(right);
};

const TEMPLATE_METHOD_NAMES = [
  'searchTemplates',
  'getTemplateVariables',
  'getExampleContacts',
  'getRecentContacts',
  'previewTemplate',
  'inlineTemplateHtml',
  'listAssets',
  'uploadAsset',
  'testSendTemplate',
  'listCaughtMail',
  'getCaughtMail',
  'clearCaughtMail',
] as const satisfies ReadonlyArray<keyof TemplateMethods>;

/** The template/asset/caught-mail methods: what `custom` gives, else a rejection naming the call. */
const templateMethods = (custom: Partial<CustomMethods>) =>
  Object.fromEntries(
    TEMPLATE_METHOD_NAMES.map((name) => [name, vi.fn(custom[name] ?? (() => Promise.reject(new Error(`unexpected call: ${name}`))))]),
  );

/**
 * An in-memory stand-in for the app's data provider, for component tests: records per resource, list filtering
 * (equality per filter key that the record has; `q` as a substring of any text field), sorting and paging, getOne
 * by id or tracking number, update/create/delete that change the memory. Every method is a vi.fn, so tests can assert on
 * calls or make one fail (`provider.update.mockRejectedValueOnce(...)`). Custom methods answer what `custom` gives,
 * else reject, so an unexpected call shows up.
 */
export const createMemoryDataProvider = (records: MemoryRecords = {}, custom: Partial<CustomMethods> = {}) => {
  const memory: MemoryRecords = Object.fromEntries(Object.entries(records).map(([name, rows]) => [name, [...rows]]));
  const rowsOf = (resource: string) => (memory[resource] ??= []);
  const unexpected = (name: string) => vi.fn(() => Promise.reject(new Error(`unexpected call: ${name}`)));

  const getList = vi.fn(async (resource: string, params: GetListParams) => {
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    const filtered = rowsOf(resource).filter((row) => matches(row, params.filter ?? {}));
    const sorted = params.sort?.field ? [...filtered].sort(compare(params.sort.field, params.sort.order)) : filtered;
    return {
      data: sorted.slice((page - 1) * perPage, page * perPage),
      total: sorted.length,
      meta: { total_exact: true, execution_time_ms: 1, opportunities_per_second: sorted.length, round_trip_ms: 1 },
    };
  });
  const find = (resource: string, id: unknown) =>
    rowsOf(resource).find((row) => String(row.id) === String(id) || row.tracking_number === id);

  const provider = {
    supportAbortSignal: true,
    getList,
    getOne: vi.fn(async (resource: string, params: { id: unknown }) => {
      const record = find(resource, params.id);
      if (!record) throw notFound(`${resource} ${String(params.id)}`);
      return { data: record };
    }),
    update: vi.fn(async (resource: string, params: { id: unknown; data: Partial<RaRecord> }) => {
      const record = find(resource, params.id);
      if (!record) throw notFound(`${resource} ${String(params.id)}`);
      Object.assign(record, params.data);
      return { data: record };
    }),
    create: vi.fn(async (resource: string, params: { data: Partial<RaRecord> }) => {
      const record = { ...params.data, id: params.data.id ?? `${resource}-${rowsOf(resource).length + 1}` } as RaRecord;
      rowsOf(resource).push(record);
      return { data: record };
    }),
    getMany: unexpected('getMany'),
    getManyReference: unexpected('getManyReference'),
    updateMany: unexpected('updateMany'),
    delete: vi.fn(async (resource: string, params: { id: unknown; previousData?: RaRecord }) => {
      const rows = rowsOf(resource);
      const index = rows.findIndex((row) => String(row.id) === String(params.id));
      const [removed] = index >= 0 ? rows.splice(index, 1) : [];
      return { data: removed ?? params.previousData ?? { id: params.id } };
    }),
    deleteMany: unexpected('deleteMany'),
    requeueSync: vi.fn(custom.requeueSync ?? (() => Promise.reject(new Error('unexpected call: requeueSync')))),
    syncOpportunities: vi.fn(custom.syncOpportunities ?? (() => Promise.reject(new Error('unexpected call: syncOpportunities')))),
    recordCallOutcome: vi.fn(custom.recordCallOutcome ?? (() => Promise.reject(new Error('unexpected call: recordCallOutcome')))),
    getDashboardSummary: vi.fn(custom.getDashboardSummary ?? (() => Promise.reject(new Error('unexpected call: getDashboardSummary')))),
    getDashboardRecent: vi.fn(custom.getDashboardRecent ?? (() => Promise.reject(new Error('unexpected call: getDashboardRecent')))),
    getHealth: vi.fn(custom.getHealth ?? (() => Promise.reject(new Error('unexpected call: getHealth')))),
    getSettings: vi.fn(custom.getSettings ?? (() => Promise.reject(new Error('unexpected call: getSettings')))),
    // Settings always asks: the sending limits, no mailbox in use unless a test says otherwise.
    getMailboxOverview: vi.fn(custom.getMailboxOverview ?? (async () => ({ per_minute: 30, per_day: 2000, items: [] }))),
    getSendUsage: vi.fn(custom.getSendUsage ?? (async () => ({ day: '2026-03-10', time_zone: 'America/New_York', org: { used: 0, limit: 5000 }, sequences: [] }))),
    // The dashboard always asks: no paused mailbox and no held domain unless a test says otherwise.
    getPausedMailboxes: vi.fn(custom.getPausedMailboxes ?? (async () => [])),
    resumeMailbox: vi.fn(custom.resumeMailbox ?? (() => Promise.reject(new Error('unexpected call: resumeMailbox')))),
    getDomainHolds: vi.fn(custom.getDomainHolds ?? (async () => [])),
    releaseDomainHold: vi.fn(custom.releaseDomainHold ?? (() => Promise.reject(new Error('unexpected call: releaseDomainHold')))),
    // The side panel and the detail page always ask: no related leads unless a test says otherwise.
    getOpportunityDuplicates: vi.fn(custom.getOpportunityDuplicates ?? (async () => [])),
    markNotDuplicate: vi.fn(custom.markNotDuplicate ?? (() => Promise.reject(new Error('unexpected call: markNotDuplicate')))),
    mergeDuplicates: vi.fn(custom.mergeDuplicates ?? (() => Promise.reject(new Error('unexpected call: mergeDuplicates')))),
    undoMerge: vi.fn(custom.undoMerge ?? (() => Promise.reject(new Error('unexpected call: undoMerge')))),
    getLeadRefunds: vi.fn(custom.getLeadRefunds ?? (() => Promise.reject(new Error('unexpected call: getLeadRefunds')))),
    exportLeadRefunds: vi.fn(custom.exportLeadRefunds ?? (() => Promise.reject(new Error('unexpected call: exportLeadRefunds')))),
    inboundMessage: vi.fn(custom.inboundMessage ?? (() => Promise.reject(new Error('unexpected call: inboundMessage')))),
    ...analyticsMemoryMethods(custom),
    ...templateMethods(custom),
  };
  return { provider: provider as unknown as Mocked<AppDataProvider>, memory };
};
