import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { startTestApp, type TestApp } from '../utils/test-app';
import { insertContact, insertRun, insertTemplate } from './support/factories';

interface HistoryEvent {
  id: string;
  type: string;
  at: string;
  actor: { email: string; name: string } | null;
  summary: string;
  details: Record<string, unknown>;
}
interface Answer {
  success: boolean;
  idempotent?: boolean;
  sequence: { id: string };
  events: HistoryEvent[];
}

describe('Sequences: history of changes and sends', () => {
  let t: TestApp;
  let db: DataSource;
  let auth: Record<string, string> = {};

  const call = async (method: string, path: string, body?: unknown): Promise<{ status: number; body: Answer }> => {
    const response = await fetch(`${t.url}${path}`, { method, headers: { 'content-type': 'application/json', ...auth }, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Answer };
  };

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api', MAIL_PROVIDER: '', SMTP_HOST: '', MAIL_CATCHER_PORT: '0', TEST_SEND_PER_MINUTE: '100' });
    db = t.app.get(DataSource);
    const token = await t.app.get(ApiTokenService).create({ email: 'historian.sequences@movingco.example', days: 1 });
    auth = { authorization: `Bearer ${token.token}` };
  });
  afterAll(() => t.close());

  it('should record each change in the same transaction, with the actor and the state reason, and list sends, newest first', async () => {
    const { id: templateId } = await insertTemplate(db, { name: 'Q', subject: 'Your quote', html: '<p>Hi</p>' });
    const id = (await call('POST', '/api/sequences', { name: 'Tracked' })).body.sequence.id;
    // A designer save sends every field: the history names only those that changed, in words.
    expect((await call('PUT', `/api/sequences/${id}`, { name: 'Tracked', description: 'Now described', stop_on_reply: true, is_active: true })).status).toBe(200);
    // Saved again unchanged: no event.
    expect((await call('PUT', `/api/sequences/${id}`, { name: 'Tracked', description: 'Now described', stop_on_reply: true })).status).toBe(200);
    expect((await call('PUT', `/api/sequences/${id}/steps/v3`, { steps: [{ template_id: templateId }, { delay_seconds: 60 }] })).status).toBe(200);
    expect((await call('PATCH', `/api/v1/sequences/${id}/state`, { state: 'paused', reason: 'Holiday break' })).status).toBe(200);
    expect((await call('PATCH', `/api/v1/sequences/${id}/state`, { state: 'active' })).status).toBe(200);
    // An idempotent switch (already active) writes nothing.
    expect((await call('PATCH', `/api/v1/sequences/${id}/state`, { state: 'active' })).body).toMatchObject({ idempotent: true });
    expect((await call('POST', `/api/sequences/${id}/test-send`, { to_email: 'alex@movingco.example', test_mode: true })).status).toBe(200);
    // A refused change writes nothing.
    expect((await call('PUT', `/api/sequences/${id}/steps/v3`, { steps: [{ wait_until: { anchor: 'x' } }] })).status).toBe(400);

    const { status, body } = await call('GET', `/api/sequences/${id}/history`);
    expect(status).toBe(200);
    expect(body.events.map((event) => [event.type, event.summary])).toEqual([
      ['test_send', 'Test email sent to alex@movingco.example'],
      ['state_changed', 'Activated'],
      ['state_changed', 'Paused: Holiday break'],
      ['steps_saved', 'Steps saved (2 steps)'],
      ['updated', 'Details updated: description, stop on reply'],
      ['created', 'Created "Tracked"'],
    ]);
    expect(body.events[2].details).toEqual({ from: 'active', to: 'paused', reason: 'Holiday break' });
    expect(body.events[4].details).toEqual({ fields: ['description', 'stop_on_reply'] });
    expect(body.events[5].actor?.email).toBe('historian.sequences@movingco.example');

    const page = await call('GET', `/api/sequences/${id}/history?limit=2&before=${encodeURIComponent(body.events[1].at)}`);
    expect(page.body.events.map((event) => event.type)).toEqual(['state_changed', 'steps_saved']);

    const copy = (await call('POST', `/api/sequences/${id}/duplicate`)).body.sequence.id;
    expect((await call('GET', `/api/sequences/${copy}/history`)).body.events.map((event) => event.summary)).toEqual(['Duplicated from "Tracked"']);

    const contact = await insertContact(db, { email: 'h@example.com' });
    await insertRun(db, { sequence_id: copy, contact_id: contact.id, status: 'active' });
    expect((await call('DELETE', `/api/sequences/${copy}?force=true&reason=Replaced`)).status).toBe(204);
    const deleted = (await db.query(`SELECT type, summary, details FROM sequence_events WHERE sequence_id = $1 AND type = 'deleted'`, [copy])) as Record<string, unknown>[];
    expect(deleted).toEqual([{ type: 'deleted', summary: 'Deleted with force: 1 enrollment canceled', details: { force: true, canceled: 1, reason: 'Replaced' } }]);
  });
});
