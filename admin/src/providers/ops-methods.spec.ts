import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFetchMock, json, signedIn } from '../test/fetch-mock';
import { ApiError } from './api-error';
import { createDataProvider } from './data-provider';
import { createHttpClient } from './http-client';
import { parsePrometheusText } from './ops-methods';
import { Session } from './session';

const setup = (routes: Parameters<typeof createFetchMock>[0]) => {
  const { fetchMock, calls } = createFetchMock({ 'GET /auth/status': signedIn('admin'), ...routes });
  vi.stubGlobal('fetch', fetchMock);
  const session = new Session({ apiBaseUrl: '', statusTimeoutMs: 10_000 });
  const httpClient = createHttpClient({ session, timeoutMs: 20_000 });
  return { provider: createDataProvider({ apiBaseUrl: '', httpClient }), calls: () => calls.filter((call) => call.path !== '/auth/status') };
};

const query = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);
const listParams = (filter: Record<string, unknown>, page = 1, perPage = 20) => ({
  filter,
  pagination: { page, perPage },
  sort: { field: 'id', order: 'ASC' as const },
});
const run = { id: 'e1', first_name: 'Ann', last_name: 'Lee', sequence_name: 'Spring', state: 'active', current_step: 0, retry_count: 0, next_run_at: null };

afterEach(() => vi.unstubAllGlobals());

describe('ops resources', () => {
  it('lists runs by state, due and page, 20 a page, with the pagination total', async () => {
    const { provider, calls } = setup({
      'GET /api/enrollments': { success: true, data: [run], enrollments: [run], pagination: { page: 3, total: 47, pages: 3 } },
    });
    const answer = await provider.getList('runs', listParams({ state: 'paused', due: 'now' }, 3));
    expect(answer).toMatchObject({ data: [run], total: 47 });
    expect(query(calls()[0]!.url)).toEqual({ state: 'paused', due: 'now', page: '3', limit: '20' });
  });

  it('reads the live queue from `enrollments` by state and due only', async () => {
    const { provider, calls } = setup({ 'GET /api/enrollments': { success: true, data: [], enrollments: [run], pagination: { page: 1, total: 1, pages: 1 } } });
    const answer = await provider.getList('run-queue', listParams({ state: 'completed', due: 'all' }, 1, 100));
    expect(answer.data).toEqual([run]);
    expect(query(calls()[0]!.url)).toEqual({ state: 'completed', due: 'all' });
  });

  it('lists deliveries with the email search (when set) and the limit of 100', async () => {
    const delivery = { id: 'd1', to_email: 'ann@example.com', status: 'sent', created_at: '2026-11-23T10:00:00Z' };
    const { provider, calls } = setup({ 'GET /api/deliveries': { success: true, deliveries: [delivery] } });
    expect((await provider.getList('deliveries', listParams({ email: '  ann@example.com ' }))).data).toEqual([delivery]);
    await provider.getList('deliveries', listParams({}));
    expect(query(calls()[0]!.url)).toEqual({ email: 'ann@example.com', limit: '100' });
    expect(query(calls()[1]!.url)).toEqual({ limit: '100' });
  });

  it('lists outbox items by status, pending by default', async () => {
    const { provider, calls } = setup({ 'GET /api/outbox': { success: true, outbox_items: [] } });
    await provider.getList('outbox', listParams({ status: 'failed' }));
    await provider.getList('outbox', listParams({}));
    expect(calls().map((call) => query(call.url).status)).toEqual(['failed', 'pending']);
  });
});

