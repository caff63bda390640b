import { AppError } from 'src/common/errors/app-error';

export enum TestSendErrorCode {
  /** Subject or HTML empty (400). */
  ContentInvalid = 'TEST_SEND_CONTENT_INVALID',
  /** Not exactly one valid address (400). */
  RecipientInvalid = 'TEST_SEND_RECIPIENT_INVALID',
  /** An address outside the domains test emails may go to (403). */
  RecipientForbidden = 'TEST_SEND_RECIPIENT_FORBIDDEN',
}

export class TestSendError extends AppError<TestSendErrorCode> {}
