import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { UserRole } from 'src/modules/auth/entities/user.entity';
import { startTestApp, type TestApp } from '../utils/test-app';
import { advancerWith, sequenceSender } from './support/advancer-harness';
import { insertContact, insertOpenRule, insertOpportunity, insertTemplate } from './support/factories';

interface Run {
  status: string;
  current_step: number;
  end_reason: string | null;
}

/**
 * Reply branches: a sequence that does not stop on reply sends a contact who replies to its reply step; runs that
 * reach the reply step without a reply go to the no-reply step or end; each path ends where the other begins.
 */
describe('Sequence reply branches', () => {
  let t: TestApp;
  let db: DataSource;
  let admin = '';
  let sequenceId = '';
  let ruleId = '';
  let steps: { id: string; step_order: number }[] = [];
  let n = 0;

  const call = async (method: string, path: string, body?: unknown, type = 'application/json'): Promise<{ status: number; body: Record<string, unknown> }> => {
    const response = await fetch(`${t.url}${path}`, {
      method, headers: { 'content-type': type, authorization: `Bearer ${admin}` }, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
  };
  const run = async (id: string): Promise<Run> =>
    ((await db.query(`SELECT status, current_step, end_reason FROM sequence_enrollments WHERE id = $1`, [id])) as Run[])[0];
  const sentSteps = async (runId: string): Promise<number[]> =>
    ((await db.query(`SELECT step_order FROM deliveries WHERE enrollment_id = $1 ORDER BY step_order`, [runId])) as { step_order: number }[]).map((row) => row.step_order);
  const drainDue = async (runId: string) => {
    await db.query(`UPDATE sequence_enrollments SET next_run_at = now() - interval '1 second' WHERE id = $1 AND status = 'active'`, [runId]);
    await advancerWith(t.app, sequenceSender(t.app, db)).drain(10_000);
  };
  const enrolled = async (): Promise<{ runId: string; email: string; opportunityId: string }> => {
    n += 1;
    const email = `branch${n}@example.com`;
    const { id: contactId } = await insertContact(db, { email, first_name: 'Pat', consent_status: 'opted_in' });
    const { id: opportunityId } = await insertOpportunity(db, { tracking_number: `BR-${n}`, contact_id: contactId, status: 'new' });
    const assigned = await call('POST', `/api/enrollment/sequences/${sequenceId}/manual-assign`, { contact_ids: [contactId] });
    const runId = (assigned.body.enrollment_ids as string[])[0];
    await db.query(`UPDATE sequence_enrollments SET rule_id = $2 WHERE id = $1`, [runId, ruleId]);
    return { runId, email, opportunityId };
  };

  beforeAll(async () => {
    t = await startTestApp({ SEND_HOLIDAYS: 'none', SEQUENCE_ADVANCER_EVERY_MS: '3600000', MAILBOX_MESSAGES_PER_MINUTE: '0', MAILBOX_RECIPIENTS_PER_DAY: '0' });
    db = t.app.get(DataSource);
    admin = (await t.app.get(ApiTokenService).create({ email: 'branches.admin@movingco.example', role: UserRole.Admin, days: 1 })).token;
    const { id: templateId } = await insertTemplate(db, { name: 'Branches', subject: 'About your move' });
    sequenceId = ((await call('POST', '/api/sequences', { name: 'Quote follow-up with branches' })).body.sequence as { id: string }).id;
    const saved = await call('PUT', `/api/sequences/${sequenceId}/steps/v3`, { steps: [{ template_id: templateId }, { template_id: templateId, delay_seconds: 60 }, { template_id: templateId, delay_seconds: 60 }] });
    steps = saved.body.steps as { id: string; step_order: number }[];
    ruleId = (await insertOpenRule(db, sequenceId)).id;
  });
  afterAll(() => t.close());

  it('should refuse a branch to step 1, to another sequence\'s step, or twice to one step', async () => {
    const first = await call('PUT', `/api/sequences/${sequenceId}`, { on_reply_next_step_id: steps[0].id });
    expect(first.status).toBe(400);
    expect(first.body.message).toBe('on_reply_next_step_id cannot be step 1: branches start after a step has gone out');
    const foreign = await call('PUT', `/api/sequences/${sequenceId}`, { on_no_reply_next_step_id: '00000000-0000-4000-8000-000000000000' });
    expect(foreign.body.message).toBe("on_no_reply_next_step_id must be one of this sequence's steps");
    const twice = await call('PUT', `/api/sequences/${sequenceId}`, { on_reply_next_step_id: steps[2].id, on_no_reply_next_step_id: steps[2].id });
    expect(twice.status).toBe(400);
  });

  it('should send a replier to the reply step and a silent contact down the no-reply path, each ending where the other path begins', async () => {
    // Step 1 for everyone; step 2 only without a reply; step 3 only after a reply.
    const branched = await call('PUT', `/api/sequences/${sequenceId}`, { stop_on_reply: false, on_reply_next_step_id: steps[2].id, on_no_reply_next_step_id: steps[1].id });
    expect(branched.status).toBe(200);
    const replier = await enrolled();
    const silent = await enrolled();
    await drainDue(replier.runId);
    await drainDue(silent.runId);
    expect(await run(replier.runId)).toMatchObject({ status: 'active', current_step: 2 });

    const [{ message_id: messageId }] = (await db.query(`SELECT message_id FROM deliveries WHERE enrollment_id = $1 AND step_order = 1`, [replier.runId])) as { message_id: string }[];
    const reply = `From: Pat <${replier.email}>\r\nTo: sales@movingco.example\r\nSubject: Re: About your move\r\nMessage-ID: <branch-reply@example.com>\r\nIn-Reply-To: ${messageId}\r\nContent-Type: text/plain\r\n\r\nYes, we are still moving in June. What are the next steps?\r\n`;
    const posted = await call('POST', '/api/mail/inbound', reply, 'message/rfc822');
    expect(posted.body).toMatchObject({ kind: 'human_reply', effect: 'run_branched:step 3' });
    expect(await run(replier.runId)).toMatchObject({ status: 'active', current_step: 3 });
    const lines = (await db.query(`SELECT title FROM opportunity_activity WHERE opportunity_id = $1 AND kind = 'sequence_step_done'`, [replier.opportunityId])) as { title: string }[];
    expect(lines).toEqual([{ title: 'Sequence moved to its reply path: Quote follow-up with branches' }]);

    await drainDue(replier.runId);
    expect(await sentSteps(replier.runId)).toEqual([1, 3]);
    expect(await run(replier.runId)).toMatchObject({ status: 'completed', end_reason: 'completed' });

    // The silent contact gets step 2, then ends rather than entering the reply path.
    await drainDue(silent.runId);
    expect(await sentSteps(silent.runId)).toEqual([1, 2]);
    expect(await run(silent.runId)).toMatchObject({ status: 'completed', end_reason: 'completed' });
  });
});
