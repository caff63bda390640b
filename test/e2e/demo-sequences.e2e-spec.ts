import { DataSource } from 'typeorm';
import { SeedService } from 'src/database/seeding/seed.service';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { SequencesDemoSeeder } from 'src/demo/sequences/sequences-demo.seeder';
import { startTestApp, type TestApp } from '../utils/test-app';

describe('Demo sequences', () => {
  let t: TestApp;
  let db: DataSource;

  const counts = async (): Promise<{ sequences: number; steps: number; rules: number; enrollments: number }> =>
    ((await db.query(
      `SELECT (SELECT count(*)::int FROM sequences) AS sequences, (SELECT count(*)::int FROM sequence_steps) AS steps,
              (SELECT count(*)::int FROM enrollment_rules) AS rules, (SELECT count(*)::int FROM sequence_enrollments) AS enrollments`,
    )) as { sequences: number; steps: number; rules: number; enrollments: number }[])[0];

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api' });
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  it('should seed the four sequences with their steps on the demo templates', async () => {
    const seeded = await t.app.get(SeedService).seedEmptyAreas();
    expect(seeded).toContainEqual(expect.stringMatching(/^sequences: 4 demo sequences, 6 enrollment rules, \d+ enrollments$/));

    const steps: { name: string; step_order: number; template: string | null; delay_seconds: number; wait_until: unknown }[] = await db.query(
      `SELECT s.name, st.step_order, t.name AS template, st.delay_seconds, st.wait_until
         FROM sequences s JOIN sequence_steps st ON st.sequence_id = s.id LEFT JOIN email_templates t ON t.id = st.template_id
        ORDER BY s.name, st.step_order`,
    );
    const byName = (name: string) => steps.filter((s) => s.name === name);
    expect(byName('New-lead nurture').map((s) => [s.template, s.delay_seconds / 86_400])).toEqual([
      ['Quote follow-up', 0], ['We tried to call you', 2], ['Move date reminder', 4], ['Quote follow-up', 7],
    ]);
    expect(byName('Move-date countdown').map((s) => s.wait_until)).toEqual([
      { anchor: 'move_date', offset_days: -14, send_hour: 9 },
      { anchor: 'move_date', offset_days: -7, send_hour: 9 },
      { anchor: 'move_date', offset_days: -2, send_hour: 9 },
    ]);
    expect(byName('Missed-call follow-up').map((s) => s.template)).toEqual(['We tried to call you', 'Quote follow-up', 'We tried to call you']);

    // The richer sequence: an A/B step, a call task skipped without a phone, a stop condition, a reply branch, goals.
    const rich: { type: string; template: string | null; config: Record<string, unknown> | null; skip_if: unknown; stop_if: unknown; reply_branch: boolean; goal_move_date_passed: boolean; goal_statuses: string[] }[] = await db.query(
      `SELECT st.type, t.name AS template, st.config, st.skip_if, st.stop_if, s.on_reply_next_step_id = st.id AS reply_branch, s.goal_move_date_passed, s.goal_statuses
         FROM sequences s JOIN sequence_steps st ON st.sequence_id = s.id LEFT JOIN email_templates t ON t.id = st.template_id
        WHERE s.name = 'Quote: call and email' ORDER BY st.step_order`,
    );
    expect(rich.map((s) => s.type)).toEqual(['email', 'call', 'email', 'email', 'email']);
    expect(rich[0].config).toMatchObject({ variants: [{ subject_override: expect.stringContaining('Your moving quote is ready') }], winner: null });
    expect(rich[1]).toMatchObject({ template: null, skip_if: { filters: [{ field: 'has_phone', op: 'eq', value: false }] }, config: { routes: { booked: 'goal' } } });
    expect(rich[2].stop_if).toEqual({ filters: [{ field: 'days_until_move', op: 'lte', value: 2 }] });
    expect(rich.map((s) => s.reply_branch)).toEqual([false, false, false, false, true]);
    expect(rich[0]).toMatchObject({ goal_move_date_passed: true, goal_statuses: ['booked'] });
  });

  it('should seed rules in every status and enrollments in every state for demo contacts', async () => {
    const rules: { status: string; criteria_json: { filters: unknown[]; exclusions: string[] }; activated_at: Date | null }[] = await db.query(
      `SELECT status, criteria_json, activated_at FROM enrollment_rules`,
    );
    expect(new Set(rules.map((r) => r.status))).toEqual(new Set(['draft', 'active', 'paused', 'stopped', 'completed']));
    for (const rule of rules) {
      expect(rule.criteria_json.filters.length).toBeGreaterThan(0);
      expect(rule.activated_at === null).toBe(rule.status === 'draft');
    }

    const enrollments: { sequence: string; status: string; contact_id: string; email: string; ended: boolean; next_run_at: Date | null; end_reason: string | null }[] = await db.query(
      `SELECT s.name AS sequence, se.status, se.contact_id, c.email, se.ended_at IS NOT NULL AS ended, se.next_run_at, se.end_reason
         FROM sequence_enrollments se JOIN sequences s ON s.id = se.sequence_id JOIN contacts c ON c.id = se.contact_id`,
    );
    expect(new Set(enrollments.map((e) => e.status))).toEqual(new Set(['pending', 'active', 'paused', 'completed', 'canceled', 'failed']));
    for (const name of ['New-lead nurture', 'Move-date countdown', 'Missed-call follow-up']) {
      expect(enrollments.filter((e) => e.sequence === name).length).toBeGreaterThanOrEqual(5);
    }
    expect(new Set(enrollments.map((e) => e.contact_id)).size).toBe(enrollments.length);
    for (const e of enrollments) {
      expect(e.email).not.toMatch(/\.invalid$/);
      expect(e.ended).toBe(['completed', 'canceled', 'failed'].includes(e.status));
      expect(e.next_run_at !== null).toBe(['active', 'pending'].includes(e.status));
      if (e.ended) expect(e.end_reason).toBeTruthy();
    }
  });

  it('should show the demo sequences as active cards on the sequence list', async () => {
    const token = await t.app.get(ApiTokenService).create({ email: 'demo.viewer@movingco.example', days: 1 });
    const response = await fetch(`${t.url}/api/sequences?sort=name_asc`, { headers: { authorization: `Bearer ${token.token}` } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { items: { name: string; state: string; step_count: number }[] };
    expect(body.items.map((s) => [s.name, s.state, s.step_count])).toEqual([
      ['Missed-call follow-up', 'active', 3],
      ['Move-date countdown', 'active', 3],
      ['New-lead nurture', 'active', 4],
      ['Quote: call and email', 'ready', 5],
    ]);
  });

  it('should create nothing new when run again', async () => {
    const before = await counts();

    expect(await t.app.get(SeedService).seedEmptyAreas()).toEqual([]);
    expect(await t.app.get(SequencesDemoSeeder).seed()).toBe('0 demo sequences, 0 enrollment rules, 0 enrollments');

    expect(await counts()).toEqual(before);
  });
});
