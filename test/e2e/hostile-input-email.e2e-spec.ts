import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { UserRole } from 'src/modules/auth/entities/user.entity';
import { startTestApp, type TestApp } from '../utils/test-app';
import { insertContact, insertSteps, insertTemplate } from './support/factories';

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * Hostile input on the email side: null where a template's or sequence's field cannot be null is a 400 in the error
 * envelope naming the field, never a 500, and the stored row is left as it was.
 */
describe('Hostile input on templates and sequences: a 400 or 422 naming the problem, nothing stored changes', () => {
  let t: TestApp;
  let db: DataSource;
  let bearer: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    bearer = { authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email: 'hostile.email@movingco.example', role: UserRole.Admin, days: 1 })).token}` };
  });
  afterAll(() => t.close());

  const send = async (method: 'POST' | 'PUT' | 'PATCH', path: string, body: unknown): Promise<Answer> => {
    const response = await fetch(`${t.url}${path}`, { method, headers: { ...bearer, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const expectRefused = (answer: Answer, label: string, mentions: string): void => {
    expect({ label, status: answer.status }).toEqual({ label, status: 400 });
    expect(answer.body).toMatchObject({ success: false, error: expect.any(String), message: expect.stringContaining(mentions), error_code: 'VALIDATION_FAILED' });
  };
  const row = async (table: 'email_templates' | 'sequences', id: string) => (await db.query(`SELECT * FROM ${table} WHERE id = $1`, [id]))[0] as Record<string, unknown>;

  it('should refuse a template created or updated with a null name, subject, body or tags', async () => {
    const before = await db.query(`SELECT count(*)::int AS n FROM email_templates`);
    for (const field of ['subject', 'tags', 'html', 'text']) {
      expectRefused(await send('POST', '/api/templates', { name: `Null ${field}`, [field]: null }), `POST ${field}: null`, field);
    }
    expect(await db.query(`SELECT count(*)::int AS n FROM email_templates`)).toEqual(before);

    const created = await send('POST', '/api/templates', { name: 'Kept as it is', subject: 'Hello', html: '<p>Hi</p>', tags: ['kept'] });
    expect(created.status).toBe(201);
    const id = (created.body.data as { id: string }).id;
    const stored = await row('email_templates', id);
    for (const field of ['name', 'subject', 'tags', 'html', 'text']) {
      expectRefused(await send('PUT', `/api/templates/${id}`, { [field]: null }), `PUT ${field}: null`, field);
    }
    expect(await row('email_templates', id)).toEqual(stored);
  });

  it('should refuse a sequence created or updated with a null name, description, lookback or switch', async () => {
    const before = await db.query(`SELECT count(*)::int AS n FROM sequences`);
    expectRefused(await send('POST', '/api/sequences', { name: 'Null description', description: null }), 'POST description: null', 'description');
    expectRefused(await send('POST', '/api/sequences', { name: null }), 'POST name: null', 'name');
    expect(await db.query(`SELECT count(*)::int AS n FROM sequences`)).toEqual(before);

    const created = await send('POST', '/api/sequences', { name: `Kept sequence ${Date.now()}`, description: 'As it was' });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const stored = await row('sequences', id);
    for (const [field, mentions] of [['name', 'name'], ['description', 'description'], ['reply_lookback_hours', 'reply_lookback_hours'], ['stop_on_reply', 'stop_on_reply'], ['is_active', 'is_active']]) {
      expectRefused(await send('PUT', `/api/sequences/${id}`, { [field]: null }), `PUT ${field}: null`, mentions);
    }
    expect(await row('sequences', id)).toEqual(stored);
  });

  it("should show a template calling Handlebars' own helperMissing or blockHelperMissing as written, with a warning, in preview and test send (never a 500)", async () => {
    // Called as a helper (a block, or with arguments) they are refused when the template is saved, as every unsupported helper is.
    for (const tag of ['{{#helperMissing}}x{{/helperMissing}}', '{{helperMissing firstName}}']) {
      expectRefused(await send('POST', '/api/templates', { name: `Helper call ${tag} ${Date.now()}`, subject: 'Hi', html: `<p>${tag}</p>` }), tag, 'helperMissing');
    }
    // Bare, they read as variables outside the catalogue: refused at save. One stored before that rule (written
    // straight into the table) previews and test-sends as written with a warning.
    for (const tag of ['{{helperMissing}}', '{{blockHelperMissing}}']) {
      const helper = (tag.match(/\w+Missing/) as RegExpMatchArray)[0];
      const saved = await send('POST', '/api/templates', { name: `Helpers ${tag} ${Date.now()}`, subject: 'Hi', html: `<p>${tag}</p>` });
      expectRefused(saved, `save ${tag}`, `Unresolved tokens in body: ${helper}`);
      const { id } = await insertTemplate(db, { name: `Stored ${tag}`, subject: 'Hi', html: `<p>${tag}</p>` });
      const preview = await send('POST', `/api/templates/${id}/preview`, {});
      expect({ tag, status: preview.status }).toEqual({ tag, status: 200 });
      expect(preview.body.warnings).toEqual([{ code: 'UNRESOLVED_TOKENS_BODY', message: `Unresolved tokens in body: ${helper}` }]);
      expect((preview.body.data as { text: string }).text).toContain(tag);
      const test = await send('POST', `/api/templates/${id}/test-send`, { to_email: 'qa@movingco.example' });
      expect({ tag, status: test.status, body: test.body }).toEqual({ tag, status: 200, body: expect.objectContaining({ success: true }) });
      const inline = await send('POST', '/api/templates/inline', { html: `<p>${tag}</p>` });
      expect({ tag, status: inline.status }).toEqual({ tag, status: 200 });
    }
  });

  it("should refuse a template naming a variable outside the catalogue with the seed's words, and refuse to activate a sequence or start a rule whose step uses one stored before", async () => {
    const before = await db.query(`SELECT count(*)::int AS n FROM email_templates`);
    const bogus = await send('POST', '/api/templates', { name: `Bogus ${Date.now()}`, subject: 'Hi {{firstName}}', html: '<p>Your move is on {{bogusTag}}.</p>' });
    expectRefused(bogus, 'POST {{bogusTag}}', 'Unresolved tokens in body: bogusTag');
    expect(bogus.body.message).toBe('Unresolved tokens in body: bogusTag');
    expectRefused(await send('POST', '/api/templates', { name: `Bogus subject ${Date.now()}`, subject: 'About {{nickname}}', html: '<p>x</p>' }), 'subject', 'Unresolved tokens in subject: nickname');
    expect(await db.query(`SELECT count(*)::int AS n FROM email_templates`)).toEqual(before);
    const good = await send('POST', '/api/templates', { name: `Good ${Date.now()}`, subject: 'Hi {{firstName}}', html: '<p>See you on {{moveDate}}</p>' });
    const goodId = (good.body.data as { id: string }).id;
    const kept = await row('email_templates', goodId);
    expectRefused(await send('PUT', `/api/templates/${goodId}`, { html: '<p>{{bogusTag}}</p>' }), 'PUT {{bogusTag}}', 'Unresolved tokens in body: bogusTag');
    expect(await row('email_templates', goodId)).toEqual(kept);

    // A template stored before the rule (straight into the table) as step 2 of a sequence.
    const { id: oldId } = await insertTemplate(db, { name: 'Old follow-up', subject: 'Still moving?', html: '<p>{{bogusTag}}</p>' });
    const created = await send('POST', '/api/sequences', { name: `Uses an old template ${Date.now()}` });
    const sequenceId = created.body.id as string;
    const step2 = 'Step 2 uses the template "Old follow-up", which cannot be sent: Unresolved tokens in body: bogusTag';
    // Saving steps that use it is refused, as is a subject override naming an unknown variable.
    const refusedSteps = await send('PUT', `/api/sequences/${sequenceId}/steps/v3`, { steps: [{ template_id: goodId }, { template_id: oldId, delay_seconds: 86400 }] });
    expect(refusedSteps).toMatchObject({ status: 400, body: { error_code: 'VALIDATION_FAILED', details: [step2] } });
    const badOverride = await send('PUT', `/api/sequences/${sequenceId}/steps/v3`, { steps: [{ template_id: goodId, subject_override: 'About {{nope}}' }] });
    expect(badOverride).toMatchObject({ status: 400, body: { details: ["Step 1's subject cannot be sent: Unresolved tokens in subject: nope"] } });
    // Steps stored before that rule: written straight into the table.
    expect((await send('PUT', `/api/sequences/${sequenceId}/steps/v3`, { steps: [{ template_id: goodId }] })).status).toBe(200);
    await insertSteps(db, sequenceId, [{ step_order: 2, template_id: oldId, delay_seconds: 86400 }]);
    // Manual assignment from a step before it is refused too; from a later step (none here) it would not be.
    const { id: contactId } = await insertContact(db, { first_name: 'Lee', email: 'lee.legacy@example.com', consent_status: 'opted_in' });
    const assigned = await send('POST', `/api/enrollment/sequences/${sequenceId}/manual-assign`, { contact_ids: [contactId] });
    expect(assigned).toMatchObject({ status: 422, body: { success: false, error_code: 'INVALID_TEMPLATE', message: step2 } });
    expect(await db.query(`SELECT count(*)::int AS n FROM sequence_enrollments WHERE sequence_id = $1`, [sequenceId])).toEqual([{ n: 0 }]);
    await send('PATCH', `/api/v1/sequences/${sequenceId}/state`, { state: 'paused' });
    const activate = await send('PATCH', `/api/v1/sequences/${sequenceId}/state`, { state: 'active' });
    expect(activate).toMatchObject({ status: 422, body: { success: false, error_code: 'INVALID_TEMPLATE', message: step2 } });
    expect((await row('sequences', sequenceId)).state).toBe('paused');

    const rule = await send('POST', '/api/enrollment/rules', { sequence_id: sequenceId, name: 'Spring', start_date: '2026-03-01' });
    const ruleId = (rule.body.rule as { id: string }).id;
    const start = await send('POST', `/api/enrollment/rules/${ruleId}/start`, {});
    expect(start).toMatchObject({ status: 422, body: { success: false, error_code: 'INVALID_TEMPLATE', message: step2 } });
    expect((await db.query(`SELECT status FROM enrollment_rules WHERE id = $1`, [ruleId]))[0].status).toBe('draft');

    // Fixed, both go ahead.
    await db.query(`UPDATE email_templates SET html = '<p>{{fallback firstName "there"}}</p>' WHERE id = $1`, [oldId]);
    expect((await send('PATCH', `/api/v1/sequences/${sequenceId}/state`, { state: 'active' })).status).toBe(200);
    expect((await send('POST', `/api/enrollment/rules/${ruleId}/start`, {})).status).toBe(200);
  });

  it('should take the test-send example estimated_revenue as a number or a numeric string, and refuse words', async () => {
    const saved = await send('POST', '/api/templates', { name: `Revenue ${Date.now()}`, subject: 'Quote', html: '<p>About {{estimatedRevenue}}</p>' });
    const id = (saved.body.data as { id: string }).id;
    for (const revenue of [1234, 1234.5, '4500', '4500.50']) {
      const answer = await send('POST', `/api/templates/${id}/test-send`, { to_email: 'qa@movingco.example', context: { estimated_revenue: revenue } });
      expect({ revenue, status: answer.status, success: answer.body.success }).toEqual({ revenue, status: 200, success: true });
    }
    for (const revenue of ['lots', '$4,500', -5, true]) {
      expectRefused(await send('POST', `/api/templates/${id}/test-send`, { to_email: 'qa@movingco.example', context: { estimated_revenue: revenue } }), `estimated_revenue ${String(revenue)}`, 'estimated_revenue must be a number');
    }
  });
});

