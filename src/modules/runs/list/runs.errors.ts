import { HttpStatus } from '@nestjs/common';
import { AppError } from 'src/common/errors/app-error';
import { RUN_ACTION_REFUSALS, type RunActionRefusal } from './run-state.policy';

export enum RunsErrorCode {
  NotFound = 'ENROLLMENT_NOT_FOUND',
  /** The move is illegal in the run's state; the answer carries `reason` (a RunActionRefusal). */
  ActionRefused = 'RUN_ACTION_REFUSED',
  PermissionDenied = 'permission_denied',
}

const STATUS: Record<RunsErrorCode, HttpStatus> = {
  [RunsErrorCode.NotFound]: HttpStatus.NOT_FOUND,
  [RunsErrorCode.ActionRefused]: HttpStatus.CONFLICT,
  [RunsErrorCode.PermissionDenied]: HttpStatus.FORBIDDEN,
};

export class RunsError extends AppError<RunsErrorCode> {
  constructor(code: RunsErrorCode, message: string, envelope: Record<string, unknown> = {}) {
    super(code, message, undefined, undefined, { status: STATUS[code], envelope });
  }
}

export const runNotFound = (): RunsError => new RunsError(RunsErrorCode.NotFound, 'Enrollment not found');
export const actionRefused = (reason: RunActionRefusal): RunsError => new RunsError(RunsErrorCode.ActionRefused, RUN_ACTION_REFUSALS[reason], { reason });
export const actionDenied = (): RunsError => new RunsError(RunsErrorCode.PermissionDenied, 'Only an admin, the sequence owner or who enrolled the contact may change this run');
