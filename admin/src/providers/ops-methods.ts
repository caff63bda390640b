import type { GetListParams } from 'react-admin';
import type { components } from '../api/schema';
import { ApiError } from './api-error';
import { dataOf, resultOf, toQueryString } from './api-answers';
import type { HttpClient, HttpClientOptions } from './http-client';
import { isObject } from './json';
import type { ResourceCrud } from './resource-crud';
import type {
  DebugMetrics,
  DeliveryRow,
  EngineMetrics,
  OutboxItem,
  OutboxStatus,
  RunAction,
  RunExplain,
  RunRow,
} from '../ops/ops-types';

/** What an admin decided about a delivery whose outcome is unknown. */
export type DeliveryResolveOutcome = components['schemas']['ResolveDeliveryDto']['outcome'];
/** POST /api/deliveries/{id}/resolve's answer: the delivery as the list shows it and its run (null without one). */
export type ResolvedDelivery = components['schemas']['ResolveDeliveryResponseDto'];

/** POST /api/demo/runs/{id}/reply's answer: the simulated reply as the inbound pipeline took it (kind, effect). */
export type DemoReplyOutcome = components['schemas']['InboundMailResponseDto'];

/** POST /api/enrollments/bulk's answer: how many runs changed and each id's outcome (error_code when not). */
export type BulkRunResult = components['schemas']['BulkRunActionResponseDto'];
/** What Active Runs does to the selected runs. */
export type BulkRunAction = components['schemas']['BulkRunActionDto']['action'];

/** Active Runs page size. */
export const RUNS_PAGE_SIZE = 20;
/** The runs search is sent from this many characters (the API refuses fewer). */
export const RUNS_SEARCH_MIN = 2;
/** The runs one bulk call may change (the API refuses more). */
export const BULK_RUNS_MAX = 100;
/** The deliveries list shows at most this many, newest first. */
export const DELIVERIES_LIMIT = 100;

/** The operations screens' calls beyond react-admin's CRUD. */
export interface OpsMethods {
  /** POST /api/enrollments/{id}/reactivate|pause|advance|cancel → {success, error}. */
  runAction(runId: string, action: RunAction, reason?: string): Promise<void>;
  /**
   * POST /api/enrollments/bulk {action, ids, reason?}: pause or cancel up to 100 runs in one call; each run is checked
   * as on its own route and answered with its outcome (a run the user may not change is reported, not changed).
   */
  bulkRunAction(action: BulkRunAction, ids: string[], reason?: string): Promise<BulkRunResult>;
  /** GET /api/enrollments/{id}/explain → explain: why the run's next step has (not) been sent. */
  explainRun(runId: string): Promise<RunExplain>;
  /**
   * POST /api/deliveries/{id}/resolve (admins; unknown deliveries only): `sent` moves its run on, `not_sent` fails it
   * and sends the step again. The note is sent only when given.
   */
  resolveDelivery(deliveryId: string, outcome: DeliveryResolveOutcome, note?: string): Promise<ResolvedDelivery>;
  /** POST /api/outbox/{id}/retry (unprocessed items only). */
  retryOutboxItem(itemId: string): Promise<void>;
  /** POST /api/demo/runs/{id}/reply (admins, demo mode only): the run's contact replies to its last email. */
  simulateReply(runId: string): Promise<DemoReplyOutcome>;
  /** GET /metrics.json (no cache), else GET /metrics read as text lines. */
  getEngineMetrics(): Promise<EngineMetrics>;
  /** GET /metrics/debug. */
  getDebugMetrics(): Promise<DebugMetrics>;
}

export interface CreateOpsMethodsOptions {
  apiBaseUrl: string;
  httpClient: HttpClient;
}

const id = (value: unknown) => encodeURIComponent(String(value));
const filterOf = (params: GetListParams): Record<string, unknown> => params.filter ?? {};
const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** Prometheus text lines (`name{labels} value`) as numbers by name; labelled series of one name are summed. */
export const parsePrometheusText = (text: string): Record<string, number> => {
  const figures: Record<string, number> = {};
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[^}]*\})?\s+(\S+)/.exec(line);
    if (!match) continue;
    const value = Number(match[3]);
    if (!Number.isFinite(value)) continue;
    const name = match[1] as string;
    figures[name] = (figures[name] ?? 0) + value;
  }
  return figures;
};

const numbersOf = (json: unknown, status: number): Record<string, number> => {
  if (!isObject(json)) throw new ApiError({ message: 'The server answer has an unexpected shape', status, body: json });
  // Some answers wrap the figures ({success, metrics} or {success, data}); read the figures wherever they are.
  const source = isObject(json.metrics) ? json.metrics : isObject(json.data) ? json.data : json;
  const figures: Record<string, number> = {};
  for (const [key, value] of Object.entries(source)) {
    if (typeof value === 'number' && Number.isFinite(value)) figures[key] = value;
  }
  return figures;
};

