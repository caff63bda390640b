import type {
  ActivityEvent,
  ApiResult,
  CallHistoryItem,
  CallOutcomeInput,
  DashboardRange,
  DashboardSummary,
  NewOpportunityInput,
  NewOpportunityResult,
  OpportunityDetail,
  OpportunityEdit,
  OpportunityListPage,
  OpportunityListQuery,
  RecentItem,
  RequeueInput,
} from '../opportunities/opportunity-types';
import { ApiError } from './api-error';
import type { HttpClient, HttpClientOptions } from './http-client';
import { isObject, readString } from './json';

/** Seed 000 §9: dashboard fetches and the sync request time out after 30 s (the general client after 20 s). */
export const LONG_REQUEST_TIMEOUT_MS = 30_000;

/**
 * The lead-area calls of seed 000 §7. Answers are the backend DTOs; failures throw ApiError (status, message),
 * including a 2xx answer that says `success: false`: callers only ever see successful results.
 */
export interface LeadsApi {
  listOpportunities(query: OpportunityListQuery, options?: { signal?: AbortSignal }): Promise<OpportunityListPage>;
  getOpportunityByTracking(tracking: string): Promise<OpportunityDetail>;
  /** Resolves only when the answer says success; `{success: false, error}` rejects with ApiError(error). */
  updateOpportunity(id: string, edit: OpportunityEdit): Promise<ApiResult>;
  createOpportunity(input: NewOpportunityInput): Promise<NewOpportunityResult>;
  getOpportunityActivity(id: string): Promise<ActivityEvent[]>;
  requeueSync(input: RequeueInput): Promise<ApiResult>;
  syncOpportunities(): Promise<ApiResult>;
  getDashboardSummary(range: DashboardRange): Promise<DashboardSummary>;
  getDashboardRecent(hours?: number, limit?: number): Promise<RecentItem[]>;
  getCallHistory(opportunityId: string): Promise<CallHistoryItem[]>;
  recordCallOutcome(input: CallOutcomeInput): Promise<Record<string, unknown>>;
}

/** Query string of defined, non-empty values only (seed 000 §5: q and dates are sent only when set). */
export const toQueryString = (params: object): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  return search.toString();
};

/**
 * A 2xx answer that says `success: false` (or is no JSON object at all): an ApiError with the answer's status and
 * its `error` (else `message`) text, '' when it has none, so each screen falls back to its own seed 000 §8 text.
 */
const refusal = (body: unknown, status: number): ApiError => {
  const envelope = isObject(body) ? body : {};
  return new ApiError({
    message: readString(envelope, 'error') || readString(envelope, 'message') || '',
    status,
    body: body ?? null,
    errorCode: readString(envelope, 'error_code') ?? null,
  });
};

/** A `{success, error}` action answer (update, re-queue, sync): resolves only when success is true. */
export const resultOf = (json: unknown, status: number): ApiResult => {
  if (!isObject(json) || json.success !== true) throw refusal(json, status);
  return json as unknown as ApiResult;
};

/** `json[key]` of a read; `{success: false, error}` throws with that error, a missing key as an unexpected shape. */
export const dataOf = <T>(json: unknown, key: string, status: number): T => {
  if (isObject(json) && json.success === false) throw refusal(json, status);
  if (!isObject(json) || !(key in json)) {
    throw new ApiError({ message: 'The server answer has an unexpected shape', status, body: json });
  }
  return json[key] as T;
};

export const createLeadsApi = ({ apiBaseUrl, httpClient }: { apiBaseUrl: string; httpClient: HttpClient }): LeadsApi => {
  const api = `${apiBaseUrl}/api`;
  const send = async (path: string, options: HttpClientOptions = {}) => httpClient(`${api}${path}`, options);
  const json = (method: string, body: unknown, extra: HttpClientOptions = {}): HttpClientOptions => ({
    method,
    body: JSON.stringify(body),
    ...extra,
  });

  return {
    async listOpportunities(query, options = {}) {
      const { json: body } = await send(`/opportunities?${toQueryString(query)}`, { signal: options.signal });
      return body as OpportunityListPage;
    },
    async getOpportunityByTracking(tracking) {
      const { json: body, status } = await send(`/opportunities/by-tracking/${encodeURIComponent(tracking)}`);
      return dataOf<OpportunityDetail>(body, 'opportunity', status);
    },
    async updateOpportunity(id, edit) {
      const { json: body, status } = await send(`/opportunities/${encodeURIComponent(id)}`, json('PUT', edit));
      return resultOf(body, status);
    },
    async createOpportunity(input) {
      const { json: body } = await send('/opportunities', json('POST', input));
      return body as NewOpportunityResult;
    },
    async getOpportunityActivity(id) {
      const { json: body, status } = await send(`/opportunities/${encodeURIComponent(id)}/activity`);
      return dataOf<ActivityEvent[]>(body, 'data', status);
    },
    async requeueSync(input) {
      const { json: body, status } = await send('/hubspot/requeue', json('POST', input));
      return resultOf(body, status);
    },
    async syncOpportunities() {
      const { json: body, status } = await send('/sync-opportunities', { method: 'POST', timeoutMs: LONG_REQUEST_TIMEOUT_MS });
      return resultOf(body, status);
    },
    async getDashboardSummary(range) {
      const { json: body, status } = await send(`/dashboard/summary?range=${range}`, { timeoutMs: LONG_REQUEST_TIMEOUT_MS });
      return dataOf<DashboardSummary>(body, 'data', status);
    },
    async getDashboardRecent(hours = 24, limit = 10) {
      const { json: body, status } = await send(`/dashboard/recent?hours=${hours}&limit=${limit}`, { timeoutMs: LONG_REQUEST_TIMEOUT_MS });
      return dataOf<RecentItem[]>(body, 'data', status);
    },
    async getCallHistory(opportunityId) {
      const { json: body } = await send(`/call-history/${encodeURIComponent(opportunityId)}`);
      return Array.isArray(body) ? (body as CallHistoryItem[]) : [];
    },
    async recordCallOutcome(input) {
      const { json: body } = await send('/record-call-outcome', json('POST', input));
      return isObject(body) ? body : {};
    },
  };
};
