import { AppError } from 'src/common/errors/app-error';
import type { MailProviderName } from './mail-provider.types';

export enum DeliveryErrorCode {
  /** The provider cannot be used as configured (missing Graph credentials or mailbox). Permanent. */
  NotConfigured = 'MAIL_PROVIDER_NOT_CONFIGURED',
  /** The provider refused our credentials or permissions (SMTP 535, Graph 401/403, no app token). Permanent. */
  AuthFailed = 'MAIL_AUTH_FAILED',
  /** The provider refused this message (SMTP 5yz, Graph 4xx): sending it again will fail again. Permanent. */
  Rejected = 'MAIL_REJECTED',
  /** Unreachable, timed out, throttled, SMTP 4yz or Graph 5xx: the same message may go through later. Retryable. */
  Unavailable = 'MAIL_PROVIDER_UNAVAILABLE',
}

export interface DeliveryErrorDetails extends Record<string, unknown> {
  provider: MailProviderName;
  /** HTTP status (Graph) or SMTP reply code, when the provider answered. */
  status: number | null;
  /** Graph's error code or nodemailer's error code (ECONNECTION, EAUTH, ...), when known. */
  providerCode: string | null;
  /** How long the provider asked us to wait (Retry-After), when it did. */
  retryAfterMs?: number;
}

/**
 * A failed send, coded; `retryable` is true only for DeliveryErrorCode.Unavailable. Over HTTP (a test send) it is
 * answered with the provider's message: 503 when sending is not configured or the provider is unavailable (try again
 * later), 502 when the provider refused the message or our credentials; `details` names the provider, whether to retry,
 * the wait it asked for and (`deliveryId`) the delivery row that records the failure.
 */
export class DeliveryError extends AppError<DeliveryErrorCode> {
  declare readonly details: DeliveryErrorDetails;

  constructor(code: DeliveryErrorCode, message: string, details: DeliveryErrorDetails, deliveryId?: string) {
    const unavailable = code === DeliveryErrorCode.NotConfigured || code === DeliveryErrorCode.Unavailable;
    const answer = {
      provider: details.provider,
      retryable: code === DeliveryErrorCode.Unavailable,
      ...(deliveryId !== undefined ? { delivery_id: deliveryId } : {}),
      ...(details.retryAfterMs !== undefined ? { retry_after_ms: details.retryAfterMs } : {}),
    };
    super(code, message, details, undefined, { status: unavailable ? 503 : 502, answerDetails: [answer] });
  }

  get retryable(): boolean {
    return this.code === DeliveryErrorCode.Unavailable;
  }

  get provider(): MailProviderName {
    return this.details.provider;
  }
}
