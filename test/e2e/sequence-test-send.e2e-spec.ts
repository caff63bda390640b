import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { startTestApp, type TestApp } from '../utils/test-app';
import { insertTemplate } from './support/factories';

interface Answer {
  success: boolean;
  provider?: string | null;
  from?: string;
  to?: string;
  subject?: string;
  request_id?: string | null;
  error?: string | null;
  delivery_id?: string;
  idempotent?: boolean;
  message?: string;
  error_code?: string;
  details?: unknown[];
  sequence: { id: string };
}
interface Caught {
  id: string;
  subject: string;
  to: string[];
}

describe('Sequences: test send of one step', () => {
  let t: TestApp;
  let db: DataSource;
  let auth: Record<string, string> = {};
  let sequenceId = '';

  const call = async (method: string, path: string, body?: unknown): Promise<{ status: number; body: Answer }> => {
    const response = await fetch(`${t.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...auth },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Answer };
  };
  const caught = async (): Promise<Caught[]> => ((await call('GET', '/api/mail/caught')).body as unknown as { data: Caught[] }).data;
  const newSequence = async (name: string): Promise<string> => {
    const created = await call('POST', '/api/sequences', { name });
    expect(created.status).toBe(201);
    return created.body.sequence.id;
  };

  beforeAll(async () => {
    t = await startTestApp({
      APP_ROLES: 'api', MAIL_PROVIDER: '', SMTP_HOST: '', MAIL_CATCHER_PORT: '0', MAIL_FROM: 'Acme Movers <quotes@movingco.example>',
      TEST_SEND_PER_MINUTE: '100', TEST_SEND_ANY_RECIPIENT: 'false',
    });
    db = t.app.get(DataSource);
    const token = await t.app.get(ApiTokenService).create({ email: 'tester.sequences@movingco.example', days: 1 });
    auth = { authorization: `Bearer ${token.token}` };
    const { id: templateId } = await insertTemplate(db, { name: 'Quote', subject: 'Your quote', html: '<p>Hello {{customerName}}</p>' });
    sequenceId = await newSequence('Tested');
    const saved = await call('PUT', `/api/sequences/${sequenceId}/steps/v3`, {
      steps: [{ template_id: templateId }, { template_id: templateId, subject_override: 'Second step subject' }, { delay_seconds: 60 }],
    });
    expect(saved.status).toBe(200);
  });
  afterAll(() => t.close());

  it('should send the chosen step into the mail catcher and record a delivery linked to the sequence', async () => {
    const sent = await call('POST', `/api/sequences/${sequenceId}/test-send`, { to_email: 'alex@movingco.example', step_index: 1, test_mode: true });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ success: true, provider: 'smtp', from: 'Acme Movers <quotes@movingco.example>', subject: 'Second step subject', error: null, idempotent: false });
    const mail = await caught();
    expect(mail[0]).toMatchObject({ id: sent.body.request_id, subject: 'Second step subject', to: ['alex@movingco.example'] });
    const rows = (await db.query(`SELECT kind, status, sequence_id FROM deliveries WHERE id = $1`, [sent.body.delivery_id])) as Record<string, unknown>[];
    expect(rows).toEqual([{ kind: 'test', status: 'sent', sequence_id: sequenceId }]);

    const overridden = await call('POST', `/api/sequences/${sequenceId}/test-send`, { to_email: 'alex@movingco.example', step_index: 0, test_mode: true, subject_override: 'Custom', from_address: 'Quotes desk <quotes@movingco.example>' });
    expect(overridden.body).toMatchObject({ success: true, subject: 'Custom', from: 'Quotes desk <quotes@movingco.example>' });

    // A From that is none of our sending mailboxes is refused, display name or not, and nothing is sent.
    const before = (await caught()).length;
    for (const from of ['evil <attacker@evil.example>', 'attacker@evil.example', 'Sales <sales@movingco.example.evil.example>']) {
      const refused = await call('POST', `/api/sequences/${sequenceId}/test-send`, { to_email: 'alex@movingco.example', step_index: 0, test_mode: true, from_address: from });
      expect({ from, status: refused.status }).toEqual({ from, status: 400 });
      expect(refused.body).toMatchObject({ success: false, error_code: 'VALIDATION_FAILED', message: expect.stringContaining('from_address must be one of the sending mailboxes') });
    }
    expect((await caught()).length).toBe(before);
  });

  it("should refuse a step sending as someone else's address, and never send as one stored before the check", async () => {
    const steps = (await db.query(`SELECT template_id FROM sequence_steps WHERE sequence_id = $1 ORDER BY step_order LIMIT 1`, [sequenceId])) as { template_id: string }[];
    const templateId = steps[0].template_id;
    const owned = await newSequence('Step sender');
    for (const from of ['evil <attacker@evil.example>', 'Sales <sales@movingco.example.evil.example>']) {
      const refused = await call('PUT', `/api/sequences/${owned}/steps/v3`, { steps: [{ template_id: templateId, from_override: from }] });
      expect({ from, status: refused.status }).toEqual({ from, status: 400 });
      expect(refused.body).toMatchObject({ success: false, error_code: 'VALIDATION_FAILED', message: expect.stringContaining('Step 1: from_override must be one of the sending mailboxes: quotes@movingco.example') });
    }
    expect(await db.query(`SELECT count(*)::int AS n FROM sequence_steps WHERE sequence_id = $1`, [owned])).toEqual([{ n: 0 }]);
    const ours = await call('PUT', `/api/sequences/${owned}/steps/v3`, { steps: [{ template_id: templateId, from_override: 'Quotes desk <quotes@movingco.example>' }] });
    expect(ours.status).toBe(200);
    const sentAsOurs = await call('POST', `/api/sequences/${owned}/test-send`, { to_email: 'alex@movingco.example', step_index: 0, test_mode: true });
    expect(sentAsOurs.body).toMatchObject({ success: true, from: 'Quotes desk <quotes@movingco.example>' });

    // An override written before the check (straight into the table here) is ignored: the company sender is used.
    await db.query(`UPDATE sequence_steps SET from_override = 'evil <attacker@evil.example>' WHERE sequence_id = $1`, [owned]);
    const sent = await call('POST', `/api/sequences/${owned}/test-send`, { to_email: 'alex@movingco.example', step_index: 0, test_mode: true });
    expect(sent.body).toMatchObject({ success: true, from: 'Acme Movers <quotes@movingco.example>' });
  });

  it('should send on every click in test mode, and answer a repeat without test mode from the record without sending again', async () => {
    const before = (await caught()).length;
    const a = await call('POST', `/api/sequences/${sequenceId}/test-send`, { to_email: 'sam@movingco.example', step_index: 0, test_mode: true });
    const b = await call('POST', `/api/sequences/${sequenceId}/test-send`, { to_email: 'sam@movingco.example', step_index: 0, test_mode: true });
    expect(a.body.delivery_id).not.toBe(b.body.delivery_id);
    expect((await caught()).length).toBe(before + 2);

    const first = await call('POST', `/api/sequences/${sequenceId}/test-send`, { email: 'sam@movingco.example', test_mode: false });
    expect(first.body).toMatchObject({ success: true, idempotent: false, subject: 'Your quote' });
    const repeat = await call('POST', `/api/sequences/${sequenceId}/test-send`, { to_email: 'SAM@movingco.example', step_index: 0 });
    expect(repeat.status).toBe(200);
    expect(repeat.body).toMatchObject({ success: true, idempotent: true, delivery_id: first.body.delivery_id, request_id: first.body.request_id });
    expect((await caught()).length).toBe(before + 3);
  });

  it('should answer 422 without steps or without a template, 400 out of range and 403 for an outside recipient', async () => {
    const empty = await newSequence('Empty');
    const noSteps = await call('POST', `/api/sequences/${empty}/test-send`, { to_email: 'alex@movingco.example' });
    expect(noSteps.status).toBe(422);
    expect(noSteps.body).toMatchObject({ success: false, message: 'No steps to test', error_code: 'NO_STEPS' });
    const noTemplate = await call('POST', `/api/sequences/${sequenceId}/test-send`, { to_email: 'alex@movingco.example', step_index: 2 });
    expect(noTemplate.status).toBe(422);
    expect(noTemplate.body).toMatchObject({ message: 'No template selected', error_code: 'NO_TEMPLATE' });
    const outOfRange = await call('POST', `/api/sequences/${sequenceId}/test-send`, { to_email: 'alex@movingco.example', step_index: 3 });
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body.details).toEqual(['step_index must be from 0 to 2']);
    const before = (await caught()).length;
    const outside = await call('POST', `/api/sequences/${sequenceId}/test-send`, { to_email: 'someone@gmail.com', test_mode: true });
    expect(outside.status).toBe(403);
    expect(outside.body.error_code).toBe('TEST_SEND_RECIPIENT_FORBIDDEN');
    expect((await caught()).length).toBe(before);
    expect((await call('POST', `/api/sequences/00000000-0000-4000-8000-000000000000/test-send`, { to_email: 'alex@movingco.example' })).status).toBe(404);
  });
});
