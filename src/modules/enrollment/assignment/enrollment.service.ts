import { Injectable } from '@nestjs/common';
import { IANAZone } from 'luxon';
import { AppConfigService } from 'src/config/app-config.service';
import { RunStartsService } from 'src/modules/runs/start/run-starts.service';
import { StepHandlers } from 'src/modules/runs/steps/step-handlers.registry';
import { firstRunAt, readAnchor } from '../policies/first-run.policy';
import { DEFAULT_SEND_WINDOW, type SendWindow } from 'src/modules/sequences/schedule/send-window.policy';
import { AssignmentError, AssignmentErrorCode } from './enrollment-assignment.errors';
import { type AssignContactRow, type AssignStepRow, EnrollmentAssignmentRepository, type NewEnrollment } from './enrollment-assignment.repository';

/** Why a contact was not enrolled. */
export type SkipReason =
  | 'no_consent' | 'unsubscribed' | 'bounced' | 'missing_email' | 'placeholder_email'
  | 'already_enrolled' | 'move_date_passed' | 'no_move_date';

export const SKIP_REASON_LABELS: Record<SkipReason, string> = {
  no_consent: 'No consent (opted out)',
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced or suppressed',
  missing_email: 'Missing email',
  placeholder_email: 'Placeholder email',
  already_enrolled: 'Already enrolled',
  move_date_passed: 'Move date passed',
  no_move_date: 'No move date',
};

export interface EnrollInput {
  sequenceId: string;
  contactIds: string[];
  source: 'manual' | 'call_outcome' | 'demo';
  userId?: string | null;
  /** 1-based step to start at (default 1). */
  startStep?: number;
  /** Step number (as text) → delay in seconds replacing that step's delay for the first run. */
  delayOverrides?: Record<string, number>;
}

export interface EnrollSkip {
  contactId: string;
  reason: SkipReason;
}

