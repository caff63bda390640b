import { describe, expect, it, vi } from 'vitest';
import { createFetchMock, json, signedIn } from '../test/fetch-mock';
import { ApiError } from './api-error';
import { dataOf, resultOf } from './api-answers';
import { createDataProvider } from './data-provider';
import { createHttpClient } from './http-client';
import { Session } from './session';

const setup = (routes: Parameters<typeof createFetchMock>[0]) => {
  const { fetchMock, calls } = createFetchMock({ 'GET /auth/status': signedIn(), ...routes });
  vi.stubGlobal('fetch', fetchMock);
  const session = new Session({ apiBaseUrl: '', statusTimeoutMs: 10_000 });
  const httpClient = createHttpClient({ session, timeoutMs: 20_000 });
  return { provider: createDataProvider({ apiBaseUrl: '', httpClient }), calls };
};

const rejectionOf = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error: unknown = await promise.then(
    () => new Error('expected a rejection'),
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
};

const thrownBy = (call: () => unknown): ApiError => {
  try {
    call();
  } catch (thrown) {
    if (thrown instanceof ApiError) return thrown;
    throw new Error(`expected an ApiError, got ${String(thrown)}`, { cause: thrown });
  }
  throw new Error('expected a throw');
};

const listItem = (id: string) => ({ id, customer: 'Ann', q2g_tracking_number: `T-${id}`, raw: {} });
const listAnswer = { success: true, items: [listItem('o1'), listItem('o2')], opportunities: [], page: 2, pageSize: 2, total: 12000, total_exact: false, execution_time_ms: 7, opportunities_per_second: 0 };

describe('resultOf / dataOf', () => {
  it('passes successful answers through', () => {
    expect(resultOf({ success: true, error: null, queued: 3 }, 200)).toEqual({ success: true, error: null, queued: 3 });
    expect(dataOf<number[]>({ success: true, data: [1, 2] }, 'data', 200)).toEqual([1, 2]);
  });

  it('throws a `{success: false}` answer as ApiError with its error, else its message, else ""', () => {
    expect(thrownBy(() => resultOf({ success: false, error: 'Locked', message: 'Locked (409)' }, 200))).toMatchObject({ message: 'Locked', status: 200 });
    expect(thrownBy(() => resultOf({ success: false, message: 'Only a message' }, 200))).toMatchObject({ message: 'Only a message' });
    expect(thrownBy(() => dataOf({ success: false, data: null, error: null }, 'data', 200))).toMatchObject({ message: '', status: 200 });
  });

  it('treats an answer that is no object, or lacks success: true, as a refusal', () => {
    expect(() => resultOf(undefined, 200)).toThrow(ApiError);
    expect(() => resultOf({ error: null }, 200)).toThrow(ApiError);
    expect(() => dataOf({ success: true }, 'data', 200)).toThrow('The server answer has an unexpected shape');
  });
});

