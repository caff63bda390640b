import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { startTestApp, type TestApp } from '../utils/test-app';
import { leadApi } from './support/lead-api';

/**
 * Refund claims per lead provider and month: duplicates of an earlier lead (not those staff marked "not a
 * duplicate"), leads whose call reached a wrong number, and leads with placeholder contact data, with the evidence,
 * as a summary and as a CSV per provider. Months are calendar months of the company timezone (New York here).
 */
describe('Lead refund claims: GET /api/reports/lead-refunds', () => {
  let t: TestApp;
  let db: DataSource;
  let bearer: Record<string, string> = {};

  const { send, post, get } = leadApi(() => ({ url: t.url, headers: bearer }));
  const receivedAt = (tracking: string, at: string) => db.query(`UPDATE opportunities SET created_at = $2 WHERE tracking_number = $1`, [tracking, at]);

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api', COMPANY_TIMEZONE: 'America/New_York' });
    db = t.app.get(DataSource);
    bearer = { authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email: 'refunds.bot@movingco.example', days: 1 })).token}` };

    // October 31, 10 pm in New York is already November 1 in UTC: it belongs to October's report.
    await post({ tracking_number: 'MOV-1', provider: 'Moving.com', customer_name: 'Rob Smith', customer_email: 'rob.smith@gmail.com', customer_phone: '(512) 867-5309' });
    await receivedAt('MOV-1', '2026-11-01T02:00:00Z');
    await post({ tracking_number: 'HAH-1', provider: 'HireAHelper', customer_name: 'Bob Smith', customer_email: 'robsmith+quotes@gmail.com' });
    await receivedAt('HAH-1', '2026-11-03T15:00:00Z');
    const wrong = await post({ tracking_number: 'HAH-2', provider: 'HireAHelper', customer_name: 'Ann Lee', customer_phone: '(737) 201-9944' });
    await receivedAt('HAH-2', '2026-11-10T15:00:00Z');
    expect((await send('/api/record-call-outcome', { opportunity_id: wrong, agent: 'Kim Agent', phone_number: '(737) 201-9944', outcome: 'wrong_number' })).status).toBeLessThan(300);
    await post({ tracking_number: 'HAH-3', provider: 'HireAHelper', customer_name: 'Joe Park', customer_phone: '000-000-0000', customer_email: 'joe.park@home.example' });
    await receivedAt('HAH-3', '2026-11-12T15:00:00Z');
    await post({ tracking_number: 'HAH-4', provider: 'HireAHelper', customer_name: 'Good Lead', customer_email: 'good.lead@home.example' });
    await receivedAt('HAH-4', '2026-11-20T15:00:00Z');
    // A pair staff dismissed is no claim. HAH-5 shares MOV-1's phone, and through MOV-1's mailbox it is chained to
    // HAH-1; saying it is not MOV-1 takes the chain away with it.
    await post({ tracking_number: 'HAH-5', provider: 'HireAHelper', customer_name: 'Rob Smith', customer_phone: '512.867.5309' });
    await receivedAt('HAH-5', '2026-11-21T15:00:00Z');
    const pairsOfFive = async () =>
      (await db.query(
        `SELECT e.tracking_number AS earlier, d.reasons, d.status FROM opportunity_duplicates d
           JOIN opportunities o ON o.id = d.opportunity_id JOIN opportunities e ON e.id = d.duplicate_of_id
          WHERE o.tracking_number = 'HAH-5' ORDER BY e.tracking_number`,
      )) as { earlier: string; reasons: string[]; status: string }[];
    expect(await pairsOfFive()).toEqual([
      { earlier: 'HAH-1', reasons: ['contact_chain'], status: 'open' },
      { earlier: 'MOV-1', reasons: ['phone'], status: 'open' },
    ]);
    const [{ id: pairId }] = (await db.query(
      `SELECT d.id FROM opportunity_duplicates d JOIN opportunities o ON o.id = d.opportunity_id JOIN opportunities e ON e.id = d.duplicate_of_id
        WHERE o.tracking_number = 'HAH-5' AND e.tracking_number = 'MOV-1'`,
    )) as { id: string }[];
    expect((await send(`/api/opportunities/duplicates/${pairId}/not-duplicate`, {})).status).toBe(200);
    expect((await pairsOfFive()).map((pair) => pair.status)).toEqual(['dismissed', 'dismissed']);
    expect(await db.query(`SELECT duplicate_state FROM opportunities WHERE tracking_number = 'HAH-5'`)).toEqual([{ duplicate_state: null }]);
  });
  afterAll(() => t.close());

  it('should count each provider\u2019s leads of the month and those that may be claimed back, by reason', async () => {
    const november = await get('/api/reports/lead-refunds?month=2026-11');
    expect(november.status).toBe(200);
    expect(await november.json()).toEqual({
      success: true, month: '2026-11',
      providers: [{ provider: 'HireAHelper', leads: 5, claimable: 3, duplicates: 1, wrong_numbers: 1, placeholder_contact: 1 }],
    });
    expect(((await (await get('/api/reports/lead-refunds?month=2026-10')).json()) as { providers: unknown[] }).providers)
      .toEqual([{ provider: 'Moving.com', leads: 1, claimable: 0, duplicates: 0, wrong_numbers: 0, placeholder_contact: 0 }]);
  });

  it('should export one provider\u2019s claims of the month as CSV with the evidence', async () => {
    const response = await get('/api/reports/lead-refunds/export?month=2026-11&provider=HireAHelper');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="lead-refunds-HireAHelper-2026-11.csv"');
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe('provider,tracking_number,received_at,customer_name,claim_reasons,duplicate_of_tracking_number,duplicate_of_source,duplicate_of_received_at,days_apart,match_reasons,match_score,wrong_number_called_at,wrong_number_dialled,wrong_number_agent,phone_as_given,phone_problem,email_as_given,email_problem');
    expect(lines.slice(1, -1)).toEqual([
      'HireAHelper,HAH-1,2026-11-03T10:00:00-05:00,Bob Smith,duplicate,MOV-1,Moving.com,2026-10-31T22:00:00-04:00,2,same email,0.95,,,,,,,',
      expect.stringMatching(/^HireAHelper,HAH-2,2026-11-10T10:00:00-05:00,Ann Lee,wrong number,,,,,,,\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[-+]\d\d:\d\d,\(737\) 201-9944,Kim Agent,,,,$/),
      'HireAHelper,HAH-3,2026-11-12T10:00:00-05:00,Joe Park,placeholder phone,,,,,,,,,,000-000-0000,placeholder,,',
    ]);
    expect(lines.at(-1)).toBe('');
    const none = await get('/api/reports/lead-refunds/export?month=2026-11&provider=Unknown%20Site');
    expect((await none.text()).split('\r\n').slice(1)).toEqual(['']);
  });

  it('should answer 400 for a malformed month or a missing provider', async () => {
    const month = await get('/api/reports/lead-refunds?month=2026-13');
    expect(month.status).toBe(400);
    expect(await month.json()).toMatchObject({ success: false, error_code: 'VALIDATION_FAILED', message: 'month must be a calendar month written yyyy-MM (years 1900 to 2099)' });
    expect((await get('/api/reports/lead-refunds')).status).toBe(400);
    const provider = await get('/api/reports/lead-refunds/export?month=2026-11');
    expect(provider.status).toBe(400);
    expect(await provider.json()).toMatchObject({ success: false, error_code: 'VALIDATION_FAILED' });
  });
});
