import { ValidateBy, type ValidationOptions } from 'class-validator';

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
