import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFetchMock, json, signedIn } from '../test/fetch-mock';
import { createDataProvider } from './data-provider';
import { createHttpClient } from './http-client';
import { Session } from './session';

const setup = (routes: Parameters<typeof createFetchMock>[0]) => {
  const { fetchMock, calls } = createFetchMock({ 'GET /auth/status': signedIn(), ...routes });
  vi.stubGlobal('fetch', fetchMock);
  const session = new Session({ apiBaseUrl: '', statusTimeoutMs: 10_000 });
  const httpClient = createHttpClient({ session, timeoutMs: 20_000 });
  return { provider: createDataProvider({ apiBaseUrl: '', httpClient }), calls: () => calls.filter((call) => call.path !== '/auth/status') };
};

const sentBody = (init: RequestInit | undefined): unknown => JSON.parse(String(init?.body));
const step = { id: 'st-1', step_order: 1, step_index: 0, type: 'email', template_id: 't1', delay_seconds: 0 };
const sendAnswer = { success: true, provider: 'smtp', from: 'Movers <no-reply@movers.example>', to: 'dana@movers.example', request_id: 'r-1', error: null, delivery_id: 'd1', subject: 'Hi', idempotent: false };

afterEach(() => vi.unstubAllGlobals());

describe('sequence designer methods', () => {
  it('reads the steps and saves the whole list', async () => {
    const { provider, calls } = setup({
      'GET /api/sequences/s1/steps/v3': { success: true, steps: [step] },
      'PUT /api/sequences/s1/steps/v3': { success: true, steps: [step, { ...step, id: 'st-2', step_order: 2 }] },
    });
    await expect(provider.getSequenceSteps('s1')).resolves.toEqual([step]);
    const input = [{ type: 'email' as const, template_id: 't1', delay_seconds: 0 }, { type: 'email' as const, template_id: null, delay_seconds: 3600 }];
    await expect(provider.saveSequenceSteps('s1', input)).resolves.toHaveLength(2);
    expect(calls()[1]?.method).toBe('PUT');
    expect(sentBody(calls()[1]?.init)).toEqual({ steps: input });
  });

  it('rejects a refused step save with the server problems', async () => {
    const { provider } = setup({
      'PUT /api/sequences/s1/steps/v3': json({ success: false, error: 'Invalid sequence', error_code: 'VALIDATION_ERROR', details: ['Step 1: template t9 does not exist'] }, 400),
    });
    await expect(provider.saveSequenceSteps('s1', [])).rejects.toMatchObject({ status: 400, details: ['Step 1: template t9 does not exist'] });
  });

  it('sends a test in the current and the older body', async () => {
    const { provider, calls } = setup({ 'POST /api/sequences/s1/test-send': sendAnswer });
    await expect(provider.testSendSequence('s1', { to_email: 'dana@movers.example', step_index: 0, test_mode: true })).resolves.toEqual(sendAnswer);
    await provider.testSendSequence('s1', { email: 'dana@movers.example', test_mode: false });
    expect(sentBody(calls()[0]?.init)).toEqual({ to_email: 'dana@movers.example', step_index: 0, test_mode: true });
    expect(sentBody(calls()[1]?.init)).toEqual({ email: 'dana@movers.example', test_mode: false });
  });

  it('rejects a recorded failed send and a refused one with their texts', async () => {
    let answer = json({ ...sendAnswer, success: false, error: 'Mailbox unavailable' });
    const { provider } = setup({ 'POST /api/sequences/s1/test-send': () => answer });
    await expect(provider.testSendSequence('s1', { to_email: 'a@movers.example', step_index: 0, test_mode: false })).rejects.toThrow('Mailbox unavailable');
    answer = json({ success: false, error: 'No template selected', message: 'No template selected', error_code: 'NO_TEMPLATE' }, 422);
    await expect(provider.testSendSequence('s1', { to_email: 'a@movers.example', step_index: 0, test_mode: false })).rejects.toMatchObject({ status: 422, errorCode: 'NO_TEMPLATE' });
  });

  it('reads the history, paging with before and limit', async () => {
    const event = { id: 'h1', type: 'created', summary: 'Created', actor: null, at: '2026-11-20T10:00:00Z', details: {} };
    const { provider, calls } = setup({ 'GET /api/sequences/s1/history': { success: true, events: [event] } });
    await expect(provider.getSequenceHistory('s1')).resolves.toEqual([event]);
    await provider.getSequenceHistory('s1', { before: '2026-11-20T10:00:00Z', limit: 20 });
    expect(calls()[0]?.url).toBe('/api/sequences/s1/history');
    expect(Object.fromEntries(new URL(calls()[1]?.url ?? '', 'http://x').searchParams)).toEqual({ before: '2026-11-20T10:00:00Z', limit: '20' });
  });
});
