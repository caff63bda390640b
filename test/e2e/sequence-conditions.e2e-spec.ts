import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { startTestApp, type TestApp } from '../utils/test-app';
import { advancerWith, sequenceSender } from './support/advancer-harness';
import { insertContact, insertOpenRule, insertOpportunity, insertTemplate } from './support/factories';

interface Run {
  status: string;
  current_step: number;
  end_reason: string | null;
}

/**
 * Step conditions: `skip_if` passes a step over (recorded, nothing sent), `stop_if` ends the run at that step, both
 * in the enrollment rules' filter language plus has_phone, checked at send time against the contact as it is then.
 */
describe('Sequence step conditions', () => {
  let t: TestApp;
  let db: DataSource;
  let bearer: Record<string, string> = {};
  let templateId = '';
  let sequenceId = '';

  const call = async (method: string, path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> => {
    const response = await fetch(`${t.url}${path}`, { method, headers: { 'content-type': 'application/json', ...bearer }, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
  };
  const run = async (id: string): Promise<Run> =>
    ((await db.query(`SELECT status, current_step, end_reason FROM sequence_enrollments WHERE id = $1`, [id])) as Run[])[0];
  const sentTo = async (email: string): Promise<number> =>
    ((await db.query(`SELECT count(*)::int AS n FROM deliveries WHERE to_email = $1`, [email])) as { n: number }[])[0].n;
  const dueNow = (ids: string[]) => db.query(`UPDATE sequence_enrollments SET next_run_at = now() - interval '1 second' WHERE id = ANY($1)`, [ids]);

  beforeAll(async () => {
    t = await startTestApp({ SEND_HOLIDAYS: 'none' });
    db = t.app.get(DataSource);
    bearer = { authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email: 'conditions.sequences@movingco.example', days: 1 })).token}` };
    ({ id: templateId } = await insertTemplate(db, { name: 'Conditions', subject: 'About your move' }));
    const created = await call('POST', '/api/sequences', { name: 'Conditional follow-up' });
    sequenceId = (created.body.sequence as { id: string }).id;
  });
  afterAll(() => t.close());

  it('should refuse a condition outside the filter language, naming the step and the condition, and keep the steps as they were', async () => {
    const refused = await call('PUT', `/api/sequences/${sequenceId}/steps/v3`, {
      steps: [
        { template_id: templateId },
        { template_id: templateId, skip_if: { filters: [{ field: 'shoe_size', op: 'eq', value: 9 }] }, stop_if: { filters: [{ field: 'has_phone', op: 'eq', value: 'no' }] } },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false });
    expect(refused.body.message).toBe('Step 2: skip_if: filters[0].field: Unknown field "shoe_size"');
    // Every problem is listed in the envelope's details.
    expect(refused.body.details).toEqual(['Step 2: skip_if: filters[0].field: Unknown field "shoe_size"', 'Step 2: stop_if: filters[0].value: Value must be true or false']);
    expect(await db.query(`SELECT count(*)::int AS n FROM sequence_steps WHERE sequence_id = $1`, [sequenceId])).toEqual([{ n: 0 }]);
  });

  it("should take a step's quiet hours normalised and refuse hours that are not a span of the day", async () => {
    const refused = await call('PUT', `/api/sequences/${sequenceId}/steps/v3`, { steps: [{ template_id: templateId, quiet_hours: { start_hour: 11, end_hour: 9 } }] });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Step 1: quiet_hours.start_hour must be before end_hour');
    const saved = await call('PUT', `/api/sequences/${sequenceId}/steps/v3`, { steps: [{ template_id: templateId, quiet_hours: { start_hour: 9, end_hour: 11 } }] });
    expect((saved.body.steps as { quiet_hours: unknown }[])[0].quiet_hours).toEqual({ start_hour: 9, end_hour: 11 });
  });

  it('should skip a step whose skip condition holds and end a run whose stop condition holds, sending only where neither does', async () => {
    const saved = await call('PUT', `/api/sequences/${sequenceId}/steps/v3`, {
      steps: [
        { template_id: templateId, skip_if: { filters: [{ field: 'has_phone', op: 'eq', value: false }] } },
        { template_id: templateId, delay_seconds: 3600, stop_if: { filters: [{ field: 'lead_score', op: 'gte', value: 50 }] } },
      ],
    });
    expect(saved.status).toBe(200);
    expect((saved.body.steps as { skip_if: unknown }[])[0].skip_if).toEqual({ filters: [{ field: 'has_phone', op: 'eq', value: false }] });

    const phoneless = await insertContact(db, { email: 'no.phone@example.com', consent_status: 'opted_in', phone: null, lead_score: 80 });
    const withPhone = await insertContact(db, { email: 'has.phone@example.com', consent_status: 'opted_in', phone: '+15125550100', lead_score: 10 });
    const { id: opportunityId } = await insertOpportunity(db, { tracking_number: 'COND-1', contact_id: phoneless.id, status: 'new' });
    const assigned = await call('POST', `/api/enrollment/sequences/${sequenceId}/manual-assign`, { contact_ids: [phoneless.id, withPhone.id] });
    expect(assigned.body).toMatchObject({ assigned_count: 2 });
    const byContact = new Map(((await db.query(`SELECT id, contact_id FROM sequence_enrollments WHERE sequence_id = $1`, [sequenceId])) as { id: string; contact_id: string }[]).map((row) => [row.contact_id, row.id]));
    const [skipper, sender] = [byContact.get(phoneless.id) as string, byContact.get(withPhone.id) as string];
    // Sent under a rule whose window never closes, whatever day the suite runs on.
    const { id: ruleId } = await insertOpenRule(db, sequenceId);
    await db.query(`UPDATE sequence_enrollments SET rule_id = $2 WHERE id = ANY($1)`, [[skipper, sender], ruleId]);
    const advancer = advancerWith(t.app, sequenceSender(t.app, db));

    await dueNow([skipper, sender]);
    await advancer.drain(10_000);
    expect(await run(skipper)).toEqual({ status: 'active', current_step: 2, end_reason: null });
    expect(await run(sender)).toEqual({ status: 'active', current_step: 2, end_reason: null });
    expect(await sentTo('no.phone@example.com')).toBe(0);
    expect(await sentTo('has.phone@example.com')).toBe(1);
    const lines = (await db.query(`SELECT title FROM opportunity_activity WHERE opportunity_id = $1 AND kind LIKE 'sequence_%' ORDER BY id`, [opportunityId])) as { title: string }[];
    expect(lines.map((line) => line.title)).toEqual(['Skipped step 1: no phone number']);

    await dueNow([skipper, sender]);
    await advancer.drain(10_000);
    expect(await run(skipper)).toEqual({ status: 'completed', current_step: 2, end_reason: 'stop_condition' });
    expect(await run(sender)).toMatchObject({ status: 'completed', end_reason: 'completed' });
    expect(await sentTo('no.phone@example.com')).toBe(0);
    expect(await sentTo('has.phone@example.com')).toBe(2);
    const ended = (await db.query(`SELECT detail FROM opportunity_activity WHERE opportunity_id = $1 AND kind = 'sequence_run_completed'`, [opportunityId])) as { detail: string }[];
    expect(ended).toEqual([{ detail: 'Stopped at step 2: lead score at least 50' }]);
    // Per-step results: the skip is counted on step 1; a reply to the first email is attributed to the step it answered.
    const [{ id: firstSend }] = (await db.query(`SELECT id FROM deliveries WHERE enrollment_id = $1 AND step_order = 1`, [sender])) as { id: string }[];
    await db.query(`INSERT INTO inbound_messages (message_id, kind, delivery_id, enrollment_id) VALUES ('<reply-1@example.com>', 'human_reply', $1, $2)`, [firstSend, sender]);
    const results = (await call('GET', `/api/sequences/${sequenceId}/analytics/summary`)).body.step_results as Record<string, unknown>[];
    expect(results.map(({ step_order, sent, replied, skipped }) => ({ step_order, sent, replied, skipped }))).toEqual([
      { step_order: 1, sent: 1, replied: 1, skipped: 1 },
      { step_order: 2, sent: 1, replied: 0, skipped: 0 },
    ]);
    const explained = await call('GET', `/api/enrollments/${skipper}/explain`);
    expect(explained.body.explain).toMatchObject({ summary: "The run ended early: a step's stop condition held" });
  });
});
