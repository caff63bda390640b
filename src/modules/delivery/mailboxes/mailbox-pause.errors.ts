import { AppError } from 'src/common/errors/app-error';

export enum MailboxPauseErrorCode {
  /** The mailbox is not paused (404). */
  NotFound = 'MAILBOX_PAUSE_NOT_FOUND',
  /** The recipient domain is not held back (404). */
  DomainHoldNotFound = 'DOMAIN_HOLD_NOT_FOUND',
}

export class MailboxPauseError extends AppError<MailboxPauseErrorCode> {}
