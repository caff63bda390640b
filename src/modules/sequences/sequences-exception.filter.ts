import { Catch } from '@nestjs/common';
import { AppError } from 'src/common/errors/app-error';
import { AppExceptionFilter } from 'src/common/filters/app-exception.filter';
import { SequencesError } from './sequences.errors';

type Mapped = ReturnType<AppExceptionFilter['map']>;

/**
 * The app's error envelope; a SequencesError answers with its own status and extra top-level fields (`existing`,
 * `sequence`, `active_enrollments`), and every 400 lists its problems in words under `details`.
 */
@Catch()
export class SequencesExceptionFilter extends AppExceptionFilter {
  override map(exception: unknown): Mapped {
    if (exception instanceof SequencesError) {
      const body = { success: false as const, error: exception.message, message: exception.message, error_code: exception.code, ...exception.extra };
      return { status: exception.status, body: exception.problems.length > 0 ? { ...body, details: exception.problems } : body };
    }
    const mapped = super.map(exception);
    if (mapped.status !== 400) return mapped;
    if (exception instanceof AppError && exception.fieldErrors) return { ...mapped, body: { ...mapped.body, details: Object.values(exception.fieldErrors) } };
    return { ...mapped, body: { ...mapped.body, details: [mapped.body.message] } };
  }
}
