import { AppError } from 'src/common/errors/app-error';

export enum InboundMailErrorCode {
  /** The body is empty or is not an RFC 822 message (answered 400). */
  MessageInvalid = 'INBOUND_MAIL_INVALID',
}

export class InboundMailError extends AppError<InboundMailErrorCode> {}
