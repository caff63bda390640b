import { HttpStatus } from '@nestjs/common';
import { AppError } from 'src/common/errors/app-error';

export enum SequencesErrorCode {
  NotFound = 'SEQUENCE_NOT_FOUND',
  /** A live sequence already has this name (case-insensitive); the answer carries `existing: {id}`. */
  NameConflict = 'name_conflict',
  ValidationFailed = 'VALIDATION_FAILED',
  /** Delete refused while live enrollments exist. */
  HasActiveEnrollments = 'SEQUENCE_ACTIVE',
  /** The state change was based on a stale copy; the answer carries the server's `sequence`. */
  Conflict = 'CONFLICT',
  NoSteps = 'NO_STEPS',
  /** Test send of a step without a template. */
  NoTemplate = 'NO_TEMPLATE',
  Archived = 'SEQUENCE_ARCHIVED',
  /** Activation refused: a step's template (or subject override) names a variable or helper a send cannot resolve. */
  InvalidTemplate = 'INVALID_TEMPLATE',
  Forbidden = 'FORBIDDEN',
  RateLimitExceeded = 'RATE_LIMIT_EXCEEDED',
}

const STATUS: Record<SequencesErrorCode, HttpStatus> = {
  [SequencesErrorCode.NotFound]: HttpStatus.NOT_FOUND,
  [SequencesErrorCode.NameConflict]: HttpStatus.CONFLICT,
  [SequencesErrorCode.ValidationFailed]: HttpStatus.BAD_REQUEST,
  [SequencesErrorCode.HasActiveEnrollments]: HttpStatus.CONFLICT,
  [SequencesErrorCode.Conflict]: HttpStatus.CONFLICT,
  [SequencesErrorCode.NoSteps]: HttpStatus.UNPROCESSABLE_ENTITY,
  [SequencesErrorCode.NoTemplate]: HttpStatus.UNPROCESSABLE_ENTITY,
  [SequencesErrorCode.Archived]: HttpStatus.CONFLICT,
  [SequencesErrorCode.InvalidTemplate]: HttpStatus.UNPROCESSABLE_ENTITY,
  [SequencesErrorCode.Forbidden]: HttpStatus.FORBIDDEN,
  [SequencesErrorCode.RateLimitExceeded]: HttpStatus.TOO_MANY_REQUESTS,
};

/** A sequence error: its HTTP status, and top-level fields added to the error envelope (`existing`, `sequence`, ...). */
export class SequencesError extends AppError<SequencesErrorCode> {
  constructor(code: SequencesErrorCode, message: string, envelope: Record<string, unknown> = {}, problems: string[] = []) {
    super(code, message, undefined, undefined, { status: STATUS[code], envelope, problems });
  }
}

export const sequenceNotFound = (): SequencesError => new SequencesError(SequencesErrorCode.NotFound, 'Sequence not found');
export const invalidSequence = (problems: string[]): SequencesError =>
  new SequencesError(SequencesErrorCode.ValidationFailed, problems[0] ?? 'Invalid sequence', {}, problems);
