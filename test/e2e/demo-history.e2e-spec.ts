import { DataSource } from 'typeorm';
import { SeedService } from 'src/database/seeding/seed.service';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { UserRole } from 'src/modules/auth/entities/user.entity';
import { SmtpCatcher } from 'src/modules/delivery/smtp-catcher.service';
import type { AdvancerService } from 'src/modules/runs/advancer/advancer.service';
import { advancerWith, sequenceSender } from './support/advancer-harness';
import { startTestApp, type TestApp } from '../utils/test-app';

const ALWAYS_OPEN = { days: [1, 2, 3, 4, 5, 6, 7], start_hour: 0, end_hour: 24 };
const DEMO_ID = '%@demo.lead-automation.invalid>';

interface Counts { deliveries: number; demo_deliveries: number; inbound: number; demo_inbound: number }

/** The demo's mail history: seeded with the demo data, consistent with the runs, marked demo, never mailed. */
describe('Demo mail history', () => {
  let t: TestApp;
  let db: DataSource;
  let headers: Record<string, string> = {};

  const counts = async (): Promise<Counts> =>
    ((await db.query(
      `SELECT (SELECT count(*)::int FROM deliveries) AS deliveries, (SELECT count(*)::int FROM deliveries WHERE provider = 'demo' AND message_id LIKE $1) AS demo_deliveries,
              (SELECT count(*)::int FROM inbound_messages) AS inbound, (SELECT count(*)::int FROM inbound_messages WHERE message_id LIKE $1) AS demo_inbound`,
      [DEMO_ID],
    )) as Counts[])[0];
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${t.url}${path}`, { headers });
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };

  beforeAll(async () => {
    t = await startTestApp({ SEND_HOLIDAYS: 'none', SEQUENCE_ADVANCER_EVERY_MS: '3600000', MAILBOX_MESSAGES_PER_MINUTE: '0', MAILBOX_RECIPIENTS_PER_DAY: '0' });
    db = t.app.get(DataSource);
    headers = { authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email: 'demo.viewer@movingco.example', days: 1, role: UserRole.Admin })).token}` };
  });
  afterAll(() => t.close());

  it('should seed sends, a bounce, replies and an out-of-office for the demo runs, each step sent before the step its run is on', async () => {
    const seeded = await t.app.get(SeedService).seedEmptyAreas();
    expect(seeded).toContainEqual(expect.stringMatching(/^demo mail history: [1-9]\d* demo deliveries, [1-9]\d* demo replies and notices$/));
    const before = await counts();
    expect(before.demo_deliveries).toBe(before.deliveries);
    expect(before.demo_inbound).toBe(before.inbound);

    // Every run's deliveries are exactly its sent steps: 1 … current − 1 (… current for a run that completed after it).
    const mismatched = (await db.query(
      `SELECT e.id FROM sequence_enrollments e
         LEFT JOIN LATERAL (SELECT count(*) FILTER (WHERE d.status = 'sent')::int AS sent, coalesce(max(d.step_order) FILTER (WHERE d.status = 'sent'), 0) AS top
                              FROM deliveries d WHERE d.enrollment_id = e.id) d ON true
        WHERE d.sent <> d.top OR d.top <> CASE WHEN e.status = 'completed' AND e.end_reason = 'completed' THEN e.current_step ELSE e.current_step - 1 END`,
    )) as unknown[];
    expect(mismatched).toEqual([]);
    const kinds = (await db.query(`SELECT kind, effect, count(*)::int AS n FROM inbound_messages GROUP BY 1, 2 ORDER BY 1, 2`)) as { kind: string; effect: string; n: number }[];
    expect(kinds).toEqual([
      { kind: 'auto_reply', effect: 'recorded', n: 1 },
      { kind: 'bounce', effect: 'recorded', n: 1 },
      { kind: 'human_reply', effect: 'recorded', n: 2 },
      { kind: 'human_reply', effect: 'run_stopped', n: 1 },
    ]);
    expect((await db.query(`SELECT count(*)::int AS n FROM deliveries WHERE status = 'failed' AND error LIKE '550 5.1.1%'`))[0]).toEqual({ n: 1 });
    const unmatched = (await db.query(`SELECT count(*)::int AS n FROM inbound_messages WHERE delivery_id IS NULL OR enrollment_id IS NULL`)) as { n: number }[];
    expect(unmatched[0].n).toBe(0);

    // The screens show it: Email Deliveries, Recent Replies (last 7 days) and the sequence's analytics.
    const list = await get<{ deliveries: { provider: string | null; message_id: string | null; sequence_name: string | null }[] }>('/api/deliveries');
    expect(list.deliveries.length).toBeGreaterThan(0);
    for (const delivery of list.deliveries) expect(delivery).toMatchObject({ provider: 'demo', message_id: expect.stringMatching(/@demo\.lead-automation\.invalid>$/), sequence_name: expect.any(String) });
    const replies = await get<{ total: number; items: { stopped_reason: string | null }[] }>('/api/replies');
    expect(replies.total).toBe(3);
    expect(replies.items.map((r) => r.stopped_reason)).toContain('reply_received');
    const [{ id: nurture }] = (await db.query(`SELECT id FROM sequences WHERE name = 'New-lead nurture'`)) as { id: string }[];
    const analytics = await get<{ funnel_metrics: { steps_completed_30d: number } }>(`/api/sequences/${nurture}/analytics/summary`);
    expect(analytics.funnel_metrics.steps_completed_30d).toBeGreaterThan(0);

    // A second start finds the history and adds nothing; so does `npm run seed`.
    expect(await t.app.get(SeedService).seedEmptyAreas()).toEqual([]);
    expect(await t.app.get(SeedService).seedAll()).toContain('demo mail history: 0 demo deliveries, 0 demo replies and notices');
    expect(await counts()).toEqual(before);
  });

  it('should never send a demo-history delivery: a run sent back to a step the history sent finds it settled', async () => {
    const [demoRun] = (await db.query(
      `SELECT e.id, e.rule_id, c.email, d.id AS delivery_id FROM sequence_enrollments e
         JOIN contacts c ON c.id = e.contact_id
         JOIN deliveries d ON d.enrollment_id = e.id AND d.step_order = 1 AND d.status = 'sent'
        WHERE e.status = 'active' AND e.current_step = 2 AND e.rule_id IS NOT NULL
        ORDER BY e.created_at LIMIT 1`,
    )) as { id: string; rule_id: string; email: string; delivery_id: string }[];
    expect(demoRun).toBeDefined();
    await db.query(`UPDATE enrollment_rules SET status = 'active', send_window_json = $2 WHERE id = $1`, [demoRun.rule_id, JSON.stringify(ALWAYS_OPEN)]);
    await db.query(`UPDATE sequence_enrollments SET current_step = 1, next_run_at = now() - interval '1 second', hold_reason = NULL WHERE id = $1`, [demoRun.id]);
    const catcher = t.app.get(SmtpCatcher);
    const caughtBefore = catcher.list().length;

    const advancer: AdvancerService = advancerWith(t.app, sequenceSender(t.app, db));
    await advancer.drain(10_000);

    const [run] = (await db.query(`SELECT current_step, status FROM sequence_enrollments WHERE id = $1`, [demoRun.id])) as { current_step: number; status: string }[];
    expect(run).toEqual({ current_step: 2, status: 'active' });
    const [delivery] = (await db.query(`SELECT provider, status, attempts, message_id FROM deliveries WHERE id = $1`, [demoRun.delivery_id])) as Record<string, unknown>[];
    expect(delivery).toMatchObject({ provider: 'demo', status: 'sent', attempts: 1, message_id: expect.stringMatching(/@demo\.lead-automation\.invalid>$/) });
    expect(catcher.list().length).toBe(caughtBefore);
    expect(catcher.list().filter((mail) => mail.to.includes(demoRun.email))).toEqual([]);
  });
});
