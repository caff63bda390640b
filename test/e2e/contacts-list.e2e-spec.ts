import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { startTestApp, type TestApp } from '../utils/test-app';
import { type ContactRow, insertContact, insertContacts, insertOpportunities, insertRuns, insertSequences, sql } from './support/factories';

interface Item {
  id: string;
  contact_uuid: string;
  uuid: string;
  name: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  company: string | null;
  phone: string | null;
  origin_city: string | null;
  origin_state: string | null;
  timezone: string | null;
  destination_city: string | null;
  destination_state: string | null;
  tracking_number: string | null;
  enrollment_count: number;
  previous_enrollments: number;
  source: string;
  lifecycle_stage: string;
  consent_status: string;
  lead_score: number;
  created_at: string;
  updated_at: string;
}
interface Page {
  success: boolean;
  items: Item[];
  contacts: Item[];
  total: number;
  total_exact: boolean;
  next_offset: number | null;
  has_more: boolean;
}
interface Refusal {
  success: false;
  error_code: string;
  message: string;
  details?: unknown[];
}

interface Seeded {
  first: string | null;
  last: string | null;
  email: string | null;
  company?: string;
  phone?: string;
  stage?: ContactRow['lifecycle_stage'];
  consent?: ContactRow['consent_status'];
  score?: number;
  source?: string;
  daysAgo: number;
}

const PEOPLE: Seeded[] = [
  { first: 'Maria', last: 'Lopez', email: 'maria.lopez@movers-mail.com', company: 'Lopez Freight', phone: '+15125550143', stage: 'sql', consent: 'opted_in', score: 80, source: 'web_form', daysAgo: 1 },
  { first: 'Mark', last: 'Stone', email: 'mark.stone@example.org', company: 'Acme Movers', phone: '+13055550100', stage: 'lead', consent: 'opted_in', score: 20, daysAgo: 2 },
  { first: 'Ann', last: 'Marlow', email: 'ann@marlow-logistics.com', company: 'Zeta Co', stage: 'mql', consent: 'unknown', score: 55, source: 'manual', daysAgo: 3 },
  { first: 'Bob', last: 'Quinn', email: 'bob.quinn@example.org', stage: 'customer', consent: 'opted_out', score: 95, daysAgo: 4 },
  { first: 'Maria', last: 'Placeholder', email: 'maria@placeholder.invalid', stage: 'sql', consent: 'opted_in', score: 90, daysAgo: 5 },
  { first: 'Maria', last: 'Bare', email: 'maria@invalid', daysAgo: 6 },
  { first: 'Maria', last: 'Nomail', email: null, phone: '+15125550199', daysAgo: 7 },
  { first: 'Maria', last: 'Blank', email: '', daysAgo: 8 },
];