describe('ops methods', () => {
  it('posts run actions with the CSRF token, a cancel reason only when given, and rejects a refusal with its error', async () => {
    const { provider, calls } = setup({
      'POST /api/enrollments/e1/pause': { success: true },
      'POST /api/enrollments/e1/cancel': { success: true },
      'POST /api/enrollments/e2/reactivate': json({ success: false, error: 'Only a paused run can be reactivated' }, 409),
    });
    await provider.runAction('e1', 'pause');
    await provider.runAction('e1', 'cancel', ' Asked by phone ');
    const [pause, cancel] = calls();
    expect(pause!.init?.body).toBeUndefined();
    expect(new Headers(pause!.init?.headers).get('X-CSRF-Token')).toBe('csrf-123');
    expect(JSON.parse(String(cancel!.init?.body))).toEqual({ reason: 'Asked by phone' });
    const refusal = await provider.runAction('e2', 'reactivate').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).message).toBe('Only a paused run can be reactivated');
  });

  it('rejects a 2xx run action answer that says success false', async () => {
    const { provider } = setup({ 'POST /api/enrollments/e1/advance': { success: false, error: 'Run already completed' } });
    await expect(provider.runAction('e1', 'advance')).rejects.toThrow('Run already completed');
  });

  it('resolves an unknown delivery with its outcome, a note only when given, and rejects a refusal with its error', async () => {
    const answer = { success: true, delivery: { id: 'd1', status: 'sent' }, run: { id: 'e1', status: 'active', current_step: 1, next_run_at: null, moved: true } };
    const { provider, calls } = setup({
      'POST /api/deliveries/d1/resolve': answer,
      'POST /api/deliveries/d2/resolve': json({ success: false, error: 'Only a delivery whose outcome is unknown can be marked as sent or not sent; this one is sent', error_code: 'DELIVERY_NOT_UNKNOWN' }, 409),
    });
    expect(await provider.resolveDelivery('d1', 'sent', '  Found in Sent Items ')).toEqual(answer);
    await provider.resolveDelivery('d1', 'not_sent', '   ');
    const [sent, notSent] = calls();
    expect(JSON.parse(String(sent!.init?.body))).toEqual({ outcome: 'sent', note: 'Found in Sent Items' });
    expect(JSON.parse(String(notSent!.init?.body))).toEqual({ outcome: 'not_sent' });
    expect(new Headers(sent!.init?.headers).get('X-CSRF-Token')).toBe('csrf-123');
    const refusal = await provider.resolveDelivery('d2', 'sent').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).message).toBe('Only a delivery whose outcome is unknown can be marked as sent or not sent; this one is sent');
    expect((refusal as ApiError).errorCode).toBe('DELIVERY_NOT_UNKNOWN');
  });

  it('reads a run explanation and retries an outbox item', async () => {
    const explain = { state: 'active', due_at: null, summary: 'Send window closed until 9:00 AM', reasons: [] };
    const { provider, calls } = setup({
      'GET /api/enrollments/e1/explain': { success: true, explain },
      'POST /api/outbox/o1/retry': { success: true },
    });
    expect(await provider.explainRun('e1')).toEqual(explain);
    await provider.retryOutboxItem('o1');
    expect(calls().map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/enrollments/e1/explain', 'POST /api/outbox/o1/retry']);
  });

  it('reads /metrics.json without cache and /metrics/debug', async () => {
    const { provider, calls } = setup({
      'GET /metrics.json': { deliveries_committed_total: 12, sequence_ready_enrollments: 3, label: 'x' },
      'GET /metrics/debug': { success: true, pending_outbox: 2, failed_outbox: 1, processed_outbox: 40, active_enrollments: 9 },
    });
    const engine = await provider.getEngineMetrics();
    expect(engine.figures).toEqual({ deliveries_committed_total: 12, sequence_ready_enrollments: 3 });
    expect(engine.source).toBe('json');
    expect(JSON.parse(engine.raw)).toMatchObject({ deliveries_committed_total: 12 });
    expect(calls()[0]!.init?.cache).toBe('no-store');
    expect((await provider.getDebugMetrics()).figures).toEqual({ pending_outbox: 2, failed_outbox: 1, processed_outbox: 40, active_enrollments: 9 });
  });

  it('falls back to the Prometheus text of /metrics when /metrics.json fails', async () => {
    const text = '# HELP deliveries_committed_total Deliveries\n# TYPE deliveries_committed_total counter\ndeliveries_committed_total 7\nsequence_errors_total{kind="smtp"} 2\nsequence_errors_total{kind="graph"} 1\n';
    const { provider } = setup({
      'GET /metrics.json': json({ success: false, error: 'Broken' }, 500),
      'GET /metrics': new Response(text, { status: 200, headers: { 'Content-Type': 'text/plain; version=0.0.4' } }),
    });
    const engine = await provider.getEngineMetrics();
    expect(engine).toMatchObject({ source: 'text', raw: text });
    expect(engine.figures).toMatchObject({ deliveries_committed_total: 7, sequence_errors_total: 3 });
  });

  it('parses Prometheus text lines, skipping comments and non-numbers', () => {
    expect(parsePrometheusText('# c\na 1\nb{x="1"} 2.5 1700000000\nb{x="2"} 0.5\nc NaN\n\n')).toEqual({ a: 1, b: 3 });
  });
});
