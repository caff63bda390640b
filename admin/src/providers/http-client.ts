import { fetchUtils, HttpError } from 'react-admin';
import { ApiError, toApiError } from './api-error';
import type { Session } from './session';

export interface HttpClientOptions extends fetchUtils.Options {
  /** Status codes (besides 2xx) whose body is returned instead of thrown, e.g. [503] for /api-health. */
  acceptStatus?: number[];
  timeoutMs?: number;
}

export interface HttpResponse {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

/** react-admin's fetchJson call shape, so data providers can use it. */
export type HttpClient = (url: string, options?: HttpClientOptions) => Promise<HttpResponse>;

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface CreateHttpClientOptions {
  session: Session;
  timeoutMs: number;
}

/**
 * react-admin's `fetchUtils.fetchJson` (JSON Accept/Content-Type, parsed body, HttpError on non-2xx) with what
 * our API needs on top: the session cookie, the CSRF token from /auth/status on state-changing calls, a timeout
 * through an AbortSignal (combined with the caller's signal, e.g. react-query's when a newer request supersedes
 * this one), and failures as ApiError carrying the envelope's message, error_code and field errors.
 */
export const createHttpClient = ({ session, timeoutMs }: CreateHttpClientOptions): HttpClient => {
  return async (url, options = {}) => {
    const { acceptStatus = [], timeoutMs: callTimeout, signal: outerSignal, ...init } = options;
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    // fetchJson adds Accept only when no headers are given at all (and Content-Type for bodies itself).
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    if (UNSAFE_METHODS.has(method)) {
      const token = session.csrfToken() ?? (await session.refresh()).csrf_token;
      if (token) headers.set('X-CSRF-Token', token);
    }

    const limit = callTimeout ?? timeoutMs;
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), limit);
    const signal = outerSignal ? AbortSignal.any([outerSignal, timeout.signal]) : timeout.signal;
    try {
      const response = await fetchUtils.fetchJson(url, { ...init, method, headers, credentials: 'include', signal });
      return { status: response.status, headers: response.headers, body: response.body, json: response.json as unknown };
    } catch (cause) {
      if (cause instanceof HttpError) {
        const body: unknown = cause.body;
        if (acceptStatus.includes(cause.status)) {
          return { status: cause.status, headers: new Headers(), body: JSON.stringify(body ?? null), json: body };
        }
        throw toApiError({ status: cause.status, statusText: cause.message, body });
      }
      const timedOut = timeout.signal.aborted && !outerSignal?.aborted;
      throw new ApiError({
        message: timedOut
          ? `Request timed out after ${Math.round(limit / 1000)} s`
          : cause instanceof Error
            ? cause.message
            : 'Network error',
        status: 0,
        timedOut,
      });
    } finally {
      clearTimeout(timer);
    }
  };
};
