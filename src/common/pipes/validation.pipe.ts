import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { CommonError, CommonErrorCode } from '../errors/app-error';

const flatten = (errors: ValidationError[], parent = ''): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    if (error.constraints) out[path] = Object.values(error.constraints)[0] ?? 'Invalid value';
    if (error.children?.length) Object.assign(out, flatten(error.children, path));
  }
  return out;
};

/** Global validation: transform + whitelist (no forbidNonWhitelisted, STYLE.md B7.4); 400 with field errors. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    exceptionFactory: (errors) => {
      const fields = flatten(errors);
      const first = Object.values(fields)[0] ?? 'Invalid request';
      return new CommonError(CommonErrorCode.ValidationFailed, `Validation failed: ${first}`, undefined, fields);
    },
  });
}
