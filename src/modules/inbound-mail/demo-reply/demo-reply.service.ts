import { Injectable } from '@nestjs/common';
import { AppConfigService } from 'src/config/app-config.service';
import { replyToAddress } from 'src/modules/delivery/sequence-send/sequence-send.policy';
import { InboundMailService, type InboundMailOutcome } from '../inbound-mail.service';
import { DemoReplyError, DemoReplyErrorCode, demoModeOff, nothingSent } from './demo-reply.errors';
import { buildDemoReply } from './demo-reply.mapper';
import { demoRepliesEnabled } from './demo-reply.policy';
import { DemoReplyRepository } from './demo-reply.repository';

/**
 * Demo mode only: a demo contact "replies" to the last email of their run. The reply is built as the contact's mail
 * client would send it and goes through the same inbound pipeline as real mail, so the run stops by the sequence's
 * own rules and the reply shows in Recent Replies and the opportunity's timeline.
 */
@Injectable()
export class DemoReplyService {
  constructor(
    private readonly runs: DemoReplyRepository,
    private readonly inbound: InboundMailService,
    private readonly config: AppConfigService,
  ) {}

  get enabled(): boolean {
    return demoRepliesEnabled({ isProduction: this.config.app.isProduction, mailMode: this.config.mail.mode });
  }

  async reply(enrollmentId: string): Promise<InboundMailOutcome> {
    if (!this.enabled) throw demoModeOff();
    const run = await this.runs.runWithLastSent(enrollmentId);
    if (!run) throw new DemoReplyError(DemoReplyErrorCode.RunNotFound, 'Run not found');
    if (!run.message_id || !run.from_email || !run.contact_email) throw nothingSent();
    const name = [run.first_name, run.last_name].filter(Boolean).join(' ');
    const raw = await buildDemoReply({
      contactEmail: run.contact_email,
      contactName: name || null,
      replyTo: replyToAddress(run.from_email, enrollmentId, this.config.sequenceSend.replyTokenSecret),
      fromEmail: run.from_email,
      messageId: run.message_id,
      subject: run.subject ?? '',
      sentAt: run.sent_at,
    });
    return this.inbound.receive(raw);
  }
}
