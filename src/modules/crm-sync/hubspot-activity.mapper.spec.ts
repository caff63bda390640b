import { OutboxEvent } from 'src/modules/outbox/outbox-events.constants';
import { ACTIVITY_ASSOCIATION_TYPE_IDS, activityAssociations, activityDraft, activityEvent, outcomeWords, runNoteText } from './hubspot-activity.mapper';

const RUN = '0b7d6c2e-1f7a-4c55-9a43-1f0f3c9a2b10';
const DELIVERY = '6a1d3b59-7c0e-4a39-8f2e-5b1c9d7e4f21';
const CALL = '9e2f4a10-3b6c-4d8e-a1f7-2c5b8d9e0f32';
const OPPORTUNITY = '1c3e5a7b-9d0f-4b2a-8c4e-6f8a0b2c4d63';
const USER = '4f6a8c0e-2b4d-4f6a-8c0e-2b4d6f8a0c74';

describe('HubSpot activity mapping (outbox event → HubSpot object)', () => {
  describe('activityEvent', () => {
    it('reads back each of the six activity events from the job', () => {
      expect(activityEvent(OutboxEvent.SequenceStepSent, { enrollmentId: RUN, step: 2, deliveryId: DELIVERY, sentAt: '2027-03-08T15:04:05.000Z' })).toEqual({
        type: OutboxEvent.SequenceStepSent,
        payload: { enrollmentId: RUN, step: 2, deliveryId: DELIVERY, sentAt: '2027-03-08T15:04:05.000Z' },
      });
      expect(activityEvent(OutboxEvent.CallOutcomeRecorded, { callOutcomeId: CALL, opportunityId: OPPORTUNITY, outcome: 'no_answer' })?.type).toBe(OutboxEvent.CallOutcomeRecorded);
      expect(activityEvent(OutboxEvent.CallFollowUpDue, { callOutcomeId: CALL, opportunityId: OPPORTUNITY, dueAt: '2027-03-09T14:00:00.000Z' })?.type).toBe(OutboxEvent.CallFollowUpDue);
      expect(activityEvent(OutboxEvent.SequenceRunPaused, { enrollmentId: RUN, step: 1, reason: 'delivery_unknown' })?.type).toBe(OutboxEvent.SequenceRunPaused);
      expect(activityEvent(OutboxEvent.SequenceRunEnded, { enrollmentId: RUN, step: 2, status: 'canceled', reason: 'reply_received' })?.type).toBe(OutboxEvent.SequenceRunEnded);
      expect(activityEvent(OutboxEvent.RunActionTaken, { enrollmentId: RUN, action: 'pause', userId: USER, reason: null })?.type).toBe(OutboxEvent.RunActionTaken);
    });

    it('refuses another event, a payload missing a field, a wrong type or an id that is no id', () => {
      expect(activityEvent(OutboxEvent.CrmSyncRequested, { opportunityId: OPPORTUNITY })).toBeNull();
      expect(activityEvent(OutboxEvent.CallOutcomeRecorded, {})).toBeNull();
      expect(activityEvent(OutboxEvent.CallOutcomeRecorded, null)).toBeNull();
      expect(activityEvent(OutboxEvent.SequenceRunPaused, { enrollmentId: RUN, step: '1', reason: 'x' })).toBeNull();
      expect(activityEvent(OutboxEvent.CallOutcomeRecorded, { callOutcomeId: 'c-1', opportunityId: OPPORTUNITY, outcome: 'answered' })).toBeNull();
      expect(activityEvent(OutboxEvent.RunActionTaken, { enrollmentId: RUN, action: 'pause', userId: USER })).toBeNull();
    });
  });

  it('maps a sent sequence step to an outgoing, sent email with the delivery subject and recipient', () => {
    const draft = activityDraft({
      kind: 'email', sequenceName: 'New lead follow-up', step: 2, sentAt: '2027-03-08T15:04:05.000Z',
      subject: 'Your move on April 1', toEmail: 'casey@example.com', fromEmail: 'Movers <sales@movingco.example>',
    });
    expect(draft).toEqual({
      objectType: 'emails',
      properties: {
        hs_timestamp: String(Date.parse('2027-03-08T15:04:05.000Z')),
        hs_email_direction: 'EMAIL',
        hs_email_status: 'SENT',
        hs_email_subject: 'Your move on April 1',
        hs_email_text: "Sequence 'New lead follow-up', step 2, sent to casey@example.com",
        hs_email_headers: JSON.stringify({ from: { email: 'sales@movingco.example' }, to: [{ email: 'casey@example.com' }], cc: [], bcc: [] }),
      },
    });
  });

  it('maps a recorded call to a completed call with its outcome, agent, phone and notes (notes shown, never as markup)', () => {
    const draft = activityDraft({
      kind: 'call', customer: 'Casey Caller', outcome: 'no_answer', agent: 'Sam Rivera', phoneNumber: '+15125550101',
      notes: 'Left <b>no</b> message & will retry', callDate: '2027-03-08T15:00:00.000Z',
    });
    expect(draft.objectType).toBe('calls');
    expect(draft.properties).toEqual({
      hs_timestamp: String(Date.parse('2027-03-08T15:00:00.000Z')),
      hs_call_title: 'Call with Casey Caller: No answer',
      hs_call_body: '<p>Outcome: No answer</p><p>Agent: Sam Rivera</p><p>Phone: +15125550101</p><p>Notes: Left &lt;b&gt;no&lt;/b&gt; message &amp; will retry</p>',
      hs_call_status: 'COMPLETED',
    });
    const silent = activityDraft({ kind: 'call', customer: 'C', outcome: 'answered', agent: 'A', phoneNumber: '1', notes: null, callDate: '2027-03-08T15:00:00.000Z' });
    expect(silent.properties.hs_call_body).not.toContain('Notes');
  });

  it('maps a due callback to a not-started call task at the due time, for the deal owner when known', () => {
    const draft = activityDraft({
      kind: 'callback', customer: 'Casey Caller', dueAt: '2027-03-09T14:00:00.000Z', outcome: 'voicemail', agent: 'Sam Rivera', phoneNumber: '+15125550101', ownerId: '77001',
    });
    expect(draft).toEqual({
      objectType: 'tasks',
      properties: {
        hs_timestamp: String(Date.parse('2027-03-09T14:00:00.000Z')),
        hs_task_subject: 'Call back Casey Caller',
        hs_task_body: 'Callback reminder: Sam Rivera\'s call ended "Voicemail". Phone: +15125550101',
        hs_task_status: 'NOT_STARTED',
        hs_task_type: 'CALL',
        hubspot_owner_id: '77001',
      },
    });
    const unowned = activityDraft({ kind: 'callback', customer: 'C', dueAt: '2027-03-09T14:00:00.000Z', outcome: 'no_answer', agent: 'A', phoneNumber: '1', ownerId: null });
    expect(unowned.properties).not.toHaveProperty('hubspot_owner_id');
  });

  it("maps a run's end, pause and an operator's action to notes in the timeline's words", () => {
    const at = '2027-03-10T09:30:00.000Z';
    const ended = activityDraft({ kind: 'run_ended', sequenceName: 'New lead follow-up', step: 2, status: 'canceled', reason: 'reply_received', at });
    expect(ended).toEqual({ objectType: 'notes', properties: { hs_timestamp: String(Date.parse(at)), hs_note_body: "Sequence 'New lead follow-up' ended at step 2: Stopped by Reply" } });
    expect(runNoteText({ kind: 'run_ended', sequenceName: 'Nurture', step: 3, status: 'completed', reason: 'completed', at })).toBe("Sequence 'Nurture' completed after its last step (step 3)");
    expect(runNoteText({ kind: 'run_ended', sequenceName: 'Nurture', step: 1, status: 'failed', reason: 'step_without_template', at })).toBe("Sequence 'Nurture' failed at step 1: A step has no template");
    expect(runNoteText({ kind: 'run_paused', sequenceName: 'Nurture', step: 2, reason: 'paused by Sam Rivera', at })).toBe("Sequence 'Nurture' paused at step 2: paused by Sam Rivera");
    expect(runNoteText({ kind: 'run_action', sequenceName: 'Nurture', action: 'reactivate', actor: 'Sam Rivera', reason: null, at })).toBe("Sequence 'Nurture': reactivated by Sam Rivera");
    expect(runNoteText({ kind: 'run_action', sequenceName: 'Nurture', action: 'cancel', actor: 'Sam Rivera', reason: 'booked by phone', at })).toBe("Sequence 'Nurture': canceled by Sam Rivera (booked by phone)");
    expect(runNoteText({ kind: 'run_action', sequenceName: 'Nurture', action: 'delivery_marked_sent', actor: 'Ops', reason: null, at })).toBe("Sequence 'Nurture': an unconfirmed send was marked sent by Ops");
    const marked = activityDraft({ kind: 'run_action', sequenceName: 'A <B> & C', action: 'pause', actor: 'Sam', reason: null, at });
    expect(marked.properties.hs_note_body).toBe("Sequence 'A &lt;B&gt; &amp; C': paused by Sam");
  });

  it("associates each object with the contact and the deal by HubSpot's default association types", () => {
    expect(ACTIVITY_ASSOCIATION_TYPE_IDS).toEqual({
      emails: { contact: 198, deal: 210 },
      calls: { contact: 194, deal: 206 },
      tasks: { contact: 204, deal: 216 },
      notes: { contact: 202, deal: 214 },
    });
    expect(activityAssociations('notes', '1001', '5000001')).toEqual([{ toId: '1001', typeId: 202 }, { toId: '5000001', typeId: 214 }]);
    expect(activityAssociations('tasks', null, '5000001')).toEqual([{ toId: '5000001', typeId: 216 }]);
    expect(activityAssociations('calls', '1001', null)).toEqual([{ toId: '1001', typeId: 194 }]);
  });

  it('words call outcomes', () => {
    expect(['answered', 'no_answer', 'wrong_number', 'not_interested'].map(outcomeWords)).toEqual(['Answered', 'No answer', 'Wrong number', 'Not interested']);
  });
});
