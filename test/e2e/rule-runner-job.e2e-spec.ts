import { DataSource } from 'typeorm';
import { JobQueue } from 'src/queue/job-queue.service';
import { JobName, QueueName } from 'src/queue/queue.constants';
import { startTestApp, type TestApp } from '../utils/test-app';
import { waitFor } from '../utils/wait-for';
import { insertContacts, insertRule, insertSequence, insertTemplate, sql } from './support/factories';

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
    const template = await insertTemplate(db, { name: 'Job template', subject: 'Hi' });
    const { id: sequenceId } = await insertSequence(db, { name: 'Job sequence' }, [{ template_id: template.id }]);
    const twoDaysAgo = sql("now() - interval '2 days'");
    await insertContacts(db, Array.from({ length: 8 }, (_, i) => ({ first_name: 'Job', email: `job.${i + 1}@example.com`, origin_state: 'JB', created_at: twoDaysAgo })));
    const { id: ruleId } = await insertRule(db, {
      sequence_id: sequenceId, name: 'Job rule', start_date: '2020-01-01',
      criteria_json: { filters: [{ field: 'origin_state', op: 'eq', value: 'JB' }], exclusions: [] }, caps_json: { daily_org_limit: 1000, daily_sequence_limit: 5 },
    });
    await db.query(`UPDATE enrollment_rules SET status = 'active' WHERE id = $1`, [ruleId]);
    const count = async (): Promise<number> =>
      ((await db.query(`SELECT count(*)::int AS n FROM sequence_enrollments WHERE rule_id = $1`, [ruleId])) as { n: number }[])[0].n;
    await waitFor('the runner job to enroll', async () => (await count()) > 0);
    // A few more ticks: the sequence cap of 5 holds.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await count()).toBe(5);
  });
});
