import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RelatedLead } from '../api/types';
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

const OPPORTUNITY = '6f1c8d2e-1111-4a2b-9c3d-000000000001';
const PAIR = '0b8e6a52-2222-4c3d-8e4f-000000000009';

const related: RelatedLead = {
  pair_id: PAIR,
  opportunity_id: '6f1c8d2e-1111-4a2b-9c3d-000000000002',
  tracking_number: 'HAH-123',
  customer_name: 'Jordan Blake',
  lead_source: 'email',
  lead_provider: 'HireAHelper',
  lead_status: 'new',
  assignee: null,
  created_at: '2027-01-08T15:04:00.000Z',
  reasons: ['email', 'phone'],
  reason_words: ['same email', 'same phone'],
  score: 0.95,
  status: 'open',
  earlier: true,
  merge: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('possible duplicate calls', () => {
  it("reads an opportunity's related leads", async () => {
    const { provider, calls } = setup({ [`GET /api/opportunities/${OPPORTUNITY}/duplicates`]: { success: true, duplicates: [related] } });
    await expect(provider.getOpportunityDuplicates(OPPORTUNITY)).resolves.toEqual([related]);
    expect(calls().map((call) => `${call.method} ${call.path}`)).toEqual([`GET /api/opportunities/${OPPORTUNITY}/duplicates`]);
  });

  it('marks a pair not a duplicate with the CSRF token, and answers its new status', async () => {
    const { provider, calls } = setup({
      [`POST /api/opportunities/duplicates/${PAIR}/not-duplicate`]: { success: true, pair_id: PAIR, status: 'dismissed' },
    });
    await expect(provider.markNotDuplicate(PAIR)).resolves.toEqual({ pair_id: PAIR, status: 'dismissed' });
    const [call] = calls();
    expect(`${call!.method} ${call!.path}`).toBe(`POST /api/opportunities/duplicates/${PAIR}/not-duplicate`);
    expect(new Headers(call!.init?.headers).get('X-CSRF-Token')).toBe('csrf-123');
  });

  it("rejects an unknown pair with the server's message and code", async () => {
    const { provider } = setup({
      [`POST /api/opportunities/duplicates/${PAIR}/not-duplicate`]: json({ success: false, error: 'Pair not found', message: 'Pair not found', error_code: 'NOT_FOUND' }, 404),
    });
    const refusal = await provider.markNotDuplicate(PAIR).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 404, errorCode: 'NOT_FOUND', message: 'Pair not found' });
  });

  it('merges a pair keeping the chosen lead, with the CSRF token, and answers the merge', async () => {
    const merge = {
      merge_id: '7a2d9e41-3333-4b5c-8d6e-000000000021',
      primary_id: OPPORTUNITY,
      merged_id: related.opportunity_id,
      filled: ['customerPhone', 'moveDate'],
      undo_until: '2027-01-11T15:04:00.000Z',
    };
    const { provider, calls } = setup({ [`POST /api/opportunities/duplicates/${PAIR}/merge`]: { success: true, ...merge } });
    await expect(provider.mergeDuplicates(PAIR, 'newer')).resolves.toEqual(merge);
    const [call] = calls();
    expect(`${call!.method} ${call!.path}`).toBe(`POST /api/opportunities/duplicates/${PAIR}/merge`);
    expect(JSON.parse(String(call!.init?.body))).toEqual({ keep: 'newer' });
    expect(new Headers(call!.init?.headers).get('X-CSRF-Token')).toBe('csrf-123');
  });

  it("rejects a merge of a decided pair with the server's message and code", async () => {
    const message = 'These leads were marked "not a duplicate"; they cannot be merged';
    const { provider } = setup({
      [`POST /api/opportunities/duplicates/${PAIR}/merge`]: json({ success: false, error: message, message, error_code: 'DUPLICATE_PAIR_ALREADY_DECIDED' }, 409),
    });
    const refusal = await provider.mergeDuplicates(PAIR, 'earlier').catch((error: unknown) => error);
    expect(refusal).toMatchObject({ status: 409, errorCode: 'DUPLICATE_PAIR_ALREADY_DECIDED', message });
  });

  it('undoes a merge, and rejects an expired one', async () => {
    const MERGE = '7a2d9e41-3333-4b5c-8d6e-000000000021';
    const { provider, calls } = setup({ [`POST /api/opportunities/merges/${MERGE}/undo`]: { success: true, merge_id: MERGE, undone: true } });
    await expect(provider.undoMerge(MERGE)).resolves.toEqual({ merge_id: MERGE, undone: true });
    const [call] = calls();
    expect(new Headers(call!.init?.headers).get('X-CSRF-Token')).toBe('csrf-123');

    const expired = setup({
      [`POST /api/opportunities/merges/${MERGE}/undo`]: json({ success: false, message: 'A merge can be undone for a day only; this one is final', error_code: 'MERGE_UNDO_EXPIRED' }, 409),
    });
    await expect(expired.provider.undoMerge(MERGE)).rejects.toMatchObject({ status: 409, errorCode: 'MERGE_UNDO_EXPIRED' });
  });
});
