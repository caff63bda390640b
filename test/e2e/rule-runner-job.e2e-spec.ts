import { DataSource } from 'typeorm';
import { JobQueue } from 'src/queue/job-queue.service';
import { JobName, QueueName } from 'src/queue/queue.constants';
import { startTestApp, type TestApp } from '../utils/test-app';
import { waitFor } from '../utils/wait-for';

/** The runner as the worker role runs it: a repeating job on the enrollment queue enrolls a started rule's contacts. */
describe('Enrollment rule runner job', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await startTestApp({ RULE_RUNNER_EVERY_MS: '1000' });
    db = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
  });

  it('should schedule the runner on its queue and enroll on the next tick, within the caps', async () => {
    const scheduler = await t.app.get(JobQueue).queue(QueueName.Enrollment).getJobScheduler(JobName.RunEnrollmentRules);
    expect(scheduler?.every).toBe(1000);
    const [{ id: templateId }] = (await db.query(`INSERT INTO email_templates (name, subject) VALUES ('Job template', 'Hi') RETURNING id`)) as { id: string }[];
    const [{ id: sequenceId }] = (await db.query(`INSERT INTO sequences (name) VALUES ('Job sequence') RETURNING id`)) as { id: string }[];
    await db.query(`INSERT INTO sequence_steps (sequence_id, step_order, template_id) VALUES ($1, 1, $2)`, [sequenceId, templateId]);
    await db.query(
      `INSERT INTO contacts (first_name, email, origin_state, created_at) SELECT 'Job', 'job.' || n || '@example.com', 'JB', now() - interval '2 days' FROM generate_series(1, 8) n`,
    );
    const [{ id: ruleId }] = (await db.query(
      `INSERT INTO enrollment_rules (sequence_id, name, start_date, criteria_json, caps_json) VALUES ($1, 'Job rule', '2020-01-01', $2, $3) RETURNING id`,
      [sequenceId, JSON.stringify({ filters: [{ field: 'origin_state', op: 'eq', value: 'JB' }], exclusions: [] }), JSON.stringify({ daily_org_limit: 1000, daily_sequence_limit: 5 })],
    )) as { id: string }[];
    await db.query(`UPDATE enrollment_rules SET status = 'active' WHERE id = $1`, [ruleId]);
    const count = async (): Promise<number> =>
      ((await db.query(`SELECT count(*)::int AS n FROM sequence_enrollments WHERE rule_id = $1`, [ruleId])) as { n: number }[])[0].n;
    await waitFor('the runner job to enroll', async () => (await count()) > 0);
    // A few more ticks: the sequence cap of 5 holds.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await count()).toBe(5);
  });
});
