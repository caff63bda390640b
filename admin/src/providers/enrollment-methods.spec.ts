import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFetchMock, json, signedIn } from '../test/fetch-mock';
import { ApiError } from './api-error';
import { createDataProvider } from './data-provider';
import { createEnrollmentMethods } from './enrollment-methods';
import { createHttpClient } from './http-client';
import { Session } from './session';

const setup = (routes: Parameters<typeof createFetchMock>[0]) => {
  const { fetchMock, calls } = createFetchMock({ 'GET /auth/status': signedIn(), ...routes });
  vi.stubGlobal('fetch', fetchMock);
  const session = new Session({ apiBaseUrl: '', statusTimeoutMs: 10_000 });
  const httpClient = createHttpClient({ session, timeoutMs: 20_000 });
  const wait = vi.fn(() => Promise.resolve());
  const apiCalls = () => calls.filter((call) => call.path !== '/auth/status');
  return {
    provider: createDataProvider({ apiBaseUrl: '', httpClient }),
    enrollment: createEnrollmentMethods({ apiBaseUrl: '', httpClient, wait }),
    calls: apiCalls,
    wait,
  };
};

const query = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);
const sentBody = (init: RequestInit | undefined): unknown => JSON.parse(String(init?.body));
const busy = () => json({ success: false, error: 'CONTACTS_BUSY', message: 'Contacts are busy', error_code: 'CONTACTS_BUSY' }, 503);
const contactsAnswer = { success: true, items: [{ id: 'c1', name: 'Ann Lee' }], contacts: [], total: 1, has_more: false, next_offset: null, offset: 0, limit: 50, total_exact: true };
const contactParams = (filter: Record<string, unknown>) => ({
  filter,
  pagination: { page: 2, perPage: 50 },
  sort: { field: 'created_at', order: 'DESC' as const },
});

afterEach(() => vi.unstubAllGlobals());

describe('enrollment resources', () => {
  it('lists the rules of the sequence named by filter.sequence_id and creates a rule', async () => {
    const rule = { id: 'r1', name: 'Spring', status: 'draft' };
    const { provider, calls } = setup({
      'GET /api/enrollment/sequences/s1/rules': { success: true, rules: [rule] },
      'POST /api/enrollment/rules': { success: true, rule: { ...rule, id: 'r2' } },
    });
    await expect(provider.getList('enrollment-rules', { filter: { sequence_id: 's1' } })).resolves.toEqual({ data: [rule], total: 1 });
    const created = await provider.create('enrollment-rules', { data: { sequence_id: 's1', name: 'Spring', start_date: '2026-12-01' } });
    expect(created.data.id).toBe('r2');
    expect(sentBody(calls()[1]?.init)).toEqual({ sequence_id: 's1', name: 'Spring', start_date: '2026-12-01' });
  });

  it('edits a rule with PUT /api/enrollment/rules/{id}, leaving the sequence out of the body', async () => {
    const { provider, calls } = setup({ 'PUT /api/enrollment/rules/r1': { success: true, rule: { id: 'r1', name: 'Autumn', status: 'paused' } } });
    const updated = await provider.update('enrollment-rules', { id: 'r1', data: { sequence_id: 's1', name: 'Autumn', start_date: '2026-09-01' }, previousData: { id: 'r1' } });
    expect(updated.data).toEqual({ id: 'r1', name: 'Autumn', status: 'paused' });
    expect(calls()[0]?.init?.method).toBe('PUT');
    expect(sentBody(calls()[0]?.init)).toEqual({ name: 'Autumn', start_date: '2026-09-01' });
  });

  it('lists 20 recent enrollments with the total', async () => {
    const { provider, calls } = setup({
      'GET /api/enrollment/sequences/s1/enrollments': { success: true, enrollments: [{ id: 'e1' }], total: 7 },
    });
    const answer = await provider.getList('sequence-enrollments', { filter: { sequence_id: 's1' }, pagination: { page: 1, perPage: 20 } });
    expect(answer).toEqual({ data: [{ id: 'e1' }], total: 7 });
    expect(query(calls()[0]?.url ?? '')).toEqual({ limit: '20' });
  });

  it('sends the contact filters, sort and offset, leaving a one-character search out', async () => {
    const { provider, calls } = setup({ 'GET /api/contacts': contactsAnswer });
    const answer = await provider.getList('contacts', contactParams({ q: ' a ', consent_status: 'opted_in', not_enrolled_in_sequence: 's1', min_lead_score: 10 }));
    expect(answer.data).toHaveLength(1);
    expect(answer.pageInfo?.hasNextPage).toBe(false);
    expect(query(calls()[0]?.url ?? '')).toEqual({
      consent_status: 'opted_in', not_enrolled_in_sequence: 's1', min_lead_score: '10', sort: 'created_at', order: 'desc', limit: '50', offset: '50',
    });
  });
});

