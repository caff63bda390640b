import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfigService } from 'src/config/app-config.service';
import { isOwnSendingAddress, ownSendingAddresses } from 'src/modules/delivery/sequence-send/sequence-send.config';
import { DeliveriesService } from 'src/modules/delivery/deliveries.service';
import { withTestUnsubscribeLink } from 'src/modules/templates/rendering/unsubscribe-link.policy';
import { checkTestRecipient } from 'src/modules/delivery/test-send/test-send-recipient.policy';
import { TemplateTestSendService } from 'src/modules/delivery/test-send/template-test-send.service';
import { SequenceDeliveriesRepository, type RecordedSend } from '../sequence-deliveries.repository';
import { SequenceStepsRepository } from '../sequence-steps.repository';
import { SequencesRepository } from '../sequences.repository';
import { SequenceStepRenderService } from './sequence-step-render.service';
import { invalidSequence, SequencesError, SequencesErrorCode, sequenceNotFound } from '../sequences.errors';

export interface SequenceTestSendRequest {
  sequenceId: string;
  toEmail: string;
  stepIndex: number;
  testMode: boolean;
  subjectOverride: string | null;
  fromAddress: string | null;
  user: { id: string; email: string; name: string };
}

export interface SequenceTestSendResult {
  success: boolean;
  deliveryId: string;
  provider: string | null;
  requestId: string | null;
  from: string;
  to: string;
  subject: string;
  error: string | null;
  idempotent: boolean;
}

const fromRecorded = (row: RecordedSend): SequenceTestSendResult => ({
  success: row.status !== 'failed',
  deliveryId: row.id,
  provider: row.provider,
  requestId: row.request_id,
  from: row.from_email,
  to: row.to_email,
  subject: row.subject,
  error: row.error,
  idempotent: true,
});

/**
 * Sends one step of a sequence, rendered for the example contact, to one company address. The recipient rule and the
 * per-user limit are the template test send's. The idempotency key is the sequence, the step and the recipient:
 * without test_mode a repeat answers the recorded send (idempotent: true) and sends nothing (a recorded failure is
 * tried again); test_mode adds a nonce so every click sends. Every send is a deliveries row linked to the sequence.
 */
@Injectable()
export class SequenceTestSendService {
  constructor(
    private readonly sequences: SequencesRepository,
    private readonly steps: SequenceStepsRepository,
    private readonly sends: SequenceDeliveriesRepository,
    private readonly stepRender: SequenceStepRenderService,
    private readonly templateTestSends: TemplateTestSendService,
    private readonly deliveries: DeliveriesService,
    private readonly config: AppConfigService,
  ) {}

  async send(request: SequenceTestSendRequest): Promise<SequenceTestSendResult> {
    if (!(await this.sequences.findLive(request.sequenceId))) throw sequenceNotFound();
    const steps = await this.steps.list(request.sequenceId);
    if (steps.length === 0) throw new SequencesError(SequencesErrorCode.NoSteps, 'No steps to test');
    const step = steps[request.stepIndex];
    if (!step) throw invalidSequence([`step_index must be from 0 to ${steps.length - 1}`]);
    if (!step.templateId) throw new SequencesError(SequencesErrorCode.NoTemplate, 'No template selected');
    const to = checkTestRecipient(request.toEmail, this.templateTestSends.recipientRule());
    if (request.fromAddress) this.checkSendingAddress(request.fromAddress);
    const baseKey = `seqtest:${request.sequenceId}:${request.stepIndex}:${to.toLowerCase()}`;
    let key = request.testMode ? `${baseKey}:${randomUUID()}` : baseKey;
    if (!request.testMode) {
      const recorded = await this.sends.byKey(baseKey);
      if (recorded && recorded.status !== 'failed') return fromRecorded(recorded);
      if (recorded) key = `${baseKey}:retry:${randomUUID()}`;
    }
    const sender = { name: request.user.name, email: request.user.email };
    const rendered = withTestUnsubscribeLink(await this.stepRender.render(step.templateId, request.subjectOverride ?? step.subjectOverride, sender), this.config.app.publicUrl);
    const template = { id: rendered.templateId };
    const stepFrom = step.fromOverride && isOwnSendingAddress(step.fromOverride, ownSendingAddresses(this.config.sequenceSend)) ? step.fromOverride : null;
    const from = request.fromAddress ?? stepFrom ?? this.config.mail.from;
    // The row names the sequence from its insert, so a failed send (FailedDeliveryError) is linked to it as well.
    const { delivery, sent } = await this.deliveries.send({
      kind: 'test',
      idempotencyKey: key.slice(0, 200),
      templateId: template.id,
      contactId: null,
      sequenceId: request.sequenceId,
      createdByUserId: request.user.id,
      message: { from, to, subject: rendered.subject, html: rendered.html, text: rendered.text, headers: { 'X-Template-Id': template.id, 'X-Sequence-Id': request.sequenceId } },
    });
    return { success: true, deliveryId: delivery.id, provider: sent.provider, requestId: sent.requestId, from, to, subject: rendered.subject, error: null, idempotent: false };
  }

  /**
   * A From chosen for the test must be one of ours: a configured sending mailbox (MAIL_SEND_MAILBOXES) or the default
   * sender (MAIL_FROM). Any display name is kept; another address ("Evil <attacker@evil.example>") is refused.
   */
  private checkSendingAddress(from: string): void {
    const own = ownSendingAddresses(this.config.sequenceSend);
    if (!isOwnSendingAddress(from, own)) throw invalidSequence([`from_address must be one of the sending mailboxes: ${own.join(', ')}`]);
  }
}
