import { HttpStatus } from '@nestjs/common';
import { AppError } from 'src/common/errors/app-error';

export enum AssignmentErrorCode {
  SequenceNotFound = 'SEQUENCE_NOT_FOUND',
  EnrollmentNotFound = 'ENROLLMENT_NOT_FOUND',
  NoContacts = 'NO_CONTACTS',
  InvalidUuids = 'INVALID_UUIDS',
  ContactsNotFound = 'CONTACTS_NOT_FOUND',
  AllEnrolled = 'ALREADY_ENROLLED',
  InvalidEmails = 'INVALID_EMAILS',
  NoSteps = 'NO_STEPS',
  NoTemplate = 'NO_TEMPLATE',
  /** A step from the start step on uses a template (or subject override) a send cannot resolve. */
  InvalidTemplate = 'INVALID_TEMPLATE',
  InvalidStartStep = 'INVALID_START_STEP',
  NoEnrollments = 'NO_ENROLLMENTS',
  AlreadyEnded = 'already_ended',
  NotActive = 'not_active',
  PermissionDenied = 'permission_denied',
}

const STATUS: Record<AssignmentErrorCode, HttpStatus> = {
  [AssignmentErrorCode.SequenceNotFound]: HttpStatus.NOT_FOUND,
  [AssignmentErrorCode.EnrollmentNotFound]: HttpStatus.NOT_FOUND,
  [AssignmentErrorCode.NoContacts]: HttpStatus.BAD_REQUEST,
  [AssignmentErrorCode.InvalidUuids]: HttpStatus.BAD_REQUEST,
  [AssignmentErrorCode.ContactsNotFound]: HttpStatus.NOT_FOUND,
  [AssignmentErrorCode.AllEnrolled]: HttpStatus.CONFLICT,
  [AssignmentErrorCode.InvalidEmails]: HttpStatus.BAD_REQUEST,
  [AssignmentErrorCode.NoSteps]: HttpStatus.UNPROCESSABLE_ENTITY,
  [AssignmentErrorCode.NoTemplate]: HttpStatus.UNPROCESSABLE_ENTITY,
  [AssignmentErrorCode.InvalidTemplate]: HttpStatus.UNPROCESSABLE_ENTITY,
  [AssignmentErrorCode.InvalidStartStep]: HttpStatus.BAD_REQUEST,
  [AssignmentErrorCode.NoEnrollments]: HttpStatus.BAD_REQUEST,
  [AssignmentErrorCode.AlreadyEnded]: HttpStatus.CONFLICT,
  [AssignmentErrorCode.NotActive]: HttpStatus.CONFLICT,
  [AssignmentErrorCode.PermissionDenied]: HttpStatus.FORBIDDEN,
};

/** A manual assignment or enrollment error with its HTTP status and extra envelope fields. */
export class AssignmentError extends AppError<AssignmentErrorCode> {
  constructor(code: AssignmentErrorCode, message: string, envelope: Record<string, unknown> = {}) {
    super(code, message, undefined, undefined, { status: STATUS[code], envelope });
  }
}

/** Why an enrollment cannot be canceled, with the message shown for it. */
export const CANCEL_MESSAGES = {
  already_ended: 'Enrollment already ended',
  not_active: 'Only active/pending enrollments can be canceled',
  permission_denied: 'You lack permission to unenroll',
} as const;
export type CancelBlock = keyof typeof CANCEL_MESSAGES;