describe('contacts retries', () => {
  it('asks a busy list again, waiting 800 ms times the attempt', async () => {
    let attempts = 0;
    const { enrollment, wait } = setup({ 'GET /api/contacts': () => (++attempts < 3 ? busy() : json(contactsAnswer)) });
    const answer = await enrollment.resources.contacts?.getList?.(contactParams({ q: 'ann' }));
    expect(answer?.data).toHaveLength(1);
    expect(wait.mock.calls).toEqual([[800], [1600]]);
  });

  it('gives up after 3 attempts', async () => {
    const { enrollment, calls } = setup({ 'GET /api/contacts': () => busy() });
    await expect(enrollment.resources.contacts?.getList?.(contactParams({}))).rejects.toBeInstanceOf(ApiError);
    expect(calls()).toHaveLength(3);
  });

  it('drops the not-enrolled filter after a server error and says so', async () => {
    const { enrollment, calls } = setup({
      'GET /api/contacts': ({ url }: { url: string }) => (url.includes('not_enrolled_in_sequence') ? json({ success: false, error: 'boom' }, 500) : json(contactsAnswer)),
    });
    const answer = await enrollment.resources.contacts?.getList?.(contactParams({ not_enrolled_in_sequence: 's1' }));
    expect(answer?.meta).toEqual({ eligibleFilterDropped: true });
    expect(calls()).toHaveLength(2);
  });

  it('does not retry other failures', async () => {
    const { enrollment, calls } = setup({ 'GET /api/contacts': () => json({ success: false, error: 'bad' }, 400) });
    await expect(enrollment.resources.contacts?.getList?.(contactParams({}))).rejects.toThrow('bad');
    expect(calls()).toHaveLength(1);
  });
});

describe('enrollment custom methods', () => {
  it('changes a rule status, previews 50 contacts, cancels, unenrolls and assigns', async () => {
    const preview = { total_eligible: 3, daily_projection: 1, days_remaining: 3, contacts: [] };
    const assigned = { assigned_count: 1, skipped_count: 0, skippedReasons: {}, enrollment_ids: ['e9'], exclusions_csv: null };
    const { provider, calls } = setup({
      'POST /api/enrollment/rules/r1/pause': { success: true, rule: { id: 'r1', status: 'paused' } },
      'POST /api/enrollment/rules/r1/preview': { success: true, preview },
      'POST /api/enrollment/enrollments/e1/cancel': { success: true },
      'POST /api/enrollment/sequences/s1/enrollments/bulk-unenroll': { success: true, unenrolled: 2 },
      'POST /api/enrollment/sequences/s1/manual-assign': { success: true, ...assigned },
      'GET /api/sequences/s1/analytics/summary': { success: true, metrics: { total_lifetime: 4 }, active_runs: [], funnel_metrics: {} },
    });
    await expect(provider.changeRuleStatus('r1', 'pause')).resolves.toMatchObject({ status: 'paused' });
    await expect(provider.previewRule('r1')).resolves.toEqual(preview);
    await provider.cancelEnrollment('e1');
    await expect(provider.bulkUnenroll('s1', ['e1', 'e2'])).resolves.toBe(2);
    await expect(provider.manualAssign('s1', { contact_ids: ['c1'], start_step: 1 })).resolves.toMatchObject(assigned);
    await expect(provider.getSequenceAnalyticsSummary('s1')).resolves.toMatchObject({ metrics: { total_lifetime: 4 } });
    const sent = calls();
    expect(sentBody(sent[1]?.init)).toEqual({ limit: 50 });
    expect(sentBody(sent[3]?.init)).toEqual({ enrollment_ids: ['e1', 'e2'] });
    expect(sentBody(sent[4]?.init)).toEqual({ contact_ids: ['c1'], start_step: 1 });
  });

  it('rejects a refused status change with the server text', async () => {
    const { provider } = setup({
      'POST /api/enrollment/rules/r1/start': json({ success: false, error: 'Cannot start a rule that is stopped', error_code: 'RULE_INVALID_TRANSITION' }, 409),
    });
    await expect(provider.changeRuleStatus('r1', 'start')).rejects.toMatchObject({ status: 409, errorCode: 'RULE_INVALID_TRANSITION' });
  });
});
