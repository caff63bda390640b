import 'reflect-metadata';
import type { TransactionHost, TypeOrmTransactions } from 'src/database/transactions';
import type { SuppressionService } from 'src/modules/suppression/suppression.service';
import { strictMock } from '../../../../test/utils/strict-mock';
import type { CallOutcomesRepository } from './call-outcomes.repository';
import type { CallSequenceActions, SequenceEnrollAnswer } from './call-sequence-actions.types';
import { CallSequenceFollowUpService, endedRunsTitle, outcomeLabel, type SequenceFollowUpInput } from './call-sequence-follow-up.service';

const CALL = '10000000-0000-4000-8000-000000000001';
const OPPORTUNITY = '20000000-0000-4000-8000-000000000002';
const CONTACT = '30000000-0000-4000-8000-000000000003';

function setup(options: { contactId?: string | null; enroll?: () => Promise<SequenceEnrollAnswer>; endRuns?: () => Promise<number>; noPort?: boolean; failWrite?: boolean; suppressed?: { email: string; created: boolean } | null } = {}) {
  const db = { withTransaction: async <T>(work: () => Promise<T>): Promise<T> => work() } as unknown as TransactionHost<TypeOrmTransactions>;
  const lines: string[] = [];
  const calls = strictMock<CallOutcomesRepository>('CallOutcomesRepository', {
    contactOf: async () => (options.contactId === undefined ? CONTACT : options.contactId),
    appendFollowUpActivity: async (line: { title: string }) => {
      if (options.failWrite) throw new Error('database is read-only');
      lines.push(line.title);
    },
    markFollowUpTriggered: async () => undefined,
  });
  const port = strictMock<CallSequenceActions>('CallSequenceActions', {
    enrollByName: options.enroll ?? (async (name: string) => ({ enrolled: true, sequenceName: name, enrollmentId: 'e1' })),
    endRuns: options.endRuns ?? (async () => 2),
  });
  const suppressions = strictMock<SuppressionService>('SuppressionService', {
    addForContact: async () => {
      const suppressed = options.suppressed === undefined ? { email: 'ann@example.com', created: true } : options.suppressed;
      return suppressed ? { entry: { email: suppressed.email } as never, created: suppressed.created } : null;
    },
  });
  const service = new CallSequenceFollowUpService(db, calls, suppressions, options.noPort ? null : port);
  return { service, calls, port, lines, suppressions };
}

const input = (actions: SequenceFollowUpInput['actions']): SequenceFollowUpInput => ({ callId: CALL, opportunityId: OPPORTUNITY, outcome: 'no_answer', agent: 'Sam Rivera', actions });

