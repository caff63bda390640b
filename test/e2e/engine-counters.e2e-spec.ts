import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { UserRole } from 'src/modules/auth/entities/user.entity';
import { AdvancerService } from 'src/modules/runs/advancer/advancer.service';
import { startTestApp, type TestApp } from '../utils/test-app';
import { waitFor } from '../utils/wait-for';

interface EngineFigures {
  deliveries_committed_total: number;
  sequence_advancer_processed_total: number;
  sequence_errors_total: number;
}

/** The engine counters as the app wires them (not hand-built services): real sends move /metrics.json. */
describe('Engine counters through the app', () => {
  let t: TestApp;
  let db: DataSource;
  let headers: Record<string, string>;

  const figures = async (): Promise<EngineFigures> => (await (await fetch(`${t.url}/metrics.json`, { headers })).json()) as EngineFigures;

  beforeAll(async () => {
    t = await startTestApp({ SEND_HOLIDAYS: 'none', SEQUENCE_ADVANCER_EVERY_MS: '3600000', MAILBOX_MESSAGES_PER_MINUTE: '0', MAILBOX_RECIPIENTS_PER_DAY: '0' });
    db = t.app.get(DataSource);
    headers = { authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email: 'counters.admin@movingco.example', role: UserRole.Admin, days: 1 })).token}` };
  });
  afterAll(() => t.close());

  it('should count committed deliveries, processed runs and errors from the advancer and the sender the app injects', async () => {
    const before = await figures();
    const [{ id: templateId }] = (await db.query(`INSERT INTO email_templates (name, subject, html) VALUES ('Counters', 'Hello', '<p>Hi</p>') RETURNING id`)) as { id: string }[];
    const [{ id: sequenceId }] = (await db.query(`INSERT INTO sequences (name) VALUES ('Counters') RETURNING id`)) as { id: string }[];
    await db.query(`INSERT INTO sequence_steps (sequence_id, step_order, template_id, delay_seconds) VALUES ($1, 1, $2, 0)`, [sequenceId, templateId]);
    const [{ id: ruleId }] = (await db.query(
      `INSERT INTO enrollment_rules (sequence_id, name, status, start_date, send_window_json, timezone)
       VALUES ($1, 'r', 'active', '2026-01-01', '{"days":[1,2,3,4,5,6,7],"start_hour":0,"end_hour":24}', 'UTC') RETURNING id`,
      [sequenceId],
    )) as { id: string }[];
    // Two contacts that can be mailed, and one whose address is unusable (the sender refuses it: an error).
    for (const email of ['counted-1@example.com', 'counted-2@example.com', null]) {
      const [{ id: contactId }] = (await db.query(`INSERT INTO contacts (email, consent_status) VALUES ($1, 'opted_in') RETURNING id`, [email])) as { id: string }[];
      await db.query(
        `INSERT INTO sequence_enrollments (sequence_id, contact_id, rule_id, status, current_step, next_run_at) VALUES ($1, $2, $3, 'active', 1, now() - interval '1 second')`,
        [sequenceId, contactId, ruleId],
      );
    }

    const drained = await t.app.get(AdvancerService).drain(10_000);
    expect(drained.sent).toBe(2);

    await waitFor('the counters to reach /metrics.json', async () => (await figures()).deliveries_committed_total - before.deliveries_committed_total === 2, 10_000);
    const after = await figures();
    expect(after.sequence_advancer_processed_total - before.sequence_advancer_processed_total).toBe(3);
    expect(after.sequence_errors_total - before.sequence_errors_total).toBe(1);
  });
});
