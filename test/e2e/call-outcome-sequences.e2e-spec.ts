import { DataSource } from 'typeorm';
import { CallSequenceActions } from 'src/modules/leads/calls/call-sequence-actions.types';
import { HttpBrowser, signIn } from '../utils/browser-session';
import { startTestApp, type TestApp } from '../utils/test-app';
import { insertContact, insertOpportunity, insertRun, insertSequence, insertTemplate } from './support/factories';

interface Recorded {
  id: string;
  outcome: string;
  follow_up_triggered: boolean;
  follow_up_actions: string[];
}
interface Activity {
  kind: string;
  title: string;
  detail: string | null;
  actor: string | null;
}

/**
 * The follow-up policy's sequence actions through the real routes: the configured sequence is named in another case
 * than its own, so the lookup is shown to ignore case.
 */
describe('Call outcomes drive sequences: POST /api/record-call-outcome', () => {
  let t: TestApp;
  let db: DataSource;
  let agent: HttpBrowser;
  let csrf: string;
  let missedCallId: string;
  let nurtureId: string;
  let n = 0;

  const record = async (opportunityId: string, outcome: string): Promise<{ status: number; body: Recorded }> =>
    agent.json<Recorded>('/api/record-call-outcome', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: JSON.stringify({ opportunity_id: opportunityId, agent: 'Sam Rivera', phone_number: '5125550101', outcome }),
    });
  const followUps = async (opportunityId: string): Promise<Activity[]> =>
    (await agent.json<{ data: Activity[] }>(`/api/opportunities/${opportunityId}/activity`)).body.data.filter((a) => a.kind === 'sequence_follow_up');
  const lead = async (email: string | null = ''): Promise<{ opportunityId: string; contactId: string }> => {
    n += 1;
    const contact = await insertContact(db, { email: email === null ? null : email || `caller${n}@example.com`, first_name: 'Casey', last_name: `Caller ${n}`, consent_status: 'opted_in' });
    const opportunity = await insertOpportunity(db, {
      tracking_number: `SEQ-CALL-${n}`, customer_name: 'Casey Caller', customer_phone: '+15125550101', lead_source: 'inbound_call', contact_id: contact.id,
    });
    return { opportunityId: opportunity.id, contactId: contact.id };
  };
  const liveRuns = async (contactId: string): Promise<{ sequence_id: string; status: string }[]> =>
    db.query(`SELECT sequence_id, status FROM sequence_enrollments WHERE contact_id = $1 AND status IN ('pending', 'active', 'paused') ORDER BY created_at`, [contactId]);
  const callFlag = async (callId: string): Promise<boolean> =>
    ((await db.query(`SELECT follow_up_triggered FROM call_outcomes WHERE id = $1`, [callId])) as { follow_up_triggered: boolean }[])[0].follow_up_triggered;

  beforeAll(async () => {
    t = await startTestApp({
      APP_ROLES: 'api',
      CALL_FOLLOW_UP_POLICY: 'no_answer=enroll:missed-call FOLLOW-UP,voicemail=enroll:No such sequence,booked=end_runs,wrong_number=end_runs,rescheduled=enroll:Empty sequence,not_interested=do_not_contact',
    });
    db = t.app.get(DataSource);
    agent = new HttpBrowser(t.url);
    await signIn(agent, 'sam.staff@movingco.example');
    csrf = (await agent.json<{ csrf_token: string }>('/auth/status')).body.csrf_token;
    const template = await insertTemplate(db, { name: 'We tried to call you', subject: 'We missed you' });
    const sequence = async (name: string, withStep = true): Promise<string> =>
      (await insertSequence(db, { name }, withStep ? [{ template_id: template.id, delay_seconds: 3600 }] : [])).id;
    missedCallId = await sequence('Missed-call follow-up');
    nurtureId = await sequence('New-lead nurture');
    await sequence('Empty sequence', false);
  });
  afterAll(() => t.close());

  it('should enroll an unanswered call\'s contact in the configured sequence, set follow_up_triggered and say so on the timeline', async () => {
    const { opportunityId, contactId } = await lead();

    const answer = await record(opportunityId, 'no_answer');

    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ outcome: 'no_answer', follow_up_triggered: true, follow_up_actions: ['enroll:missed-call FOLLOW-UP'] });
    expect(await callFlag(answer.body.id)).toBe(true);
    expect(await liveRuns(contactId)).toEqual([{ sequence_id: missedCallId, status: 'active' }]);
    expect(await followUps(opportunityId)).toEqual([
      { kind: 'sequence_follow_up', title: 'Enrolled in sequence "Missed-call follow-up"', detail: 'After the call: No answer', actor: 'Sam Rivera', actor_name: null, id: expect.any(String), occurred_at: expect.any(String) },
    ]);
    const history = await agent.json<{ id: string; follow_up_triggered: boolean }[]>(`/api/call-history/${opportunityId}`);
    expect(history.body).toEqual([expect.objectContaining({ id: answer.body.id, follow_up_triggered: true })]);
  });

  it('should not enroll twice on a repeat, answer follow_up_triggered false and say the contact is already enrolled', async () => {
    const { opportunityId, contactId } = await lead();
    expect((await record(opportunityId, 'no_answer')).body.follow_up_triggered).toBe(true);

    const again = await record(opportunityId, 'no_answer');

    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ follow_up_triggered: false, follow_up_actions: [] });
    expect(await callFlag(again.body.id)).toBe(false);
    expect(await liveRuns(contactId)).toHaveLength(1);
    expect((await followUps(opportunityId)).map((a) => a.title)).toEqual([
      'Not enrolled in sequence "Missed-call follow-up": already enrolled',
      'Enrolled in sequence "Missed-call follow-up"',
    ]);
  });

  it('should end every live run of the contact when the call is booked, and nothing when there is none', async () => {
    const { opportunityId, contactId } = await lead();
    expect((await record(opportunityId, 'no_answer')).body.follow_up_triggered).toBe(true);
    await insertRun(db, { sequence_id: nurtureId, contact_id: contactId, status: 'paused', next_run_at: null });
    expect(await liveRuns(contactId)).toHaveLength(2);

    const booked = await record(opportunityId, 'booked');

    expect(booked.body).toMatchObject({ follow_up_triggered: true, follow_up_actions: ['end_runs'] });
    expect(await liveRuns(contactId)).toEqual([]);
    const ended: { status: string; end_reason: string }[] = await db.query(`SELECT status, end_reason FROM sequence_enrollments WHERE contact_id = $1`, [contactId]);
    expect(ended).toEqual([{ status: 'canceled', end_reason: 'call outcome: booked' }, { status: 'canceled', end_reason: 'call outcome: booked' }]);
    expect((await followUps(opportunityId))[0]).toMatchObject({ title: 'Ended 2 sequence runs', detail: 'After the call: Booked' });

    const wrong = await record(opportunityId, 'wrong_number');
    expect(wrong.body).toMatchObject({ follow_up_triggered: false, follow_up_actions: [] });
    expect((await followUps(opportunityId))[0].title).toBe('No sequence runs to end');
  });

  it('should put the contact\'s address on the suppression list as do-not-contact and end its runs (do_not_contact)', async () => {
    const { opportunityId, contactId } = await lead('Dana.DNC@example.com');
    expect((await record(opportunityId, 'no_answer')).body.follow_up_triggered).toBe(true);

    const answer = await record(opportunityId, 'not_interested');

    expect(answer.body).toMatchObject({ follow_up_triggered: true, follow_up_actions: ['do_not_contact'] });
    expect(await liveRuns(contactId)).toEqual([]);
    expect(await db.query(`SELECT email, source, contact_id, created_by, reason FROM suppressions WHERE removed_at IS NULL AND contact_id = $1`, [contactId]))
      .toEqual([{ email: 'dana.dnc@example.com', source: 'do_not_contact', contact_id: contactId, created_by: 'Sam Rivera', reason: 'Call outcome: Not interested' }]);
    expect(await db.query(`SELECT consent_status FROM contacts WHERE id = $1`, [contactId])).toEqual([{ consent_status: 'opted_out' }]);
    expect((await followUps(opportunityId))[0]).toMatchObject({ title: 'Do not contact: dana.dnc@example.com added to the suppression list. Ended 1 sequence run', detail: 'After the call: Not interested' });
  });

  it('should answer follow_up_triggered false and add no line for an outcome without actions', async () => {
    const { opportunityId, contactId } = await lead();

    const answered = await record(opportunityId, 'answered');

    expect(answered.body).toMatchObject({ follow_up_triggered: false, follow_up_actions: [] });
    expect(await followUps(opportunityId)).toEqual([]);
    expect(await liveRuns(contactId)).toEqual([]);
  });

  it('should keep the call outcome when the configured sequence is missing, empty, or the contact has no email', async () => {
    const { opportunityId } = await lead();
    const missing = await record(opportunityId, 'voicemail');
    expect(missing.status).toBe(201);
    expect(missing.body).toMatchObject({ outcome: 'voicemail', follow_up_triggered: false });
    expect((await followUps(opportunityId))[0].title).toBe('Not enrolled in sequence "No such sequence": sequence not found');

    const empty = await record(opportunityId, 'rescheduled');
    expect(empty.status).toBe(201);
    expect((await followUps(opportunityId))[0].title).toBe('Not enrolled in sequence "Empty sequence": the sequence has no steps');

    const noEmail = await lead(null);
    const unreachable = await record(noEmail.opportunityId, 'no_answer');
    expect(unreachable.body.follow_up_triggered).toBe(false);
    expect((await followUps(noEmail.opportunityId))[0].title).toBe('Not enrolled in sequence "Missed-call follow-up": no email');

    const history = await agent.json<{ outcome: string }[]>(`/api/call-history/${opportunityId}`);
    expect(history.body.map((h) => h.outcome)).toEqual(['rescheduled', 'voicemail']);
  });

  it('should keep the call outcome when the sequence side fails, and say it failed', async () => {
    const { opportunityId, contactId } = await lead();
    const actions = t.app.get(CallSequenceActions, { strict: false });
    const spy = jest.spyOn(actions, 'enrollByName').mockRejectedValueOnce(new Error('connection reset by peer'));
    try {
      const answer = await record(opportunityId, 'no_answer');
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ follow_up_triggered: false, follow_up_actions: [] });
    } finally {
      spy.mockRestore();
    }
    expect(await liveRuns(contactId)).toEqual([]);
    expect((await followUps(opportunityId))[0].title).toBe('Not enrolled in sequence "missed-call FOLLOW-UP": sequence follow-up failed (connection reset by peer)');
    const history = await agent.json<{ outcome: string }[]>(`/api/call-history/${opportunityId}`);
    expect(history.body.map((h) => h.outcome)).toEqual(['no_answer']);
  });
});
