import { Catch } from '@nestjs/common';
import { AppError } from '../errors/app-error';
import { AppExceptionFilter } from './app-exception.filter';

type Mapped = ReturnType<AppExceptionFilter['map']>;

/**
 * The app's error envelope, where every 400 lists its problems in words under `details`: the error's own problems,
 * else one message per invalid field, else the message itself. For the designer-style screens (templates,
 * sequences, enrollment rules) that show the whole list beside the form.
 */
@Catch()
export class ProblemDetailsFilter extends AppExceptionFilter {
  override map(exception: unknown): Mapped {
    const mapped = super.map(exception);
    if (mapped.status !== 400 || Array.isArray(mapped.body.details)) return mapped;
    if (exception instanceof AppError && exception.fieldErrors) return { ...mapped, body: { ...mapped.body, details: Object.values(exception.fieldErrors) } };
    return { ...mapped, body: { ...mapped.body, details: [mapped.body.message] } };
  }
}
