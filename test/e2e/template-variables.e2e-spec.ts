import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { ContactFlagsService } from 'src/modules/contacts/contact-flags.service';
import { TemplatesDemoSeeder } from 'src/modules/templates/demo/templates-demo.seeder';
import { MergeVariablesService } from 'src/modules/templates/variables/merge-variables.service';
import { startTestApp, type TestApp } from '../utils/test-app';

interface Variable {
  key: string;
  label: string;
  group: string;
  example: string;
}
interface Catalogue {
  success: boolean;
  data: { groups: { name: string; items: Variable[] }[] };
}
interface ExampleContact {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  name: string;
}

const COMPANY = { COMPANY_NAME: 'Lone Star Movers', COMPANY_ADDRESS: '1 Main St, Austin, TX 78701', COMPANY_PHONE: '(512) 555-0188', COMPANY_TIMEZONE: 'America/Chicago' };

describe('Template merge variables, example data and example contacts', () => {
  let t: TestApp;
  let db: DataSource;
  let bearer: Record<string, string>;

  const get = async <T>(path: string): Promise<{ status: number; body: T }> => {
    const response = await fetch(`${t.url}${path}`, { headers: bearer });
    return { status: response.status, body: (await response.json()) as T };
  };
  const examplesOf = async (): Promise<Record<string, string>> => {
    const { body } = await get<Catalogue>('/api/templates/variables');
    return Object.fromEntries(body.data.groups.flatMap((group) => group.items.map((item) => [item.key, item.example])));
  };
  const postLead = async (body: Record<string, unknown>): Promise<string> => {
    const response = await fetch(`${t.url}/api/leads`, { method: 'POST', headers: { 'content-type': 'application/json', ...bearer }, body: JSON.stringify(body) });
    expect(response.status).toBe(201);
    const { opportunity_id } = (await response.json()) as { opportunity_id: string };
    return ((await db.query(`SELECT contact_id FROM opportunities WHERE id = $1`, [opportunity_id])) as { contact_id: string }[])[0].contact_id;
  };

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api', ...COMPANY });
    db = t.app.get(DataSource);
    bearer = { authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email: 'dana.sender@movingco.example', days: 1 })).token}` };
  });
  afterAll(() => t.close());

  it('should answer the four groups with the merge keys, fixed examples on an empty database, the sender and the company', async () => {
    const { status, body } = await get<Catalogue>('/api/templates/variables');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.groups.map((group) => group.name)).toEqual(['Contact', 'Move / Opportunity', 'Sender / Company', 'Dates']);
    const keys = Object.fromEntries(body.data.groups.map((group) => [group.name, group.items.map((item) => item.key)]));
    expect(keys).toEqual({
      Contact: ['firstName', 'lastName', 'fullName', 'customerName', 'email', 'phone'],
      'Move / Opportunity': ['trackingNumber', 'moveDate', 'originAddress', 'destinationAddress', 'moveSize', 'estimatedRevenue', 'status'],
      'Sender / Company': ['senderName', 'senderEmail', 'companyName', 'companyPhone', 'companyAddress', 'companyLogoUrl'],
      Dates: ['currentDate', 'currentDateLong', 'currentTime', 'currentDayOfWeek', 'currentMonth', 'currentYear'],
    });
    for (const group of body.data.groups) {
      for (const item of group.items) {
        expect(item).toEqual({ key: item.key, label: expect.any(String), group: group.name, example: expect.any(String) });
        expect(item.example).not.toBe('');
      }
    }
    const examples = await examplesOf();
    expect(examples).toMatchObject({
      firstName: 'Maria',
      trackingNumber: 'Q2G-104233',
      senderEmail: 'dana.sender@movingco.example',
      companyName: 'Lone Star Movers',
      companyAddress: '1 Main St, Austin, TX 78701',
      companyPhone: '(512) 555-0188',
      companyLogoUrl: `${t.url}/media/brand/logo.png`,
      currentYear: String(new Date().getFullYear()),
    });
    expect(examples.currentDate).toMatch(/^\d{1,2}\/\d{1,2}\/\d{4}$/);
    expect(examples.currentDayOfWeek).toMatch(/day$/);
  });

  it('should take the examples from the most recent opportunity with a contact, keeping fixed ones for blank fields', async () => {
    await postLead({ tracking_number: 'VAR-OLD', customer_name: 'Old Person', customer_email: 'old.person@movers-mail.com', lead_source: 'manual' });
    await postLead({
      tracking_number: 'VAR-NEW',
      customer_name: 'Jordan Reyes',
      customer_email: 'jordan.reyes@movers-mail.com',
      customer_phone: '(512) 555-0177',
      move_date: '2027-03-14',
      origin_address: '500 Oak St, Austin, TX 78701',
      destination_address: '12 Pine Rd, Denver, CO 80202',
      estimated_revenue: 3150.5,
      lead_source: 'manual',
    });
    expect(await examplesOf()).toMatchObject({
      firstName: 'Jordan',
      lastName: 'Reyes',
      fullName: 'Jordan Reyes',
      email: 'jordan.reyes@movers-mail.com',
      phone: '+15125550177',
      trackingNumber: 'VAR-NEW',
      moveDate: '3/14/2027',
      originAddress: '500 Oak St, Austin, TX 78701',
      destinationAddress: '12 Pine Rd, Denver, CO 80202',
      estimatedRevenue: '$3,150.50',
      moveSize: '2 Bedroom Apartment',
    });
  });

  it('should build the merge source of a contact from its latest opportunity, the sender and the company', async () => {
    const contactId = await postLead({ tracking_number: 'VAR-SRC-1', customer_name: 'Kim Lee', customer_email: 'kim.lee@movers-mail.com', lead_source: 'manual' });
    await postLead({ tracking_number: 'VAR-SRC-2', customer_name: 'Kim Lee', customer_email: 'kim.lee@movers-mail.com', move_date: '2027-01-02', lead_source: 'manual' });
    const variables = t.app.get(MergeVariablesService);
    const source = await variables.buildSourceForContact(contactId, { name: 'Sam Seller', email: 'sam@movingco.example' });
    expect(source).toMatchObject({
      firstName: 'Kim',
      lastName: 'Lee',
      fullName: 'Kim Lee',
      email: 'kim.lee@movers-mail.com',
      trackingNumber: 'VAR-SRC-2',
      moveDate: '1/2/2027',
      moveSize: '',
      senderName: 'Sam Seller',
      senderEmail: 'sam@movingco.example',
      companyName: 'Lone Star Movers',
    });
    expect(Object.keys(source).sort()).toEqual(variables.variableKeys().filter((key) => !key.startsWith('current')).sort());
    expect((await variables.buildSourceForContact(contactId)).senderName).toBe('Lone Star Movers');
    await expect(variables.buildSourceForContact('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ code: 'TEMPLATE_CONTACT_NOT_FOUND' });
    await expect(variables.buildSourceForContact('nope')).rejects.toMatchObject({ code: 'TEMPLATE_CONTACT_NOT_FOUND' });
    expect((await variables.exampleSource()).trackingNumber).toBe('VAR-SRC-2');
  });

  it('should list example contacts that may be emailed and recent contacts, newest first', async () => {
    const ids: string[] = [];
    for (const n of [1, 2, 3, 4]) ids.unshift(await postLead({ tracking_number: `EX-${n}`, customer_name: `Example Person${n}`, customer_email: `example.${n}@movers-mail.com`, lead_source: 'manual' }));
    await t.app.get(ContactFlagsService).unsubscribe(ids[1]);
    await postLead({ tracking_number: 'EX-NOMAIL', customer_name: 'No Mail', customer_phone: '(512) 555-0100', lead_source: 'manual' });
    await postLead({ tracking_number: 'EX-PLACEHOLDER', customer_name: 'Place Holder', customer_email: 'no-email@placeholder.invalid', lead_source: 'manual' });

    const examples = await get<{ success: boolean; data: { contacts: ExampleContact[] } }>('/api/contacts/examples');
    expect(examples.status).toBe(200);
    expect(examples.body.success).toBe(true);
    const contacts = examples.body.data.contacts;
    expect(contacts.length).toBeLessThanOrEqual(10);
    expect(contacts.slice(0, 3).map((c) => c.id)).toEqual([ids[0], ids[2], ids[3]]);
    expect(contacts[0]).toEqual({ id: ids[0], first_name: 'Example', last_name: 'Person4', email: 'example.4@movers-mail.com', name: 'Example Person4' });
    expect(contacts.every((c) => c.email.includes('@') && !c.email.endsWith('.invalid'))).toBe(true);

    const recent = await get<{ success: boolean; contacts: ExampleContact[]; error: null }>('/api/contacts/recent?limit=3');
    expect(recent.status).toBe(200);
    expect(recent.body).toMatchObject({ success: true, error: null });
    expect(recent.body.contacts.map((c) => c.email)).toEqual(['no-email@placeholder.invalid', 'example.4@movers-mail.com', 'example.3@movers-mail.com']);
    expect(recent.body.contacts[0].name).toBe('Place Holder');
    for (const n of [5, 6, 7, 8]) await postLead({ tracking_number: `EX-${n}`, customer_name: `More Person${n}`, customer_email: `more.${n}@movers-mail.com`, lead_source: 'manual' });
    const [{ n: withEmail }] = (await db.query(`SELECT count(*)::int AS n FROM contacts WHERE email IS NOT NULL`)) as { n: number }[];
    expect(withEmail).toBeGreaterThan(10);
    const all = await get<{ contacts: ExampleContact[] }>('/api/contacts/recent');
    expect(all.body.contacts).toHaveLength(10);
    expect(all.body.contacts[0].email).toBe('more.8@movers-mail.com');
    expect((await get<{ data: { contacts: ExampleContact[] } }>('/api/contacts/examples')).body.data.contacts).toHaveLength(10);
    for (const bad of ['0', '51', 'abc', '2.5']) {
      const refused = await get<{ success: boolean; error_code: string; message: string }>(`/api/contacts/recent?limit=${bad}`);
      expect(refused).toMatchObject({ status: 400, body: { success: false, error_code: 'VALIDATION_FAILED', message: 'limit must be a whole number between 1 and 50' } });
    }
  });

  it('should seed the demo templates once, with merge tags, the logo and valid variables', async () => {
    const seeder = t.app.get(TemplatesDemoSeeder);
    expect(await seeder.isEmpty()).toBe(true);
    expect(await seeder.seed()).toBe('4 demo email templates');
    expect(await seeder.isEmpty()).toBe(false);
    expect(await seeder.seed()).toBe('0 demo email templates');
    const { body } = await get<{ data: { name: string; html: string; variables: string[]; owner_user_id: string | null }[] }>('/api/templates?include_body=true');
    expect(body.data.map((template) => template.name).sort()).toEqual(['Move date reminder', 'Quote follow-up', 'Review request', 'We tried to call you']);
    const known = new Set(t.app.get(MergeVariablesService).variableKeys());
    for (const template of body.data) {
      expect(template.html).toContain('<img src="{{companyLogoUrl}}"');
      expect(template.variables.length).toBeGreaterThan(3);
      expect(template.variables.filter((name) => !known.has(name))).toEqual([]);
    }
  });

  it('should require signing in', async () => {
    for (const path of ['/api/templates/variables', '/api/contacts/examples', '/api/contacts/recent']) {
      expect((await fetch(`${t.url}${path}`)).status).toBe(401);
    }
  });
});
