import { vi } from 'vitest';
import type { AuthStatus, HealthReport } from '../api/types';

export type RouteHandler = (request: { url: string; init: RequestInit | undefined }) => Response | Promise<Response>;

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/**
 * A fetch stand-in routing on "METHOD /path" (query string ignored). Unknown routes answer 404
 * with our error envelope so a test notices unexpected calls.
 */
export const createFetchMock = (routes: Record<string, RouteHandler | Response | unknown>) => {
  const calls: Array<{ method: string; path: string; url: string; init: RequestInit | undefined }> = [];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit): Promise<Response> => {
    const url = new URL(input, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const key = `${method} ${url.pathname}`;
    calls.push({ method, path: url.pathname, url: input, init });
    const route = routes[key];
    if (route === undefined) {
      return json({ success: false, error: 'Not found', message: 'Not found', error_code: 'NOT_FOUND' }, 404);
    }
    if (typeof route === 'function') return (route as RouteHandler)({ url: input, init });
    if (route instanceof Response) return route.clone();
    return json(route);
  });
  return { fetchMock, calls };
};

export const signedIn = (role: 'admin' | 'staff' = 'staff', opsForAll = false): AuthStatus => ({
  authenticated: true,
  user: {
    id: 'u1',
    displayName: 'Dana Mover',
    userPrincipalName: 'dana@movers.example',
    email: 'dana@movers.example',
    role,
  },
  csrf_token: 'csrf-123',
  ops_for_all: opsForAll,
});

export const signedOut: AuthStatus = { authenticated: false, user: null, csrf_token: null, ops_for_all: false };

export const healthyReport: HealthReport = {
  summary: { healthy: 3, timeouts: 0, errors: 0, average_response_time_ms: 12.4 },
  endpoints: [
    { name: 'database', method: 'GET', url: '/health/db', status: 'healthy', response_time: 4, error: null },
    { name: 'redis', method: 'GET', url: '/health/redis', status: 'healthy', response_time: 2, error: null },
    { name: 'queues', method: 'GET', url: '/health/queues', status: 'healthy', response_time: 31, error: null },
  ],
};

export const degradedReport: HealthReport = {
  summary: { healthy: 1, timeouts: 1, errors: 1, average_response_time_ms: 2400 },
  endpoints: [
    { name: 'database', method: 'GET', url: '/health/db', status: 'healthy', response_time: 5, error: null },
    { name: 'redis', method: 'GET', url: '/health/redis', status: 'timeout', response_time: 5000, error: 'Timed out after 5000 ms' },
    { name: 'queues', method: 'GET', url: '/health/queues', status: 'error', response_time: 20, error: 'Queue connection refused' },
  ],
};

export const healthBody = (report: HealthReport) => ({ success: true, data: report });
