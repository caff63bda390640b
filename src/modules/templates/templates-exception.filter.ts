import { Catch } from '@nestjs/common';
import { AppError } from 'src/common/errors/app-error';
import { AppExceptionFilter } from 'src/common/filters/app-exception.filter';
import { TemplatesError } from './templates.errors';

type Mapped = ReturnType<AppExceptionFilter['map']>;

/**
 * The app's error envelope, with `details` as the list of every problem in words on a refused template: the merge
 * tag messages of a TemplatesError, or one message per field from request validation.
 */
@Catch()
export class TemplatesExceptionFilter extends AppExceptionFilter {
  override map(exception: unknown): Mapped {
    const mapped = super.map(exception);
    if (mapped.status !== 400) return mapped;
    if (exception instanceof TemplatesError && exception.problems.length > 0) return { ...mapped, body: { ...mapped.body, details: exception.problems } };
    if (exception instanceof AppError && exception.fieldErrors) return { ...mapped, body: { ...mapped.body, details: Object.values(exception.fieldErrors) } };
    return { ...mapped, body: { ...mapped.body, details: [mapped.body.message] } };
  }
}
