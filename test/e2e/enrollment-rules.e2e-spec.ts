import { DateTime } from 'luxon';
import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { EnrollmentRulesRepository } from 'src/modules/enrollment/rules/enrollment-rules.repository';
import { startTestApp, type TestApp } from '../utils/test-app';
import { type ContactRow, insertContact, insertOpportunities, insertRun, insertTemplate, type RunRow, sql } from './support/factories';

interface Rule {
  id: string;
  sequence_id: string;
  name: string;
  description: string;
  status: string;
  date_field: string;
  start_date: string;
  end_date: string | null;
  include_future: boolean;
  criteria_json: { filters: unknown[]; exclusions: string[] };
  caps_json: { daily_org_limit: number; daily_sequence_limit: number };
  send_window_json: { days: number[]; start_hour: number; end_hour: number };
  timezone: string;
  owner_user_id: string | null;
  total_enrollments: number;
  active_enrollments: number;
  eligible_count: number | null;
  created_at: string;
}
interface Preview {
  total_eligible: number;
  daily_projection: number;
  days_remaining: number;
  contacts: { id: string; first_name: string | null; last_name: string | null; email: string; created_at: string }[];
}
interface Answer {
  success: boolean;
  rule: Rule;
  rules: Rule[];
  preview: Preview;
  sequence: { eligible_count: number };
  error_code?: string;
  message?: string;
  error?: string;
  status?: string;
  details?: string[];
}

