import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { setTimeout as delay } from 'node:timers/promises';
import { isDatabaseUnavailable } from 'src/common/errors/outage';
import { EngineCounters } from 'src/modules/metrics/engine-counters.service';
import { MergeError } from 'src/modules/templates/merge/merge.errors';
import type { RenderedEmail } from 'src/modules/templates/rendering/email-render.policy';
import { withUnsubscribeLink } from 'src/modules/templates/rendering/unsubscribe-link.policy';
import { unsubscribeHeaders, unsubscribeUrl } from 'src/modules/suppression/unsubscribe-token.policy';
import { TemplatesError } from 'src/modules/templates/templates.errors';
import { DeliveryError } from '../delivery.errors';
import { MAIL_PROVIDER, type MailProvider, type OutgoingMail, type SentMail } from '../mail-provider.types';
import { MailboxBudgetService } from '../mailboxes/mailbox-budget.service';
import { RecipientDomainHoldService } from '../mailboxes/recipient-domain-hold.service';
import { bareAddress, isOwnSendingAddress, ownSendingAddresses, SEQUENCE_SEND_SETTINGS, type SequenceSendSettings } from './sequence-send.config';
import { asDeliveryError, decideOnFailure, replyToAddress, sequenceMessageId, sequenceSendKey } from './sequence-send.policy';
import { SequenceSendRepository, type SentFields, type SequenceDeliveryRow } from './sequence-send.repository';
import { SequenceStepEmailRenderer } from './sequence-step-email.renderer';
import type { SequenceSender, SequenceSendOutcome, SequenceSendRequest } from './sequence-send.types';

/** Sent Items could not be searched (the provider down): search again after this. */
const CONFIRM_RETRY_MS = 60_000;

/**
 * One step of one run, sent at most once (SEQUENCE_SENDER). The deliveries row (key `seq:{run}:{step}`, derived
 * Message-ID) is committed as pending and the attempt recorded as started (a conditional update only one caller
 * wins) before the provider is called; then the row is marked sent, retried later, or failed. No connection is held
 * across the provider call. A row whose attempt started and never finished is left alone for the attempt lease
 * (SEQUENCE_SEND_ATTEMPT_LEASE_SECONDS: longer than any provider call); past it the attempt crashed and is never
 * repeated: a provider that can (Graph: findSent, our Message-ID, a copy in Sent Items) looks the Message-ID up in
 * Sent Items (found: sent; not found: unknown); one that cannot (SMTP) leaves it unknown for an operator.
 */
@Injectable()
export class SequenceSenderService implements SequenceSender {
  private readonly logger = new Logger('SequenceSender');

  constructor(
    private readonly rows: SequenceSendRepository,
    private readonly budget: MailboxBudgetService,
    private readonly domainHolds: RecipientDomainHoldService,
    @Inject(MAIL_PROVIDER) private readonly provider: MailProvider,
    @Inject(SEQUENCE_SEND_SETTINGS) private readonly settings: SequenceSendSettings,
    private readonly emails: SequenceStepEmailRenderer,
    // @Inject names the class: a union type is emitted as Object, which Nest cannot resolve (it would inject nothing).
    @Optional() @Inject(EngineCounters) private readonly counters: EngineCounters | null = null,
  ) {}

