import { AppError } from 'src/common/errors/app-error';

export enum SendWindowErrorCode {
  /** A send window, delay or move-date anchor that cannot be used; ends in _INVALID so the error filter answers 400. */
  Invalid = 'SEND_WINDOW_INVALID',
}

/** Every problem of a send window at once, e.g. 'start_hour must be before end_hour; Unknown timezone "Mars/Base"'. */
export class SendWindowError extends AppError<SendWindowErrorCode> {
  declare readonly details: { problems: string[] };

  constructor(problems: string[]) {
    super(SendWindowErrorCode.Invalid, problems.join('; '), { problems });
  }
}
