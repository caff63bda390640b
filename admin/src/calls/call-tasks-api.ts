import { fetchUtils, HttpError } from 'react-admin';
import type { components, operations } from '../api/schema';
import { appConfig } from '../config';
import { resultOf, toQueryString } from '../providers/api-answers';
import { ApiError, toApiError } from '../providers/api-error';

type Schemas = components['schemas'];
/** One call task opened by a sequence's call step. */
export type CallTask = Schemas['CallTaskDto'];
/** GET /api/call-tasks: `{success, total, tasks}` (total counts beyond the limit too). */
export type CallTaskList = Schemas['CallTaskListResponseDto'];
/** GET /api/call-tasks query: status (open|all), opportunity_id, limit (1..200). */
export type CallTaskQuery = NonNullable<operations['CallTasks_list']['parameters']['query']>;

/** First element of every call-task query key; the second is the query sent. */
export const CALL_TASKS_KEY = 'call-tasks';

/** The react-query key of one call-task read. */
export const callTasksKey = (query: CallTaskQuery) => [CALL_TASKS_KEY, query] as const;

/** Whether a cached query is a call-task read, and the query it sent. */
export const callTasksQueryOf = (key: readonly unknown[]): CallTaskQuery | null =>
  key[0] === CALL_TASKS_KEY && typeof key[1] === 'object' && key[1] !== null ? (key[1] as CallTaskQuery) : null;

/**
 * GET /api/call-tasks with the session cookie, the app's request timeout and its error shape (ApiError with the
 * envelope's message; a `success: false` answer rejects too). The app's data provider has no call-task read yet, so
 * this GET goes out directly; it needs no CSRF token.
 */
export const fetchCallTasks = async (query: CallTaskQuery, signal?: AbortSignal): Promise<CallTaskList> => {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), appConfig.requestTimeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal;
  try {
    const { json, status } = await fetchUtils.fetchJson(`${appConfig.apiBaseUrl}/api/call-tasks?${toQueryString(query)}`, {
      headers: new Headers({ Accept: 'application/json' }),
      credentials: 'include',
      signal: combined,
    });
    return resultOf<CallTaskList>(json, status);
  } catch (cause) {
    if (cause instanceof ApiError) throw cause;
    if (cause instanceof HttpError) throw toApiError({ status: cause.status, statusText: cause.message, body: cause.body as unknown });
    const timedOut = timeout.signal.aborted && !signal?.aborted;
    throw new ApiError({
      message: timedOut ? `Request timed out after ${Math.round(appConfig.requestTimeoutMs / 1000)} s` : cause instanceof Error ? cause.message : 'Network error',
      status: 0,
      timedOut,
    });
  } finally {
    clearTimeout(timer);
  }
};
