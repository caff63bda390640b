import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { CrmActivityService } from 'src/modules/crm-sync/crm-activity.service';
import { CrmSyncQueueService } from 'src/modules/crm-sync/crm-sync-queue.service';
import { startFakeHubSpot, type FakeHubSpot, type HubSpotActivity, type HubSpotActivityType } from '../fakes/hubspot-fake';
import { startTestApp, type TestApp } from '../utils/test-app';
import { waitFor } from '../utils/wait-for';
import { advancerWith, sequenceSender } from './support/advancer-harness';
import { DUE_NOW, insertContact, insertOpenRule, insertOpportunity, insertRun, insertSequence, insertTemplate } from './support/factories';

interface Synced {
  id: string;
  contactId: string;
  hubspotContactId: string;
  hubspotDealId: string;
}
interface ActivityRow {
  outbox_event_id: string;
  event_type: string;
  status: string;
  hubspot_object_type: string | null;
  hubspot_object_id: string | null;
  waits: number;
  reason: string | null;
}
interface EventRow {
  id: string;
  event_type: string;
  payload: Record<string, string | number | null>;
}

/**
 * What happens to a lead here appears on its HubSpot record: the real app (api + worker, PostgreSQL, Redis, the outbox
 * relay and the crm-sync worker) against the local HubSpot fake. Sequence emails, calls, callback reminders and a
 * run's end become HubSpot emails, calls, tasks and notes associated with the opportunity's contact and deal, once.
 */
