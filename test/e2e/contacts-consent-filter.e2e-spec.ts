import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { startTestApp, type TestApp } from '../utils/test-app';
import { type ContactRow, insertContact, sql } from './support/factories';

interface Page {
  success: boolean;
  items: { email: string; consent_status: string }[];
  total: number;
}

/**
 * The contacts list's consent filter `not_opted_out` (the Manual Assignment dialog's default): opted-in and unknown
 * contacts, never opted-out ones.
 */
describe('Contacts list: consent_status=not_opted_out', () => {
  let t: TestApp;
  let auth: Record<string, string> = {};

  const get = async (query: string): Promise<{ status: number; body: Page & { error_code?: string; message?: string } }> => {
    const response = await fetch(`${t.url}/api/contacts?${query}`, { headers: auth });
    return { status: response.status, body: (await response.json()) as Page & { error_code?: string; message?: string } };
  };

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api' });
    auth = { authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email: 'consent.staff@movingco.example', days: 1 })).token}` };
    const db = t.app.get(DataSource);
    for (const [i, consent] of (['opted_in', 'unknown', 'opted_out', 'unknown'] as ContactRow['consent_status'][]).entries()) {
      await insertContact(db, { first_name: 'Consent', email: `consent${i}.${consent}@example.org`, consent_status: consent, created_at: sql(`now() - interval '${i} hours'`) });
    }
  });
  afterAll(() => t.close());

  it('should list opted-in and unknown contacts and leave opted-out ones out', async () => {
    const { status, body } = await get('consent_status=not_opted_out');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, total: 3 });
    expect(body.items.map((item) => item.email)).toEqual(['consent0.opted_in@example.org', 'consent1.unknown@example.org', 'consent3.unknown@example.org']);
    expect((await get('consent_status=NOT_OPTED_OUT&q=unknown')).body.items.map((item) => item.consent_status)).toEqual(['unknown', 'unknown']);
    expect((await get('consent_status=opted_in')).body.total).toBe(1);
    expect((await get('')).body.total).toBe(4);
  });

  it('should still refuse an unknown consent filter with a 400 envelope', async () => {
    const { status, body } = await get('consent_status=opted_out_maybe');
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, error_code: 'VALIDATION_FAILED' });
    expect(body.message).toContain('consent_status must be one of opted_in, opted_out, unknown, not_opted_out');
  });
});
