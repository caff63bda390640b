import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { compareVariants } from 'src/modules/sequences/analytics/variant-stats.policy';
import { startTestApp, type TestApp } from '../utils/test-app';
import { advancerWith, sequenceSender } from './support/advancer-harness';
import { insertContacts, insertOpenRule, insertTemplate } from './support/factories';

/**
 * A/B variants of an email step: runs are given A (the step itself) or B deterministically and evenly, the send uses
 * the variant's template, per-variant results are counted, and a winner chosen by hand goes to every later run.
 */
describe('Sequence A/B variants', () => {
  let t: TestApp;
  let db: DataSource;
  let bearer: Record<string, string> = {};
  let sequenceId = '';
  let ruleId = '';
  let batch = 0;
  const templates = { a: '', b: '' };

  const call = async (method: string, path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> => {
    const response = await fetch(`${t.url}${path}`, { method, headers: { 'content-type': 'application/json', ...bearer }, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
  };
  /** `count` new contacts enrolled under an always-open rule, due now, then the advancer run; answers their runs' ids. */
  const enrollAndSend = async (count: number): Promise<string[]> => {
    batch += 1;
    const contacts = await insertContacts(db, Array.from({ length: count }, (_, i) => ({ email: `ab${batch}-${i}@example.com`, consent_status: 'opted_in' })));
    const assigned = await call('POST', `/api/enrollment/sequences/${sequenceId}/manual-assign`, { contact_ids: contacts.map((c) => c.id) });
    const runs = assigned.body.enrollment_ids as string[];
    await db.query(`UPDATE sequence_enrollments SET rule_id = $2, next_run_at = now() - interval '1 second' WHERE id = ANY($1)`, [runs, ruleId]);
    await advancerWith(t.app, sequenceSender(t.app, db)).drain(20_000);
    return runs;
  };
  const sends = async (runs: string[]): Promise<{ variant: string; template_id: string; subject: string }[]> =>
    db.query(`SELECT variant, template_id, subject FROM deliveries WHERE enrollment_id = ANY($1) ORDER BY variant`, [runs]);

  beforeAll(async () => {
    // No per-mailbox limits: 50 sends go out in one drain.
    t = await startTestApp({ SEND_HOLIDAYS: 'none', MAILBOX_MESSAGES_PER_MINUTE: '0', MAILBOX_RECIPIENTS_PER_DAY: '0' });
    db = t.app.get(DataSource);
    bearer = { authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email: 'ab.sequences@movingco.example', days: 1 })).token}` };
    templates.a = (await insertTemplate(db, { name: 'Quote A', subject: 'Your moving quote' })).id;
    templates.b = (await insertTemplate(db, { name: 'Quote B', subject: 'Ready to move?' })).id;
    sequenceId = ((await call('POST', '/api/sequences', { name: 'A/B quote' })).body.sequence as { id: string }).id;
    ruleId = (await insertOpenRule(db, sequenceId)).id;
  });
  afterAll(() => t.close());

  it('should refuse variants beyond C and a variant without a template, naming the step', async () => {
    const refused = await call('PUT', `/api/sequences/${sequenceId}/steps/v3`, { steps: [{ template_id: templates.a, config: { variants: [{ subject_override: 'x' }] } }] });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Step 1: variant B needs a template_id');
  });

  it("should give each run A or B evenly, send the variant's template, count each variant, and send the hand-picked winner to every later run", async () => {
    const saved = await call('PUT', `/api/sequences/${sequenceId}/steps/v3`, { steps: [{ template_id: templates.a, config: { variants: [{ template_id: templates.b }] } }] });
    expect(saved.status).toBe(200);
    const first = await enrollAndSend(40);
    const sent = await sends(first);
    expect(sent).toHaveLength(40);
    const a = sent.filter((row) => row.variant === 'A');
    const b = sent.filter((row) => row.variant === 'B');
    // Even: a hash of each run splits 40 runs close to 20/20 (both well inside 8..32).
    expect(a.length).toBeGreaterThanOrEqual(8);
    expect(b.length).toBeGreaterThanOrEqual(8);
    expect(new Set(a.map((row) => row.template_id))).toEqual(new Set([templates.a]));
    expect(new Set(b.map((row) => row.template_id))).toEqual(new Set([templates.b]));
    expect(b[0].subject).toMatch(/^Ready to move\?/);

    // Two replies to B, none to A.
    const bSends = (await db.query(`SELECT id, enrollment_id FROM deliveries WHERE enrollment_id = ANY($1) AND variant = 'B' LIMIT 2`, [first])) as { id: string; enrollment_id: string }[];
    for (const [i, send] of bSends.entries()) {
      await db.query(`INSERT INTO inbound_messages (message_id, kind, delivery_id, enrollment_id) VALUES ($1, 'human_reply', $2, $3)`, [`<ab-reply-${i}@example.com>`, send.id, send.enrollment_id]);
    }
    const step = ((await call('GET', `/api/sequences/${sequenceId}/analytics/summary`)).body.step_results as Record<string, unknown>[])[0];
    expect(step.variants).toEqual([
      { variant: 'A', sent: a.length, replied: 0, bounced: 0, unsubscribed: 0 },
      { variant: 'B', sent: b.length, replied: 2, bounced: 0, unsubscribed: 0 },
    ]);
    // Whether 2 replies make B's lead significant depends on the split (a run hash): the words are the z-test's for these counts.
    expect(step.variant_comparison).toMatch(/^B leads by \d+ points?(?:, not yet significant| \(95% confidence\))$/);
    expect(step.variant_comparison).toBe(compareVariants([{ variant: 'A', sent: a.length, replied: 0 }, { variant: 'B', sent: b.length, replied: 2 }]));
    expect(step.winner).toBeNull();

    // B chosen by hand: the history says so, and every later run gets B.
    expect((await call('PUT', `/api/sequences/${sequenceId}/steps/v3`, { steps: [{ template_id: templates.a, config: { variants: [{ template_id: templates.b }], winner: 'B' } }] })).status).toBe(200);
    const history = (await db.query(`SELECT summary FROM sequence_events WHERE sequence_id = $1 AND type = 'steps_saved' ORDER BY created_at DESC LIMIT 1`, [sequenceId])) as { summary: string }[];
    expect(history[0].summary).toBe('Steps saved (1 step); variant B chosen as the winner of step 1');
    const later = await enrollAndSend(10);
    expect((await sends(later)).map((row) => row.variant)).toEqual(Array(10).fill('B'));
  });
});
