import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { AppError } from '../errors/app-error';
import { codeForStatus, statusForCode } from '../errors/error-status';
import { databaseBusy, databaseUnavailable, isDatabaseBusy, isDatabaseUnavailable } from '../errors/outage';

export interface ErrorEnvelope {
  success: false;
  error: string;
  message: string;
  error_code: string;
  details?: unknown[];
  errors?: Record<string, string>;
  /** Extra fields a domain error adds (`existing`, `sequence`, ...). */
  [field: string]: unknown;
}

interface Mapped {
  status: number;
  body: ErrorEnvelope;
}

const envelope = (message: string, code: string, extra: Partial<ErrorEnvelope> = {}): ErrorEnvelope => ({
  success: false,
  error: message,
  message,
  error_code: code,
  ...extra,
});

const humanMessage = (status: number, raw: unknown): string => {
  if (status === 404) return 'Resource not found';
  if (status === 413) return 'Request body is too large';
  if (typeof raw === 'string' && raw.length > 0) return raw;
  return 'Request failed';
};

/** Maps every exception to the error envelope; 500s never leak internals. */
@Catch()
export class AppExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const res = http.getResponse<Response>();
    const req = http.getRequest<Request>();
    if (res.headersSent && (exception as { code?: unknown } | null)?.code === 'ERR_HTTP_HEADERS_SENT') {
      // Already answered (a 503 given while the database stopped answering): the handler's late answer is dropped.
      this.logger.debug({ err: safeError(exception).message, path: req.path, requestId: req.id }, 'Outcome after the answer was sent');
      return;
    }
    const { status, body } = this.map(exception);
    if (status === 503) {
      this.logger.warn({ err: safeError(exception).message, code: body.error_code, path: req.path, requestId: req.id }, 'Service unavailable');
    } else if (status >= 500) {
      this.logger.error({ err: safeError(exception), path: req.path, requestId: req.id }, 'Unhandled error');
    }
    if (res.headersSent) return;
    res.status(status).json(body);
  }

  /**
   * The status and envelope of an exception. Every 400 lists its problems in words under `details` (the error's own
   * problems, else one message per invalid field, else the message itself), which forms show beside their fields.
   */
  map(exception: unknown): Mapped {
    const mapped = this.mapStatus(exception);
    if (mapped.status !== 400 || Array.isArray(mapped.body.details)) return mapped;
    const fields = exception instanceof AppError && exception.fieldErrors ? Object.values(exception.fieldErrors) : [];
    return { ...mapped, body: { ...mapped.body, details: fields.length > 0 ? fields : [mapped.body.message] } };
  }

  private mapStatus(exception: unknown): Mapped {
    if (!(exception instanceof AppError) && isDatabaseUnavailable(exception)) return this.map(databaseUnavailable());
    // A statement the database shed (a count past the statement timeout on a loaded server) is a 503 to retry, not a bug.
    if (!(exception instanceof AppError) && isDatabaseBusy(exception)) return this.map(databaseBusy());
    if (exception instanceof AppError) return this.mapAppError(exception);
    if (exception instanceof ThrottlerException) {
      return {
        status: HttpStatus.TOO_MANY_REQUESTS,
        body: envelope('Too many requests. Please wait a moment.', 'RATE_LIMIT_EXCEEDED'),
      };
    }
    if (exception instanceof HttpException && exception.cause instanceof SyntaxError) {
      // Nest wraps body-parser's JSON.parse error, whose message quotes the body back: never echo it.
      return { status: HttpStatus.BAD_REQUEST, body: envelope('Malformed JSON body', codeForStatus(HttpStatus.BAD_REQUEST)) };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status >= 500) return { status, body: envelope('Internal server error', 'INTERNAL_ERROR') };
      const response = exception.getResponse();
      if (typeof response === 'object' && response !== null && 'error_code' in response) {
        return { status, body: response as ErrorEnvelope };
      }
      const raw = typeof response === 'object' && response !== null && 'message' in response ? response.message : response;
      return { status, body: envelope(humanMessage(status, raw), codeForStatus(status)) };
    }
    const status = bodyParserStatus(exception);
    if (status !== undefined) {
      return { status, body: envelope(status === 413 ? 'Request body is too large' : 'Malformed request body', codeForStatus(status)) };
    }
    return { status: 500, body: envelope('Internal server error', 'INTERNAL_ERROR') };
  }

  /**
   * A domain error: its own status when it names one (a 502/503 it names is answered with its message), else the
   * code's; its extra envelope fields at the top level; its problems, else its details, under `details`.
   */
  private mapAppError(exception: AppError): Mapped {
    const status = exception.httpStatus ?? statusForCode(exception.code);
    const named = exception.httpStatus !== undefined;
    if (status >= 500 && status !== 503 && !(named && status === 502)) return { status, body: envelope('Internal server error', 'INTERNAL_ERROR') };
    const extra: Partial<ErrorEnvelope> = { ...exception.envelope };
    if (exception.fieldErrors) extra.errors = exception.fieldErrors;
    if (exception.answerDetails) extra.details = exception.answerDetails;
    else if (exception.problems.length > 0) extra.details = exception.problems;
    else if (exception.details) extra.details = [exception.details];
    return { status, body: envelope(exception.message, exception.code, extra) };
  }
}

/**
 * What a 500 logs: type, message, code and stack — never the extra fields some errors carry (TypeORM's
 * QueryFailedError holds the query parameters, which may be tokens or personal data).
 */
export function safeError(exception: unknown): { type: string; message: string; code?: string; stack?: string } {
  if (!(exception instanceof Error)) return { type: typeof exception, message: String(exception) };
  const code = (exception as { code?: unknown }).code;
  return { type: exception.name, message: exception.message, code: typeof code === 'string' ? code : undefined, stack: exception.stack };
}

/** body-parser / raw-body errors carry a 4xx `status` and an `expose` flag. */
function bodyParserStatus(exception: unknown): number | undefined {
  if (typeof exception !== 'object' || exception === null) return undefined;
  const candidate = (exception as { status?: unknown; expose?: unknown });
  if (typeof candidate.status === 'number' && candidate.status >= 400 && candidate.status < 500 && candidate.expose === true) {
    return candidate.status;
  }
  return undefined;
}
