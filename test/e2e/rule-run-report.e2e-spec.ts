import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { RuleRunnerService } from 'src/modules/enrollment/runner/rule-runner.service';
import { startTestApp, type TestApp } from '../utils/test-app';
import { insertContact, insertRule, insertRun, insertSequence, insertSuppression, insertTemplate, sql } from './support/factories';

interface LastRun {
  at: string;
  enrolled: number;
  enrolled_today: number;
  cap_reached: boolean;
  scanned: number;
  complete: boolean;
  skipped: Record<string, number>;
}

/** Each run of a rule records on it what it enrolled and, by reason, whom it passed over (API field last_run). */
describe('Enrollment rule runner: why a rule enrolled nobody (last_run)', () => {
  let t: TestApp;
  let db: DataSource;
  let auth: Record<string, string> = {};
  let sequenceId = '';
  let ruleId = '';
  let n = 0;

  const contact = async (fields: { email?: string | null; state?: string; createdAt?: string } = {}): Promise<string> => {
    n += 1;
    const email = fields.email === undefined ? `report${n}@example.com` : fields.email;
    const createdAt = fields.createdAt ?? new Date(Date.now() - 10 * 86_400_000).toISOString();
    return (await insertContact(db, { email, origin_state: fields.state ?? 'RR', created_at: createdAt, first_seen_at: createdAt })).id;
  };
  const lastRun = async (): Promise<LastRun | null> => {
    const response = await fetch(`${t.url}/api/enrollment/sequences/${sequenceId}/rules`, { headers: auth });
    const body = (await response.json()) as { rules: { id: string; last_run: LastRun | null }[] };
    return body.rules.find((rule) => rule.id === ruleId)?.last_run ?? null;
  };

  beforeAll(async () => {
    t = await startTestApp({ RULE_RUNNER_EVERY_MS: '3600000', RULE_RUNNER_BATCH_SIZE: '2' });
    db = t.app.get(DataSource);
    auth = { authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email: 'report.staff@movingco.example', days: 1 })).token}` };
    const template = await insertTemplate(db, { name: 'Report', subject: 'Hi' });
    ({ id: sequenceId } = await insertSequence(db, { name: 'Run report' }, [{ template_id: template.id }]));
    ({ id: ruleId } = await insertRule(db, {
      sequence_id: sequenceId, name: 'Reported rule', start_date: '2020-01-01', timezone: 'UTC',
      criteria_json: { filters: [{ field: 'origin_state', op: 'eq', value: 'RR' }], exclusions: [] },
      caps_json: { daily_org_limit: 1000, daily_sequence_limit: 2 }, send_window_json: { days: [1, 2, 3, 4, 5], start_hour: 8, end_hour: 18 },
    }));
    await db.query(`UPDATE enrollment_rules SET status = 'active' WHERE id = $1`, [ruleId]);

    for (let i = 0; i < 5; i += 1) await contact(); // eligible: the cap of 2 takes two, three wait
    await contact({ email: null }); // no email
    const manual = await contact(); // already live in the sequence
    await insertRun(db, { sequence_id: sequenceId, contact_id: manual });
    const before = await contact(); // enrolled by this rule before, since unenrolled
    await insertRun(db, { sequence_id: sequenceId, contact_id: before, rule_id: ruleId, status: 'canceled', created_at: sql("now() - interval '2 days'") });
    const suppressed = await contact();
    await insertSuppression(db, { email: `report${n}@example.com`, contact_id: suppressed });
    await contact({ state: 'TX' }); // left out by the criteria
    await contact({ createdAt: new Date(Date.now() + 3_600_000).toISOString() }); // after the rule started, include_future off
  });
  afterAll(() => t.close());

  it('should answer last_run null before any run', async () => {
    expect(await lastRun()).toBeNull();
  });

  it('should count, per run, whom the rule enrolled and whom it passed over by reason', async () => {
    const summary = await t.app.get(RuleRunnerService).runOnce();
    expect(summary).toMatchObject({ failed: 0, enrolled: 2 });
    expect(await lastRun()).toMatchObject({
      enrolled: 2, enrolled_today: 2, cap_reached: true, scanned: 11, complete: true,
      skipped: { daily_cap: 3, no_email: 1, already_in_sequence: 1, enrolled_before: 1, suppressed: 1, excluded: 1, joined_after_start: 1 },
    });
    expect(Object.keys((await lastRun())?.skipped ?? {})).toHaveLength(7);
  });

  it('should explain a later run of the same day that enrolls nobody: cap reached, two enrolled today already', async () => {
    await t.app.get(RuleRunnerService).runOnce();
    const run = await lastRun();
    expect(run).toMatchObject({
      enrolled: 0, enrolled_today: 2, cap_reached: true,
      skipped: { daily_cap: 3, enrolled_before: 3, no_email: 1, already_in_sequence: 1, suppressed: 1, excluded: 1, joined_after_start: 1 },
    });
    expect(Date.parse(run?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('should count no cap once the run takes every eligible contact', async () => {
    await db.query(`UPDATE enrollment_rules SET caps_json = $2 WHERE id = $1`, [ruleId, JSON.stringify({ daily_org_limit: 1000, daily_sequence_limit: 100 })]);
    await t.app.get(RuleRunnerService).runOnce();
    const run = await lastRun();
    expect(run).toMatchObject({ enrolled: 3, enrolled_today: 5, cap_reached: false });
    expect(run?.skipped.daily_cap).toBeUndefined();
    expect(run?.skipped.not_taken).toBeUndefined();
    expect(run?.skipped.enrolled_before).toBe(3);
  });
});
