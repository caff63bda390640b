import { HttpStatus } from '@nestjs/common';
import { AppError } from 'src/common/errors/app-error';

export enum RunExplainErrorCode {
  NotFound = 'ENROLLMENT_NOT_FOUND',
}

export class RunExplainError extends AppError<RunExplainErrorCode> {
  constructor(code: RunExplainErrorCode, message: string) {
    super(code, message, undefined, undefined, { status: HttpStatus.NOT_FOUND });
  }
}
