import { DateTime } from 'luxon';
import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import type { AdvancerService } from 'src/modules/runs/advancer/advancer.service';
import { ORG_SCOPE_ID } from 'src/modules/runs/runs.constants';
import { advancerWith, sequenceSender } from './support/advancer-harness';
import { startTestApp, type TestApp } from '../utils/test-app';
import { DUE_NOW, insertContact, insertOpenRule, insertRun, insertSequence, insertSequences, insertTemplate } from './support/factories';

interface Explanation { state: string; due_at: string | null; summary: string; reasons: { code: string; text: string; until?: string }[] }
interface SendingSettings {
  mailboxes: string[];
  mailboxes_env_var: string;
  limits: { key: string; limit: number; env_var: string; window: string }[];
  time_zone: string;
}

/** The sending caps made visible: Settings names them with their variables, and a run held by a full mailbox says so. */
describe('Sending caps: Settings and the explain line', () => {
  let t: TestApp;
  let db: DataSource;
  let advancer: AdvancerService;
  let headers: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp({
      MAIL_SEND_MAILBOXES: 'sales@movingco.example',
      MAILBOX_MESSAGES_PER_MINUTE: '30',
      MAILBOX_RECIPIENTS_PER_DAY: '200',
      SEQUENCE_DAILY_ORG_SEND_CAP: '5000',
      SEQUENCE_DAILY_SEQUENCE_SEND_CAP: '1000',
      COMPANY_TIMEZONE: 'America/Chicago',
      SEND_HOLIDAYS: 'none',
      SEQUENCE_ADVANCER_EVERY_MS: '3600000',
    });
    db = t.app.get(DataSource);
    advancer = advancerWith(t.app, sequenceSender(t.app, db));
    headers = { authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email: 'caps.reader@movingco.example', days: 1 })).token}` };
  });
  afterAll(() => t.close());

  const get = async <T>(path: string): Promise<{ status: number; body: T }> => {
    const response = await fetch(`${t.url}${path}`, { headers });
    return { status: response.status, body: (await response.json()) as T };
  };

  it('should list every sending cap in Settings with its value, the variable that sets it and what it counts over', async () => {
    const { status, body } = await get<{ data: { sending: SendingSettings } }>('/api/settings');
    expect(status).toBe(200);
    expect(body.data.sending).toEqual({
      mailboxes: ['sales@movingco.example'],
      mailboxes_env_var: 'MAIL_SEND_MAILBOXES',
      limits: [
        { key: 'mailbox_per_day', limit: 200, env_var: 'MAILBOX_RECIPIENTS_PER_DAY', window: 'rolling_24_hours' },
        { key: 'mailbox_per_minute', limit: 30, env_var: 'MAILBOX_MESSAGES_PER_MINUTE', window: 'minute' },
        { key: 'org_per_day', limit: 5000, env_var: 'SEQUENCE_DAILY_ORG_SEND_CAP', window: 'calendar_day' },
        { key: 'sequence_per_day', limit: 1000, env_var: 'SEQUENCE_DAILY_SEQUENCE_SEND_CAP', window: 'calendar_day' },
      ],
      time_zone: 'America/Chicago',
    });
  });

  it('should say a due run waits for its full mailbox, then, once held, name the mailbox, its cap and the next send', async () => {
    const template = await insertTemplate(db, { name: 'Caps', subject: 'Hello', html: '<p>Hi</p>' });
    const sequence = await insertSequence(db, { name: 'Caps' }, [{ template_id: template.id, delay_seconds: 3600 }]);
    const rule = await insertOpenRule(db, sequence.id);
    const contact = await insertContact(db, { email: 'capped@example.com', consent_status: 'opted_in' });
    const { id: runId } = await insertRun(db, { sequence_id: sequence.id, contact_id: contact.id, rule_id: rule.id, next_run_at: DUE_NOW });
    // The mailbox sent its 200 emails three hours ago: the rolling day has room again 25 hours after that hour began.
    const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 - 3 * 3_600_000);
    await db.query(`INSERT INTO mailbox_send_usage (mailbox, period, period_start, used) VALUES ('sales@movingco.example', 'hour', $1, 200)`, [hour]);

    const due = await get<{ explain: Explanation }>(`/api/enrollments/${runId}/explain`);
    expect(due.status).toBe(200);
    expect(due.body.explain.reasons[0]).toEqual({
      code: 'mailbox_budget',
      text: 'Due, but the mailbox sales@movingco.example has sent its 200 emails in the last 24 hours (MAILBOX_RECIPIENTS_PER_DAY); the step is sent once a mailbox has room again',
    });

    await advancer.drain(10_000);
    const [held] = (await db.query(`SELECT hold_reason, next_run_at FROM sequence_enrollments WHERE id = $1`, [runId])) as { hold_reason: string; next_run_at: Date }[];
    const freed = new Date(hour.getTime() + 25 * 3_600_000).toISOString();
    expect(held).toEqual({ hold_reason: 'mailbox_budget', next_run_at: new Date(freed) });
    expect((await db.query(`SELECT count(*)::int AS n FROM deliveries WHERE idempotency_key = $1`, [`seq:${runId}:1`]))[0]).toEqual({ n: 0 });

    const after = (await get<{ explain: Explanation }>(`/api/enrollments/${runId}/explain`)).body.explain;
    expect(after.summary).toBe(`Held: the mailbox sales@movingco.example has sent its 200 emails in the last 24 hours (MAILBOX_RECIPIENTS_PER_DAY); next send after ${freed}`);
    expect(after.reasons[0]).toMatchObject({ code: 'mailbox_budget', until: freed });
  });

  it("should answer today's sends against the daily caps: all sequences together and the busiest sequences", async () => {
    type Usage = { day: string; time_zone: string; org: { used: number; limit: number }; sequences: { sequence_id: string; name: string; used: number; limit: number }[] };
    const before = await get<{ success: boolean; usage: Usage }>('/api/enrollment/send-usage');
    expect(before.status).toBe(200);
    const day = DateTime.now().setZone('America/Chicago').toISODate();
    expect(before.body).toEqual({ success: true, usage: { day, time_zone: 'America/Chicago', org: { used: 0, limit: 5000 }, sequences: [] } });

    const made = await insertSequences(db, [{ name: 'Usage busy' }, { name: 'Usage quiet' }, { name: 'Usage idle' }]);
    const [busy, quiet, idle] = made.map((row) => row.id);
    await db.query(
      `INSERT INTO sequence_send_daily_usage (scope, scope_id, day, used) VALUES
         ('org', $4, $5::date, 12), ('sequence', $1, $5::date, 8), ('sequence', $2, $5::date, 4), ('sequence', $3, $5::date, 0),
         ('org', $4, $5::date - 1, 900), ('sequence', $3, $5::date - 1, 900)
       ON CONFLICT ON CONSTRAINT sequence_send_daily_usage_pkey DO UPDATE SET used = EXCLUDED.used`,
      [busy, quiet, idle, ORG_SCOPE_ID, day],
    );
    const after = await get<{ usage: Usage }>('/api/enrollment/send-usage');
    expect(after.body.usage).toEqual({
      day,
      time_zone: 'America/Chicago',
      org: { used: 12, limit: 5000 },
      sequences: [
        { sequence_id: busy, name: 'Usage busy', used: 8, limit: 1000 },
        { sequence_id: quiet, name: 'Usage quiet', used: 4, limit: 1000 },
      ],
    });
    const anonymous = await fetch(`${t.url}/api/enrollment/send-usage`);
    expect(anonymous.status).toBe(401);
  });

  it('should answer 404 with the error envelope for an unknown run', async () => {
    const { status, body } = await get<Record<string, unknown>>('/api/enrollments/00000000-0000-4000-8000-000000000000/explain');
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, error_code: expect.any(String), message: expect.any(String), error: expect.any(String) });
  });
});
