import { Injectable } from '@nestjs/common';
import { CallSequenceActions, type SequenceEnrollAnswer } from 'src/modules/leads/calls/call-sequence-actions.types';
import { AssignmentError, AssignmentErrorCode } from '../assignment/enrollment-assignment.errors';
import { EnrollmentService, type SkipReason } from '../assignment/enrollment.service';
import { CallOutcomeSequencesRepository } from './call-outcome-sequences.repository';

/** Why a contact was not enrolled, as the opportunity's timeline says it. */
const SKIP_TEXT: Record<SkipReason, string> = {
  no_consent: 'no consent (opted out)',
  unsubscribed: 'unsubscribed',
  bounced: 'email bounced or suppressed',
  missing_email: 'no email',
  placeholder_email: 'no email (placeholder address)',
  already_enrolled: 'already enrolled',
  move_date_passed: 'move date passed',
  no_move_date: 'no move date',
};

/** Refusals of the enrollment door that are ordinary answers here, not failures. */
const REFUSAL_TEXT: Partial<Record<AssignmentErrorCode, string>> = {
  [AssignmentErrorCode.AllEnrolled]: 'already enrolled',
  [AssignmentErrorCode.InvalidEmails]: 'no email',
  [AssignmentErrorCode.SequenceNotFound]: 'sequence not found',
  [AssignmentErrorCode.ContactsNotFound]: 'contact not found',
  [AssignmentErrorCode.NoSteps]: 'the sequence has no steps',
  [AssignmentErrorCode.NoTemplate]: 'step 1 has no template',
};

/**
 * The sequence actions of the call follow-up policy, for the leads module: the sequence is named in configuration
 * (matched case-insensitively), the contact goes through the same enrollment door as a manual assignment (source
 * call_outcome), and ending runs uses the door's endRunsForContact. Provided app-wide as CallSequenceActions.
 */
@Injectable()
export class CallOutcomeSequencesService extends CallSequenceActions {
  constructor(private readonly sequences: CallOutcomeSequencesRepository, private readonly enrollment: EnrollmentService) {
    super();
  }

  async enrollByName(sequenceName: string, contactId: string): Promise<SequenceEnrollAnswer> {
    const sequence = await this.sequences.byName(sequenceName);
    if (!sequence) return { enrolled: false, sequenceName, reason: 'sequence not found' };
    if (!sequence.is_active) return { enrolled: false, sequenceName: sequence.name, reason: 'the sequence is archived' };
    try {
      const result = await this.enrollment.enroll({ sequenceId: sequence.id, contactIds: [contactId], source: 'call_outcome' });
      const enrolled = result.enrolled[0];
      if (enrolled) return { enrolled: true, sequenceName: sequence.name, enrollmentId: enrolled.enrollmentId };
      const skip = result.skipped[0];
      return { enrolled: false, sequenceName: sequence.name, reason: skip ? SKIP_TEXT[skip.reason] : 'not enrolled' };
    } catch (error) {
      const text = error instanceof AssignmentError ? REFUSAL_TEXT[error.code] : undefined;
      if (text) return { enrolled: false, sequenceName: sequence.name, reason: text };
      throw error;
    }
  }

  endRuns(contactId: string, reason: string): Promise<number> {
    return this.enrollment.endRunsForContact(contactId, reason);
  }
}
