import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFetchMock, json, signedIn } from '../test/fetch-mock';
import { ApiError } from './api-error';
import { createDataProvider } from './data-provider';
import { createHttpClient } from './http-client';
import { Session } from './session';

const setup = (routes: Parameters<typeof createFetchMock>[0]) => {
  const { fetchMock, calls } = createFetchMock({ 'GET /auth/status': signedIn('admin'), ...routes });
  vi.stubGlobal('fetch', fetchMock);
  const session = new Session({ apiBaseUrl: '', statusTimeoutMs: 10_000 });
  const httpClient = createHttpClient({ session, timeoutMs: 20_000 });
  return { provider: createDataProvider({ apiBaseUrl: '', httpClient }), calls: () => calls.filter((call) => call.path !== '/auth/status') };
};

const hold = { domain: 'a.example', held_until: '2026-11-23T16:00:00.000Z', reason: 'The receiving server refused our mail', status_code: '5.7.1', mailbox: null, inbound_message_id: 'in-1', created_at: '2026-11-23T10:00:00.000Z' };

afterEach(() => vi.unstubAllGlobals());

describe('mailbox pause and domain hold calls', () => {
  it('reads the held domains and releases one by its encoded name', async () => {
    const { provider, calls } = setup({
      'GET /api/mailboxes/domain-holds': { success: true, items: [hold] },
      'POST /api/mailboxes/domain-holds/a.example/release': { success: true, item: hold },
    });
    await expect(provider.getDomainHolds()).resolves.toEqual([hold]);
    await expect(provider.releaseDomainHold('a.example')).resolves.toEqual(hold);
    expect(calls().map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/mailboxes/domain-holds', 'POST /api/mailboxes/domain-holds/a.example/release']);
  });

  it('rejects a release of a domain that is not held with the server\'s code', async () => {
    const { provider } = setup({
      'POST /api/mailboxes/domain-holds/b.example/release': json({ success: false, error: 'b.example is not held', message: 'b.example is not held', error_code: 'DOMAIN_HOLD_NOT_FOUND' }, 404),
    });
    const refusal = await provider.releaseDomainHold('b.example').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 404, errorCode: 'DOMAIN_HOLD_NOT_FOUND', message: 'b.example is not held' });
  });

  it('lists unmatched inbound mail by window and page, with the total', async () => {
    const item = { id: 'u1', received_at: '2026-11-23T10:00:00.000Z', from_email: 'x@example.net', subject: 'Hi', kind: 'other', matched_by: null, effect: 'recorded', note: 'Names none of our sends' };
    const { provider, calls } = setup({ 'GET /api/inbound-messages/unmatched': { success: true, items: [item], page: 2, limit: 20, total: 21, error: null } });
    const answer = await provider.getList('inbound-unmatched', { filter: { since: '30d' }, pagination: { page: 2, perPage: 20 }, sort: { field: 'id', order: 'ASC' } });
    expect(answer).toEqual({ data: [item], total: 21 });
    expect(Object.fromEntries(new URL(calls()[0]!.url, 'http://localhost').searchParams)).toEqual({ page: '2', limit: '20', since: '30d' });
  });
});
