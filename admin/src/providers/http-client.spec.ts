import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFetchMock, json, signedIn } from '../test/fetch-mock';
import { ApiError } from './api-error';
import { createHttpClient } from './http-client';
import { Session } from './session';

const setup = (routes: Parameters<typeof createFetchMock>[0]) => {
  const { fetchMock, calls } = createFetchMock({ 'GET /auth/status': signedIn(), ...routes });
  vi.stubGlobal('fetch', fetchMock);
  const session = new Session({ apiBaseUrl: '', statusTimeoutMs: 10_000 });
  const http = createHttpClient({ session, timeoutMs: 20_000 });
  return { http, calls, session };
};

const header = (init: RequestInit | undefined, name: string) => new Headers(init?.headers).get(name);

describe('createHttpClient', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends cookies and Accept JSON, and no CSRF header on GET', async () => {
    const { http, calls } = setup({ 'GET /api/things': { success: true } });
    await http('/api/things');
    const call = calls.find((c) => c.path === '/api/things');
    expect(call?.init?.credentials).toBe('include');
    expect(header(call?.init, 'Accept')).toBe('application/json');
    expect(header(call?.init, 'X-CSRF-Token')).toBeNull();
  });

  it('adds the CSRF token from /auth/status to state-changing calls', async () => {
    const { http, calls } = setup({ 'POST /api/things': { success: true }, 'DELETE /api/things/1': { success: true } });
    await http('/api/things', { method: 'POST', body: JSON.stringify({ a: 1 }) });
    await http('/api/things/1', { method: 'DELETE' });
    const post = calls.find((c) => c.method === 'POST');
    expect(header(post?.init, 'X-CSRF-Token')).toBe('csrf-123');
    expect(header(post?.init, 'Content-Type')).toBe('application/json');
    expect(header(calls.find((c) => c.method === 'DELETE')?.init, 'X-CSRF-Token')).toBe('csrf-123');
    expect(calls.filter((c) => c.path === '/auth/status')).toHaveLength(1);
  });

  it('throws ApiError with status, message, error_code and field errors from the envelope', async () => {
    const { http } = setup({
      'GET /api/things': json(
        { success: false, error: 'Thing not found', message: 'Thing not found', error_code: 'THING_NOT_FOUND', errors: { name: 'Required' } },
        404,
      ),
    });
    const error = await http('/api/things').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Thing not found', errorCode: 'THING_NOT_FOUND', fieldErrors: { name: 'Required' } });
  });

  it('returns accepted non-2xx answers (e.g. 503 health reports) instead of throwing', async () => {
    const { http } = setup({ 'GET /api-health': json({ success: false, data: { endpoints: [] } }, 503) });
    const response = await http('/api-health', { acceptStatus: [503] });
    expect(response.status).toBe(503);
    expect(response.json).toEqual({ success: false, data: { endpoints: [] } });
  });

  it('aborts after the timeout', async () => {
    vi.useFakeTimers();
    const { http } = setup({
      'GET /api/slow': ({ init }: { init: RequestInit | undefined }) =>
        new Promise<Response>((_, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    });
    const pending = http('/api/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await pending).toMatchObject({ status: 0, message: 'Request timed out after 20 s' });
  });

  it('aborts when the caller aborts (a newer request superseded this one), without calling it a timeout', async () => {
    const { http } = setup({
      'GET /api/slow': ({ init }: { init: RequestInit | undefined }) =>
        new Promise<Response>((_, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    });
    const caller = new AbortController();
    const pending = http('/api/slow', { signal: caller.signal }).catch((e: unknown) => e);
    caller.abort();
    expect(await pending).toMatchObject({ status: 0, timedOut: false });
  });
});