export interface EnrollResult {
  enrolled: { contactId: string; enrollmentId: string }[];
  skipped: EnrollSkip[];
  /** The contacts read for the checks (names and emails for the exclusions list). */
  contacts: AssignContactRow[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A contact's first failing check, or null when it may be enrolled (the move date is checked with the step). */
export function contactBlock(c: AssignContactRow): SkipReason | null {
  // 'unknown' consent is allowed: only an explicit opt-out blocks (the dialog filters to opted-in by default).
  if (c.consent_status === 'opted_out') return 'no_consent';
  if (c.unsubscribed) return 'unsubscribed';
  if (c.bounced || c.suppressed) return 'bounced';
  const email = (c.email ?? '').trim();
  if (email === '') return 'missing_email';
  // The placeholders the rule preview also leaves out (USABLE_EMAIL_SQL): an address ending in '.invalid' or '@invalid'.
  if (/[.@]invalid$/i.test(email)) return 'placeholder_email';
  if (c.already_enrolled) return 'already_enrolled';
  return null;
}

/**
 * The enrollment door: every way a contact enters a sequence (manual assignment, call outcomes, demo data) goes
 * through `enroll`, so the checks and the first-run timing are the same everywhere.
 */
@Injectable()
export class EnrollmentService {
  constructor(
    private readonly repo: EnrollmentAssignmentRepository,
    private readonly config: AppConfigService,
    private readonly stepTypes: StepHandlers,
    private readonly runs: RunStartsService,
  ) {}

  /** The send window: Monday to Friday 8-18 in the contact's timezone when it is a known zone, else the company's. */
  window(contactTimezone: string | null = null): SendWindow {
    const zone = contactTimezone && IANAZone.isValidZone(contactTimezone) ? contactTimezone : this.config.leads.timezone ?? 'UTC';
    return { ...DEFAULT_SEND_WINDOW, timezone: zone };
  }

  async enroll(input: EnrollInput): Promise<EnrollResult> {
    const ids = [...new Set(input.contactIds)];
    if (ids.length === 0) throw new AssignmentError(AssignmentErrorCode.NoContacts, 'No contacts selected');
    const invalid = ids.filter((id) => !UUID.test(id));
    if (invalid.length > 0) throw new AssignmentError(AssignmentErrorCode.InvalidUuids, `Invalid contact IDs: ${invalid.join(', ')}`, { invalid_ids: invalid });
    const sequence = await this.repo.sequence(input.sequenceId);
    if (!sequence) throw new AssignmentError(AssignmentErrorCode.SequenceNotFound, 'Sequence not found');
    const steps = await this.repo.steps(input.sequenceId);
    const step = this.startStep(steps, input.startStep ?? 1);
    const ahead = steps.filter((s) => s.step_order >= step.step_order)
      .map((s) => ({ stepOrder: s.step_order, type: s.type, templateId: s.template_id, subjectOverride: s.subject_override, fromOverride: s.from_override }));
    const unsendable = await this.stepTypes.readinessProblem(ahead);
    if (unsendable) throw new AssignmentError(AssignmentErrorCode.InvalidTemplate, unsendable);
    // A contact may be named by its id or by its contact_uuid; each contact is considered once.
    const contacts = [...new Map((await this.repo.contacts(input.sequenceId, ids)).map((c) => [c.id, c])).values()];
    const found = new Set(contacts.flatMap((c) => [c.id, c.contact_uuid]));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) throw new AssignmentError(AssignmentErrorCode.ContactsNotFound, `Contacts not found: ${missing.join(', ')}`, { missing_ids: missing });

    const override = input.delayOverrides?.[String(step.step_order)];
    const delay = typeof override === 'number' && Number.isFinite(override) && override >= 0 ? Math.floor(override) : step.delay_seconds;
    const anchor = readAnchor(step.wait_until);
    const now = new Date();
    const skipped: EnrollSkip[] = [];
    const planned: NewEnrollment[] = [];
    for (const c of contacts) {
      const block = contactBlock(c);
      if (block) { skipped.push({ contactId: c.id, reason: block }); continue; }
      const run = firstRunAt({ step: { delay_seconds: delay, wait_until: anchor }, moveDate: c.move_date, window: this.window(c.timezone), now });
      if ('skip' in run) skipped.push({ contactId: c.id, reason: run.skip });
      else planned.push({ contactId: c.id, nextRunAt: run.at });
    }
    if (planned.length === 0 && skipped.every((s) => s.reason === 'missing_email' || s.reason === 'placeholder_email')) {
      throw new AssignmentError(
        AssignmentErrorCode.InvalidEmails,
        'Selected contacts have invalid emails and cannot be enrolled. Please select contacts with valid email addresses.',
      );
    }
    if (planned.length === 0 && skipped.length > 0 && skipped.every((s) => s.reason === 'already_enrolled')) {
      throw new AssignmentError(AssignmentErrorCode.AllEnrolled, 'Some contacts are already enrolled in this sequence');
    }
    const inserted = await this.runs.start(input.sequenceId, step.step_order, input.userId ?? null, planned);
    const insertedBy = new Map(inserted.map((r) => [r.contact_id, r.id]));
    const enrolled: EnrollResult['enrolled'] = [];
    for (const p of planned) {
      const enrollmentId = insertedBy.get(p.contactId);
      // Lost a race with a concurrent assign: the one-live index kept the other enrollment.
      if (enrollmentId) enrolled.push({ contactId: p.contactId, enrollmentId });
      else skipped.push({ contactId: p.contactId, reason: 'already_enrolled' });
    }
    return { enrolled, skipped, contacts };
  }

  /** Ends every live enrollment of the contact as canceled with the reason; answers how many ended. */
  async endRunsForContact(contactId: string, reason: string): Promise<number> {
    return this.runs.cancelForContact(contactId, reason);
  }

  private startStep(steps: AssignStepRow[], startStep: number): AssignStepRow {
    if (steps.length === 0) {
      throw new AssignmentError(AssignmentErrorCode.NoSteps, 'This sequence has no steps. Add at least one step before enrolling contacts.');
    }
    // Only an email step needs a template (a call task needs none; the step types check the rest at readiness).
    if (steps[0]?.type === 'email' && steps[0].template_id === null) throw new AssignmentError(AssignmentErrorCode.NoTemplate, 'Step 1 has no template selected.');
    if (!Number.isInteger(startStep) || startStep < 1 || startStep > steps.length) {
      throw new AssignmentError(AssignmentErrorCode.InvalidStartStep, `start_step must be from 1 to ${steps.length}`);
    }
    const step = steps[startStep - 1];
    if (!step) throw new AssignmentError(AssignmentErrorCode.InvalidStartStep, `start_step must be from 1 to ${steps.length}`);
    return step;
  }
}
