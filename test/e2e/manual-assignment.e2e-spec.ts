import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { UserRole } from 'src/modules/auth/entities/user.entity';
import { startTestApp, type TestApp } from '../utils/test-app';
import { type ContactFields, insertContact, insertOpportunities, insertTemplate, sql } from './support/factories';

type Who = 'alice' | 'bob' | 'admin';
interface Answer {
  success: boolean;
  error_code?: string;
  message?: string;
  invalid_ids?: string[];
  missing_ids?: string[];
  assigned_count: number;
  skipped_count: number;
  skippedReasons: { counts: Record<string, number>; contacts: { contact_id: string; reason: string }[] };
  enrollment_ids: string[];
  exclusions_csv: string | null;
  sequence: { id: string };
}

describe('Manual assignment: POST /api/enrollment/sequences/:id/manual-assign', () => {
  let t: TestApp;
  let db: DataSource;
  const bearer: Record<Who, Record<string, string>> = { alice: {}, bob: {}, admin: {} };
  let templateId = '';
  let n = 0;

  const call = async (method: string, path: string, body?: unknown, who: Who = 'alice'): Promise<{ status: number; body: Answer }> => {
    const response = await fetch(`${t.url}${path}`, {
      method, headers: { 'content-type': 'application/json', ...bearer[who] }, body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Answer };
  };
  const sequence = async (steps: { template_id: string | null; delay_seconds: number }[]): Promise<string> => {
    n += 1;
    const created = await call('POST', '/api/sequences', { name: `Assign ${n}` });
    expect(created.status).toBe(201);
    const id = created.body.sequence.id;
    if (steps.length > 0) expect((await call('PUT', `/api/sequences/${id}/steps/v3`, { steps })).status).toBe(200);
    return id;
  };
  const contact = async (fields: ContactFields = {}): Promise<string> => {
    n += 1;
    return (await insertContact(db, { email: `assign${n}@example.com`, first_name: 'Ann', last_name: `Lee ${n}`, consent_status: 'opted_in', ...fields })).id;
  };
  const assign = (sequenceId: string, body: unknown, who: Who = 'alice') => call('POST', `/api/enrollment/sequences/${sequenceId}/manual-assign`, body, who);

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api' });
    db = t.app.get(DataSource);
    for (const who of ['alice', 'bob', 'admin'] as const) {
      const token = await t.app.get(ApiTokenService).create({ email: `${who}.assign@movingco.example`, days: 1, ...(who === 'admin' ? { role: UserRole.Admin } : {}) });
      bearer[who] = { authorization: `Bearer ${token.token}` };
    }
    ({ id: templateId } = await insertTemplate(db, { name: 'Quote', subject: 'Your quote' }));
  });
  afterAll(() => t.close());

  it('should enroll eligible contacts and skip every other one with its reason, counts, list and CSV', async () => {
    const seq = await sequence([{ template_id: templateId, delay_seconds: 3600 }]);
    const ok = await contact();
    const unknownConsent = await contact({ consent_status: 'unknown' });
    const optedOut = await contact({ consent_status: 'opted_out', first_name: 'Quote "Q", Esq' });
    const unsubscribed = await contact({ unsubscribed_at: new Date().toISOString() });
    const bounced = await contact({ bounced_at: new Date().toISOString() });
    const noEmail = await contact({ email: null });
    const placeholder = await contact({ email: `ph${n}@unknown.invalid` });
    const answer = await assign(seq, { contact_ids: [ok, unknownConsent, optedOut, unsubscribed, bounced, noEmail, placeholder] });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, assigned_count: 2, skipped_count: 5 });
    expect(answer.body.skippedReasons.counts).toEqual({ no_consent: 1, unsubscribed: 1, bounced: 1, missing_email: 1, placeholder_email: 1 });
    expect(Object.fromEntries(answer.body.skippedReasons.contacts.map((c) => [c.contact_id, c.reason]))).toEqual({
      [optedOut]: 'no_consent', [unsubscribed]: 'unsubscribed', [bounced]: 'bounced', [noEmail]: 'missing_email', [placeholder]: 'placeholder_email',
    });
    const csv = answer.body.exclusions_csv ?? '';
    expect(csv.split('\r\n')[0]).toBe('contact_id,email,name,reason');
    expect(csv).toContain(`"Quote ""Q"", Esq Lee`);
    expect(csv.trim().split('\r\n')).toHaveLength(6);
    const rows = (await db.query(
      `SELECT contact_id, status, current_step, next_run_at, enrolled_by_user_id IS NOT NULL AS by_user FROM sequence_enrollments WHERE id = ANY($1::uuid[])`,
      [answer.body.enrollment_ids],
    )) as { contact_id: string; status: string; current_step: number; next_run_at: Date; by_user: boolean }[];
    expect(rows.map((r) => r.contact_id).sort()).toEqual([ok, unknownConsent].sort());
    for (const r of rows) {
      expect(r).toMatchObject({ status: 'active', current_step: 1, by_user: true });
      expect(new Date(r.next_run_at).getTime()).toBeGreaterThanOrEqual(Date.now() + 3500_000);
    }
    // Again: the enrolled ones are now already enrolled, the rest still skipped → not every one is enrolled, so 200.
    const again = await assign(seq, { contact_ids: [ok, optedOut] });
    expect(again.status).toBe(200);
    expect(again.body.skippedReasons.counts).toEqual({ already_enrolled: 1, no_consent: 1 });
  });

  it('should answer 409 when every contact is already enrolled, and null CSV when none skipped', async () => {
    const seq = await sequence([{ template_id: templateId, delay_seconds: 0 }]);
    const a = await contact();
    const first = await assign(seq, { contact_ids: [a] });
    expect(first.body).toMatchObject({ assigned_count: 1, skipped_count: 0, exclusions_csv: null });
    const second = await assign(seq, { contact_ids: [a] });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('Some contacts are already enrolled in this sequence');
  });

  it('should start at the asked step with its delay or the override, and refuse a start step out of range', async () => {
    const seq = await sequence([{ template_id: templateId, delay_seconds: 0 }, { template_id: templateId, delay_seconds: 86400 * 3 }]);
    const a = await contact();
    const b = await contact();
    const started = await assign(seq, { contact_ids: [a], start_step: 2 });
    const overridden = await assign(seq, { contact_ids: [b], start_step: 2, delay_overrides: { 2: 86400 * 10 } });
    const [ra] = (await db.query(`SELECT current_step, next_run_at FROM sequence_enrollments WHERE id = $1`, [started.body.enrollment_ids[0]])) as { current_step: number; next_run_at: Date }[];
    const [rb] = (await db.query(`SELECT current_step, next_run_at FROM sequence_enrollments WHERE id = $1`, [overridden.body.enrollment_ids[0]])) as { current_step: number; next_run_at: Date }[];
    expect(ra.current_step).toBe(2);
    expect(rb.current_step).toBe(2);
    const day = 86400_000;
    expect(new Date(ra.next_run_at).getTime() - Date.now()).toBeGreaterThanOrEqual(3 * day - 60_000);
    expect(new Date(ra.next_run_at).getTime() - Date.now()).toBeLessThan(7 * day);
    expect(new Date(rb.next_run_at).getTime() - Date.now()).toBeGreaterThanOrEqual(10 * day - 60_000);
    for (const bad of [0, 3]) {
      const refused = await assign(seq, { contact_ids: [await contact()], start_step: bad });
      expect(refused.status).toBe(400);
      expect(refused.body.error_code).toBe('INVALID_START_STEP');
    }
  });

  it('should skip contacts whose move date is missing or passed when the first step is anchored to it', async () => {
    const seq = await sequence([{ template_id: templateId, delay_seconds: 0 }]);
    await db.query(`UPDATE sequence_steps SET wait_until = '{"anchor":"move_date","offset_days":-7,"send_hour":9}' WHERE sequence_id = $1`, [seq]);
    const future = await contact();
    const passed = await contact();
    const none = await contact();
    await insertOpportunities(db, [
      { tracking_number: 'T1', contact_id: future, move_date: sql("(now() + interval '60 days')::date") },
      { tracking_number: 'T2', contact_id: passed, move_date: sql("(now() - interval '3 days')::date") },
    ]);
    const answer = await assign(seq, { contact_ids: [future, passed, none] });
    expect(answer.status).toBe(200);
    expect(answer.body.assigned_count).toBe(1);
    expect(answer.body.skippedReasons.counts).toEqual({ move_date_passed: 1, no_move_date: 1 });
    const [row] = (await db.query(`SELECT next_run_at FROM sequence_enrollments WHERE id = $1`, [answer.body.enrollment_ids[0]])) as { next_run_at: Date }[];
    const days = (new Date(row.next_run_at).getTime() - Date.now()) / 86400_000;
    // 7 days before the move (53 days from now), slid past a weekend and a holiday when it falls on them (on
    // 2026-11-24 it is Saturday 16 January, and Monday the 18th is Martin Luther King Jr. Day: Tuesday, 55.5 days).
    expect(days).toBeGreaterThan(50);
    expect(days).toBeLessThan(57);
  });

  it("should send each contact's first step at its own local time, the timezone taken from the state it lives in unless one is stored", async () => {
    const seq = await sequence([{ template_id: templateId, delay_seconds: 0 }]);
    await db.query(`UPDATE sequence_steps SET wait_until = '{"anchor":"move_date","offset_days":-7,"send_hour":9}' WHERE sequence_id = $1`, [seq]);
    const miami = await contact({ origin_city: 'Miami', origin_state: 'FL' });
    const denver = await contact({ origin_city: 'Denver', origin_state: 'CO' });
    const stored = await contact({ origin_city: 'Tampa', origin_state: 'FL', timezone: 'America/Los_Angeles' });
    const zones = (await db.query(`SELECT id, timezone FROM contacts WHERE id = ANY($1::uuid[])`, [[miami, denver, stored]])) as { id: string; timezone: string }[];
    expect(Object.fromEntries(zones.map((z) => [z.id, z.timezone]))).toEqual({ [miami]: 'America/New_York', [denver]: 'America/Denver', [stored]: 'America/Los_Angeles' });
    await insertOpportunities(db, [miami, denver, stored].map((id, i) => ({ tracking_number: `TZ-${i + 1}`, contact_id: id, move_date: sql("(now() + interval '60 days')::date") })));
    const answer = await assign(seq, { contact_ids: [miami, denver, stored] });
    expect(answer.body.assigned_count).toBe(3);
    const runs = (await db.query(`SELECT contact_id, next_run_at FROM sequence_enrollments WHERE id = ANY($1::uuid[])`, [answer.body.enrollment_ids])) as { contact_id: string; next_run_at: Date }[];
    const at = Object.fromEntries(runs.map((r) => [r.contact_id, new Date(r.next_run_at)]));
    const local = (id: string, zone: string) => new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(at[id]);
    const hourOf = (id: string, zone: string): number => Number(local(id, zone));
    // 9:00 where each of them lives: Denver's comes two hours after Miami's, Los Angeles' three.
    expect([hourOf(miami, 'America/New_York'), hourOf(denver, 'America/Denver'), hourOf(stored, 'America/Los_Angeles')]).toEqual([9, 9, 9]);
    expect((at[denver].getTime() - at[miami].getTime()) / 3600_000).toBe(2);
    expect((at[stored].getTime() - at[miami].getTime()) / 3600_000).toBe(3);

    // Moving house: a derived zone follows the state, a stored one stays.
    await db.query(`UPDATE contacts SET origin_state = 'TX' WHERE id = ANY($1::uuid[])`, [[miami, stored]]);
    const moved = (await db.query(`SELECT id, timezone FROM contacts WHERE id = ANY($1::uuid[])`, [[miami, stored]])) as { id: string; timezone: string }[];
    expect(Object.fromEntries(moved.map((z) => [z.id, z.timezone]))).toEqual({ [miami]: 'America/Chicago', [stored]: 'America/Los_Angeles' });
  });

  it('should refuse bad input: empty list, malformed ids, unknown contacts, no steps, no template on step 1', async () => {
    const seq = await sequence([{ template_id: templateId, delay_seconds: 0 }]);
    const empty = await assign(seq, { contact_ids: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('No contacts selected');
    const bad = await assign(seq, { contact_ids: ['nope', await contact(), '123'] });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error_code: 'INVALID_UUIDS', message: 'Invalid contact IDs: nope, 123', invalid_ids: ['nope', '123'] });
    const unknown = '00000000-0000-4000-8000-000000000001';
    const missing = await assign(seq, { contact_ids: [await contact(), unknown] });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error_code: 'CONTACTS_NOT_FOUND', missing_ids: [unknown] });
    const noSteps = await assign(await sequence([]), { contact_ids: [await contact()] });
    expect(noSteps.status).toBe(422);
    expect(noSteps.body.message).toBe('This sequence has no steps. Add at least one step before enrolling contacts.');
    const noTemplate = await assign(await sequence([{ template_id: null, delay_seconds: 0 }]), { contact_ids: [await contact()] });
    expect(noTemplate.status).toBe(422);
    expect(noTemplate.body.message).toBe('Step 1 has no template selected.');
    expect((await assign('00000000-0000-4000-8000-000000000002', { contact_ids: [await contact()] })).status).toBe(404);
    const invalidEmails = await assign(seq, { contact_ids: [await contact({ email: null }), await contact({ email: `x${n}@nowhere.invalid` })] });
    expect(invalidEmails.status).toBe(400);
    expect(invalidEmails.body).toMatchObject({
      error_code: 'INVALID_EMAILS',
      message: 'Selected contacts have invalid emails and cannot be enrolled. Please select contacts with valid email addresses.',
    });
  });

  it("should open the send window in the contact's own timezone when it has one", async () => {
    const seq = await sequence([{ template_id: templateId, delay_seconds: 0 }]);
    const tokyo = await contact({ timezone: 'Asia/Tokyo' });
    const answer = await assign(seq, { contact_ids: [tokyo] });
    const [row] = (await db.query(`SELECT next_run_at FROM sequence_enrollments WHERE id = $1`, [answer.body.enrollment_ids[0]])) as { next_run_at: Date }[];
    const local = new Date(new Date(row.next_run_at).getTime() + 9 * 3600_000);
    expect(local.getUTCHours()).toBeGreaterThanOrEqual(8);
    expect(local.getUTCHours()).toBeLessThan(18);
    expect([1, 2, 3, 4, 5]).toContain(local.getUTCDay());
  });

  it('should take a contact named by its contact_uuid as well as by its id, once', async () => {
    const seq = await sequence([{ template_id: templateId, delay_seconds: 0 }]);
    const id = await contact();
    const [{ contact_uuid: uuid }] = (await db.query(`SELECT contact_uuid FROM contacts WHERE id = $1`, [id])) as { contact_uuid: string }[];
    const answer = await assign(seq, { contact_ids: [uuid, id] });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ assigned_count: 1, skipped_count: 0 });
  });

  it('should never enroll a contact twice when two assigns race', async () => {
    const seq = await sequence([{ template_id: templateId, delay_seconds: 0 }]);
    const ids = [await contact(), await contact(), await contact()];
    const answers = await Promise.all([assign(seq, { contact_ids: ids }), assign(seq, { contact_ids: ids }, 'bob'), assign(seq, { contact_ids: ids }, 'admin')]);
    const assigned = answers.filter((a) => a.status === 200).reduce((sum, a) => sum + a.body.assigned_count, 0);
    expect(assigned).toBe(3);
    for (const a of answers) expect([200, 409]).toContain(a.status);
    const [count] = (await db.query(`SELECT count(*)::int AS n FROM sequence_enrollments WHERE sequence_id = $1`, [seq])) as { n: number }[];
    expect(count.n).toBe(3);
  });
});
