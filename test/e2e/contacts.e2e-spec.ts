import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { ContactFlagsService } from 'src/modules/contacts/contact-flags.service';
import { ContactsService } from 'src/modules/contacts/contacts.service';
import { startTestApp, type TestApp } from '../utils/test-app';

describe('Contacts: one person behind every lead, and whether they may be emailed', () => {
  let t: TestApp;
  let db: DataSource;
  let contacts: ContactsService;
  let bearer: Record<string, string>;

  const postLead = async (body: Record<string, unknown>): Promise<string> => {
    const response = await fetch(`${t.url}/api/leads`, { method: 'POST', headers: { 'content-type': 'application/json', ...bearer }, body: JSON.stringify(body) });
    expect(response.status).toBe(201);
    return ((await response.json()) as { opportunity_id: string }).opportunity_id;
  };
  const contactOf = async (opportunityId: string): Promise<string> =>
    ((await db.query(`SELECT contact_id FROM opportunities WHERE id = $1`, [opportunityId])) as { contact_id: string }[])[0].contact_id;

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api' });
    db = t.app.get(DataSource);
    contacts = t.app.get(ContactsService);
    bearer = { authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email: 'contacts.bot@movingco.example', days: 1 })).token}` };
  });
  afterAll(() => t.close());

  it('should give two leads of the same person (email in any case) one contact, filling only its blanks', async () => {
    const first = await postLead({ tracking_number: 'CT-1', customer_name: 'Maria Lopez', customer_email: 'Maria.Lopez@Movers-Mail.com' });
    const second = await postLead({ tracking_number: 'CT-2', customer_name: 'M. Other', customer_email: 'maria.lopez@movers-mail.com', customer_phone: '(512) 555-0143' });
    const id = await contactOf(first);
    expect(await contactOf(second)).toBe(id);
    const contact = await contacts.findByEmail('MARIA.LOPEZ@movers-mail.com');
    expect(contact).toMatchObject({ id, firstName: 'Maria', lastName: 'Lopez', phone: '+15125550143' });
  });

  it('should match a lead without an email by phone', async () => {
    const withEmail = await postLead({ tracking_number: 'CT-3', customer_name: 'Sam Rivera', customer_email: 'sam.rivera@movers-mail.com', customer_phone: '512-555-0199' });
    const phoneOnly = await postLead({ tracking_number: 'CT-4', customer_name: 'Sam Rivera', customer_phone: '(512) 555-0199' });
    expect(await contactOf(phoneOnly)).toBe(await contactOf(withEmail));
  });

  it('should report sendability and keep the first unsubscribe and bounce', async () => {
    const id = await contactOf(await postLead({ tracking_number: 'CT-5', customer_name: 'Ada Park', customer_email: 'ada.park@movers-mail.com' }));
    expect(await contacts.sendability(id)).toMatchObject({ sendable: true, reasons: [], consent: 'unknown' });

    const flags = t.app.get(ContactFlagsService);
    await flags.unsubscribe(id);
    const { unsubscribedAt: first } = await contacts.sendability(id);
    await flags.unsubscribe(id);
    expect(await flags.markBounced(id)).toBe(true);
    expect(await flags.markBounced(id)).toBe(false);
    expect(await contacts.sendability(id)).toMatchObject({ sendable: false, reasons: ['opted_out', 'unsubscribed', 'bounced'], unsubscribedAt: first });

    const placeholder = await contactOf(await postLead({ tracking_number: 'CT-6', customer_name: 'No Mail', customer_email: 'no-email@placeholder.invalid' }));
    expect(await contacts.sendability(placeholder)).toMatchObject({ sendable: false, reasons: ['placeholder_email'] });
    await expect(contacts.sendability('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ code: 'CONTACT_NOT_FOUND' });
  });
});
