import type { DataProvider, GetListParams, GetListResult, GetOneParams, RaRecord } from 'react-admin';
import type {
  ActivityEvent,
  ApiResult,
  AppSettings,
  CallHistoryItem,
  CallOutcomeInput,
  CallOutcomeResult,
  DashboardRange,
  DashboardSummary,
  HealthReport,
  NewOpportunityInput,
  NewOpportunityResult,
  OpportunityDetail,
  OpportunityEdit,
  OpportunityListAnswer,
  OpportunityListQuery,
  RecentItem,
  RequeueInput,
  SyncAnswer,
} from '../api/types';
import { analyticsMethods, type AnalyticsMethods } from './analytics-methods';
import { ApiError } from './api-error';
import { dataOf, resultOf, toQueryString } from './api-answers';
import type { HttpClient, HttpClientOptions } from './http-client';
import { isObject } from './json';
import { createDuplicateMethods, type DuplicateMethods } from './duplicates-methods';
import { createEnrollmentMethods, type EnrollmentMethods } from './enrollment-methods';
import { createOpsMethods, type OpsMethods } from './ops-methods';
import { createRefundMethods, type RefundMethods } from './refunds-methods';
import { createReplyMethods, type ReplyMethods } from './replies-methods';
import type { ResourceCrud } from './resource-crud';
import { createSequenceDesignerMethods, type SequenceDesignerMethods } from './sequence-designer-methods';
import { createSequenceMethods, type SequenceMethods } from './sequences-methods';
import { createSuppressionMethods, type SuppressionMethods } from './suppressions-methods';
import { createMailboxPauseMethods, type MailboxPauseMethods } from './mailbox-pause-methods';
import { createTemplateMethods, type TemplateMethods } from './templates-methods';

/** Dashboard reads and the sync request may take up to 30 s (the general client gives up after 20 s). */
export const LONG_REQUEST_TIMEOUT_MS = 30_000;

/** The list's filter values as react-admin's list controller holds them (sent only when set). */
export type OpportunityListFilter = Omit<OpportunityListQuery, 'page' | 'per_page' | 'order_by' | 'order_dir'>;

/** What getList('opportunities') returns besides the rows: the server's timing and whether the total is exact. */
export interface OpportunityListMeta {
  total_exact: boolean;
  execution_time_ms: number;
  /** The server's rows-per-second figure for this page. */
  opportunities_per_second: number;
  /** Browser-measured time from request to parsed answer. */
  round_trip_ms: number;
}

/**
 * react-admin's data provider over the documented endpoints.
 * Resources:
 * - `opportunities`: getList (GET /api/opportunities), getOne by tracking number (the detail route's key; the record's
 *   `id` is still the opportunity id), update (PUT /api/opportunities/{id}), create (POST /api/opportunities).
 * - `opportunity-activity` and `call-history`: getList with `filter.opportunity_id` (the detail timeline, call history).
 * - `templates`, and the resources of the sequences and enrollment methods files: routed to their ResourceCrud.
 * - `templates`: getList (GET /api/templates?query&page&limit&ts, total from the pagination), getOne, create, update,
 *   delete (404 counts as deleted); the template, asset and caught-mail calls are the TemplateMethods.
 * Non-CRUD actions are custom methods. Failures reject with ApiError (status, message, error_code, field errors),
 * including a 2xx answer that says `success: false`.
 */
export interface AppDataProvider extends DataProvider, TemplateMethods, AnalyticsMethods, SequenceMethods, SequenceDesignerMethods, EnrollmentMethods, OpsMethods, SuppressionMethods, ReplyMethods, MailboxPauseMethods, DuplicateMethods, RefundMethods {
  requeueSync(input: RequeueInput): Promise<ApiResult>;
  syncOpportunities(): Promise<SyncAnswer>;
  recordCallOutcome(input: CallOutcomeInput): Promise<CallOutcomeResult>;
  getDashboardSummary(range: DashboardRange): Promise<DashboardSummary>;
  getDashboardRecent(hours?: number, limit?: number): Promise<RecentItem[]>;
  /** GET /api-health (public). A 503 still carries the report. */
  getHealth(): Promise<HealthReport>;
  /** GET /api/settings: the effective non-secret configuration. */
  getSettings(): Promise<AppSettings>;
}