describe('createDataProvider', () => {
  it("maps getList('opportunities') onto the list endpoint's query names and returns rows, total and meta", async () => {
    const { provider, calls } = setup({ 'GET /api/opportunities': json(listAnswer) });
    const result = await provider.getList('opportunities', {
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'customer', order: 'ASC' },
      filter: { q: 'ann', status: 'new', date_from: '', include_noreply: false },
    });
    const sent = new URL(calls.find((c) => c.path === '/api/opportunities')?.url ?? '', 'http://x').searchParams;
    expect(Object.fromEntries(sent)).toEqual({ q: 'ann', status: 'new', include_noreply: 'false', page: '2', per_page: '2', order_by: 'customer', order_dir: 'asc' });
    expect(result.data.map((row) => row.id)).toEqual(['o1', 'o2']);
    expect(result.total).toBe(12000);
    expect(result.meta).toMatchObject({ total_exact: false, execution_time_ms: 7 });
  });

  it('reads one opportunity by tracking number, its activity and its call history', async () => {
    const { provider } = setup({
      'GET /api/opportunities/by-tracking/T%201': json({ success: true, opportunity: { id: 'o1', tracking_number: 'T 1' } }),
      'GET /api/opportunities/o1/activity': json({ success: true, data: [{ id: 'a1', kind: 'created' }] }),
      'GET /api/call-history/o1': json([{ id: 'c1', outcome: 'booked' }]),
    });
    await expect(provider.getOne('opportunities', { id: 'T 1' })).resolves.toEqual({ data: { id: 'o1', tracking_number: 'T 1' } });
    const activity = await provider.getList('opportunity-activity', { filter: { opportunity_id: 'o1' } });
    expect(activity).toEqual({ data: [{ id: 'a1', kind: 'created' }], total: 1 });
    const calls = await provider.getList('call-history', { filter: { opportunity_id: 'o1' } });
    expect(calls.data).toEqual([{ id: 'c1', outcome: 'booked' }]);
  });

  it('updates with PUT and answers the merged record; create answers the new id', async () => {
    const { provider, calls } = setup({
      'PUT /api/opportunities/o1': json({ success: true, error: null }),
      'POST /api/opportunities': json({ success: true, created: true, opportunity_id: 'o9', tracking_number: 'T9' }),
    });
    const updated = await provider.update('opportunities', { id: 'o1', data: { customer_name: 'Bo' }, previousData: { id: 'o1', status: 'new' } });
    expect(updated.data).toEqual({ id: 'o1', status: 'new', customer_name: 'Bo' });
    expect(JSON.parse(String(calls.find((c) => c.method === 'PUT')?.init?.body))).toEqual({ customer_name: 'Bo' });
    const created = await provider.create('opportunities', { data: { customer_name: 'Cy' } });
    expect(created.data).toMatchObject({ id: 'o9', tracking_number: 'T9' });
  });

  it("rejects update, re-queue and sync when a 2xx answer says success: false, with the answer's error", async () => {
    const { provider } = setup({
      'PUT /api/opportunities/o1': json({ success: false, error: 'Record is locked' }),
      'POST /api/hubspot/requeue': json({ success: false, error: 'Sync already running' }),
      'POST /api/sync-opportunities': json({ success: false, error: 'Mailbox not configured' }),
    });
    expect(await rejectionOf(provider.update('opportunities', { id: 'o1', data: {}, previousData: { id: 'o1' } }))).toMatchObject({ message: 'Record is locked' });
    expect(await rejectionOf(provider.requeueSync({ tracking: 'T1', opportunity_id: 'o1' }))).toMatchObject({ message: 'Sync already running' });
    expect(await rejectionOf(provider.syncOpportunities())).toMatchObject({ message: 'Mailbox not configured' });
  });

  it('rejects an action with an empty 2xx body instead of handing callers undefined', async () => {
    const { provider } = setup({ 'POST /api/hubspot/requeue': () => new Response('', { status: 200 }) });
    expect(await rejectionOf(provider.requeueSync({ tracking: 'T1', opportunity_id: 'o1' }))).toMatchObject({ message: '', status: 200 });
  });

  it('reads the health report from a 503 answer too', async () => {
    const report = { summary: { healthy: 1, timeouts: 0, errors: 1, average_response_time_ms: 3 }, endpoints: [] };
    const { provider } = setup({ 'GET /api-health': json({ success: false, data: report }, 503) });
    await expect(provider.getHealth()).resolves.toEqual(report);
  });

  it('refuses resources and methods the API does not have, without a request', async () => {
    const { provider, calls } = setup({});
    expect(await rejectionOf(Promise.resolve().then(() => provider.getList('campaigns', {})))).toMatchObject({ status: 0 });
    expect(await rejectionOf(Promise.resolve().then(() => provider.delete('opportunities', { id: 'o1' })))).toMatchObject({ status: 0 });
    expect(calls.filter((c) => c.path !== '/auth/status')).toEqual([]);
  });
});
