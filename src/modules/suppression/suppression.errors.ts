import { AppError } from 'src/common/errors/app-error';

export enum SuppressionErrorCode {
  /** Not an email address (400). */
  EmailInvalid = 'SUPPRESSION_EMAIL_INVALID',
  /** The address already has an active entry (409). */
  AlreadyActive = 'SUPPRESSION_ALREADY_ACTIVE',
  /** No such entry (404). */
  NotFound = 'SUPPRESSION_NOT_FOUND',
  /** The entry was removed before (409). */
  AlreadyRemoved = 'SUPPRESSION_ALREADY_REMOVED',
  /** A removal without a reason (400). */
  ReasonInvalid = 'SUPPRESSION_REASON_INVALID',
}

export class SuppressionError extends AppError<SuppressionErrorCode> {}
