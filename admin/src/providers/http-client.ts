import { toApiError, ApiError } from './api-error';
import { parseJson } from './json';
import type { FetchLike, Session } from './session';

export interface HttpClientOptions extends RequestInit {
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

/** Same call shape as react-admin's fetchUtils.fetchJson, so data providers can use it. */
export type HttpClient = (url: string, options?: HttpClientOptions) => Promise<HttpResponse>;

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface CreateHttpClientOptions {
  session: Session;
  timeoutMs: number;
  fetchImpl?: FetchLike;
}

/**
 * fetch with the session cookie (credentials: 'include'), JSON Accept/Content-Type, a timeout,
 * and the CSRF token from /auth/status on state-changing calls. Failures throw ApiError with
 * status, message, error_code and the X-Request-Id header.
 */
export const createHttpClient = ({
  session,
  timeoutMs,
  fetchImpl = (input, init) => fetch(input, init),
}: CreateHttpClientOptions): HttpClient => {
  return async (url, options = {}) => {
    const { acceptStatus = [], timeoutMs: callTimeout, ...init } = options;
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    if (init.body !== undefined && !(init.body instanceof FormData) && !headers.has('Content-Type')) {
      headers.set('Content-Type', 'application/json');
    }
    if (UNSAFE_METHODS.has(method)) {
      const token = session.csrfToken() ?? (await session.refresh()).csrf_token;
      if (token) headers.set('X-CSRF-Token', token);
    }

    const controller = new AbortController();
    const limit = callTimeout ?? timeoutMs;
    const timer = setTimeout(() => controller.abort(), limit);
    const outerSignal = init.signal;
    const onOuterAbort = () => controller.abort();
    outerSignal?.addEventListener('abort', onOuterAbort);

    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(url, {
        ...init,
        method,
        headers,
        credentials: 'include',
        signal: controller.signal,
      });
      text = await response.text();
    } catch (cause) {
      const timedOut = controller.signal.aborted && !outerSignal?.aborted;
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
      outerSignal?.removeEventListener('abort', onOuterAbort);
    }

    const json = parseJson(text);
    const ok = (response.status >= 200 && response.status < 300) || acceptStatus.includes(response.status);
    if (!ok) {
      throw toApiError({
        status: response.status,
        statusText: response.statusText,
        body: json ?? text,
        requestId: response.headers.get('X-Request-Id'),
      });
    }
    return { status: response.status, headers: response.headers, body: text, json };
  };
};
