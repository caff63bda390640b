import { Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { AppConfigService } from 'src/config/app-config.service';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import { normalizeEmail } from 'src/modules/suppression/suppression.policy';
import { InboundMailClassifier } from './classification/inbound-mail-classifier.service';
import type { InboundMailClassification } from './classification/inbound-mail.types';
import { verifiedReplyRun } from './classification/reply-token.policy';
import { InboundActivityRepository } from './inbound-activity.repository';
import { InboundEffectsService } from './inbound-effects.service';
import { InboundMailError, InboundMailErrorCode } from './inbound-mail.errors';
import { decideInboundAction, type InboundFacts, type MatchedBy, type MatchedRun } from './inbound-mail.policy';
import { InboundMailRepository } from './inbound-mail.repository';
import { inboundTimelineLine } from './inbound-timeline.policy';

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
 * rules (decideInboundAction, carried out by InboundEffectsService: run changes, suppressed addresses, a paused
 * sending mailbox), then write one line on the contact's timeline: all in one transaction with the stored row.
 */
@Injectable()
export class InboundMailService {
  private readonly logger = new Logger(InboundMailService.name);

  constructor(
    private readonly classifier: InboundMailClassifier,
    private readonly messages: InboundMailRepository,
    private readonly effects: InboundEffectsService,
    private readonly activity: InboundActivityRepository,
    private readonly db: TransactionHost<TypeOrmTransactions>,
    private readonly config: AppConfigService,
  ) {}

  async receive(raw: Buffer): Promise<InboundMailOutcome> {
    if (raw.length === 0 || !STARTS_WITH_HEADER.test(raw.subarray(0, 1000).toString('latin1'))) {
      throw new InboundMailError(InboundMailErrorCode.MessageInvalid, 'Send one raw RFC 822 message (headers, a blank line, the body) as the request body (Content-Type: message/rfc822)');
    }
    const mail = await this.classifier.classify(raw);
    const messageId = storedMessageId(mail.message_id, raw);
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
      const action = decideInboundAction(mail, match.run, new Date(), this.config.inboundMail, await this.factsFor(mail, id, match));
      if (action.kind === 'record' && action.warning) this.logger.warn(`${action.warning}: ${messageId} (${mail.bounce?.status ?? 'no status'}) ${mail.bounce?.diagnostic ?? ''}`);
      const applied = await this.effects.apply(action, match, mail, id);
      const line = match.contactId ? inboundTimelineLine(mail, action, applied) : null;
      if (line && match.contactId) await this.activity.append(match.contactId, line.kind, line.title, line.detail);
      const effect = applied.effect;
      await this.messages.setOutcome(id, { matchedBy: match.matchedBy, enrollmentId: match.run?.enrollment_id ?? null, deliveryId: match.deliveryId, contactId: match.contactId, effect });
      return { id, kind: mail.kind, matched_by: match.matchedBy, effect, duplicate: false };
    });
  }

  /**
   * The rules, in order: In-Reply-To names one of our sends; References (or, for a delivery report, the returned
   * message's Message-ID) names one; the verified reply token of the address it was sent to names a run; the sender
   * (a delivery report's failed recipient, a complaint's recipient) is a contact with a live run. A contact found without a run is kept.
   */
  async match(mail: InboundMailClassification): Promise<InboundMatch> {
    const byIds: [MatchedBy, string[]][] = [
      ['in_reply_to', mail.in_reply_to ? [mail.in_reply_to] : []],
      ['references', [...mail.references].reverse().concat([mail.bounce?.original_message_id, mail.complaint?.original_message_id].filter((id): id is string => !!id))],
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
    const contact = await this.messages.contactByEmail(senderAddress(mail));
    if (contact?.run) return { matchedBy: 'sender', run: contact.run, deliveryId: await this.messages.lastDeliveryOf(contact.run.enrollment_id), contactId: contact.contact_id };
    return { matchedBy: null, run: null, deliveryId: null, contactId: contact?.contact_id ?? null };
  }

  /** A soft bounce is counted with the ones before it for the same address (the rules suppress it at the limit). */
  private async factsFor(mail: InboundMailClassification, id: string, match: InboundMatch): Promise<InboundFacts> {
    const recipient = mail.kind === 'bounce' && mail.bounce?.class === 'soft' && mail.bounce.recipient ? normalizeEmail(mail.bounce.recipient) : null;
    if (!recipient) return {};
    const exact = match.matchedBy === 'in_reply_to' || match.matchedBy === 'references';
    return { softBouncesInARow: await this.messages.softBouncesInARow(recipient, id, exact ? match.deliveryId : null) };
  }
}

/** The address the sender rule looks up: a delivery report's failed recipient, a complaint's recipient, else the sender. */
function senderAddress(mail: InboundMailClassification): string {
  if (mail.kind === 'bounce') return mail.bounce?.recipient ?? '';
  // A complaint comes from the provider's feedback loop, never from the contact.
  if (mail.kind === 'complaint') return mail.complaint?.recipient ?? '';
  return mail.from;
}

/** Longest Message-ID kept as it is (the column's size, RFC 5322's line limit). */
const MAX_MESSAGE_ID = 998;

/**
 * The Message-ID a message is stored (and made idempotent) under: its own; a digest of it when it is longer than a
 * header line may be; a digest of the whole message when it has none.
 */
export function storedMessageId(messageId: string | null, raw: Buffer): string {
  const digest = (value: Buffer | string): string => createHash('sha256').update(value).digest('hex').slice(0, 40);
  if (messageId === null) return `<${digest(raw)}@inbound.invalid>`;
  return messageId.length <= MAX_MESSAGE_ID ? messageId : `<${digest(messageId)}@long-id.invalid>`;
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
    complaint: mail.complaint,
    auto_reply: mail.auto_reply,
    human_reply: mail.human_reply ? { text: mail.human_reply.text.slice(0, 10_000) } : null,
  };
}
