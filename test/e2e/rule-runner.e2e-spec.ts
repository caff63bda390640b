import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { isOpen } from 'src/modules/sequences/schedule/send-window.policy';
import { EnrollmentRulesService } from 'src/modules/enrollment/rules/enrollment-rules.service';
import { RuleRunnerService } from 'src/modules/enrollment/runner/rule-runner.service';
import { startTestApp, type TestApp } from '../utils/test-app';
import { insertContact, insertContacts, insertRule, insertSequence, insertTemplate, sql } from './support/factories';

const ROOT = join(__dirname, '..', '..');

interface RuleOptions {
  sequenceId: string;
  caps?: { daily_org_limit: number; daily_sequence_limit: number };
  includeFuture?: boolean;
  startDate?: string;
  endDate?: string | null;
  timezone?: string;
  window?: { days: number[]; start_hour: number; end_hour: number };
  criteria?: Record<string, unknown>;
  /** false: leave the rule a draft (started later by the case). */
  start?: boolean;
}

/** The rule runner against a real database: caps, include_future, completion, skipped sequences, and 4 processes. */
describe('Enrollment rule runner', () => {
  let t: TestApp;
  let db: DataSource;
  let runner: RuleRunnerService;
  let templateId = '';
  let batch = 0;

  const sequence = async (state: { paused?: boolean; archived?: boolean; delaySeconds?: number } = {}): Promise<string> => {
    const { id } = await insertSequence(db, { name: `Runner ${batch++} ${Math.random()}`, state: state.paused ? 'paused' : 'active', is_active: !state.archived }, [
      { template_id: templateId, delay_seconds: state.delaySeconds ?? 0 },
      { template_id: templateId, delay_seconds: 86400 },
    ]);
    return id;
  };

  /** A started rule (the status change fills activated_at). */
  const rule = async (o: RuleOptions): Promise<string> => {
    const { id } = await insertRule(db, {
      sequence_id: o.sequenceId, name: 'Runner rule', start_date: o.startDate ?? '2020-01-01', end_date: o.endDate ?? null, include_future: o.includeFuture ?? false,
      criteria_json: o.criteria ?? { filters: [{ field: 'origin_state', op: 'eq', value: 'RR' }], exclusions: [] },
      caps_json: o.caps ?? { daily_org_limit: 1000, daily_sequence_limit: 100 },
      send_window_json: o.window ?? { days: [1, 2, 3, 4, 5], start_hour: 8, end_hour: 18 }, timezone: o.timezone ?? 'UTC',
    });
    if (o.start !== false) await db.query(`UPDATE enrollment_rules SET status = 'active' WHERE id = $1`, [id]);
    return id;
  };

  /** `count` contacts in state `state` (the rules filter on it), created `ageDays` ago, plus unusable ones. */
  const contacts = async (state: string, count: number, ageDays = 10): Promise<void> => {
    const created = sql(`now() - interval '${ageDays} days'`);
    const made = batch++;
    await insertContacts(db, Array.from({ length: count }, (_, i) => (
      { first_name: 'Runner', email: `runner.${state}.${i + 1}.${made}@example.com`, origin_state: state, created_at: created, first_seen_at: created }
    )));
    const fiveDaysAgo = sql("now() - interval '5 days'");
    await insertContacts(db, [
      { first_name: 'NoMail', email: null, origin_state: state, created_at: fiveDaysAgo },
      { first_name: 'Placeholder', email: `lead-${batch++}@placeholder.invalid`, origin_state: state, created_at: fiveDaysAgo },
    ]);
  };

  const enrolled = async (sequenceId: string): Promise<number> =>
    Number(((await db.query(`SELECT count(*)::int AS n FROM sequence_enrollments WHERE sequence_id = $1`, [sequenceId])) as { n: number }[])[0].n);

  beforeAll(async () => {
    t = await startTestApp({ RULE_RUNNER_EVERY_MS: '3600000', RULE_RUNNER_BATCH_SIZE: '7' });
    db = t.app.get(DataSource);
    runner = t.app.get(RuleRunnerService);
    ({ id: templateId } = await insertTemplate(db, { name: 'Runner template', subject: 'Hi' }));
  });
  afterAll(async () => {
    await t.close();
  });
  // Each case looks at its own rules only: the rules of earlier cases are stopped.
  beforeEach(async () => {
    await db.query(`UPDATE enrollment_rules SET status = 'stopped' WHERE status = 'active'`);
  });

  it('should enroll up to the sequence cap per day, never placeholder or missing addresses, with next_run_at inside the window', async () => {
    await contacts('SA', 30);
    const seq = await sequence({ delaySeconds: 3600 });
    const window = { days: [1, 2, 3, 4, 5], start_hour: 9, end_hour: 17 };
    await rule({ sequenceId: seq, caps: { daily_org_limit: 1000, daily_sequence_limit: 12 }, timezone: 'America/Chicago', window, criteria: { filters: [{ field: 'origin_state', op: 'eq', value: 'SA' }], exclusions: [] } });
    const now = new Date('2026-06-06T15:00:00Z'); // a Saturday
    const first = await runner.runOnce(now);
    expect(first.failed).toBe(0);
    expect(await enrolled(seq)).toBe(12);
    expect((await runner.runOnce(now)).enrolled).toBe(0);
    expect(await enrolled(seq)).toBe(12);
    const rows = (await db.query(
      `SELECT e.status, e.current_step, e.rule_id, e.next_run_at, c.email FROM sequence_enrollments e JOIN contacts c ON c.id = e.contact_id WHERE e.sequence_id = $1`,
      [seq],
    )) as { status: string; current_step: number; rule_id: string | null; next_run_at: Date; email: string }[];
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'active', current_step: 1 });
      expect(row.rule_id).not.toBeNull();
      expect(row.email).toMatch(/@example\.com$/);
      expect(isOpen(row.next_run_at, { ...window, timezone: 'America/Chicago' })).toBe(true);
      // Saturday + 1 h delay → Monday 09:00 in Chicago (CDT, UTC−5).
      expect(row.next_run_at.toISOString()).toBe('2026-06-08T14:00:00.000Z');
    }
  });

  it('should not take back a contact unenrolled from the rule', async () => {
    await contacts('UN', 3);
    const seq = await sequence();
    await rule({ sequenceId: seq, criteria: { filters: [{ field: 'origin_state', op: 'eq', value: 'UN' }], exclusions: [] } });
    const day = new Date('2026-07-01T12:00:00Z');
    await runner.runOnce(day);
    expect(await enrolled(seq)).toBe(3);
    await db.query(`UPDATE sequence_enrollments SET status = 'canceled', ended_at = now(), end_reason = 'unenrolled' WHERE sequence_id = $1`, [seq]);
    expect((await runner.runOnce(day)).enrolled).toBe(0);
    const [{ live }] = (await db.query(`SELECT count(*)::int AS live FROM sequence_enrollments WHERE sequence_id = $1 AND status = 'active'`, [seq])) as { live: number }[];
    expect(live).toBe(0);
  });

  it('should count the daily caps by the day in the rule timezone', async () => {
    await contacts('TZ', 40);
    const ny = await sequence();
    await rule({ sequenceId: ny, caps: { daily_org_limit: 1000, daily_sequence_limit: 5 }, timezone: 'America/New_York', criteria: { filters: [{ field: 'origin_state', op: 'eq', value: 'TZ' }], exclusions: [] } });
    // 23:30 and 23:50 on 9 March in New York (EDT, UTC−4), then 00:10 on 10 March.
    await runner.runOnce(new Date('2026-03-10T03:30:00Z'));
    expect(await enrolled(ny)).toBe(5);
    await runner.runOnce(new Date('2026-03-10T03:50:00Z'));
    expect(await enrolled(ny)).toBe(5);
    await runner.runOnce(new Date('2026-03-10T04:10:00Z'));
    expect(await enrolled(ny)).toBe(10);
  });

  it('should stop every rule at the org cap shared across sequences', async () => {
    await contacts('OC', 50);
    const caps = { daily_org_limit: 1000, daily_sequence_limit: 100 };
    const criteria = { filters: [{ field: 'origin_state', op: 'eq', value: 'OC' }], exclusions: [] };
    const a = await sequence();
    const b = await sequence();
    await rule({ sequenceId: a, caps, criteria });
    await rule({ sequenceId: b, caps, criteria });
    // A day nobody used yet: an org cap of 1000 with 50 contacts per sequence fills both.
    const day = new Date('2027-01-05T12:00:00Z');
    await runner.runOnce(day);
    expect(await enrolled(a)).toBe(50);
    expect(await enrolled(b)).toBe(50);
    // A tight org cap: another sequence gets only what is left of the day's 110.
    const c = await sequence();
    await rule({ sequenceId: c, caps: { daily_org_limit: 110, daily_sequence_limit: 100 }, criteria });
    await runner.runOnce(day);
    expect(await enrolled(c)).toBe(10);
  });

  it('should only take contacts up to the start moment without include_future, and later arrivals with it', async () => {
    await contacts('IF', 3);
    const criteria = { filters: [{ field: 'origin_state', op: 'eq', value: 'IF' }], exclusions: [] };
    const closed = await sequence();
    const open = await sequence();
    await rule({ sequenceId: closed, criteria, includeFuture: false });
    await rule({ sequenceId: open, criteria, includeFuture: true });
    await insertContact(db, { first_name: 'Late', email: `late.arrival.${batch++}@example.com`, origin_state: 'IF', created_at: sql("now() + interval '1 second'") });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await runner.runOnce(new Date('2027-02-01T12:00:00Z'));
    expect(await enrolled(closed)).toBe(3);
    expect(await enrolled(open)).toBe(4);
    const [{ activated }] = (await db.query(`SELECT bool_and(activated_at IS NOT NULL) AS activated FROM enrollment_rules`)) as { activated: boolean }[];
    expect(activated).toBe(true);
  });

  it('should complete a rule whose end date has passed and skip paused and archived sequences', async () => {
    await contacts('EP', 4);
    const criteria = { filters: [{ field: 'origin_state', op: 'eq', value: 'EP' }], exclusions: [] };
    const ended = await sequence();
    const endedRule = await rule({ sequenceId: ended, criteria, startDate: '2020-01-01', endDate: '2021-01-01' });
    const paused = await sequence({ paused: true });
    const archived = await sequence({ archived: true });
    await rule({ sequenceId: paused, criteria });
    await rule({ sequenceId: archived, criteria });
    const summary = await runner.runOnce(new Date('2027-03-01T12:00:00Z'));
    expect(summary.completed).toBeGreaterThanOrEqual(1);
    const [{ status }] = (await db.query(`SELECT status FROM enrollment_rules WHERE id = $1`, [endedRule])) as { status: string }[];
    expect(status).toBe('completed');
    expect(await enrolled(ended)).toBe(0);
    expect(await enrolled(paused)).toBe(0);
    expect(await enrolled(archived)).toBe(0);
  });

  it('should pause a rule it cannot run with the reason (shown on the rule), keep running the others, and forget the reason once the rule is started again', async () => {
    await contacts('BR', 2);
    const criteria = { filters: [{ field: 'origin_state', op: 'eq', value: 'BR' }], exclusions: [] };
    const fine = await sequence();
    const broken = await sequence();
    await rule({ sequenceId: fine, criteria });
    // Stored before the limits on criteria values were checked at validation: a range no date can be a billion days off.
    const extreme = { filters: [...criteria.filters, { field: 'days_until_move', op: 'between', value: [-1_000_000_000, 1_000_000_000] }], exclusions: [] };
    const brokenRule = await rule({ sequenceId: broken, criteria: extreme });

    const summary = await runner.runOnce(new Date('2027-04-05T12:00:00Z'));
    expect(summary.errors.map((error) => error.ruleId)).toEqual([brokenRule]);
    expect(await enrolled(fine)).toBe(2);
    const [paused] = (await db.query(`SELECT status, run_error, run_error_at FROM enrollment_rules WHERE id = $1`, [brokenRule])) as { status: string; run_error: string; run_error_at: Date | null }[];
    expect(paused.status).toBe('paused');
    expect(paused.run_error).toMatch(/^The runner could not run this rule: .+/);
    expect(paused.run_error_at).not.toBeNull();
    const [shown] = (await t.app.get(EnrollmentRulesService).list(broken)).filter((r) => r.id === brokenRule);
    expect(shown).toMatchObject({ status: 'paused', run_error: paused.run_error, run_error_at: paused.run_error_at?.toISOString() });

    // The next run leaves it alone (no failure every minute), and once fixed and started again the reason is gone.
    expect((await runner.runOnce(new Date('2027-04-05T12:01:00Z'))).errors).toEqual([]);
    await db.query(`UPDATE enrollment_rules SET criteria_json = $2 WHERE id = $1`, [brokenRule, JSON.stringify(criteria)]);
    expect(await t.app.get(EnrollmentRulesService).transition(brokenRule, 'start')).toMatchObject({ status: 'active', run_error: null, run_error_at: null });
    await runner.runOnce(new Date('2027-04-05T12:02:00Z'));
    expect(await enrolled(broken)).toBe(2);
  });

  it('should never pass either cap nor enroll a contact twice with 4 worker processes running at once', async () => {
    await contacts('MP', 2000);
    const criteria = { filters: [{ field: 'origin_state', op: 'eq', value: 'MP' }], exclusions: [] };
    const caps = { daily_org_limit: 1500, daily_sequence_limit: 1000 };
    const a = await sequence();
    const b = await sequence();
    const c = await sequence();
    // Two rules on one sequence race for the same contacts; the org cap (1500) is below the three sequence caps (3000).
    // Drafts until every process has booted (a worker's scheduled job runs once at boot and must find nothing).
    const rules = [
      await rule({ sequenceId: a, caps, criteria, start: false }),
      await rule({ sequenceId: a, caps, criteria, start: false }),
      await rule({ sequenceId: b, caps, criteria, start: false }),
      await rule({ sequenceId: c, caps, criteria, start: false }),
    ];
    // Today's org usage from the earlier cases must not count: take a clean slate for today's rows.
    await db.query(`DELETE FROM enrollment_daily_usage`);
    const goAt = Date.now() + 15_000;
    const finished = Promise.all(
      [0, 1, 2, 3].map(
        (i) =>
          new Promise<string>((resolve, reject) => {
            const child = spawn(process.execPath, ['--import', './test/utils/swc-register.mjs', 'test/e2e/support/rule-runner-worker.mjs'], {
              cwd: ROOT,
              env: {
                ...process.env, NODE_ENV: 'test', APP_ROLES: 'worker', DATABASE_URL: t.databaseUrl, REDIS_URL: 'redis://127.0.0.1:6379',
                QUEUE_PREFIX: `${t.queuePrefix}_w${i}`, LOG_LEVEL: 'silent', AUTH_DEV_IDP: 'false', GO_AT: String(goAt), RUNS: '3',
                RULE_RUNNER_EVERY_MS: '3600000', RULE_RUNNER_BATCH_SIZE: '9',
              },
              stdio: ['ignore', 'pipe', 'pipe'],
            });
            let out = '';
            let err = '';
            child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
            child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
            child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`worker ${i} exited ${code}: ${err}`))));
          }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, goAt - Date.now() - 500));
    await db.query(`UPDATE enrollment_rules SET status = 'active' WHERE id = ANY($1)`, [rules]);
    const outputs = await finished;
    const enrolledBy = outputs.map((out) => (JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as { runs: { enrolled: number; errors: unknown[] }[] }).runs);
    expect(enrolledBy.flat().flatMap((run) => run.errors)).toEqual([]);
    // Every process did work (they really overlapped).
    expect(enrolledBy.filter((runs) => runs.some((run) => run.enrolled > 0)).length).toBeGreaterThanOrEqual(2);
    const perSequence = await Promise.all([a, b, c].map(enrolled));
    for (const n of perSequence) expect(n).toBeLessThanOrEqual(1000);
    expect(perSequence.reduce((x, y) => x + y, 0)).toBe(1500);
    const [{ dupes }] = (await db.query(
      `SELECT count(*)::int AS dupes FROM (SELECT 1 FROM sequence_enrollments WHERE sequence_id = ANY($1) GROUP BY sequence_id, contact_id HAVING count(*) > 1) d`,
      [[a, b, c]],
    )) as { dupes: number }[];
    expect(dupes).toBe(0);
    const usage = (await db.query(`SELECT scope, used FROM enrollment_daily_usage ORDER BY scope, used`)) as { scope: string; used: number }[];
    expect(usage.filter((row) => row.scope === 'org').map((row) => row.used)).toEqual([1500]);
    expect(usage.filter((row) => row.scope === 'sequence').map((row) => row.used).sort()).toEqual([...perSequence].sort());
  }, 120_000);
});