describe(CallSequenceFollowUpService.name, () => {
  it('enrolls the contact, says so on the timeline and marks the call', async () => {
    const { service, calls, port, lines } = setup();

    expect(await service.run(input([{ kind: 'enroll', sequence: 'missed-call follow-up' }]))).toEqual(['enroll:missed-call follow-up']);

    expect(port.calls.enrollByName).toEqual([['missed-call follow-up', CONTACT]]);
    expect(lines).toEqual(['Enrolled in sequence "missed-call follow-up"']);
    expect(calls.calls.appendFollowUpActivity[0][0]).toEqual({ opportunityId: OPPORTUNITY, title: lines[0], detail: 'After the call: No answer', actor: 'Sam Rivera' });
    expect(calls.calls.markFollowUpTriggered).toEqual([[CALL]]);
  });

  it('reports a refusal without marking the call', async () => {
    const { service, calls, lines } = setup({ enroll: async () => ({ enrolled: false, sequenceName: 'Missed-call follow-up', reason: 'already enrolled' }) });

    expect(await service.run(input([{ kind: 'enroll', sequence: 'Missed-call follow-up' }]))).toEqual([]);

    expect(lines).toEqual(['Not enrolled in sequence "Missed-call follow-up": already enrolled']);
    expect(calls.calls.markFollowUpTriggered).toBeUndefined();
  });

  it('ends runs and counts them; none to end is not a follow-up', async () => {
    const two = setup({ endRuns: async () => 2 });
    expect(await two.service.run(input([{ kind: 'end_runs' }]))).toEqual(['end_runs']);
    expect(two.port.calls.endRuns).toEqual([[CONTACT, 'call outcome: no_answer']]);
    expect(two.lines).toEqual(['Ended 2 sequence runs']);

    const none = setup({ endRuns: async () => 0 });
    expect(await none.service.run(input([{ kind: 'end_runs' }]))).toEqual([]);
    expect(none.lines).toEqual(['No sequence runs to end']);
    expect(none.calls.calls.markFollowUpTriggered).toBeUndefined();
  });

  it('never throws when the sequence side fails, and still runs the next action', async () => {
    const { service, lines } = setup({ enroll: async () => { throw new Error('connection reset'); }, endRuns: async () => 1 });

    expect(await service.run(input([{ kind: 'enroll', sequence: 'Missed-call follow-up' }, { kind: 'end_runs' }]))).toEqual(['end_runs']);

    expect(lines).toEqual(['Not enrolled in sequence "Missed-call follow-up": sequence follow-up failed (connection reset)', 'Ended 1 sequence run']);
  });

  it('says why nothing ran without a contact or without the sequences side', async () => {
    const noContact = setup({ contactId: null });
    expect(await noContact.service.run(input([{ kind: 'enroll', sequence: 'Missed-call follow-up' }, { kind: 'end_runs' }]))).toEqual([]);
    expect(noContact.lines).toEqual(['Not enrolled in sequence "Missed-call follow-up": the lead has no contact', 'No sequence runs ended: the lead has no contact']);
    expect(noContact.port.calls.enrollByName).toBeUndefined();

    const noPort = setup({ noPort: true });
    expect(await noPort.service.run(input([{ kind: 'end_runs' }]))).toEqual([]);
    expect(noPort.lines).toEqual(['No sequence runs ended: sequences are not available in this process']);
  });

  it('answers what ran even when the timeline cannot be written', async () => {
    const { service } = setup({ failWrite: true });

    await expect(service.run(input([{ kind: 'end_runs' }]))).resolves.toEqual(['end_runs']);
  });

  it('does nothing for no actions', async () => {
    const { service, calls } = setup();

    expect(await service.run(input([]))).toEqual([]);
    expect(calls.calls.contactOf).toBeUndefined();
  });

  it('names outcomes and run counts for people', () => {
    expect(outcomeLabel('not_interested')).toBe('Not interested');
    expect([0, 1, 3].map(endedRunsTitle)).toEqual(['No sequence runs to end', 'Ended 1 sequence run', 'Ended 3 sequence runs']);
  });
  describe('do_not_contact', () => {
    it('puts the contact\'s address on the suppression list as do-not-contact, ends its runs and marks the call', async () => {
      const { service, calls, port, lines, suppressions } = setup({ endRuns: async () => 1 });
      expect(await service.run({ ...input([{ kind: 'do_not_contact' }]), outcome: 'not_interested' })).toEqual(['do_not_contact']);
      expect(suppressions.calls.addForContact).toEqual([[CONTACT, 'do_not_contact', 'Call outcome: Not interested', 'Sam Rivera']]);
      expect(port.calls.endRuns).toEqual([[CONTACT, 'call outcome: not_interested']]);
      expect(lines).toEqual(['Do not contact: ann@example.com added to the suppression list. Ended 1 sequence run']);
      expect(calls.calls.markFollowUpTriggered).toEqual([[CALL]]);
    });

    it('says when the address was listed already, and suppresses even where sequences are unavailable', async () => {
      const listed = setup({ suppressed: { email: 'ann@example.com', created: false }, endRuns: async () => 0 });
      await listed.service.run(input([{ kind: 'do_not_contact' }]));
      expect(listed.lines).toEqual(['Do not contact: ann@example.com was already on the suppression list. No sequence runs to end']);
      const noPort = setup({ noPort: true });
      expect(await noPort.service.run(input([{ kind: 'do_not_contact' }]))).toEqual(['do_not_contact']);
      expect(noPort.suppressions.calls.addForContact).toHaveLength(1);
    });

    it('does nothing for a lead without a contact or a contact without an email address', async () => {
      const noContact = setup({ contactId: null });
      expect(await noContact.service.run(input([{ kind: 'do_not_contact' }]))).toEqual([]);
      expect(noContact.lines).toEqual(['Not added to the suppression list: the lead has no contact']);
      expect(noContact.suppressions.calls.addForContact).toBeUndefined();
      const noEmail = setup({ suppressed: null });
      expect(await noEmail.service.run(input([{ kind: 'do_not_contact' }]))).toEqual([]);
      expect(noEmail.lines).toEqual(['Not added to the suppression list: the contact has no email address']);
      expect(noEmail.port.calls.endRuns).toBeUndefined();
    });
  });
});