  async send(request: SequenceSendRequest): Promise<SequenceSendOutcome> {
    const key = sequenceSendKey(request.enrollmentId, request.stepOrder);
    const { context, existing } = await this.rows.contextAndRow(request.enrollmentId, request.stepOrder, key);
    if (existing) {
      const waiting = await this.beforeAnotherAttempt(existing);
      if (waiting) return waiting;
    }
    const refusal = !context ? 'The run or its step no longer exists' : !context.template_id ? 'No template selected' : !context.to_email ? 'The contact has no email address' : null;
    if (!context || refusal) return this.fail(existing, refusal ?? 'The run or its step no longer exists');
    // The recipient's domain refused one of our sends on policy grounds a little while ago: wait it out, spend no budget.
    const heldUntil = await this.domainHolds.heldUntil(context.to_email as string);
    if (heldUntil) return { kind: 'retry', at: heldUntil, reason: 'domain_held', detail: `the recipient's domain refused one of our sends on policy grounds and is held back until ${heldUntil.toISOString()}` };
    // A step's own sender is used only when it is one of ours (one stored before from_override was checked is ignored).
    const fromOverride = context.from_override && isOwnSendingAddress(context.from_override, ownSendingAddresses(this.settings)) ? context.from_override : null;
    const choice = await this.budget.choose(key, fromOverride ? bareAddress(fromOverride) : null);
    if (!choice.ok) {
      // Every mailbox this send may use is paused (a policy bounce): the run slides like a used-up budget, and says why.
      return choice.paused
        ? { kind: 'retry', at: choice.until, reason: 'mailbox_paused', detail: 'every sending mailbox is paused after a policy bounce; an admin resumes it on the dashboard' }
        : { kind: 'retry', at: choice.until, reason: 'mailbox_budget' };
    }
    const from = this.emails.fromFor({ ...context, from_override: fromOverride }, choice.mailbox, this.settings.pooled);
    let rendered: RenderedEmail;
    try {
      rendered = await this.emails.render({ ...context, template_id: context.template_id as string }, from);
    } catch (error) {
      // The template or the contact's data refuses (an unknown merge tag, a deleted template): that will not change by
      // trying again. Anything else (the database for a moment) is thrown, and the advancer tries again later.
      if (!(error instanceof MergeError || error instanceof TemplatesError)) throw error;
      return this.fail(existing, `The email could not be rendered: ${error.message}`);
    }
    const messageId = sequenceMessageId(key, from);
    const toEmail = context.to_email as string;
    const pending = existing
      ? { row: existing, inserted: false }
      : await this.rows.insertStarted({ key, context, toEmail, fromEmail: from, subject: rendered.subject, messageId, mailbox: choice.mailbox });
    // The run ended, or its lead reached the sequence's goal, since the advancer claimed it: nothing goes out; the
    // advancer looks at the run again at once and ends it.
    if (!pending.row) return { kind: 'retry', at: new Date(), reason: 'run_changed', detail: 'the run ended or reached its goal after it was claimed' };
    const row = pending.row;
    if (pending.inserted) this.counters?.increment('deliveries_committed_total');
    const attempts = pending.inserted ? row.attempts : await this.rows.startAttempt(row.id, { mailbox: choice.mailbox, fromEmail: from, subject: rendered.subject, messageId });
    if (attempts === 0) {
      // Another caller started an attempt (or settled the row) between our read and now: it owns the send.
      const now = (await this.rows.byKey(key)) ?? row;
      return settledOutcome(now) ?? { kind: 'retry', at: this.leaseEnd(now), reason: 'send_in_progress' };
    }
    // The footer's unsubscribe link and the one-click headers (RFC 8058) name this contact and run; a provider that
    // passes on only X- headers (Graph) gets no List-Unsubscribe pair, so there the footer link is the way.
    const unsubscribe = unsubscribeUrl(this.settings.publicUrl, context.contact_id, context.enrollment_id, this.settings.replyTokenSecret);
    const { html, text } = withUnsubscribeLink(rendered, unsubscribe);
    const message: OutgoingMail = {
      from,
      to: toEmail,
      subject: rendered.subject,
      html,
      text,
      replyTo: replyToAddress(from, context.enrollment_id, this.settings.replyTokenSecret),
      headers: {
        'Message-ID': messageId, 'X-Sequence-Id': context.sequence_id, 'X-Template-Id': context.template_id as string,
        ...(this.provider.capabilities.customHeaders ? unsubscribeHeaders(unsubscribe) : {}),
      },
    };
    let sent: SentMail;
    try {
      sent = await this.call(choice.mailbox, message);
    } catch (error) {
      return this.afterFailure(row.id, asDeliveryError(error, this.provider.name), attempts);
    }
    const savedToSent = this.provider.capabilities.savesToSentItems;
    const sentAt = await this.recordSent(row.id, { provider: sent.provider, messageId: sent.messageId, requestId: sent.requestId, savedToSent });
    return { kind: 'sent', deliveryId: row.id, sentAt };
  }

  /**
   * Records the provider's answer. While the database cannot take it, the answer is held (in Redis, and here) and
   * recorded as soon as the database is back, trying for about a minute; past that the job fails, and the row's next
   * attempt (after its lease) records the held answer instead of calling the send unknown.
   */
  private async recordSent(id: string, fields: SentFields): Promise<Date> {
    for (let tries = 0; ; tries++) {
      try {
        const sentAt = await this.rows.markSent(id, fields);
        if (tries > 0) await this.rows.forgetSentAnswer(id).catch(() => undefined);
        return sentAt;
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        if (tries === 0) {
          await this.rows.holdSentAnswer(id, fields).catch(() => undefined);
          this.logger.warn({ deliveryId: id }, 'The provider accepted the email but the database is unavailable: holding its answer until it is back');
        }
        const wait = this.settings.recordRetryMs[tries];
        if (wait === undefined) throw error;
        await delay(wait);
      }
    }
  }

  /**
   * What an existing row answers before a new attempt: its recorded outcome; an attempt still within its lease (in
   * flight elsewhere, or crashed so recently that the provider may still be filing it) waits; an attempt past its
   * lease crashed and is confirmed, never repeated; a backoff not yet over waits. Null: a new attempt may start.
   */
  private async beforeAnotherAttempt(row: SequenceDeliveryRow): Promise<SequenceSendOutcome | null> {
    const settled = settledOutcome(row);
    if (settled) return settled;
    if (row.attempt_started_at) {
      const leaseEnd = this.leaseEnd(row);
      return leaseEnd.getTime() > Date.now() ? { kind: 'retry', at: leaseEnd, reason: 'send_in_progress' } : this.recover(row);
    }
    if (row.next_attempt_at && row.next_attempt_at.getTime() > Date.now()) {
      return { kind: 'retry', at: row.next_attempt_at, reason: 'provider_unavailable', ...(row.error ? { detail: row.error } : {}) };
    }
    return null;
  }

