import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { CommonError, CommonErrorCode } from '../errors/app-error';

/**
 * One message per field. A field that is missing (or null) but required says so; otherwise the first rule as
 * written in the DTO wins (class-validator lists constraints in reverse declaration order), so a type check
 * (`must be a string`) comes before a length or range check.
 */
const messageOf = (error: ValidationError, path: string): string => {
  if (error.value === undefined || error.value === null) return `${path} is required`;
  const messages = Object.values(error.constraints ?? {});
  return messages[messages.length - 1] ?? 'Invalid value';
};

const flatten = (errors: ValidationError[], parent = ''): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    if (error.constraints) out[path] = messageOf(error, path);
    if (error.children?.length) Object.assign(out, flatten(error.children, path));
  }
  return out;
};

const isJsonObject = (value: unknown): boolean => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Global validation: transform + whitelist (no forbidNonWhitelisted); 400 with field errors.
 * A DTO body must be a JSON object (an absent body counts as `{}`, so its required fields are named).
 */
class AppValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' && metadata.metatype && this.toValidate(metadata)) {
      if (value === undefined) return super.transform({}, metadata);
      if (!isJsonObject(value)) {
        throw new CommonError(CommonErrorCode.ValidationFailed, 'The request body must be a JSON object');
      }
    }
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new AppValidationPipe({
    transform: true,
    whitelist: true,
    exceptionFactory: (errors) => {
      const fields = flatten(errors);
      const first = Object.values(fields)[0] ?? 'Invalid request';
      return new CommonError(CommonErrorCode.ValidationFailed, first, undefined, fields);
    },
  });
}
