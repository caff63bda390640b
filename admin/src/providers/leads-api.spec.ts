import { describe, expect, it } from 'vitest';
import { createFetchMock, json, signedIn } from '../test/fetch-mock';
import { ApiError } from './api-error';
import { createHttpClient } from './http-client';
import { createLeadsApi, dataOf, resultOf } from './leads-api';
import { Session } from './session';

const setup = (routes: Parameters<typeof createFetchMock>[0]) => {
  const { fetchMock } = createFetchMock({ 'GET /auth/status': signedIn(), ...routes });
  const session = new Session({ apiBaseUrl: '', statusTimeoutMs: 10_000, fetchImpl: fetchMock });
  const httpClient = createHttpClient({ session, timeoutMs: 20_000, fetchImpl: fetchMock });
  return createLeadsApi({ apiBaseUrl: '', httpClient });
};

/** The rejection of a call, for asserting on its fields. */
const rejectionOf = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error: unknown = await promise.then(
    () => new Error('expected a rejection'),
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
};

/** The ApiError a call throws. */
const thrownBy = (call: () => unknown): ApiError => {
  try {
    call();
  } catch (thrown) {
    if (thrown instanceof ApiError) return thrown;
    throw new Error(`expected an ApiError, got ${String(thrown)}`, { cause: thrown });
  }
  throw new Error('expected a throw');
};

describe('resultOf / dataOf', () => {
  it('passes successful answers through', () => {
    expect(resultOf({ success: true, error: null, queued: 3 }, 200)).toEqual({ success: true, error: null, queued: 3 });
    expect(dataOf<number[]>({ success: true, data: [1, 2] }, 'data', 200)).toEqual([1, 2]);
  });

  it('throws a `{success: false}` answer as ApiError with its error, else its message, else ""', () => {
    expect(thrownBy(() => resultOf({ success: false, error: 'Locked', message: 'Locked (409)' }, 200))).toMatchObject({
      message: 'Locked',
      status: 200,
      body: { success: false, error: 'Locked' },
    });
    expect(thrownBy(() => resultOf({ success: false, message: 'Only a message' }, 200))).toMatchObject({ message: 'Only a message' });
    expect(thrownBy(() => dataOf({ success: false, data: null, error: 'Summary unavailable' }, 'data', 200))).toMatchObject({
      message: 'Summary unavailable',
    });
    expect(thrownBy(() => dataOf({ success: false, data: null, error: null }, 'data', 200))).toMatchObject({ message: '', status: 200 });
  });

  it('treats an answer that is no object, or lacks success: true, as a refusal without text', () => {
    expect(() => resultOf(undefined, 200)).toThrow(ApiError);
    expect(() => resultOf({ error: null }, 200)).toThrow(ApiError);
    expect(() => dataOf({ success: true }, 'data', 200)).toThrow('The server answer has an unexpected shape');
  });
});

describe('createLeadsApi: {success, error} answers are normalised once', () => {
  it('resolves the action calls on success', async () => {
    const api = setup({
      'PUT /api/opportunities/o1': json({ success: true, error: null }),
      'POST /api/hubspot/requeue': json({ success: true, error: null }),
      'POST /api/sync-opportunities': json({ success: true, error: null, queued: 12 }),
    });
    await expect(api.updateOpportunity('o1', { customer: 'Ann' })).resolves.toMatchObject({ success: true });
    await expect(api.requeueSync({ tracking: 'T1', opportunity_id: 'o1' })).resolves.toMatchObject({ success: true });
    await expect(api.syncOpportunities()).resolves.toMatchObject({ success: true, queued: 12 });
  });

  it('rejects update, re-queue and sync when a 2xx answer says success: false, with the answer\'s error', async () => {
    const api = setup({
      'PUT /api/opportunities/o1': json({ success: false, error: 'Record is locked' }),
      'POST /api/hubspot/requeue': json({ success: false, error: 'Sync already running' }),
      'POST /api/sync-opportunities': json({ success: false, error: 'Mailbox not configured' }),
    });
    expect(await rejectionOf(api.updateOpportunity('o1', { customer: 'Ann' }))).toMatchObject({ message: 'Record is locked', status: 200 });
    expect(await rejectionOf(api.requeueSync({ tracking: 'T1', opportunity_id: 'o1' }))).toMatchObject({
      message: 'Sync already running',
      status: 200,
    });
    expect(await rejectionOf(api.syncOpportunities())).toMatchObject({ message: 'Mailbox not configured', status: 200 });
  });

  it('rejects an action with an empty 2xx body instead of handing callers undefined', async () => {
    const api = setup({ 'POST /api/hubspot/requeue': () => new Response('', { status: 200 }) });
    expect(await rejectionOf(api.requeueSync({ tracking: 'T1', opportunity_id: 'o1' }))).toMatchObject({ message: '', status: 200 });
  });

  it('rejects the dashboard summary with the response\'s error when it says success: false', async () => {
    const api = setup({ 'GET /api/dashboard/summary': json({ success: false, data: null, error: 'Summary cache is warming up' }) });
    expect(await rejectionOf(api.getDashboardSummary('7d'))).toMatchObject({ message: 'Summary cache is warming up', status: 200 });
  });
});
