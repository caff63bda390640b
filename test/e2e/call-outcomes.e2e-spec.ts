import { DataSource } from 'typeorm';
import { HttpBrowser, signIn } from '../utils/browser-session';
import { startTestApp, type TestApp } from '../utils/test-app';
import { insertOpportunity } from './support/factories';

interface HistoryItem {
  id: string;
  customer_service_agent: string;
  call_date: string;
  phone_number: string;
  outcome: string;
  notes: string | null;
  follow_up_triggered: boolean;
}

describe('Call outcomes: POST /api/record-call-outcome and GET /api/call-history/{id}', () => {
  let t: TestApp;
  let db: DataSource;
  let agent: HttpBrowser;
  let csrf: string;
  let opportunityId: string;

  const record = (body: Record<string, unknown>) =>
    agent.json<Record<string, unknown>>('/api/record-call-outcome', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api', CALL_FOLLOW_UP_POLICY: 'no_answer=callback_reminder,booked=set_status:booked' });
    db = t.app.get(DataSource);
    agent = new HttpBrowser(t.url);
    await signIn(agent, 'sam.staff@movingco.example');
    csrf = (await agent.json<{ csrf_token: string }>('/auth/status')).body.csrf_token;
    ({ id: opportunityId } = await insertOpportunity(db, { tracking_number: 'CALL-1', customer_name: 'Caller One', customer_phone: '+15125550101', lead_source: 'inbound_call' }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('should record an outcome, write its outbox event and show it in the history', async () => {
    const answered = await record({ opportunity_id: opportunityId, agent: 'Sam Rivera', phone_number: '(512) 555-0101', outcome: 'answered', notes: 'Wants a packing quote' });
    expect(answered.status).toBe(201);
    expect(answered.body).toMatchObject({ success: true, outcome: 'answered', follow_up_triggered: false, follow_up_actions: [] });
    const history = await agent.json<HistoryItem[]>(`/api/call-history/${opportunityId}`);
    expect(history.body).toEqual([
      { id: answered.body.id, customer_service_agent: 'Sam Rivera', call_date: expect.any(String), phone_number: '(512) 555-0101', outcome: 'answered', notes: 'Wants a packing quote', follow_up_triggered: false },
    ]);
    const events: { event_type: string; payload: Record<string, string> }[] = await db.query(`SELECT event_type, payload FROM outbox_events WHERE event_type LIKE 'call_%'`);
    expect(events).toEqual([{ event_type: 'call_outcome.recorded', payload: { callOutcomeId: answered.body.id, opportunityId, outcome: 'answered' } }]);
  });

  it('should fire the follow-up policy: a callback reminder for no answer, a status for booked', async () => {
    const missed = await record({ opportunity_id: opportunityId, agent: 'Sam Rivera', phone_number: '5125550101', outcome: 'no_answer' });
    expect(missed.body).toMatchObject({ follow_up_triggered: true, follow_up_actions: ['callback_reminder'] });
    const due: { payload: { dueAt: string } }[] = await db.query(`SELECT payload FROM outbox_events WHERE event_type = 'call_follow_up.due'`);
    expect(due).toHaveLength(1);
    expect(new Date(due[0].payload.dueAt).getTime()).toBeGreaterThan(Date.now());

    const booked = await record({ opportunity_id: opportunityId, agent: 'Sam Rivera', phone_number: '5125550101', outcome: 'booked', notes: 'Survey Tuesday' });
    expect(booked.body).toMatchObject({ follow_up_triggered: true, follow_up_actions: ['set_status:booked'] });
    const [row] = (await db.query(`SELECT status FROM opportunities WHERE id = $1`, [opportunityId])) as { status: string }[];
    expect(row.status).toBe('booked');
    const history = await agent.json<HistoryItem[]>(`/api/call-history/${opportunityId}`);
    expect(history.body.map((h) => h.outcome)).toEqual(['booked', 'no_answer', 'answered']);
    expect(history.body.map((h) => h.follow_up_triggered)).toEqual([true, true, false]);
  });

  it('should reject missing fields and unknown ids with a message, storing nothing', async () => {
    const before = ((await db.query(`SELECT count(*)::int AS n FROM call_outcomes`)) as { n: number }[])[0].n;
    const missingAgent = await record({ opportunity_id: opportunityId, agent: ' ', phone_number: '5125550101', outcome: 'answered' });
    expect(missingAgent.status).toBe(400);
    expect(missingAgent.body.message).toEqual(expect.stringContaining('agent is required'));
    const badOutcome = await record({ opportunity_id: opportunityId, agent: 'Sam', phone_number: '5125550101', outcome: 'hung_up' });
    expect(badOutcome.status).toBe(400);
    expect((badOutcome.body.errors as Record<string, string>).outcome).toContain('answered, no_answer, voicemail, wrong_number, not_interested, booked, rescheduled');
    const unknown = await record({ opportunity_id: '00000000-0000-4000-8000-000000000000', agent: 'Sam', phone_number: '5125550101', outcome: 'answered' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Opportunity 00000000-0000-4000-8000-000000000000 not found');
    expect(((await db.query(`SELECT count(*)::int AS n FROM call_outcomes`)) as { n: number }[])[0].n).toBe(before);
    expect((await agent.json('/api/call-history/not-a-uuid')).status).toBe(400);
    expect((await agent.json('/api/call-history/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
