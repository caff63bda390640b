import { DataSource } from 'typeorm';
import { anchoredRun } from 'src/modules/sequences/schedule/send-window.policy';
import { RuleRunnerService } from 'src/modules/enrollment/runner/rule-runner.service';
import { startTestApp, type TestApp } from '../utils/test-app';
import { insertContact, insertOpportunity, insertRule, insertSequence, insertTemplate, sql } from './support/factories';

const day = (fromToday: number): string => new Date(Date.now() + fromToday * 86_400_000).toISOString().slice(0, 10);
const ANCHOR = { anchor: 'move_date', offset_days: -7, send_hour: 9 } as const;
const WINDOW = { days: [1, 2, 3, 4, 5], start_hour: 8, end_hour: 18 };

/** The rule runner with step 1 anchored on the move date: each contact's first run comes from the first-run policy. */
describe('Enrollment rule runner: first step anchored on the move date', () => {
  let t: TestApp;
  let db: DataSource;
  let templateId = '';
  let n = 0;

  const sequence = async (firstStep: { wait_until: Record<string, unknown> | null; delay_seconds: number }): Promise<string> => {
    n += 1;
    const { id } = await insertSequence(db, { name: `Anchored runner ${n}` }, [
      { template_id: templateId, delay_seconds: firstStep.delay_seconds, wait_until: firstStep.wait_until },
      { template_id: templateId, delay_seconds: 86400 },
    ]);
    return id;
  };
  const rule = async (sequenceId: string, state: string, timezone = 'UTC'): Promise<string> => {
    const { id } = await insertRule(db, {
      sequence_id: sequenceId, name: 'Anchored rule', start_date: '2020-01-01', timezone,
      criteria_json: { filters: [{ field: 'origin_state', op: 'eq', value: state }], exclusions: [] }, caps_json: { daily_org_limit: 1000, daily_sequence_limit: 100 }, send_window_json: WINDOW,
    });
    await db.query(`UPDATE enrollment_rules SET status = 'active' WHERE id = $1`, [id]);
    return id;
  };
  /** A contact in `state` created ten days ago, with an opportunity per move date (the later in the list is newer). */
  const contact = async (state: string, moveDates: string[]): Promise<string> => {
    n += 1;
    const { id } = await insertContact(db, { email: `anchored${n}@example.com`, origin_state: state, created_at: sql("now() - interval '10 days'") });
    for (const [i, moveDate] of moveDates.entries()) {
      await insertOpportunity(db, { tracking_number: `ANC-${n}-${i}`, contact_id: id, move_date: moveDate, created_at: sql(`now() - interval '${moveDates.length - i} days'`) });
    }
    return id;
  };
  const runs = async (sequenceId: string): Promise<Map<string, number>> =>
    new Map(((await db.query(`SELECT contact_id, next_run_at FROM sequence_enrollments WHERE sequence_id = $1`, [sequenceId])) as { contact_id: string; next_run_at: Date }[])
      .map((row) => [row.contact_id, row.next_run_at.getTime()]));
  const expected = (moveDate: string, timezone = 'UTC'): number | undefined =>
    anchoredRun(moveDate, ANCHOR.offset_days, ANCHOR.send_hour, { ...WINDOW, timezone }, { now: new Date() })?.getTime();

  beforeAll(async () => {
    // Small batches, so skipped contacts and several batches meet in one run; the scheduled run stays out of the way.
    t = await startTestApp({ RULE_RUNNER_EVERY_MS: '3600000', RULE_RUNNER_BATCH_SIZE: '2' });
    db = t.app.get(DataSource);
    ({ id: templateId } = await insertTemplate(db, { name: 'Anchored runner', subject: 'Hi' }));
  });
  afterAll(() => t.close());

  it('should give each contact its anchored first run, from its newest move date, and leave out passed or missing move dates', async () => {
    const seq = await sequence({ wait_until: ANCHOR, delay_seconds: 3600 });
    await rule(seq, 'AN');
    const soon = await contact('AN', [day(30)]);
    const twoMoves = await contact('AN', [day(60), day(45)]);
    const noMoveDate = await contact('AN', []);
    const moved = await contact('AN', [day(-1)]);
    const weekAway = await contact('AN', [day(3)]);
    const anchorYesterday = await contact('AN', [day(6)]);
    const sameDate = await contact('AN', [day(30)]);
    const later = await contact('AN', [day(90)]);

    const summary = await t.app.get(RuleRunnerService).runOnce();
    expect(summary.failed).toBe(0);
    const enrolled = await runs(seq);
    expect(Object.fromEntries(enrolled)).toEqual({
      [soon]: expected(day(30)), [twoMoves]: expected(day(45)), [sameDate]: expected(day(30)), [later]: expected(day(90)),
    });
    for (const left of [noMoveDate, moved, weekAway, anchorYesterday]) expect(enrolled.has(left)).toBe(false);
    // The caps count the enrollments made, not the contacts read and left out.
    const [usage] = (await db.query(`SELECT used FROM enrollment_daily_usage WHERE scope = 'sequence' AND scope_id = $1`, [seq])) as { used: number }[];
    expect(usage.used).toBe(4);

    // A later run takes nobody again; a contact whose move date arrives since is taken then.
    await insertOpportunity(db, { tracking_number: 'ANC-late', contact_id: noMoveDate, move_date: day(20) });
    await t.app.get(RuleRunnerService).runOnce();
    const again = await runs(seq);
    expect(again.size).toBe(5);
    expect(again.get(noMoveDate)).toBe(expected(day(20)));
  });

  it("should place the anchored send hour in the rule's timezone, and keep the plain first step's delay for other sequences", async () => {
    const anchored = await sequence({ wait_until: ANCHOR, delay_seconds: 0 });
    await rule(anchored, 'TZ', 'America/New_York');
    const plain = await sequence({ wait_until: null, delay_seconds: 3 * 86400 });
    await rule(plain, 'PL');
    const mover = await contact('TZ', [day(40)]);
    const other = await contact('PL', [day(40)]);
    await t.app.get(RuleRunnerService).runOnce();
    expect((await runs(anchored)).get(mover)).toBe(expected(day(40), 'America/New_York'));
    const plainRun = (await runs(plain)).get(other) ?? 0;
    expect(plainRun).toBeGreaterThanOrEqual(Date.now() + 3 * 86400_000 - 60_000);
  });
});