  private leaseEnd(row: SequenceDeliveryRow): Date {
    return new Date((row.attempt_started_at ?? new Date()).getTime() + this.settings.attemptLeaseMs);
  }

  /** A provider with sendAs (Graph) sends as the mailbox the budget chose; one without (SMTP) has one account. */
  private call(mailbox: string, message: OutgoingMail): Promise<SentMail> {
    return this.provider.sendAs ? this.provider.sendAs(mailbox, message) : this.provider.send(message);
  }

  private async afterFailure(id: string, error: DeliveryError, attempts: number): Promise<SequenceSendOutcome> {
    const decision = decideOnFailure(error, attempts, this.settings.maxAttempts, new Date());
    this.logger.warn({ deliveryId: id, code: error.code, provider: error.provider, attempts, decision: decision.kind }, 'Sequence email not sent');
    if (decision.kind === 'failed') {
      await this.rows.markFailed(id, { provider: error.provider, error: decision.message });
      this.counters?.increment('sequence_errors_total');
      return { kind: 'failed', deliveryId: id, reason: decision.message };
    }
    await this.rows.markRetry(id, { provider: error.provider, error: decision.message, at: decision.at, throttled: decision.reason === 'provider_throttled' });
    return { kind: 'retry', at: decision.at, reason: decision.reason, detail: decision.message };
  }

  /** A refusal before any provider call: the row (if one exists) and the run fail with it. */
  private async fail(existing: SequenceDeliveryRow | null, reason: string): Promise<SequenceSendOutcome> {
    if (existing) await this.rows.markFailed(existing.id, { provider: null, error: reason });
    this.counters?.increment('sequence_errors_total');
    return { kind: 'failed', deliveryId: existing?.id ?? null, reason };
  }

  /** An attempt started and never finished (its process died): confirm it, never repeat it. */
  private async recover(row: SequenceDeliveryRow): Promise<SequenceSendOutcome> {
    // The provider answered but the database could not record it then: the held answer settles it.
    const held = await this.rows.heldSentAnswer(row.id).catch(() => null);
    if (held) {
      const sentAt = await this.rows.markSent(row.id, held);
      await this.rows.forgetSentAnswer(row.id).catch(() => undefined);
      return { kind: 'sent', deliveryId: row.id, sentAt };
    }
    const provider = this.provider;
    // Searching needs the lookup, a copy in Sent Items, and the derived Message-ID actually on the message.
    const { messageIdControl, savesToSentItems } = provider.capabilities;
    if (!provider.findSent || !messageIdControl || !savesToSentItems || !row.mailbox || !row.message_id) {
      return this.unknown(row, 'The send was interrupted and the provider cannot confirm whether it went out');
    }
    let found;
    try {
      found = await provider.findSent(row.mailbox, row.message_id);
    } catch (error) {
      const failure = asDeliveryError(error, provider.name);
      if (!failure.retryable) {
        return this.unknown(row, `The send was interrupted and Sent Items could not be searched: ${failure.message}`);
      }
      return { kind: 'retry', at: new Date(Date.now() + (failure.details.retryAfterMs ?? CONFIRM_RETRY_MS)), reason: 'confirming_send', detail: failure.message };
    }
    if (found) {
      const sentAt = await this.rows.markSent(row.id, { provider: provider.name, messageId: row.message_id, requestId: null, savedToSent: true });
      return { kind: 'sent', deliveryId: row.id, sentAt };
    }
    return this.unknown(row, `The send was interrupted and ${row.message_id} is not in the Sent Items of ${row.mailbox}`);
  }

  /** Neither sent nor not sent as far as anyone can tell: left to an operator (never sent again by itself). */
  private async unknown(row: SequenceDeliveryRow, why: string): Promise<SequenceSendOutcome> {
    await this.rows.markUnknown(row.id, why);
    this.counters?.increment('sequence_errors_total');
    this.logger.warn({ deliveryId: row.id }, 'Sequence email outcome unknown');
    return { kind: 'unknown', deliveryId: row.id };
  }
}

/** The outcome a finished row already records, or null while it is pending. */
export function settledOutcome(row: SequenceDeliveryRow): SequenceSendOutcome | null {
  switch (row.status) {
    case 'sent':
    case 'delivered':
      return { kind: 'sent', deliveryId: row.id, sentAt: row.sent_at ?? new Date() };
    case 'failed':
      return { kind: 'failed', deliveryId: row.id, reason: row.error ?? 'The send failed' };
    case 'unknown':
      return { kind: 'unknown', deliveryId: row.id };
    default:
      return null;
  }
}