describe('CRM activity sync: outbox events → HubSpot emails, calls, tasks and notes', () => {
  let hubspot: FakeHubSpot;
  let t: TestApp;
  let db: DataSource;
  let bearer: Record<string, string>;
  let templateId: string;
  let n = 0;

  /** A contact and its opportunity; synced to HubSpot (contact + deal) unless told otherwise. */
  const lead = async (sync = true): Promise<Synced> => {
    n += 1;
    const email = `activity${n}@example.com`;
    const contact = await insertContact(db, { email, first_name: 'Casey', last_name: `Mover ${n}`, consent_status: 'opted_in' });
    const opportunity = await insertOpportunity(db, {
      tracking_number: `ACT-${n}`, contact_id: contact.id, customer_name: `Casey Mover ${n}`, customer_email: email, customer_phone: '+15125550101',
    });
    if (!sync) return { id: opportunity.id, contactId: contact.id, hubspotContactId: '', hubspotDealId: '' };
    await t.app.get(CrmSyncQueueService).queue({ ids: [opportunity.id] });
    return waitForSync(opportunity.id, contact.id);
  };
  const waitForSync = async (id: string, contactId: string): Promise<Synced> =>
    waitFor(`the sync of ${id}`, async () => {
      const [row] = (await db.query(`SELECT hubspot_sync_status, hubspot_contact_id, hubspot_deal_id FROM opportunities WHERE id = $1`, [id])) as {
        hubspot_sync_status: string; hubspot_contact_id: string | null; hubspot_deal_id: string | null;
      }[];
      return row.hubspot_sync_status === 'succeeded' && row.hubspot_deal_id && row.hubspot_contact_id
        ? { id, contactId, hubspotContactId: row.hubspot_contact_id, hubspotDealId: row.hubspot_deal_id }
        : null;
    }, 30_000);
  const recordCall = async (opportunityId: string, outcome: string, notes?: string): Promise<string> => {
    const response = await fetch(`${t.url}/api/record-call-outcome`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ opportunity_id: opportunityId, agent: 'Sam Rivera', phone_number: '5125550101', outcome, notes }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const onDeal = (deal: string, type: HubSpotActivityType): HubSpotActivity[] => hubspot.activitiesOn('deals', deal, type);
  const activityOf = async (eventId: string): Promise<ActivityRow | undefined> =>
    ((await db.query(`SELECT * FROM crm_activities WHERE outbox_event_id = $1`, [eventId])) as ActivityRow[])[0];
  const eventOf = async (type: string, field: string, value: string): Promise<EventRow> =>
    waitFor(`the ${type} event`, async () =>
      ((await db.query(`SELECT id, event_type, payload FROM outbox_events WHERE event_type = $1 AND payload ->> $2 = $3`, [type, field, value])) as EventRow[])[0]);
  const associationsOf = (activity: HubSpotActivity) => activity.associations.map((a) => [a.toObjectType, a.toObjectId, a.associationTypeId]);

  beforeAll(async () => {
    hubspot = await startFakeHubSpot();
    t = await startTestApp({
      HUBSPOT_ACCESS_TOKEN: hubspot.accessToken,
      HUBSPOT_BASE_URL: hubspot.url,
      HUBSPOT_PORTAL_ID: String(hubspot.portalId),
      CRM_ACTIVITY_WAIT_MS: '500',
      CRM_ACTIVITY_MAX_WAITS: '3',
      CALL_FOLLOW_UP_POLICY: 'no_answer=callback_reminder',
      SEQUENCE_ADVANCER_EVERY_MS: '3600000',
      SEND_HOLIDAYS: 'none',
      MAILBOX_MESSAGES_PER_MINUTE: '0',
      MAILBOX_RECIPIENTS_PER_DAY: '0',
    });
    db = t.app.get(DataSource);
    bearer = { authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email: 'activity.bot@movingco.example', days: 1 })).token}` };
    ({ id: templateId } = await insertTemplate(db, { name: 'Activity follow-up', subject: 'About your move', html: '<p>Hi</p>' }));
  });
  afterAll(async () => {
    await t.close();
    await hubspot.close();
  });

  it("should log a sent sequence step as an email and the run's end as a note on the contact and deal", async () => {
    const opportunity = await lead();
    const { id: sequenceId } = await insertSequence(db, { name: 'New lead follow-up' }, [{ template_id: templateId, delay_seconds: 0 }]);
    const { id: ruleId } = await insertOpenRule(db, sequenceId);
    const { id: runId } = await insertRun(db, { sequence_id: sequenceId, contact_id: opportunity.contactId, rule_id: ruleId, next_run_at: DUE_NOW });

    await advancerWith(t.app, sequenceSender(t.app, db)).drain(10_000);

    const [delivery] = (await db.query(`SELECT id, subject, to_email FROM deliveries WHERE enrollment_id = $1`, [runId])) as { id: string; subject: string; to_email: string }[];
    const [email] = await waitFor('the email on the deal', async () => onDeal(opportunity.hubspotDealId, 'emails').length > 0 && onDeal(opportunity.hubspotDealId, 'emails'));
    const sent = await eventOf('sequence_run.step_sent', 'enrollmentId', runId);
    expect(email.properties).toMatchObject({
      hs_timestamp: String(Date.parse(String(sent.payload.sentAt))),
      hs_email_direction: 'EMAIL',
      hs_email_status: 'SENT',
      hs_email_subject: delivery.subject,
    });
    expect(JSON.parse(email.properties.hs_email_headers)).toMatchObject({ to: [{ email: delivery.to_email }] });
    expect(associationsOf(email)).toEqual([['contacts', opportunity.hubspotContactId, 198], ['deals', opportunity.hubspotDealId, 210]]);

    const [note] = await waitFor('the end note on the deal', async () => onDeal(opportunity.hubspotDealId, 'notes').length > 0 && onDeal(opportunity.hubspotDealId, 'notes'));
    expect(note.properties.hs_note_body).toBe("Sequence 'New lead follow-up' completed after its last step (step 1)");
    expect(associationsOf(note)).toEqual([['contacts', opportunity.hubspotContactId, 202], ['deals', opportunity.hubspotDealId, 214]]);
    const ended = await eventOf('sequence_run.ended', 'enrollmentId', runId);
    await waitFor('the end recorded', async () => (await activityOf(ended.id))?.status === 'created');
    expect(await activityOf(sent.id)).toMatchObject({ status: 'created', hubspot_object_type: 'emails', hubspot_object_id: email.id, waits: 0 });
    expect(await activityOf(ended.id)).toMatchObject({ status: 'created', hubspot_object_type: 'notes', hubspot_object_id: note.id });
  });

  it('should log a recorded call as a call and its callback reminder as a task for the deal owner', async () => {
    const opportunity = await lead();
    hubspot.state.deals.get(opportunity.hubspotDealId)!.properties.hubspot_owner_id = '77001';

    const callId = await recordCall(opportunity.id, 'no_answer', 'Rang twice, <no> voicemail');

    const [call] = await waitFor('the call on the deal', async () => onDeal(opportunity.hubspotDealId, 'calls').length > 0 && onDeal(opportunity.hubspotDealId, 'calls'));
    expect(call.properties).toMatchObject({ hs_call_title: `Call with Casey Mover ${n}: No answer`, hs_call_status: 'COMPLETED' });
    expect(call.properties.hs_call_body).toContain('<p>Outcome: No answer</p>');
    expect(call.properties.hs_call_body).toContain('<p>Notes: Rang twice, &lt;no&gt; voicemail</p>');
    expect(associationsOf(call)).toEqual([['contacts', opportunity.hubspotContactId, 194], ['deals', opportunity.hubspotDealId, 206]]);

    const due = await eventOf('call_follow_up.due', 'callOutcomeId', callId);
    const [task] = await waitFor('the callback task on the deal', async () => onDeal(opportunity.hubspotDealId, 'tasks').length > 0 && onDeal(opportunity.hubspotDealId, 'tasks'));
    expect(task.properties).toMatchObject({
      hs_task_subject: `Call back Casey Mover ${n}`,
      hs_timestamp: String(Date.parse(String(due.payload.dueAt))),
      hs_task_status: 'NOT_STARTED',
      hs_task_type: 'CALL',
      hubspot_owner_id: '77001',
    });
    expect(associationsOf(task)).toEqual([['contacts', opportunity.hubspotContactId, 204], ['deals', opportunity.hubspotDealId, 216]]);
    await waitFor('the task recorded', async () => (await activityOf(due.id))?.status === 'created');
  });

  it('should create nothing twice: not for a retried job, and not when HubSpot made the call but its answer was lost', async () => {
    const opportunity = await lead();
    const callId = await recordCall(opportunity.id, 'answered');
    const recorded = await eventOf('call_outcome.recorded', 'callOutcomeId', callId);
    await waitFor('the call recorded', async () => (await activityOf(recorded.id))?.status === 'created');
    const before = hubspot.state.activities.size;

    // The same job again (a retry, a stalled job run twice, the event relayed a second time).
    const service = t.app.get(CrmActivityService);
    const again = { outboxEventId: recorded.id, event: recorded.event_type, payload: recorded.payload };
    expect(await service.sync(again, { enqueuedAt: new Date(), finalAttempt: false })).toMatchObject({ result: 'already', status: 'created' });
    expect(await service.sync(again, { enqueuedAt: new Date(), finalAttempt: true })).toMatchObject({ result: 'already', status: 'created' });
    expect(hubspot.state.activities.size).toBe(before);

    // HubSpot creates the next call but the answer never comes back (504): the job's retry finds it instead.
    hubspot.loseNextAnswers(1);
    const lostId = await recordCall(opportunity.id, 'answered', 'second call');
    const lost = await eventOf('call_outcome.recorded', 'callOutcomeId', lostId);
    const settled = await waitFor('the retried call recorded', async () => {
      const row = await activityOf(lost.id);
      return row?.status === 'created' && row;
    }, 30_000);
    const calls = onDeal(opportunity.hubspotDealId, 'calls');
    expect(calls).toHaveLength(2);
    expect(calls.filter((call) => call.properties.hs_call_body.includes('second call')).map((call) => call.id)).toEqual([settled.hubspot_object_id]);
    expect(hubspot.state.stats.injectedFailures).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it('should hold the activity of an opportunity not yet in HubSpot until it is synced, and give up with the reason after the last wait', async () => {
    const late = await lead(false);
    const callId = await recordCall(late.id, 'answered');
    const event = await eventOf('call_outcome.recorded', 'callOutcomeId', callId);
    await waitFor('the job to wait for the sync', async () => (await activityOf(event.id))?.status === 'waiting');

    await t.app.get(CrmSyncQueueService).queue({ ids: [late.id] });
    const synced = await waitForSync(late.id, late.contactId);
    const [call] = await waitFor('the held call on the deal', async () => onDeal(synced.hubspotDealId, 'calls').length > 0 && onDeal(synced.hubspotDealId, 'calls'), 30_000);
    const row = await waitFor('the held call recorded', async () => {
      const found = await activityOf(event.id);
      return found?.status === 'created' && found;
    });
    expect(row).toMatchObject({ hubspot_object_type: 'calls', hubspot_object_id: call.id });
    expect(row.waits).toBeGreaterThanOrEqual(1);

    const never = await lead(false);
    const neverCall = await recordCall(never.id, 'answered');
    const neverEvent = await eventOf('call_outcome.recorded', 'callOutcomeId', neverCall);
    const skipped = await waitFor('the wait to be given up', async () => {
      const found = await activityOf(neverEvent.id);
      return found?.status === 'skipped' && found;
    }, 30_000);
    expect(skipped).toMatchObject({ waits: 4, reason: `Opportunity ACT-${n} was still not synced to HubSpot after 3 waits`, hubspot_object_id: null });
  }, 60_000);
});
