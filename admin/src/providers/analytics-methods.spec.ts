import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFetchMock, json, signedIn } from '../test/fetch-mock';
import { ApiError } from './api-error';
import { createDataProvider } from './data-provider';
import { createHttpClient } from './http-client';
import { Session } from './session';

const setup = (routes: Parameters<typeof createFetchMock>[0]) => {
  const { fetchMock, calls } = createFetchMock({ 'GET /auth/status': signedIn(), ...routes });
  vi.stubGlobal('fetch', fetchMock);
  const session = new Session({ apiBaseUrl: '', statusTimeoutMs: 10_000 });
  const httpClient = createHttpClient({ session, timeoutMs: 20_000 });
  return { provider: createDataProvider({ apiBaseUrl: '', httpClient }), calls: () => calls.filter((c) => c.path !== '/auth/status') };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('analytics data provider methods', () => {
  it('reads each endpoint and resolves to its data wrapper', async () => {
    const velocity = { metrics: { total_opportunities: 1 }, daily_breakdown: [], timeframe: '30d' };
    const { provider, calls } = setup({
      'GET /api/opportunities/velocity': { success: true, data: velocity },
      'GET /api/opportunities/move-dates': { success: true, data: { metrics: { total_moves: 2 } } },
      'GET /api/opportunities/move-dates/calendar': { success: true, data: { month: '2027-02', days: [] } },
      'GET /api/opportunities/geographic': { success: true, data: { metrics: { total_states: 3 } } },
      'GET /status': { success: true, data: { total_synced: 4 } },
    });
    expect(await provider.getVelocity('30d')).toEqual(velocity);
    expect(await provider.getMoveDates()).toEqual({ metrics: { total_moves: 2 } });
    expect(await provider.getMoveDateCalendar('2027-02')).toEqual({ month: '2027-02', days: [] });
    expect(await provider.getGeographic()).toEqual({ metrics: { total_states: 3 } });
    expect(await provider.getStatistics()).toEqual({ total_synced: 4 });
    expect(calls().map((c) => c.url)).toEqual([
      '/api/opportunities/velocity?timeframe=30d',
      '/api/opportunities/move-dates',
      '/api/opportunities/move-dates/calendar?month=2027-02',
      '/api/opportunities/geographic',
      '/status',
    ]);
  });

  it('rejects with the error envelope as an ApiError', async () => {
    const { provider } = setup({
      'GET /api/opportunities/velocity': json({ success: false, error: 'Bad timeframe', message: 'timeframe must be one of 7d, 30d, 90d', error_code: 'VALIDATION_FAILED' }, 400),
      'GET /status': { success: false, error: 'Database unavailable' },
    });
    const refused = await provider.getVelocity('7d').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(400);
    const down = await provider.getStatistics().catch((e: unknown) => e);
    expect(down).toBeInstanceOf(ApiError);
    expect((down as ApiError).message).toBe('Database unavailable');
  });
});
