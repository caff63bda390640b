import { Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { AppConfigService } from 'src/config/app-config.service';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import { normalizeEmail } from 'src/modules/suppression/suppression.policy';
import { InboundMailClassifier } from './classification/inbound-mail-classifier.service';
import type { InboundMailClassification } from './classification/inbound-mail.types';
import { verifiedReplyRun } from './classification/reply-token.policy';
import { InboundActivityWriter } from './inbound-activity.writer';
import { InboundEffectsService } from './inbound-effects.service';
import { InboundMailError, InboundMailErrorCode } from './inbound-mail.errors';
import { decideInboundAction, type InboundFacts, type InboundMatch, type MatchedBy } from './inbound-mail.policy';
import { InboundMailRepository } from './inbound-mail.repository';
import { inboundTimelineLine } from './inbound-timeline.policy';

/** What one posted message came to. */
export interface InboundMailOutcome {
  id: string;
  kind: string;
  matched_by: MatchedBy | null;
  effect: string;
  /** Why it changed nothing (or less than its kind would); null when it did what its kind does. */
  note: string | null;
  duplicate: boolean;
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
    private readonly activity: InboundActivityWriter,
    private readonly db: TransactionHost<TypeOrmTransactions>,
    private readonly config: AppConfigService,
  ) {}

  async receive(raw: Buffer): Promise<InboundMailOutcome> {
    if (raw.length === 0 || !STARTS_WITH_HEADER.test(raw.subarray(0, 1000).toString('latin1'))) {
      throw new InboundMailError(InboundMailErrorCode.MessageInvalid, 'Send one raw RFC 822 message (headers, a blank line, the body) as the request body (Content-Type: message/rfc822)');
    }
    // Postgres text and jsonb cannot hold U+0000: a NUL in a header or body is dropped, never a failed insert.
    const mail = withoutNul(await this.classifier.classify(raw));
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
      // The match is stored first: the soft-bounce count and the mailbox rates read it.
      await this.messages.setOutcome(id, { matchedBy: match.matchedBy, enrollmentId: match.run?.enrollment_id ?? null, deliveryId: match.deliveryId, contactId: match.contactId, effect: 'recorded', note: null });
      const action = decideInboundAction(mail, match.run, new Date(), this.config.inboundMail, await this.factsFor(mail, match));
      const applied = await this.effects.apply(action, match, mail, id);
      if (applied.note) this.logger.log(`${applied.note}: ${messageId} (${mail.kind})`);
      const line = match.contactId ? inboundTimelineLine(mail, action, applied) : null;
      if (line && match.contactId) await this.activity.append(match.contactId, line.kind, line.title, line.detail);
      const note = applied.note ?? null;
      await this.messages.setOutcome(id, { matchedBy: match.matchedBy, enrollmentId: match.run?.enrollment_id ?? null, deliveryId: match.deliveryId, contactId: match.contactId, effect: applied.effect, note });
      return { id, kind: mail.kind, matched_by: match.matchedBy, effect: applied.effect, note, duplicate: false };
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
      return { matchedBy: rule, run, deliveryId: delivery.delivery_id, contactId: run?.contact_id ?? delivery.contact_id, sentTo: delivery.to_email };
    }
    const tokenRun = verifiedReplyRun(mail.reply_token_candidates, this.config.sequenceSend.replyTokenSecret);
    const run = tokenRun ? await this.messages.runById(tokenRun) : null;
    if (run) {
      const last = await this.messages.lastDeliveryOf(run.enrollment_id);
      return { matchedBy: 'reply_token', run, deliveryId: last?.id ?? null, contactId: run.contact_id, sentTo: last?.to_email ?? null };
    }
    const contact = await this.messages.contactByEmail(senderAddress(mail));
    if (contact?.run) return { matchedBy: 'sender', run: contact.run, deliveryId: (await this.messages.lastDeliveryOf(contact.run.enrollment_id))?.id ?? null, contactId: contact.contact_id, sentTo: null };
    return { matchedBy: null, run: null, deliveryId: null, contactId: contact?.contact_id ?? null, sentTo: null };
  }

  /**
   * Whether the message is proven to answer one of our sends, and for a proven soft bounce the proven soft bounces in a
   * row for the address that send went to (the rules suppress it at the limit).
   */
  private async factsFor(mail: InboundMailClassification, match: InboundMatch): Promise<InboundFacts> {
    const proven = match.sentTo !== null;
    const address = proven && mail.kind === 'bounce' && mail.bounce?.class === 'soft' ? normalizeEmail(match.sentTo ?? '') : null;
    return address ? { proven, softBouncesInARow: await this.messages.softBouncesInARow(address) } : { proven };
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

/** The classification with every U+0000 taken out of its strings (Postgres refuses it in text and jsonb). */
export function withoutNul<T>(value: T): T {
  if (typeof value === 'string') return (value.includes('\u0000') ? value.split('\u0000').join('') : value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withoutNul(item)) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutNul(item)])) as T;
  }
  return value;
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
    delivery_report: mail.delivery_report ?? null,
  };
}