export interface CreateDataProviderOptions {
  apiBaseUrl: string;
  httpClient: HttpClient;
}

/** Records pass through react-admin's generic record type unchanged (the API's shapes already carry `id`). */
const asRecords = <R extends RaRecord>(rows: readonly object[]): R[] => rows as R[];
const asRecord = <R extends RaRecord>(row: object): R => row as R;

const unsupported = (what: string): never => {
  throw new ApiError({ message: `${what} is not supported by the API`, status: 0 });
};

const opportunityIdFilter = (params: GetListParams): string => {
  const id: unknown = params.filter?.opportunity_id;
  if (typeof id !== 'string' || !id) throw new ApiError({ message: 'filter.opportunity_id is required', status: 0 });
  return encodeURIComponent(id);
};

export const createDataProvider = ({ apiBaseUrl, httpClient }: CreateDataProviderOptions): AppDataProvider => {
  const api = `${apiBaseUrl}/api`;
  const send = (path: string, options: HttpClientOptions = {}) => httpClient(`${api}${path}`, options);
  const body = (method: string, payload: unknown): HttpClientOptions => ({ method, body: JSON.stringify(payload) });
  const templates = createTemplateMethods({ apiBaseUrl, httpClient });
  const sequences = createSequenceMethods({ apiBaseUrl, httpClient });
  const designer = createSequenceDesignerMethods({ apiBaseUrl, httpClient });
  const enrollment = createEnrollmentMethods({ apiBaseUrl, httpClient });
  const ops = createOpsMethods({ apiBaseUrl, httpClient });
  const suppressions = createSuppressionMethods({ apiBaseUrl, httpClient });
  const replies = createReplyMethods({ apiBaseUrl, httpClient });
  /** Resources whose CRUD a methods file provides. */
  const handlers: Readonly<Record<string, ResourceCrud>> = {
    templates: templates.resource,
    ...sequences.resources,
    ...designer.resources,
    ...enrollment.resources,
    ...ops.resources,
    ...suppressions.resources,
    ...replies.resources,
  };
  const handler = (resource: string): ResourceCrud => handlers[resource] ?? {};

  const listOpportunities = async (params: GetListParams): Promise<GetListResult & { meta: OpportunityListMeta }> => {
    const filter = (params.filter ?? {}) as OpportunityListFilter;
    const query = {
      ...filter,
      page: params.pagination?.page ?? 1,
      per_page: params.pagination?.perPage ?? 25,
      order_by: params.sort?.field,
      order_dir: params.sort?.order?.toLowerCase(),
    };
    const started = performance.now();
    const { json, status } = await send(`/opportunities?${toQueryString(query)}`, { signal: params.signal });
    const answer = resultOf<OpportunityListAnswer>(json, status);
    return {
      data: asRecords(answer.items),
      total: answer.total,
      meta: {
        total_exact: answer.total_exact,
        execution_time_ms: answer.execution_time_ms,
        opportunities_per_second: answer.opportunities_per_second,
        round_trip_ms: performance.now() - started,
      },
    };
  };

  const getOpportunity = async (params: GetOneParams): Promise<OpportunityDetail> => {
    const tracking = encodeURIComponent(String(params.id));
    const { json, status } = await send(`/opportunities/by-tracking/${tracking}`, { signal: params.signal });
    return dataOf<OpportunityDetail>(json, 'opportunity', status);
  };

  return {
    supportAbortSignal: true,

    async getList(resource, params) {
      if (resource === 'opportunities') return listOpportunities(params);
      const crud = handler(resource);
      if (crud.getList) {
        const { data, ...rest } = await crud.getList(params);
        return { data: asRecords(data), ...rest };
      }
      if (resource === 'opportunity-activity') {
        const { json, status } = await send(`/opportunities/${opportunityIdFilter(params)}/activity`, { signal: params.signal });
        const rows = dataOf<ActivityEvent[]>(json, 'data', status);
        return { data: asRecords(rows), total: rows.length };
      }
      if (resource === 'call-history') {
        const { json } = await send(`/call-history/${opportunityIdFilter(params)}`, { signal: params.signal });
        const rows: CallHistoryItem[] = Array.isArray(json) ? json : [];
        return { data: asRecords(rows), total: rows.length };
      }
      return unsupported(`getList('${resource}')`);
    },

    async getOne(resource, params) {
      if (resource === 'opportunities') return { data: asRecord(await getOpportunity(params)) };
      const crud = handler(resource);
      if (crud.getOne) return { data: asRecord((await crud.getOne(params)).data) };
      return unsupported(`getOne('${resource}')`);
    },

    async update(resource, params) {
      const crud = handler(resource);
      if (crud.update) return { data: asRecord((await crud.update(params)).data) };
      if (resource !== 'opportunities') return unsupported(`update('${resource}')`);
      const edit = params.data as OpportunityEdit;
      const { json, status } = await send(`/opportunities/${encodeURIComponent(String(params.id))}`, body('PUT', edit));
      resultOf<ApiResult>(json, status);
      return { data: asRecord({ ...params.previousData, ...edit, id: params.id }) };
    },

    async create(resource, params) {
      const crud = handler(resource);
      if (crud.create) return { data: asRecord((await crud.create(params)).data) };
      if (resource !== 'opportunities') return unsupported(`create('${resource}')`);
      const { json, status } = await send('/opportunities', body('POST', params.data as NewOpportunityInput));
      const answer = resultOf<NewOpportunityResult>(json, status);
      return { data: asRecord({ ...answer, id: answer.opportunity_id }) };
    },

    getMany: (resource) => unsupported(`getMany('${resource}')`),
    getManyReference: (resource) => unsupported(`getManyReference('${resource}')`),
    updateMany: (resource) => unsupported(`updateMany('${resource}')`),
    async delete(resource, params) {
      const crud = handler(resource);
      if (crud.delete) return { data: asRecord((await crud.delete(params)).data) };
      return unsupported(`delete('${resource}')`);
    },
    deleteMany: (resource) => unsupported(`deleteMany('${resource}')`),

    ...templates.methods,
    ...sequences.methods,
    ...designer.methods,
    ...enrollment.methods,
    ...ops.methods,
    ...suppressions.methods,
    ...replies.methods,
    ...createMailboxPauseMethods({ apiBaseUrl, httpClient }),
    ...createDuplicateMethods({ apiBaseUrl, httpClient }),
    ...createRefundMethods({ apiBaseUrl, httpClient }),

    ...analyticsMethods({ apiBaseUrl, httpClient }),

    async requeueSync(input) {
      const { json, status } = await send('/hubspot/requeue', body('POST', input));
      return resultOf<ApiResult>(json, status);
    },
    async syncOpportunities() {
      const { json, status } = await send('/sync-opportunities', { method: 'POST', timeoutMs: LONG_REQUEST_TIMEOUT_MS });
      return resultOf<SyncAnswer>(json, status);
    },
    async recordCallOutcome(input) {
      const { json, status } = await send('/record-call-outcome', body('POST', input));
      return resultOf<CallOutcomeResult>(json, status);
    },
    async getDashboardSummary(range) {
      const { json, status } = await send(`/dashboard/summary?range=${range}`, { timeoutMs: LONG_REQUEST_TIMEOUT_MS });
      return dataOf<DashboardSummary>(json, 'data', status);
    },
    async getDashboardRecent(hours = 24, limit = 10) {
      const { json, status } = await send(`/dashboard/recent?${toQueryString({ hours, limit })}`, { timeoutMs: LONG_REQUEST_TIMEOUT_MS });
      return dataOf<RecentItem[]>(json, 'data', status);
    },
    async getHealth() {
      // 503 (something unhealthy) carries the same report, with success false: read its data either way.
      const { json, status } = await httpClient(`${apiBaseUrl}/api-health`, { acceptStatus: [503] });
      if (!isObject(json) || !isObject(json.data)) {
        throw new ApiError({ message: 'The health report has an unexpected shape', status, body: json });
      }
      return json.data as HealthReport;
    },
    async getSettings() {
      const { json, status } = await send('/settings');
      return dataOf<AppSettings>(json, 'data', status);
    },
  };
};
