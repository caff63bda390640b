import { HttpStatus } from '@nestjs/common';
import { AppError } from 'src/common/errors/app-error';

export enum EnrollmentRulesErrorCode {
  SequenceNotFound = 'SEQUENCE_NOT_FOUND',
  RuleNotFound = 'RULE_NOT_FOUND',
  /** Bad rule fields; every problem is listed in `details`. */
  ValidationFailed = 'VALIDATION_FAILED',
  /** criteria_json does not follow the filter language (unknown field, operator, value ...). */
  CriteriaInvalid = 'CRITERIA_INVALID',
  /** The asked move is not allowed from the rule's current status (the message names it). */
  InvalidTransition = 'RULE_INVALID_TRANSITION',
  /** Only a draft or paused rule can be edited (an active one is paused first; a stopped or completed one is final). */
  NotEditable = 'RULE_NOT_EDITABLE',
  /** The rule's sequence is archived (is_active false); it cannot be started. */
  SequenceArchived = 'SEQUENCE_ARCHIVED',
  NoSteps = 'NO_STEPS',
  NoTemplate = 'NO_TEMPLATE',
  /** A step's template (or subject override) names a variable or helper a send cannot resolve. */
  InvalidTemplate = 'INVALID_TEMPLATE',
}

const STATUS: Record<EnrollmentRulesErrorCode, HttpStatus> = {
  [EnrollmentRulesErrorCode.SequenceNotFound]: HttpStatus.NOT_FOUND,
  [EnrollmentRulesErrorCode.RuleNotFound]: HttpStatus.NOT_FOUND,
  [EnrollmentRulesErrorCode.ValidationFailed]: HttpStatus.BAD_REQUEST,
  [EnrollmentRulesErrorCode.CriteriaInvalid]: HttpStatus.BAD_REQUEST,
  [EnrollmentRulesErrorCode.InvalidTransition]: HttpStatus.CONFLICT,
  [EnrollmentRulesErrorCode.NotEditable]: HttpStatus.CONFLICT,
  [EnrollmentRulesErrorCode.SequenceArchived]: HttpStatus.CONFLICT,
  [EnrollmentRulesErrorCode.NoSteps]: HttpStatus.UNPROCESSABLE_ENTITY,
  [EnrollmentRulesErrorCode.NoTemplate]: HttpStatus.UNPROCESSABLE_ENTITY,
  [EnrollmentRulesErrorCode.InvalidTemplate]: HttpStatus.UNPROCESSABLE_ENTITY,
};

/** An enrollment rule error: its HTTP status, extra envelope fields and the problems listed in `details`. */
export class EnrollmentRulesError extends AppError<EnrollmentRulesErrorCode> {
  constructor(code: EnrollmentRulesErrorCode, message: string, envelope: Record<string, unknown> = {}, problems: string[] = []) {
    super(code, message, undefined, undefined, { status: STATUS[code], envelope, problems });
  }
}

export const REQUIRED_MESSAGE = 'Name and start date are required';

export const sequenceNotFound = (): EnrollmentRulesError => new EnrollmentRulesError(EnrollmentRulesErrorCode.SequenceNotFound, 'Sequence not found');
export const ruleNotFound = (): EnrollmentRulesError => new EnrollmentRulesError(EnrollmentRulesErrorCode.RuleNotFound, 'Enrollment rule not found');
export const invalidRule = (problems: string[]): EnrollmentRulesError =>
  new EnrollmentRulesError(EnrollmentRulesErrorCode.ValidationFailed, problems[0] ?? 'Invalid enrollment rule', {}, problems);

/** 'Pause the rule to edit it' for an active rule; a stopped or completed rule is final. */
export const notEditable = (status: string): EnrollmentRulesError =>
  new EnrollmentRulesError(
    EnrollmentRulesErrorCode.NotEditable,
    status === 'active' ? 'Pause the rule to edit it' : `A ${status} rule cannot be edited; create a new rule instead`,
    { status },
  );