describe('GET /api/contacts: the Manual Assignment contacts list', () => {
  let t: TestApp;
  let db: DataSource;
  let bearer: Record<string, string>;
  const ids = new Map<string, string>();

  const get = async <T>(path: string): Promise<{ status: number; body: T }> => {
    const response = await fetch(`${t.url}${path}`, { headers: bearer });
    return { status: response.status, body: (await response.json()) as T };
  };
  const emails = (page: Page): string[] => page.items.map((item) => item.email);

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api', DB_STATEMENT_TIMEOUT_MS: '1500', DB_LOCK_TIMEOUT_MS: '30000' });
    db = t.app.get(DataSource);
    bearer = { authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email: 'assign.bot@movingco.example', days: 1 })).token}` };
    for (const person of PEOPLE) {
      const at = sql(`now() - make_interval(days => ${person.daysAgo})`);
      const row = await insertContact(db, {
        first_name: person.first, last_name: person.last, email: person.email, company: person.company ?? null, phone: person.phone ?? null, lifecycle_stage: person.stage ?? 'lead',
        consent_status: person.consent ?? 'unknown', lead_score: person.score ?? 0, source: person.source ?? 'email', origin_city: 'Austin', origin_state: 'TX', created_at: at, updated_at: at,
      });
      ids.set(`${person.first} ${person.last}`, row.id);
    }
    const maria = ids.get('Maria Lopez');
    await insertOpportunities(db, [
      { tracking_number: 'CL-OLD', contact_id: maria, origin_city: 'Dallas', origin_state: 'TX', destination_city: 'Reno', destination_state: 'NV', created_at: sql("now() - interval '3 days'") },
      { tracking_number: 'CL-NEW', contact_id: maria, origin_city: 'Miami', origin_state: 'FL', destination_city: 'Denver', destination_state: 'CO', created_at: sql("now() - interval '1 day'") },
    ]);
  });
  afterAll(() => t.close());

  it('should list contacts with a real email, newest first, with the raw fields and the latest opportunity route', async () => {
    const { status, body } = await get<Page>('/api/contacts');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, total: 4, total_exact: true, has_more: false, next_offset: null });
    expect(emails(body)).toEqual(['maria.lopez@movers-mail.com', 'mark.stone@example.org', 'ann@marlow-logistics.com', 'bob.quinn@example.org']);
    expect(body.contacts).toEqual(body.items);
    const [maria, mark] = body.items;
    expect(maria).toMatchObject({
      id: ids.get('Maria Lopez'), name: 'Maria Lopez', first_name: 'Maria', last_name: 'Lopez', company: 'Lopez Freight', phone: '+15125550143',
      origin_city: 'Miami', origin_state: 'FL', destination_city: 'Denver', destination_state: 'CO', tracking_number: 'CL-NEW',
      source: 'web_form', lifecycle_stage: 'sql', consent_status: 'opted_in', lead_score: 80,
    });
    // The zone sends respect, derived from the contact's own state (all four live in Texas) when none is stored.
    expect(body.items.map((item) => item.timezone)).toEqual(['America/Chicago', 'America/Chicago', 'America/Chicago', 'America/Chicago']);
    expect(maria.contact_uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(maria.uuid).toBe(maria.contact_uuid);
    expect(new Date(maria.created_at).getTime()).toBeGreaterThan(new Date(mark.created_at).getTime());
    // No opportunity: the contact's own route.
    expect(mark).toMatchObject({ origin_city: 'Austin', origin_state: 'TX', destination_city: null, destination_state: null, tracking_number: null });
  });

  it('should search from 2 characters over name, email, company and phone, and ignore a shorter term', async () => {
    const search = async (q: string): Promise<string[]> => emails((await get<Page>(`/api/contacts?q=${encodeURIComponent(q)}`)).body);
    expect(await search('maria lopez')).toEqual(['maria.lopez@movers-mail.com']);
    expect(await search('MAR')).toEqual(['maria.lopez@movers-mail.com', 'mark.stone@example.org', 'ann@marlow-logistics.com']);
    expect(await search('acme')).toEqual(['mark.stone@example.org']);
    expect(await search('marlow-log')).toEqual(['ann@marlow-logistics.com']);
    expect(await search('(512) 555-0143')).toEqual(['maria.lopez@movers-mail.com']);
    expect(await search('5550100')).toEqual(['mark.stone@example.org']);
    expect(await search('qu')).toEqual(['bob.quinn@example.org']);
    // Two characters match the start of a word (a name, an address part, a company word), not the middle of one.
    expect(await search('lo')).toEqual(['maria.lopez@movers-mail.com', 'ann@marlow-logistics.com']);
    expect(await search('op')).toEqual([]);
    expect(await search('ope')).toEqual(['maria.lopez@movers-mail.com']);
    expect(await search('100%')).toEqual([]);
    // One character (after trimming) is not a search: everything listable comes back.
    const short = await get<Page>('/api/contacts?q=%20m%20');
    expect(short.body.total).toBe(4);
    // Placeholder and email-less contacts stay out of searches too.
    expect(await search('placeholder')).toEqual([]);
    expect(await search('nomail')).toEqual([]);
    expect(await search('5550199')).toEqual([]);
  });

  it('should answer the older search form the same way', async () => {
    const { status, body } = await get<Page>('/api/contacts?search=maria&limit=100');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, total: 1, has_more: false, next_offset: null });
    expect(emails(body)).toEqual(['maria.lopez@movers-mail.com']);
  });

  it('should filter by lifecycle stage, consent status and minimum lead score, together with a search', async () => {
    expect(emails((await get<Page>('/api/contacts?lifecycle_stage=mql')).body)).toEqual(['ann@marlow-logistics.com']);
    expect(emails((await get<Page>('/api/contacts?consent_status=opted_in')).body)).toEqual(['maria.lopez@movers-mail.com', 'mark.stone@example.org']);
    expect(emails((await get<Page>('/api/contacts?min_lead_score=55')).body)).toEqual(['maria.lopez@movers-mail.com', 'ann@marlow-logistics.com', 'bob.quinn@example.org']);
    const combined = await get<Page>('/api/contacts?q=ma&consent_status=opted_in&min_lead_score=50&lifecycle_stage=sql');
    expect(combined.body).toMatchObject({ total: 1, total_exact: true });
    expect(emails(combined.body)).toEqual(['maria.lopez@movers-mail.com']);
  });

  it('should sort by the grid columns, default created_at descending', async () => {
    const sorted = async (query: string): Promise<string[]> => emails((await get<Page>(`/api/contacts?${query}`)).body);
    expect(await sorted('sort=created_at&order=asc')).toEqual(['bob.quinn@example.org', 'ann@marlow-logistics.com', 'mark.stone@example.org', 'maria.lopez@movers-mail.com']);
    expect(await sorted('sort=name')).toEqual(['ann@marlow-logistics.com', 'bob.quinn@example.org', 'maria.lopez@movers-mail.com', 'mark.stone@example.org']);
    expect(await sorted('sort=-email')).toEqual(['mark.stone@example.org', 'maria.lopez@movers-mail.com', 'bob.quinn@example.org', 'ann@marlow-logistics.com']);
    expect(await sorted('sort=company')).toEqual(['mark.stone@example.org', 'maria.lopez@movers-mail.com', 'ann@marlow-logistics.com', 'bob.quinn@example.org']);
    expect(await sorted('sort=lead_score&order=desc')).toEqual(['bob.quinn@example.org', 'maria.lopez@movers-mail.com', 'ann@marlow-logistics.com', 'mark.stone@example.org']);
    const bySource = await sorted('sort=source');
    expect(bySource.slice(0, 2).sort()).toEqual(['bob.quinn@example.org', 'mark.stone@example.org']);
    expect(bySource.slice(2)).toEqual(['ann@marlow-logistics.com', 'maria.lopez@movers-mail.com']);
  });

  it('should leave out contacts live in the given sequence, and count every contact\'s enrollments', async () => {
    const sequences = await insertSequences(db, [{ name: 'Welcome' }, { name: 'Move reminders' }]);
    const [welcome, reminders] = sequences.map((row) => row.id);
    const [maria, mark] = [ids.get('Maria Lopez')!, ids.get('Mark Stone')!];
    await insertRuns(db, [
      { sequence_id: welcome, contact_id: maria, status: 'active' },
      { sequence_id: welcome, contact_id: mark, status: 'completed' },
      { sequence_id: reminders, contact_id: maria, status: 'canceled' },
    ]);
    const notInWelcome = await get<Page>(`/api/contacts?not_enrolled_in_sequence=${welcome}`);
    expect(notInWelcome.body.total).toBe(3);
    expect(emails(notInWelcome.body)).toEqual(['mark.stone@example.org', 'ann@marlow-logistics.com', 'bob.quinn@example.org']);
    const notInReminders = await get<Page>(`/api/contacts?not_enrolled_in_sequence=${reminders}&q=mar`);
    expect(emails(notInReminders.body)).toEqual(['maria.lopez@movers-mail.com', 'mark.stone@example.org', 'ann@marlow-logistics.com']);
    const counts = Object.fromEntries(notInReminders.body.items.map((item) => [item.email, [item.enrollment_count, item.previous_enrollments]]));
    expect(counts).toEqual({ 'maria.lopez@movers-mail.com': [2, 1], 'mark.stone@example.org': [1, 1], 'ann@marlow-logistics.com': [0, 0] });
  });

  it('should page with limit and offset, saying where the next page starts', async () => {
    const first = await get<Page>('/api/contacts?limit=3');
    expect(first.body).toMatchObject({ total: 4, has_more: true, next_offset: 3 });
    expect(first.body.items).toHaveLength(3);
    const second = await get<Page>('/api/contacts?limit=3&offset=3');
    expect(second.body).toMatchObject({ total: 4, has_more: false, next_offset: null });
    expect(emails(second.body)).toEqual(['bob.quinn@example.org']);
    const exact = await get<Page>('/api/contacts?limit=4');
    expect(exact.body).toMatchObject({ has_more: false, next_offset: null });
    const beyond = await get<Page>('/api/contacts?offset=10000');
    expect(beyond.body).toMatchObject({ items: [], has_more: false, next_offset: null, total: 4 });
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
    ['offset=-1', 'offset'],
    ['offset=10001', 'offset'],
    ['lifecycle_stage=prospect', 'lifecycle_stage'],
    ['consent_status=maybe', 'consent_status'],
    ['min_lead_score=-5', 'min_lead_score'],
    ['min_lead_score=1.5', 'min_lead_score'],
    ['sort=phone', 'sort'],
    ['not_enrolled_in_sequence=true', 'not_enrolled_in_sequence'],
    ['order=sideways', 'order'],
    ['q=<201 characters>', 'q'],
  ])('should refuse %s with a 400 envelope naming the parameter', async (query, field) => {
    const { status, body } = await get<Refusal>(`/api/contacts?${query.replace('<201 characters>', 'x'.repeat(201))}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, error_code: 'VALIDATION_FAILED' });
    expect(JSON.stringify(body)).toContain(field);
  });

  it('should answer 503 CONTACTS_BUSY, not a 500, when the database cannot run the query in time', async () => {
    const blocker = new Client({ connectionString: t.databaseUrl });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE contacts IN ACCESS EXCLUSIVE MODE');
      const { status, body } = await get<Refusal>('/api/contacts?q=maria');
      expect(status).toBe(503);
      expect(body).toMatchObject({ success: false, error_code: 'CONTACTS_BUSY' });
      expect(body.message).toContain('CONTACTS_BUSY');
    } finally {
      await blocker.query('ROLLBACK');
      await blocker.end();
    }
    expect((await get<Page>('/api/contacts?q=maria')).status).toBe(200);
  });

  it('should cap the total of a search with many matches and still page it in order', async () => {
    await insertContacts(db, Array.from({ length: 1100 }, (_, i) => (
      { first_name: 'Bulk', last_name: String(i + 1).padStart(4, '0'), email: `bulk${i + 1}@crowd-mail.com`, created_at: sql(`now() - make_interval(days => 30, secs => ${i + 1})`) }
    )));
    const first = await get<Page>('/api/contacts?q=bulk&limit=100');
    expect(first.body).toMatchObject({ total: 1000, total_exact: false, has_more: true, next_offset: 100 });
    expect(emails(first.body).slice(0, 3)).toEqual(['bulk1@crowd-mail.com', 'bulk2@crowd-mail.com', 'bulk3@crowd-mail.com']);
    const byName = await get<Page>('/api/contacts?q=crowd-mail&sort=-name&limit=2&offset=10');
    expect(byName.body).toMatchObject({ total_exact: false, has_more: true, next_offset: 12 });
    expect(byName.body.items.map((item) => item.last_name)).toEqual(['1090', '1089']);
    const all = await get<Page>('/api/contacts?limit=1');
    expect(all.body).toMatchObject({ total: 1104, total_exact: true });
  });
});