describe('Enrollment rules: list, create, start/pause/stop and preview', () => {
  let t: TestApp;
  let db: DataSource;
  let auth: Record<string, string> = {};
  let templateId = '';
  /** A sequence that can be started: one step with a template. */
  let ready = '';
  const contact: Record<string, string> = {};

  const call = async (method: string, path: string, body?: unknown): Promise<{ status: number; body: Answer }> => {
    const response = await fetch(`${t.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...auth },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Answer };
  };
  const sequence = async (name: string, steps: { template_id: string | null }[] = []): Promise<string> => {
    const created = await call('POST', '/api/sequences', { name });
    expect(created.status).toBe(201);
    const id = (created.body as unknown as { id: string }).id;
    if (steps.length > 0) expect((await call('PUT', `/api/sequences/${id}/steps/v3`, { steps })).status).toBe(200);
    return id;
  };
  const rule = async (fields: Record<string, unknown>, sequenceId = ready): Promise<Rule> => {
    const created = await call('POST', '/api/enrollment/rules', { sequence_id: sequenceId, name: 'Rule', start_date: '2025-03-01', ...fields });
    expect({ status: created.status, body: created.body }).toMatchObject({ status: 201, body: { success: true } });
    return created.body.rule;
  };
  const addContact = async (key: string, email: string | null, createdAt: string, stage: ContactRow['lifecycle_stage'] = 'lead'): Promise<void> => {
    const row = await insertContact(db, { first_name: key, last_name: 'Tester', email, created_at: createdAt, first_seen_at: createdAt, lifecycle_stage: stage });
    contact[key] = row.id;
  };
  /** A run of the contact (one that has ended ended now). */
  const enroll = async (sequenceId: string, contactId: string, status: RunRow['status'], ruleId: string | null = null): Promise<void> => {
    await insertRun(db, { sequence_id: sequenceId, contact_id: contactId, status, rule_id: ruleId });
  };

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api' });
    db = t.app.get(DataSource);
    const token = await t.app.get(ApiTokenService).create({ email: 'rules.staff@movingco.example', days: 1 });
    auth = { authorization: `Bearer ${token.token}` };
    ({ id: templateId } = await insertTemplate(db, { name: 'Hello', subject: 'Hi' }));
    ready = await sequence('Rules ready', [{ template_id: templateId }]);
    // Eligible for a UTC rule from 2025-03-01 to 2025-03-31: a1-a5, early, done, customer (8).
    for (let i = 1; i <= 5; i += 1) await addContact(`a${i}`, `a${i}@example.com`, `2025-03-0${i + 1}T12:00:00Z`);
    await addContact('early', 'early@example.com', '2025-03-01T03:00:00Z'); // 2025-02-28 22:00 in New York
    await addContact('done', 'done@example.com', '2025-03-20T12:00:00Z'); // completed enrollment: may enroll again
    await addContact('customer', 'customer@example.com', '2025-03-21T12:00:00Z', 'customer');
    await addContact('placeholder', 'someone@lead.invalid', '2025-03-10T12:00:00Z');
    await addContact('noemail', null, '2025-03-10T12:00:00Z');
    await addContact('before', 'before@example.com', '2025-02-28T23:30:00Z');
    await addContact('after', 'after@example.com', '2025-04-01T00:00:00Z'); // only without an end date
    await addContact('live', 'live@example.com', '2025-03-15T12:00:00Z'); // live in this sequence
    await enroll(ready, contact.live, 'active');
    await enroll(ready, contact.done, 'completed');
  });
  afterAll(() => t.close());

  it('should create a draft with every default, owned by the caller, and answer 201 {success, rule}', async () => {
    const created = await call('POST', '/api/enrollment/rules', { sequence_id: ready, name: '  Spring leads ', start_date: '2025-03-01' });
    expect(created.status).toBe(201);
    expect(created.body.success).toBe(true);
    expect(created.body.rule).toMatchObject({
      sequence_id: ready, name: 'Spring leads', description: '', status: 'draft', date_field: 'created_at', start_date: '2025-03-01',
      end_date: null, include_future: false, criteria_json: { filters: [], exclusions: [] },
      caps_json: { daily_org_limit: 1000, daily_sequence_limit: 100 }, send_window_json: { days: [1, 2, 3, 4, 5], start_hour: 8, end_hour: 18 },
      timezone: 'UTC', total_enrollments: 0, active_enrollments: 0, eligible_count: null,
    });
    expect(created.body.rule.owner_user_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("should answer 'Name and start date are required' when either is missing or blank", async () => {
    for (const body of [{ start_date: '2025-03-01' }, { name: 'x' }, { name: '   ', start_date: '2025-03-01' }, { name: 'x', start_date: '' }]) {
      const refused = await call('POST', '/api/enrollment/rules', { sequence_id: ready, ...body });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ success: false, message: 'Name and start date are required', error_code: 'VALIDATION_FAILED' });
      expect(refused.body.details).toEqual(['Name and start date are required']);
    }
  });

  it('should refuse bad dates, zones, caps and send windows with 400, listing every problem', async () => {
    const refused = await call('POST', '/api/enrollment/rules', {
      sequence_id: ready, name: 'Bad', start_date: '2025-03-10', end_date: '2025-03-09', timezone: 'Mars/Base',
      caps_json: { daily_org_limit: 0, daily_sequence_limit: 2.5 }, send_window_json: { days: [8], start_hour: 18, end_hour: 8 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error_code).toBe('VALIDATION_FAILED');
    expect(refused.body.details).toEqual([
      'end_date must not be before start_date',
      'Unknown timezone "Mars/Base"',
      'caps_json.daily_org_limit must be a whole number from 1 to 1000000',
      'caps_json.daily_sequence_limit must be a whole number from 1 to 1000000',
      'send_window_json: days must be weekdays 1-7 (1 = Monday)',
      'send_window_json: start_hour must be before end_hour',
    ]);
    expect((await call('POST', '/api/enrollment/rules', { sequence_id: ready, name: 'x', start_date: '2025-02-30' })).body.details)
      .toEqual(['start_date must be a date (yyyy-MM-dd)']);
    expect((await call('POST', '/api/enrollment/rules', { sequence_id: ready, name: 'x', start_date: '2025-03-01', date_field: 'updated_at' })).status).toBe(400);
    const zoned = await rule({ timezone: 'America/New_York', caps_json: { daily_sequence_limit: 5 }, send_window_json: { start_hour: 9.5 } });
    expect(zoned).toMatchObject({ timezone: 'America/New_York', caps_json: { daily_org_limit: 1000, daily_sequence_limit: 5 }, send_window_json: { days: [1, 2, 3, 4, 5], start_hour: 9.5, end_hour: 18 } });
  });

  it('should refuse extreme rule dates and criteria values with 400 naming them (they overflowed preview and the runner)', async () => {
    const dates = await call('POST', '/api/enrollment/rules', { sequence_id: ready, name: 'Extreme dates', start_date: '1900-01-01', end_date: '9999-12-31' });
    expect(dates.status).toBe(400);
    expect(dates.body.details).toEqual(['start_date must be from 2000-01-01 to 2099-12-31', 'end_date must be from 2000-01-01 to 2099-12-31']);
    const extreme = [
      [{ field: 'days_until_move', op: 'between', value: [-1e9, 1e9] }, 'Value must be a whole number from -100000 to 100000'],
      [{ field: 'days_until_move', op: 'gte', value: 1e9 }, 'Value must be a whole number from -100000 to 100000'],
      [{ field: 'created_at', op: 'between', value: ['0001-01-01', '9999-12-31'] }, 'Value must be a date from 1900-01-01 to 2199-12-31'],
      [{ field: 'move_date', op: 'gte', value: '9999-12-31' }, 'Value must be a date from 1900-01-01 to 2199-12-31'],
    ] as const;
    for (const [filter, message] of extreme) {
      const refused = await call('POST', '/api/enrollment/rules', { sequence_id: ready, name: 'Extreme', start_date: '2025-03-01', criteria_json: { filters: [filter] } });
      expect({ filter, status: refused.status, code: refused.body.error_code }).toEqual({ filter, status: 400, code: 'CRITERIA_INVALID' });
      expect(String((refused.body.details as string[])[0])).toContain(message);
    }
    const edge = await call('POST', '/api/enrollment/rules', {
      sequence_id: ready, name: 'Edge but fine', start_date: '2000-01-01', end_date: '2099-12-31',
      criteria_json: { filters: [{ field: 'days_until_move', op: 'between', value: [-100000, 100000] }, { field: 'created_at', op: 'gte', value: '1900-01-01' }] },
    });
    expect(edge.status).toBe(201);
    const preview = await call('POST', `/api/enrollment/rules/${(edge.body.rule as { id: string }).id}/preview`, { limit: 3 });
    expect(preview.status).toBe(200);
  });

  it('should refuse an unknown criteria field or operator with 400 CRITERIA_INVALID naming it (never a database error)', async () => {
    const field = await call('POST', '/api/enrollment/rules', {
      sequence_id: ready, name: 'x', start_date: '2025-03-01', criteria_json: { filters: [{ field: 'email; DROP TABLE contacts', op: 'eq', value: 'a' }] },
    });
    expect(field.status).toBe(400);
    expect(field.body.error_code).toBe('CRITERIA_INVALID');
    expect(field.body.details).toEqual(['criteria_json.filters[0].field: Unknown field "email; DROP TABLE contacts"']);
    const op = await call('POST', '/api/enrollment/rules', {
      sequence_id: ready, name: 'x', start_date: '2025-03-01', criteria_json: { filters: [{ field: 'lead_source', op: 'gte', value: 'email' }], exclusions: ['nope'] },
    });
    expect(op.status).toBe(400);
    expect(op.body.details).toEqual(['criteria_json.filters[0].op: Unknown operator "gte" for lead_source', 'criteria_json.exclusions[0]: Unknown exclusion "nope"']);
  });

  it('should answer 404 for an unknown or deleted sequence', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/api/enrollment/sequences/${missing}/rules`)).status).toBe(404);
    expect((await call('GET', '/api/enrollment/sequences/not-a-uuid/rules')).status).toBe(404);
    expect((await call('POST', '/api/enrollment/rules', { sequence_id: missing, name: 'x', start_date: '2025-03-01' })).status).toBe(404);
    const gone = await sequence('Rules gone');
    expect((await call('DELETE', `/api/sequences/${gone}`)).status).toBe(204);
    expect((await call('GET', `/api/enrollment/sequences/${gone}/rules`)).status).toBe(404);
  });

  it('should list every rule field with its enrollment counts, newest first', async () => {
    const id = await sequence('Rules list', [{ template_id: templateId }]);
    const older = await rule({ name: 'Older', description: 'first', end_date: '2025-04-30', date_field: 'first_seen_at', include_future: true }, id);
    await db.query(`UPDATE enrollment_rules SET created_at = now() - interval '1 hour' WHERE id = $1`, [older.id]);
    const newer = await rule({ name: 'Newer', criteria_json: { filters: [{ field: 'origin_state', op: 'in', value: ['tx', 'CA'] }], exclusions: ['bounced'] } }, id);
    await enroll(id, contact.a1, 'active', older.id);
    await enroll(id, contact.a2, 'completed', older.id);
    await enroll(id, contact.a3, 'paused', older.id);
    await enroll(id, contact.a4, 'active', newer.id);
    const listed = await call('GET', `/api/enrollment/sequences/${id}/rules`);
    expect(listed.status).toBe(200);
    expect(listed.body.success).toBe(true);
    expect(listed.body.rules.map((r) => [r.name, r.total_enrollments, r.active_enrollments])).toEqual([['Newer', 1, 1], ['Older', 3, 2]]);
    expect(listed.body.rules[1]).toMatchObject({
      description: 'first', date_field: 'first_seen_at', start_date: '2025-03-01', end_date: '2025-04-30', include_future: true, status: 'draft',
    });
    expect(listed.body.rules[0].criteria_json).toEqual({ filters: [{ field: 'origin_state', op: 'in', value: ['TX', 'CA'] }], exclusions: ['bounced'] });
  });

  it('should move draft → active → paused → active → stopped and refuse every other move with 409 naming the status', async () => {
    const r = await rule({ name: 'Machine' });
    const refuse = async (action: string, status: string): Promise<void> => {
      const answer = await call('POST', `/api/enrollment/rules/${r.id}/${action}`);
      expect({ status: answer.status, body: answer.body }).toMatchObject({
        status: 409, body: { success: false, error_code: 'RULE_INVALID_TRANSITION', message: `Cannot ${action} a rule that is ${status}`, status },
      });
    };
    const move = async (action: string, to: string): Promise<void> => {
      const answer = await call('POST', `/api/enrollment/rules/${r.id}/${action}`);
      expect({ status: answer.status, success: answer.body.success, to: answer.body.rule?.status }).toEqual({ status: 200, success: true, to });
    };
    await refuse('pause', 'draft');
    await refuse('stop', 'draft');
    await move('start', 'active');
    await refuse('start', 'active');
    await move('pause', 'paused');
    await refuse('pause', 'paused');
    await move('start', 'active');
    await move('stop', 'stopped');
    for (const action of ['start', 'pause', 'stop']) await refuse(action, 'stopped');

    const paused = await rule({ name: 'Paused then stopped' });
    await call('POST', `/api/enrollment/rules/${paused.id}/start`);
    await call('POST', `/api/enrollment/rules/${paused.id}/pause`);
    expect((await call('POST', `/api/enrollment/rules/${paused.id}/stop`)).body.rule.status).toBe('stopped');

    const completed = await rule({ name: 'Completed' });
    await db.query(`UPDATE enrollment_rules SET status = 'completed' WHERE id = $1`, [completed.id]);
    for (const action of ['start', 'pause', 'stop']) {
      expect((await call('POST', `/api/enrollment/rules/${completed.id}/${action}`)).body.message).toBe(`Cannot ${action} a rule that is completed`);
    }
    expect((await call('POST', '/api/enrollment/rules/00000000-0000-4000-8000-000000000000/start')).status).toBe(404);
  });

  it('should let exactly one of several concurrent starts win', async () => {
    const r = await rule({ name: 'Race' });
    const answers = await Promise.all(Array.from({ length: 6 }, () => call('POST', `/api/enrollment/rules/${r.id}/start`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
  });

  it('should refuse to start a rule whose sequence has no steps, no template on step 1, or is archived', async () => {
    const empty = await sequence('Rules no steps');
    const noSteps = await call('POST', `/api/enrollment/rules/${(await rule({}, empty)).id}/start`);
    expect(noSteps.status).toBe(422);
    expect(noSteps.body).toMatchObject({ error_code: 'NO_STEPS', message: 'This sequence has no steps. Add at least one step before enrolling contacts.' });

    const blank = await sequence('Rules no template', [{ template_id: null }]);
    const noTemplate = await call('POST', `/api/enrollment/rules/${(await rule({}, blank)).id}/start`);
    expect(noTemplate.status).toBe(422);
    expect(noTemplate.body).toMatchObject({ error_code: 'NO_TEMPLATE', message: 'Step 1 has no template selected.' });

    const { id: doomed } = await insertTemplate(db, { name: 'Doomed', subject: 'x' });
    const orphan = await sequence('Rules deleted template', [{ template_id: doomed }]);
    const orphanRule = await rule({}, orphan);
    await db.query(`UPDATE email_templates SET deleted_at = now() WHERE id = $1`, [doomed]);
    expect((await call('POST', `/api/enrollment/rules/${orphanRule.id}/start`)).body.error_code).toBe('NO_TEMPLATE');

    const archived = await sequence('Rules archived', [{ template_id: templateId }]);
    const archivedRule = await rule({}, archived);
    expect((await call('PUT', `/api/sequences/${archived}`, { is_active: false })).status).toBe(200);
    const refused = await call('POST', `/api/enrollment/rules/${archivedRule.id}/start`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error_code: 'SEQUENCE_ARCHIVED', message: 'Sequence is archived' });
    expect((await call('GET', `/api/enrollment/sequences/${archived}/rules`)).body.rules[0].status).toBe('draft');
  });

  it('should preview the eligible contacts: usable email, in the date range (rule timezone), not live in this sequence', async () => {
    const march = await rule({ name: 'March', end_date: '2025-03-31' });
    const answer = await call('POST', `/api/enrollment/rules/${march.id}/preview`, { limit: 3 });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    // The end date has passed: no day remains, nothing is projected.
    expect(answer.body.preview).toMatchObject({ total_eligible: 8, daily_projection: 0, days_remaining: 0 });
    expect(answer.body.preview.contacts).toEqual([
      { id: contact.early, first_name: 'early', last_name: 'Tester', email: 'early@example.com', created_at: '2025-03-01T03:00:00.000Z' },
      { id: contact.a1, first_name: 'a1', last_name: 'Tester', email: 'a1@example.com', created_at: '2025-03-02T12:00:00.000Z' },
      { id: contact.a2, first_name: 'a2', last_name: 'Tester', email: 'a2@example.com', created_at: '2025-03-03T12:00:00.000Z' },
    ]);
    const all = await call('POST', `/api/enrollment/rules/${march.id}/preview`);
    expect(all.body.preview.contacts.map((c) => c.first_name).sort()).toEqual(['a1', 'a2', 'a3', 'a4', 'a5', 'customer', 'done', 'early']);

    const newYork = await rule({ name: 'New York', end_date: '2025-03-31', timezone: 'America/New_York' });
    const ny = (await call('POST', `/api/enrollment/rules/${newYork.id}/preview`)).body.preview;
    // 'early' is still February in New York; 'after' (2025-04-01 00:00 UTC) is still March 31 there.
    expect(ny.contacts.map((c) => c.first_name).sort()).toEqual(['a1', 'a2', 'a3', 'a4', 'a5', 'after', 'customer', 'done']);
  });

  it("should give the same sample by walking the date order and by collecting every match (the walk's fallback when matches lie far along it), and the same total by either count", async () => {
    const rules = t.app.get(EnrollmentRulesRepository);
    const march = { sequenceId: ready, from: '2025-03-01T00:00:00Z', until: '2025-04-01T00:00:00Z', limit: 3 };
    for (const [dateField, criteriaSql, criteriaParams] of [
      ['created_at', 'true', []],
      ['first_seen_at', 'true', []],
      ['created_at', 'c.lifecycle_stage = $5 AND c.first_seen_at >= $6::timestamptz', ['lead', '2025-03-04T00:00:00Z']],
    ] as const) {
      const q = { ...march, dateField, criteriaSql, criteriaParams: [...criteriaParams] };
      const walked = await rules.sample(q, 'walk');
      expect(walked?.map((c) => c.first_name)).toEqual(criteriaParams.length ? ['a3', 'a4', 'a5'] : ['early', 'a1', 'a2']);
      expect(await rules.sample(q, 'collect')).toEqual(walked);
      // And the same total by either count: 'live' (live in this sequence) is left out both ways.
      const total = await rules.countEligible(q, 'anti-join');
      expect(total).toBe(criteriaParams.length ? 4 : 8);
      expect(await rules.countEligible(q, 'subtract')).toBe(total);
    }
  });

  it('should project the daily cap without an end date and spread the contacts over the days left with one', async () => {
    const open = await rule({ name: 'Open', caps_json: { daily_sequence_limit: 4 } });
    expect((await call('POST', `/api/enrollment/rules/${open.id}/preview`, {})).body.preview).toMatchObject({ total_eligible: 9, daily_projection: 4, days_remaining: 3 });
    const orgCapped = await rule({ name: 'Org capped', caps_json: { daily_org_limit: 2, daily_sequence_limit: 4 } });
    expect((await call('POST', `/api/enrollment/rules/${orgCapped.id}/preview`)).body.preview).toMatchObject({ daily_projection: 2, days_remaining: 5 });
    const end = DateTime.utc().plus({ days: 9 }).toISODate() as string;
    const ending = await rule({ name: 'Ending', end_date: end });
    expect((await call('POST', `/api/enrollment/rules/${ending.id}/preview`)).body.preview).toMatchObject({ total_eligible: 9, daily_projection: 1, days_remaining: 10 });
    for (const limit of [0, 51, 'x']) expect((await call('POST', `/api/enrollment/rules/${ending.id}/preview`, { limit })).status).toBe(400);
    expect((await call('POST', '/api/enrollment/rules/00000000-0000-4000-8000-000000000000/preview')).status).toBe(404);
  });

  it('should apply contact and opportunity filters and keep a hostile value a value', async () => {
    const leads = await rule({ name: 'Leads only', end_date: '2025-03-31', criteria_json: { filters: [{ field: 'lifecycle_stage', op: 'eq', value: 'lead' }] } });
    expect((await call('POST', `/api/enrollment/rules/${leads.id}/preview`)).body.preview.total_eligible).toBe(7);
    await insertOpportunities(db, [{ tracking_number: 'RULES-1', contact_id: contact.a1, lead_source: 'web_form' }, { tracking_number: 'RULES-2', contact_id: contact.a1, lead_source: 'web_form' }]);
    const web = await rule({ name: 'Web', end_date: '2025-03-31', criteria_json: { filters: [{ field: 'lead_source', op: 'eq', value: 'web_form' }] } });
    const webPreview = (await call('POST', `/api/enrollment/rules/${web.id}/preview`)).body.preview;
    expect({ total: webPreview.total_eligible, ids: webPreview.contacts.map((c) => c.id) }).toEqual({ total: 1, ids: [contact.a1] });
    // The lead filters read the contact's latest lead: a4 came from the web form once, but its newest lead is a call.
    await insertOpportunities(db, [
      { tracking_number: 'RULES-OLD', contact_id: contact.a4, lead_source: 'web_form', created_at: sql("now() - interval '30 days'") },
      { tracking_number: 'RULES-NEW', contact_id: contact.a4, lead_source: 'inbound_call', created_at: sql('now()') },
    ]);
    expect((await call('POST', `/api/enrollment/rules/${web.id}/preview`)).body.preview.total_eligible).toBe(1);
    // Only not_in: a contact without a lead passes it (8 in March, less a1 whose latest lead is web_form).
    const notWeb = await rule({ name: 'Not web', end_date: '2025-03-31', criteria_json: { filters: [{ field: 'lead_source', op: 'not_in', value: ['web_form'] }] } });
    expect((await call('POST', `/api/enrollment/rules/${notWeb.id}/preview`)).body.preview.total_eligible).toBe(7);
    // days_until_move runs as a move_date range from today.
    await insertOpportunities(db, [
      { tracking_number: 'RULES-3', contact_id: contact.a2, move_date: sql('CURRENT_DATE + 10') },
      { tracking_number: 'RULES-4', contact_id: contact.a3, move_date: sql('CURRENT_DATE + 40') },
    ]);
    const soon = await rule({ name: 'Moving soon', end_date: '2025-03-31', criteria_json: { filters: [{ field: 'days_until_move', op: 'between', value: [5, 15] }] } });
    const soonPreview = (await call('POST', `/api/enrollment/rules/${soon.id}/preview`)).body.preview;
    expect({ total: soonPreview.total_eligible, ids: soonPreview.contacts.map((c) => c.id) }).toEqual({ total: 1, ids: [contact.a2] });
    // not_in counts contacts without a lead and those whose latest lead passes (a2, a3 now have email leads) once each.
    expect((await call('POST', `/api/enrollment/rules/${notWeb.id}/preview`)).body.preview.total_eligible).toBe(7);
    const leadsNotWeb = await rule({
      name: 'Leads not web', end_date: '2025-03-31',
      criteria_json: { filters: [{ field: 'lifecycle_stage', op: 'eq', value: 'lead' }, { field: 'lead_source', op: 'not_in', value: ['web_form'] }] },
    });
    const [{ expected }] = (await db.query(
      `SELECT count(*)::int AS expected FROM contacts c
        WHERE c.created_at >= '2025-03-01' AND c.created_at < '2025-04-01' AND c.email NOT LIKE '%.invalid' AND c.lifecycle_stage = 'lead'
          AND NOT EXISTS (SELECT 1 FROM sequence_enrollments se WHERE se.contact_id = c.id AND se.sequence_id = $1 AND se.status IN ('pending', 'active', 'paused'))
          AND coalesce((SELECT o.lead_source FROM opportunities o WHERE o.contact_id = c.id ORDER BY o.created_at DESC, o.id DESC LIMIT 1), '') <> 'web_form'`,
      [ready],
    )) as { expected: number }[];
    expect(expected).toBeGreaterThan(0);
    expect((await call('POST', `/api/enrollment/rules/${leadsNotWeb.id}/preview`)).body.preview.total_eligible).toBe(expected);

    const hostile = "x' OR '1'='1'; DROP TABLE contacts; --";
    const evil = await rule({ name: 'Hostile', criteria_json: { filters: [{ field: 'status', op: 'eq', value: hostile }] } });
    expect(evil.criteria_json.filters).toEqual([{ field: 'status', op: 'eq', value: hostile }]);
    const answer = await call('POST', `/api/enrollment/rules/${evil.id}/preview`);
    expect({ status: answer.status, total: answer.body.preview.total_eligible }).toEqual({ status: 200, total: 0 });
    const [{ n }] = (await db.query(`SELECT count(*)::int AS n FROM contacts`)) as { n: number }[];
    expect(n).toBe(13);
  });

  it("should store the preview total on the rule and sum the live rules' totals into the sequence card", async () => {
    const id = await sequence('Rules card', [{ template_id: templateId }]);
    const a = await rule({ name: 'Card A', end_date: '2025-03-31' }, id); // 9 eligible: 'live' is only live in another sequence
    const b = await rule({ name: 'Card B', end_date: '2025-03-31', criteria_json: { filters: [{ field: 'lifecycle_stage', op: 'eq', value: 'customer' }] } }, id);
    const c = await rule({ name: 'Card C', end_date: '2025-03-31' }, id);
    expect((await call('GET', `/api/sequences/${id}`)).body.sequence.eligible_count).toBe(0);
    for (const r of [a, b, c]) await call('POST', `/api/enrollment/rules/${r.id}/preview`);
    const listed = (await call('GET', `/api/enrollment/sequences/${id}/rules`)).body.rules;
    expect(listed.map((r) => [r.name, r.eligible_count])).toEqual([['Card C', 9], ['Card B', 1], ['Card A', 9]]);
    expect((await call('GET', `/api/sequences/${id}`)).body.sequence.eligible_count).toBe(19);
    await call('POST', `/api/enrollment/rules/${c.id}/start`);
    await call('POST', `/api/enrollment/rules/${c.id}/stop`);
    expect((await call('GET', `/api/sequences/${id}`)).body.sequence.eligible_count).toBe(10);
  });
});
