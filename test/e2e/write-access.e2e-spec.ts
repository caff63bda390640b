import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { UserRole } from 'src/modules/auth/entities/user.entity';
import { startTestApp, type TestApp } from '../utils/test-app';
import { insertContact, insertSequence } from './support/factories';

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * One write rule for sequences (their steps and rules), templates and runs: every signed-in user reads them, only the
 * owner or an admin changes them (a 403 before anything is touched). The Automation Run screens' data (Deliveries,
 * Outbox, Recent Replies, unmatched mail, Suppression List) is for admins unless OPS_FOR_ALL, as the sidebar shows it.
 */
describe('Write access: owner or admin for sequences, steps, rules and templates; ops data for admins', () => {
  let t: TestApp;
  let db: DataSource;
  const tokens: Record<'admin' | 'owner' | 'other', string> = { admin: '', owner: '', other: '' };
  let sequenceId = '';
  let templateId = '';
  let ruleId = '';

  const call = async (who: keyof typeof tokens, method: string, path: string, body?: unknown): Promise<Answer> => {
    const response = await fetch(`${t.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${tokens[who]}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
  };
  const row = async (table: string, id: string): Promise<Record<string, unknown>> =>
    ((await db.query(`SELECT * FROM ${table} WHERE id = $1`, [id])) as Record<string, unknown>[])[0];
  const expectDenied = (answer: Answer, label: string, message: string): void => {
    expect({ label, status: answer.status }).toEqual({ label, status: 403 });
    expect(answer.body).toMatchObject({ success: false, error_code: 'FORBIDDEN', message });
  };

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    const mint = async (email: string, role: UserRole): Promise<string> => (await t.app.get(ApiTokenService).create({ email, role, days: 1 })).token;
    tokens.admin = await mint('wa.admin@movingco.example', UserRole.Admin);
    tokens.owner = await mint('wa.owner@movingco.example', UserRole.Staff);
    tokens.other = await mint('wa.other@movingco.example', UserRole.Staff);

    const template = await call('owner', 'POST', '/api/templates', { name: `Owner's template ${Date.now()}`, subject: 'Hi {{firstName}}', html: '<p>Hello</p>' });
    expect(template.status).toBe(201);
    templateId = (template.body.data as { id: string }).id;
    const sequence = await call('owner', 'POST', '/api/sequences', { name: `Owner's sequence ${Date.now()}` });
    expect(sequence.status).toBe(201);
    sequenceId = sequence.body.id as string;
    expect((await call('owner', 'PUT', `/api/sequences/${sequenceId}/steps/v3`, { steps: [{ template_id: templateId }] })).status).toBe(200);
    const rule = await call('owner', 'POST', '/api/enrollment/rules', { sequence_id: sequenceId, name: 'Spring', start_date: '2026-03-01' });
    expect(rule.status).toBe(201);
    ruleId = (rule.body.rule as { id: string }).id;
  });
  afterAll(() => t.close());

  it("should refuse another staff user's every change to a sequence, its steps and its rules, and change nothing", async () => {
    const sequenceBefore = await row('sequences', sequenceId);
    const stepsBefore = await db.query(`SELECT * FROM sequence_steps WHERE sequence_id = $1 ORDER BY step_order`, [sequenceId]);
    const ruleBefore = await row('enrollment_rules', ruleId);
    const sequenceDenied = "You don't have permission to change this sequence: only its owner or an admin can";
    const rulesDenied = "You don't have permission to change this sequence's rules: only the sequence's owner or an admin can";

    expectDenied(await call('other', 'PUT', `/api/sequences/${sequenceId}`, { name: 'Taken over' }), 'rename', sequenceDenied);
    expectDenied(await call('other', 'PUT', `/api/sequences/${sequenceId}`, { is_active: false }), 'archive', sequenceDenied);
    expectDenied(await call('other', 'PUT', `/api/sequences/${sequenceId}/steps/v3`, { steps: [] }), 'replace steps', sequenceDenied);
    expectDenied(await call('other', 'DELETE', `/api/sequences/${sequenceId}`, { force: true }), 'force delete', sequenceDenied);
    expectDenied(
      await call('other', 'PATCH', `/api/v1/sequences/${sequenceId}/state`, { state: 'paused' }),
      'pause',
      "You don't have permission to change sequence state",
    );
    expectDenied(await call('other', 'POST', '/api/enrollment/rules', { sequence_id: sequenceId, name: 'Mine now', start_date: '2026-03-01' }), 'add rule', rulesDenied);
    for (const action of ['start', 'pause', 'stop']) {
      expectDenied(await call('other', 'POST', `/api/enrollment/rules/${ruleId}/${action}`), `rule ${action}`, rulesDenied);
    }

    expect(await row('sequences', sequenceId)).toEqual(sequenceBefore);
    expect(await db.query(`SELECT * FROM sequence_steps WHERE sequence_id = $1 ORDER BY step_order`, [sequenceId])).toEqual(stepsBefore);
    expect(await row('enrollment_rules', ruleId)).toEqual(ruleBefore);
    expect(await db.query(`SELECT count(*)::int AS n FROM enrollment_rules WHERE sequence_id = $1`, [sequenceId])).toEqual([{ n: 1 }]);
  });

  it("should refuse another staff user's edit or delete of a template and keep it as it was", async () => {
    const before = await row('email_templates', templateId);
    const denied = "You don't have permission to change this template: only its owner or an admin can";
    expectDenied(await call('other', 'PUT', `/api/templates/${templateId}`, { subject: 'Defaced' }), 'edit', denied);
    expectDenied(await call('other', 'DELETE', `/api/templates/${templateId}`), 'delete', denied);
    expect(await row('email_templates', templateId)).toEqual(before);
  });

  it('should let every signed-in user read them, and the owner and an admin change them', async () => {
    for (const path of [`/api/sequences/${sequenceId}`, `/api/sequences/${sequenceId}/steps/v3`, `/api/enrollment/sequences/${sequenceId}/rules`, `/api/templates/${templateId}`]) {
      expect({ path, status: (await call('other', 'GET', path)).status }).toEqual({ path, status: 200 });
    }
    expect((await call('owner', 'PUT', `/api/sequences/${sequenceId}`, { description: 'By its owner' })).status).toBe(200);
    expect((await call('admin', 'PUT', `/api/sequences/${sequenceId}`, { description: 'By an admin' })).status).toBe(200);
    expect((await call('owner', 'POST', `/api/enrollment/rules/${ruleId}/start`)).status).toBe(200);
    expect((await call('admin', 'POST', `/api/enrollment/rules/${ruleId}/pause`)).status).toBe(200);
    expect((await call('owner', 'PUT', `/api/templates/${templateId}`, { subject: 'Hello {{firstName}}' })).status).toBe(200);
    expect((await call('admin', 'PUT', `/api/templates/${templateId}`, { subject: 'Hi again {{firstName}}' })).status).toBe(200);
    expect(await row('sequences', sequenceId)).toMatchObject({ description: 'By an admin' });
  });

  it('should tell each user, run by run, whether they may act on it, and refuse the others', async () => {
    const contact = await insertContact(db, { email: `wa.${Date.now()}@example.com`, first_name: 'Ada' });
    const assigned = await call('owner', 'POST', `/api/enrollment/sequences/${sequenceId}/manual-assign`, { contact_ids: [contact.id] });
    expect(assigned.status).toBe(200);
    const [run] = (await db.query(`SELECT id FROM sequence_enrollments WHERE sequence_id = $1`, [sequenceId])) as { id: string }[];
    const canAct = async (who: keyof typeof tokens): Promise<unknown> =>
      ((await call(who, 'GET', '/api/enrollments?state=all&limit=100')).body.data as { id: string; can_act: boolean }[]).find((r) => r.id === run.id)?.can_act;
    expect({ owner: await canAct('owner'), admin: await canAct('admin'), other: await canAct('other') }).toEqual({ owner: true, admin: true, other: false });
    const refused = await call('other', 'POST', `/api/enrollments/${run.id}/pause`, {});
    expect(refused).toMatchObject({ status: 403, body: { message: 'Only an admin, the sequence owner or who enrolled the contact may change this run' } });
  });

  it('should leave a sequence or template without an owner to admins', async () => {
    const orphan = await insertSequence(db, { name: `Unowned ${Date.now()}`, owner_user_id: null });
    expectDenied(await call('owner', 'PUT', `/api/sequences/${orphan.id}`, { name: 'Claimed' }), 'unowned', "You don't have permission to change this sequence: only its owner or an admin can");
    expect((await call('admin', 'PUT', `/api/sequences/${orphan.id}`, { description: 'Kept up by an admin' })).status).toBe(200);
  });

  it('should answer 404, not 403, for a sequence or template that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call('other', 'PUT', `/api/sequences/${missing}`, { name: 'x' })).status).toBe(404);
    expect((await call('other', 'PUT', `/api/templates/${missing}`, { subject: 'x' })).status).toBe(404);
  });

  it("should keep the Automation Run screens' data for admins (OPS_FOR_ALL is false)", async () => {
    for (const path of ['/api/deliveries', '/api/outbox?status=pending', '/api/replies', '/api/inbound-messages/unmatched', '/api/suppressions']) {
      expectDenied(await call('other', 'GET', path), path, 'The Automation Run screens are for administrators');
      expect({ path, status: (await call('admin', 'GET', path)).status }).toEqual({ path, status: 200 });
    }
    expectDenied(await call('other', 'POST', '/api/outbox/00000000-0000-4000-8000-000000000000/retry'), 'retry', 'The Automation Run screens are for administrators');
  });
});
