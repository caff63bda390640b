import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFetchMock, json, signedIn } from '../test/fetch-mock';
import { createDataProvider } from './data-provider';
import { createHttpClient } from './http-client';
import { fileNameOf, refundFileName } from './refunds-methods';
import { Session } from './session';

const setup = (routes: Parameters<typeof createFetchMock>[0]) => {
  const { fetchMock, calls } = createFetchMock({ 'GET /auth/status': signedIn('staff'), ...routes });
  vi.stubGlobal('fetch', fetchMock);
  const session = new Session({ apiBaseUrl: '', statusTimeoutMs: 10_000 });
  const httpClient = createHttpClient({ session, timeoutMs: 20_000 });
  return { provider: createDataProvider({ apiBaseUrl: '', httpClient }), calls: () => calls.filter((call) => call.path !== '/auth/status') };
};

const ROW = { provider: 'HireAHelper', leads: 40, claimable: 6, duplicates: 3, wrong_numbers: 2, placeholder_contact: 1 };
const CSV = 'tracking_number,reasons\nHAH-123,duplicate\n';

afterEach(() => vi.unstubAllGlobals());

describe('lead refund calls', () => {
  it("reads a month's report", async () => {
    const { provider, calls } = setup({ 'GET /api/reports/lead-refunds': { success: true, month: '2026-11', providers: [ROW] } });
    await expect(provider.getLeadRefunds('2026-11')).resolves.toEqual({ month: '2026-11', providers: [ROW] });
    const [call] = calls();
    expect(new URL(call!.url, 'http://localhost').searchParams.get('month')).toBe('2026-11');
    expect(call!.init?.credentials).toBe('include');
  });

  it("rejects a refused month with the server's message", async () => {
    const message = 'month must be a calendar month written yyyy-MM (years 1900 to 2099)';
    const { provider } = setup({ 'GET /api/reports/lead-refunds': json({ success: false, message, error_code: 'VALIDATION_ERROR' }, 400) });
    await expect(provider.getLeadRefunds('2026-13')).rejects.toMatchObject({ status: 400, message });
  });

  it("downloads a provider's CSV with the session, under the server's file name", async () => {
    const { provider, calls } = setup({
      'GET /api/reports/lead-refunds/export': () =>
        new Response(CSV, { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="lead-refunds-Hire-A-Helper-2026-11.csv"' } }),
    });
    await expect(provider.exportLeadRefunds('2026-11', 'Hire A Helper')).resolves.toEqual({ csv: CSV, fileName: 'lead-refunds-Hire-A-Helper-2026-11.csv' });
    const [call] = calls();
    const url = new URL(call!.url, 'http://localhost');
    expect(url.pathname).toBe('/api/reports/lead-refunds/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({ month: '2026-11', provider: 'Hire A Helper' });
    expect(call!.init?.credentials).toBe('include');
  });

  it('names the file itself when the answer does not say', async () => {
    const { provider } = setup({ 'GET /api/reports/lead-refunds/export': () => new Response(CSV, { headers: { 'Content-Type': 'text/csv' } }) });
    await expect(provider.exportLeadRefunds('2026-11', 'Moving Leads & Co')).resolves.toEqual({ csv: CSV, fileName: 'lead-refunds-Moving-Leads-Co-2026-11.csv' });
  });

  it("rejects a failed download with the server's message", async () => {
    const { provider } = setup({ 'GET /api/reports/lead-refunds/export': json({ success: false, message: 'provider is required', error_code: 'VALIDATION_ERROR' }, 400) });
    await expect(provider.exportLeadRefunds('2026-11', '')).rejects.toMatchObject({ status: 400, message: 'provider is required' });
  });
});

describe('refund file names', () => {
  it('reads the plain and the encoded name of a Content-Disposition header', () => {
    expect(fileNameOf('attachment; filename="lead-refunds-HireAHelper-2026-11.csv"')).toBe('lead-refunds-HireAHelper-2026-11.csv');
    expect(fileNameOf('attachment; filename=report.csv')).toBe('report.csv');
    expect(fileNameOf("attachment; filename=\"x.csv\"; filename*=UTF-8''lead%20refunds.csv")).toBe('lead refunds.csv');
    expect(fileNameOf('attachment; filename="../../etc/passwd"')).toBe('..-..-etc-passwd');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });

  it("falls back to the server's pattern", () => {
    expect(refundFileName('HireAHelper', '2026-11')).toBe('lead-refunds-HireAHelper-2026-11.csv');
    expect(refundFileName('***', '2026-11')).toBe('lead-refunds-provider-2026-11.csv');
  });
});
