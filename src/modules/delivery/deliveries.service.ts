import { Inject, Injectable, Logger } from '@nestjs/common';
import { DeliveryError, DeliveryErrorCode } from './delivery.errors';
import type { DeliveryEntity, DeliveryKind } from './delivery.entity';
import { DeliveriesRepository } from './deliveries.repository';
import { MAIL_PROVIDER, type MailProvider, type OutgoingMail, type SentMail } from './mail-provider.types';

export interface DeliveryRequest {
  kind: DeliveryKind;
  /** Unique per delivery (test sends: a random nonce). */
  idempotencyKey: string;
  templateId: string | null;
  contactId: string | null;
  /** The sequence the send belongs to (a designer's test send of a step); none for template test sends. */
  sequenceId?: string | null;
  createdByUserId: string | null;
  /** Exactly one recipient address. */
  message: OutgoingMail & { to: string };
}

export interface DeliveryResult {
  delivery: DeliveryEntity;
  sent: SentMail;
  savedToSent: boolean;
}

/** A failed send with the delivery row that records it. */
export class FailedDeliveryError extends DeliveryError {
  constructor(
    cause: DeliveryError,
    readonly deliveryId: string,
  ) {
    super(cause.code as DeliveryErrorCode, cause.message, cause.details, deliveryId);
  }
}

/**
 * The one way to send an email: the delivery row is committed as pending before the provider is called, then marked
 * sent (provider, Message-ID, request id) or failed (the provider's message).
 */
@Injectable()
export class DeliveriesService {
  private readonly logger = new Logger(DeliveriesService.name);

  constructor(
    private readonly deliveries: DeliveriesRepository,
    @Inject(MAIL_PROVIDER) private readonly provider: MailProvider,
  ) {}

  /** The configured provider's name ('none' when sending is not configured). */
  get providerName(): MailProvider['name'] {
    return this.provider.name;
  }

  /** Sends and records; throws FailedDeliveryError (a DeliveryError) after marking the row failed. */
  async send(request: DeliveryRequest): Promise<DeliveryResult> {
    const { message } = request;
    const pending = await this.deliveries.insertPending({
      kind: request.kind,
      idempotencyKey: request.idempotencyKey,
      templateId: request.templateId,
      contactId: request.contactId,
      sequenceId: request.sequenceId ?? null,
      toEmail: message.to,
      fromEmail: message.from,
      subject: message.subject,
      createdByUserId: request.createdByUserId,
    });
    let sent: SentMail;
    try {
      sent = await this.provider.send(message);
    } catch (error) {
      const failure = asDeliveryError(error, this.provider.name);
      await this.deliveries.markFailed(pending.id, { provider: failure.provider, error: failure.message });
      this.logger.warn({ deliveryId: pending.id, code: failure.code, provider: failure.provider }, 'Email not sent');
      throw new FailedDeliveryError(failure, pending.id);
    }
    const savedToSent = this.provider.capabilities.savesToSentItems;
    const at = new Date();
    await this.deliveries.markSent(pending.id, { provider: sent.provider, messageId: sent.messageId, requestId: sent.requestId, savedToSent }, at);
    const delivery: DeliveryEntity = { ...pending, status: 'sent', provider: sent.provider, messageId: sent.messageId, requestId: sent.requestId, savedToSent, sentAt: at };
    return { delivery, sent, savedToSent };
  }

  findById(id: string): Promise<DeliveryEntity | null> {
    return this.deliveries.findById(id);
  }
}

function asDeliveryError(error: unknown, provider: MailProvider['name']): DeliveryError {
  if (error instanceof DeliveryError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new DeliveryError(DeliveryErrorCode.Unavailable, `Send failed: ${message}`, { provider, status: null, providerCode: null });
}
