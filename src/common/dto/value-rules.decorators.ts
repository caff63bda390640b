import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsEmail,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateBy,
  ValidateIf,
  type ValidationArguments,
  type ValidationOptions,
} from 'class-validator';
import { trim } from './trim.transform';

/**
 * May be left out, but not sent as null: the field's other rules then refuse null with their own message ("subject
 * must be text"). class-validator's IsOptional skips null as well, which let a null reach a NOT NULL column (a 500).
 */
export function IsOptionalNotNull(): PropertyDecorator {
  return ValidateIf((_object: object, value: unknown) => value !== undefined);
}

/** An integer within [min, max]: "hours must be a whole number between 1 and 720". */
export function IsWholeNumberBetween(min: number, max: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isWholeNumberBetween',
      constraints: [min, max],
      validator: {
        validate: (value: unknown) => typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max,
        defaultMessage: (args) => `${args?.property ?? 'value'} must be a whole number between ${min} and ${max}`,
      },
    },
    options,
  );
}

/**
 * A JSON number within [min, max] with at most `decimals` decimal places (a money amount that fits its
 * numeric column): "estimated_revenue must be a number from 0 to 9999999999.99 with at most 2 decimals".
 */
export function IsAmountBetween(min: number, max: number, decimals: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isAmountBetween',
      constraints: [min, max, decimals],
      validator: {
        validate: (value: unknown) =>
          typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max && Number(value.toFixed(decimals)) === value,
        defaultMessage: (args) => `${args?.property ?? 'value'} must be a number from ${min} to ${max} with at most ${decimals} decimals`,
      },
    },
    options,
  );
}

/** true or false only: "include_noreply must be true or false". */
export function IsTrueOrFalse(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isTrueOrFalse',
      validator: {
        validate: (value: unknown) => typeof value === 'boolean',
        defaultMessage: (args) => `${args?.property ?? 'value'} must be true or false`,
      },
    },
    options,
  );
}

/**
 * A date string (YYYY-MM-DD…) whose year is within [minYear, maxYear]: "date_from must be between 1900-01-01
 * and 2999-12-31". Strings not starting with a year are left to the field's format rule.
 */
export function IsYearBetween(minYear: number, maxYear: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isYearBetween',
      constraints: [minYear, maxYear],
      validator: {
        validate: (value: unknown) => {
          const year = typeof value === 'string' ? /^(\d{4})-/.exec(value)?.[1] : undefined;
          return year === undefined || (Number(year) >= minYear && Number(year) <= maxYear);
        },
        defaultMessage: (args) => `${args?.property ?? 'value'} must be between ${minYear}-01-01 and ${maxYear}-12-31`,
      },
    },
    options,
  );
}

/* ---- Lead field rules shared by every lead input (create-lead, create-opportunity, update-opportunity) ---- */

const PHONE = /^[0-9 ().+-]{7,40}$/;

interface FieldRuleOptions {
  /** Edits: an empty string clears the field, so it skips the format rule. */
  clearable?: boolean;
  description?: string;
}

/** Trimmed, optional; when clearable, '' passes (it clears the stored value) and the rules check the rest. */
function leadTextField(rules: PropertyDecorator[], api: ApiPropertyOptions, options: FieldRuleOptions): PropertyDecorator {
  return (target, key) => {
    const decorators: PropertyDecorator[] = [IsOptional(), Transform(trim)];
    if (options.clearable) decorators.push(ValidateIf((o: Record<string | symbol, unknown>) => o[key] !== ''));
    applyDecorators(...decorators, ...rules, ApiPropertyOptional({ type: String, ...api, description: options.description ?? api.description }))(target, key);
  };
}

const fieldMessage = (rule: string) => (args: ValidationArguments) => `${args.property} must be ${rule}`;

/** A customer's email: "customer_email must be a valid email address". */
export const IsLeadEmail = (options: FieldRuleOptions = {}): PropertyDecorator =>
  leadTextField([IsEmail({}, { message: fieldMessage('a valid email address') }), MaxLength(320)], { format: 'email', maxLength: 320 }, options);

/** A phone number as people type it (digits, spaces, ( ) . + -, 7 to 40 characters): "phone must be a phone number". */
export const IsLeadPhone = (options: FieldRuleOptions = {}): PropertyDecorator =>
  leadTextField([IsString(), MaxLength(40), Matches(PHONE, { message: fieldMessage('a phone number') })], { maxLength: 40, example: '(720) 555-0199' }, options);

/** A move date as written: YYYY-MM-DD, MM/DD/YYYY or a written date ("March 5, 2027"); the lead parser reads it. */
export const IsLeadMoveDate = (options: FieldRuleOptions = {}): PropertyDecorator =>
  leadTextField([IsString(), MaxLength(40)], { maxLength: 40, example: '2027-03-05', description: 'YYYY-MM-DD, MM/DD/YYYY or a written date ("March 5, 2027")' }, options);

/** Free text of at most `max` characters (names, addresses, move size). */
export const IsLeadText = (max: number, options: FieldRuleOptions = {}): PropertyDecorator =>
  leadTextField([IsString(), MaxLength(max)], { maxLength: max }, options);
