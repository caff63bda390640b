import { CallOutcomeEntity } from 'src/modules/leads/calls/entities/call-outcome.entity';

let sequence = 0;

/** A stored call outcome (not saved): an unanswered call on a Friday afternoon; override what the test is about. */
export function makeCallOutcome(overrides: Partial<CallOutcomeEntity> = {}): CallOutcomeEntity {
  sequence += 1;
  return Object.assign(new CallOutcomeEntity(), {
    id: `30000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    opportunityId: '20000000-0000-4000-8000-000000000001',
    customerServiceAgent: 'Sam Rivera',
    phoneNumber: '+15125550143',
    outcome: 'no_answer',
    notes: null,
    callDate: new Date('2026-11-27T16:00:00Z'),
    followUpTriggered: false,
    createdAt: new Date('2026-11-27T16:00:00Z'),
    ...overrides,
  });
}