export const createOpsMethods = ({ apiBaseUrl, httpClient }: CreateOpsMethodsOptions) => {
  const api = `${apiBaseUrl}/api`;
  const send = (path: string, options: HttpClientOptions = {}) => httpClient(`${api}${path}`, options);
  const noCache: HttpClientOptions = { cache: 'no-store' };

  const resources: Record<string, ResourceCrud> = {
    /**
     * Active Runs: GET /api/enrollments?state&due&q&sequence_id&page&limit=20 → data with pagination {page, total,
     * pages}. The search is sent trimmed from 2 characters; the sequence unless it is 'all'.
     */
    runs: {
      async getList(params) {
        const filter = filterOf(params);
        const search = textOf(filter.q);
        const sequence = textOf(filter.sequence_id);
        const query = toQueryString({
          state: filter.state ?? 'active',
          due: filter.due ?? 'all',
          q: search && search.length >= RUNS_SEARCH_MIN ? search : undefined,
          sequence_id: sequence === 'all' ? undefined : sequence,
          page: params.pagination?.page ?? 1,
          limit: params.pagination?.perPage ?? RUNS_PAGE_SIZE,
        });
        const { json, status } = await send(`/enrollments?${query}`, { signal: params.signal });
        const rows = dataOf<RunRow[]>(json, 'data', status);
        const pagination = isObject(json) && isObject(json.pagination) ? json.pagination : {};
        const total = typeof pagination.total === 'number' ? pagination.total : rows.length;
        return { data: rows, total };
      },
    },
    /** Live Queue: the same list by state and due only, read from `enrollments`. */
    'run-queue': {
      async getList(params) {
        const filter = filterOf(params);
        const query = toQueryString({ state: filter.state ?? 'active', due: filter.due ?? 'all' });
        const { json, status } = await send(`/enrollments?${query}`, { signal: params.signal });
        const rows = dataOf<RunRow[]>(json, 'enrollments', status);
        const pagination = isObject(json) && isObject(json.pagination) ? json.pagination : {};
        const total = typeof pagination.total === 'number' ? pagination.total : rows.length;
        return { data: rows, total };
      },
    },
    /** Email Deliveries: GET /api/deliveries?email&limit=100 → deliveries, newest first. */
    deliveries: {
      async getList(params) {
        const query = toQueryString({ email: textOf(filterOf(params).email), limit: DELIVERIES_LIMIT });
        const { json, status } = await send(`/deliveries?${query}`, { signal: params.signal });
        const rows = dataOf<DeliveryRow[]>(json, 'deliveries', status);
        return { data: rows, total: rows.length };
      },
    },
    /** Outbox: GET /api/outbox?status=pending|failed|processed → outbox_items. */
    outbox: {
      async getList(params) {
        const statusFilter = (filterOf(params).status as OutboxStatus | undefined) ?? 'pending';
        const { json, status } = await send(`/outbox?${toQueryString({ status: statusFilter })}`, { signal: params.signal });
        const rows = dataOf<OutboxItem[]>(json, 'outbox_items', status);
        return { data: rows, total: rows.length };
      },
    },
  };

  const methods: OpsMethods = {
    async runAction(runId, action, reason) {
      const options: HttpClientOptions = reason?.trim()
        ? { method: 'POST', body: JSON.stringify({ reason: reason.trim() }) }
        : { method: 'POST' };
      const { json, status } = await send(`/enrollments/${id(runId)}/${action}`, options);
      resultOf<{ success: true }>(json, status);
    },
    async bulkRunAction(action, ids, reason) {
      const body = reason?.trim() ? { action, ids, reason: reason.trim() } : { action, ids };
      const { json, status } = await send('/enrollments/bulk', { method: 'POST', body: JSON.stringify(body) });
      return resultOf<BulkRunResult>(json, status);
    },
    async explainRun(runId) {
      const { json, status } = await send(`/enrollments/${id(runId)}/explain`);
      return dataOf<RunExplain>(json, 'explain', status);
    },
    async resolveDelivery(deliveryId, outcome, note) {
      const body = note?.trim() ? { outcome, note: note.trim() } : { outcome };
      const { json, status } = await send(`/deliveries/${id(deliveryId)}/resolve`, { method: 'POST', body: JSON.stringify(body) });
      return resultOf<ResolvedDelivery>(json, status);
    },
    async simulateReply(runId) {
      const { json, status } = await send(`/demo/runs/${id(runId)}/reply`, { method: 'POST' });
      return resultOf<DemoReplyOutcome>(json, status);
    },
    async retryOutboxItem(itemId) {
      const { json, status } = await send(`/outbox/${id(itemId)}/retry`, { method: 'POST' });
      if (isObject(json) && json.success === false) resultOf(json, status);
    },
    async getEngineMetrics() {
      try {
        const { json, status } = await httpClient(`${apiBaseUrl}/metrics.json`, noCache);
        return { figures: numbersOf(json, status), raw: JSON.stringify(json, null, 2), source: 'json' };
      } catch (error) {
        // The JSON view is missing or failing: the Prometheus text carries the same counters.
        const { body } = await httpClient(`${apiBaseUrl}/metrics`, { ...noCache, headers: { Accept: 'text/plain' } }).catch(() => {
          throw error;
        });
        return { figures: parsePrometheusText(body), raw: body, source: 'text' };
      }
    },
    async getDebugMetrics() {
      const { json, status } = await httpClient(`${apiBaseUrl}/metrics/debug`, noCache);
      return { figures: numbersOf(json, status), raw: JSON.stringify(json, null, 2) };
    },
  };
  return { resources, methods };
};
