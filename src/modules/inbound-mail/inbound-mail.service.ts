import { Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { AppConfigService } from 'src/config/app-config.service';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import { RunControlService } from 'src/modules/enrollment/advancer/run-control.service';
import { normalizeEmail } from 'src/modules/suppression/suppression.policy';
import { SuppressionService } from 'src/modules/suppression/suppression.service';
import { InboundMailClassifier } from './classification/inbound-mail-classifier.service';
import type { InboundMailClassification } from './classification/inbound-mail.types';
import { verifiedReplyRun } from './classification/reply-token.policy';
import { InboundMailError, InboundMailErrorCode } from './inbound-mail.errors';
import { decideInboundAction, type InboundAction, type MatchedBy, type MatchedRun } from './inbound-mail.policy';
import { InboundMailRepository } from './inbound-mail.repository';

/** What one posted message came to. */
export interface InboundMailOutcome {
  id: string;
  kind: string;
  matched_by: MatchedBy | null;
  effect: string;
  duplicate: boolean;
}

/** The run (and delivery, contact) a message was tied to, and by which rule. */
export interface InboundMatch {
  matchedBy: MatchedBy | null;
  run: MatchedRun | null;
  deliveryId: string | null;
  contactId: string | null;
}

/** A header line (`Name: value`) at the start of the body: the least a message must look like. */
const STARTS_WITH_HEADER = /^[\x21-\x39\x3b-\x7e]+:/;

/**
 * Inbound mail: classify the message, store it once per Message-ID, tie it to the run it answers and apply the
 * sequence's rules (stop on reply, out-of-office pause or stop, hard bounce) through RunControlService, a hard
 * bounce's address onto the suppression list through SuppressionService, all in one transaction with the stored row.
 */
@Injectable()
export class InboundMailService {
  private readonly logger = new Logger(InboundMailService.name);

  constructor(
    private readonly classifier: InboundMailClassifier,
    private readonly messages: InboundMailRepository,
    private readonly runControl: RunControlService,
    private readonly suppressions: SuppressionService,
    private readonly db: TransactionHost<TypeOrmTransactions>,
    private readonly config: AppConfigService,
  ) {}

  async receive(raw: Buffer): Promise<InboundMailOutcome> {
    if (raw.length === 0 || !STARTS_WITH_HEADER.test(raw.subarray(0, 1000).toString('latin1'))) {
      throw new InboundMailError(InboundMailErrorCode.MessageInvalid, 'Send one raw RFC 822 message (headers, a blank line, the body) as the request body (Content-Type: message/rfc822)');
    }
    const mail = await this.classifier.classify(raw);
    const messageId = mail.message_id ?? `<${createHash('sha256').update(raw).digest('hex').slice(0, 40)}@inbound.invalid>`;
    const stored = await this.messages.findByMessageId(messageId);
    if (stored) return { ...stored, duplicate: true };

    return this.db.withTransaction(async () => {
      const id = await this.messages.insert({
        messageId, mailbox: mail.to[0] ?? '', fromEmail: mail.from, subject: mail.subject, kind: mail.kind, classification: storedClassification(mail), rawSize: raw.length,
      });
      if (id === null) {
        const again = await this.messages.findByMessageId(messageId);
        if (again) return { ...again, duplicate: true };
        throw new InboundMailError(InboundMailErrorCode.MessageInvalid, 'The message could not be stored');
      }
      const match = await this.match(mail);
      const action = decideInboundAction(mail, match.run, new Date(), this.config.inboundMail);
      if (action.kind === 'record' && action.warning) this.logger.warn(`${action.warning}: ${messageId} (${mail.bounce?.status ?? 'no status'}) ${mail.bounce?.diagnostic ?? ''}`);
      const effect = await this.apply(action, match);
      await this.messages.setOutcome(id, { matchedBy: match.matchedBy, enrollmentId: match.run?.enrollment_id ?? null, deliveryId: match.deliveryId, contactId: match.contactId, effect });
      return { id, kind: mail.kind, matched_by: match.matchedBy, effect, duplicate: false };
    });
  }

  /**
   * The rules, in order: In-Reply-To names one of our sends; References (or, for a delivery report, the returned
   * message's Message-ID) names one; the verified reply token of the address it was sent to names a run; the sender
   * (a delivery report's failed recipient) is a contact with a live run. A contact found without a run is kept.
   */
  async match(mail: InboundMailClassification): Promise<InboundMatch> {
    const byIds: [MatchedBy, string[]][] = [
      ['in_reply_to', mail.in_reply_to ? [mail.in_reply_to] : []],
      ['references', [...mail.references].reverse().concat(mail.bounce?.original_message_id ? [mail.bounce.original_message_id] : [])],
    ];
    for (const [rule, ids] of byIds) {
      const delivery = await this.messages.deliveryByMessageIds(ids);
      if (!delivery) continue;
      const run = delivery.enrollment_id ? await this.messages.runById(delivery.enrollment_id) : null;
      return { matchedBy: rule, run, deliveryId: delivery.delivery_id, contactId: run?.contact_id ?? delivery.contact_id };
    }
    const tokenRun = verifiedReplyRun(mail.reply_token_candidates, this.config.sequenceSend.replyTokenSecret);
    const run = tokenRun ? await this.messages.runById(tokenRun) : null;
    if (run) return { matchedBy: 'reply_token', run, deliveryId: await this.messages.lastDeliveryOf(run.enrollment_id), contactId: run.contact_id };
    const contact = await this.messages.contactByEmail(mail.kind === 'bounce' ? (mail.bounce?.recipient ?? '') : mail.from);
    if (contact?.run) return { matchedBy: 'sender', run: contact.run, deliveryId: await this.messages.lastDeliveryOf(contact.run.enrollment_id), contactId: contact.contact_id };
    return { matchedBy: null, run: null, deliveryId: null, contactId: contact?.contact_id ?? null };
  }

  /** Carries the action out; answers the effect as stored (what actually changed). */
  private async apply(action: InboundAction, match: InboundMatch): Promise<string> {
    const runId = match.run?.enrollment_id ?? null;
    switch (action.kind) {
      case 'complete_for_reply': {
        if (!runId || !(await this.runControl.completeForReply(runId, 'reply_received', action.text))) return 'recorded';
        if (match.contactId) await this.messages.markOpportunityReplied(match.contactId);
        return 'run_stopped';
      }
      case 'stop':
        return runId && (await this.runControl.stop(runId, action.reason)) ? 'run_stopped' : 'recorded';
      case 'pause_until': {
        const until = runId ? await this.runControl.pauseUntilDay(runId, action.day, 'out_of_office') : null;
        return until ? `run_paused_until:${until.toISOString()}` : 'recorded';
      }
      case 'hard_bounce': {
        const effects: string[] = [];
        if (match.contactId) {
          await this.messages.markContactBounced(match.contactId);
          effects.push('contact_bounced');
        }
        if (action.stopRun && runId && (await this.runControl.stop(runId, 'bounced'))) effects.push('run_stopped');
        const address = action.recipient ? normalizeEmail(action.recipient) : null;
        if (address) {
          await this.suppressions.add(address, 'hard_bounce', 'Hard bounce reported by the receiving mail server', 'Inbound mail', match.contactId ? { contactId: match.contactId } : {});
          effects.push('suppressed');
        }
        return effects.length > 0 ? effects.join('+') : 'recorded';
      }
      default:
        return 'recorded';
    }
  }
}

/** What is kept of the classification (the reasons and every detail; the reply text at most 10,000 characters). */
function storedClassification(mail: InboundMailClassification): Record<string, unknown> {
  return {
    reasons: mail.reasons,
    in_reply_to: mail.in_reply_to,
    references: mail.references,
    to: mail.to,
    date: mail.date?.toISOString() ?? null,
    reply_token_candidates: mail.reply_token_candidates,
    bounce: mail.bounce,
    auto_reply: mail.auto_reply,
    human_reply: mail.human_reply ? { text: mail.human_reply.text.slice(0, 10_000) } : null,
  };
}
