import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFetchMock, json, signedIn } from '../test/fetch-mock';
import { sequenceCard } from '../sequences/list/list-test-data';
import { ApiError } from './api-error';
import { createDataProvider } from './data-provider';
import { createHttpClient } from './http-client';
import { sequenceSortOf } from './sequences-methods';
import { Session } from './session';

const setup = (routes: Parameters<typeof createFetchMock>[0]) => {
  const { fetchMock, calls } = createFetchMock({ 'GET /auth/status': signedIn(), ...routes });
  vi.stubGlobal('fetch', fetchMock);
  const session = new Session({ apiBaseUrl: '', statusTimeoutMs: 10_000 });
  const httpClient = createHttpClient({ session, timeoutMs: 20_000 });
  return { provider: createDataProvider({ apiBaseUrl: '', httpClient }), calls: () => calls.filter((call) => call.path !== '/auth/status') };
};

const query = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);
const sentBody = (init: RequestInit | undefined): unknown => JSON.parse(String(init?.body));

afterEach(() => vi.unstubAllGlobals());

describe('sequences resource', () => {
  it("maps react-admin's sorts to the server's names, the default being updated_desc", () => {
    expect(sequenceSortOf({ sort: { field: 'name', order: 'ASC' } })).toBe('name_asc');
    expect(sequenceSortOf({ sort: { field: 'step_count', order: 'DESC' } })).toBe('steps_desc');
    expect(sequenceSortOf({ sort: { field: 'unknown', order: 'ASC' } })).toBe('updated_desc');
  });

  it('lists with the trimmed search, status and sort, and returns the live total as meta', async () => {
    const { provider, calls } = setup({ 'GET /api/sequences': { success: true, items: [sequenceCard('s1')], sequences: [], total: 7 } });
    const answer = await provider.getList('sequences', {
      filter: { q: '  spring ', status: 'ready' },
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'created_at', order: 'DESC' },
    });
    expect(query(calls()[0]?.url ?? '')).toEqual({ q: 'spring', status: 'ready', sort: 'created_desc' });
    expect(answer.data.map((row) => row.id)).toEqual(['s1']);
    expect(answer.total).toBe(1);
    expect(answer.meta).toEqual({ totalAll: 7 });
  });

  it('reads one sequence with its steps and updates it', async () => {
    const step = { id: 'st1', step_order: 1, template_id: 't1' };
    const { provider, calls } = setup({
      'GET /api/sequences/s1': { success: true, sequence: sequenceCard('s1'), steps: [step], error: null },
      'PUT /api/sequences/s1': { success: true, id: 's1', sequence: sequenceCard('s1', { name: 'Renamed' }), error: null },
    });
    const one = await provider.getOne('sequences', { id: 's1' });
    expect(one.data).toMatchObject({ id: 's1', steps: [step] });
    const updated = await provider.update('sequences', { id: 's1', data: { name: 'Renamed' }, previousData: one.data });
    expect(updated.data.name).toBe('Renamed');
    expect(sentBody(calls()[1]?.init)).toEqual({ name: 'Renamed' });
  });

  it("rejects a name conflict with the holder's id in the error body", async () => {
    const { provider } = setup({
      'POST /api/sequences': json({ success: false, error: 'name_conflict', message: 'A sequence with this name already exists', error_code: 'name_conflict', existing: { id: 'held' } }, 409),
    });
    const error: unknown = await provider.create('sequences', { data: { name: 'Spring' } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).body).toMatchObject({ existing: { id: 'held' } });
  });

  it('deletes with force and reason from meta, and without force by default', async () => {
    const { provider, calls } = setup({ 'DELETE /api/sequences/s1': new Response(null, { status: 204 }) });
    await provider.delete('sequences', { id: 's1', previousData: sequenceCard('s1') });
    await provider.delete('sequences', { id: 's1', previousData: sequenceCard('s1'), meta: { force: true, reason: 'sequence_deleted' } });
    expect(sentBody(calls()[0]?.init)).toEqual({ force: false });
    expect(sentBody(calls()[1]?.init)).toEqual({ force: true, reason: 'sequence_deleted' });
  });

  it('changes the state through the v1 route and duplicates', async () => {
    const { provider, calls } = setup({
      'PATCH /api/v1/sequences/s1/state': { success: true, idempotent: true, sequence: sequenceCard('s1', { state: 'paused' }) },
      'POST /api/sequences/s1/duplicate': { success: true, id: 'c1', sequence: sequenceCard('c1', { name: 'Sequence s1 (Copy)' }), error: null },
    });
    const answer = await provider.changeSequenceState('s1', { state: 'paused', updated_at: '2026-11-20T10:00:00.000Z' });
    expect(answer).toMatchObject({ idempotent: true, sequence: { state: 'paused' } });
    expect(sentBody(calls()[0]?.init)).toEqual({ state: 'paused', updated_at: '2026-11-20T10:00:00.000Z' });
    expect((await provider.duplicateSequence('s1')).name).toBe('Sequence s1 (Copy)');
  });
});
