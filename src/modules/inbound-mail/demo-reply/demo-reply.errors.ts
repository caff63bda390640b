import { AppError } from 'src/common/errors/app-error';

export enum DemoReplyErrorCode {
  /** Demo mode is off (real mail, or production): the route answers 404 as if it were not there. */
  DemoModeOff = 'DEMO_MODE_OFF',
  /** No run with that id (404). */
  RunNotFound = 'DEMO_REPLY_RUN_NOT_FOUND',
  /** The run has sent nothing yet, so there is nothing to reply to (409). */
  NothingSent = 'DEMO_REPLY_NOTHING_SENT',
}

export class DemoReplyError extends AppError<DemoReplyErrorCode> {}

export const demoModeOff = (): DemoReplyError =>
  new DemoReplyError(DemoReplyErrorCode.DemoModeOff, 'Simulated replies are only available in demo mode', undefined, undefined, { status: 404 });

export const nothingSent = (): DemoReplyError =>
  new DemoReplyError(DemoReplyErrorCode.NothingSent, 'This run has not sent an email yet: there is nothing to reply to', undefined, undefined, { status: 409 });
