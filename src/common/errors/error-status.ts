import { HttpStatus } from '@nestjs/common';

const exact: Record<string, HttpStatus> = {
  VALIDATION_FAILED: HttpStatus.BAD_REQUEST,
  BAD_REQUEST: HttpStatus.BAD_REQUEST,
  CONFLICT: HttpStatus.CONFLICT,
  METHOD_NOT_ALLOWED: HttpStatus.METHOD_NOT_ALLOWED,
  UNSUPPORTED_MEDIA_TYPE: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  AUTH_REQUIRED: HttpStatus.UNAUTHORIZED,
  TOKEN_INVALID: HttpStatus.UNAUTHORIZED,
  API_TOKEN_REQUIRED: HttpStatus.UNAUTHORIZED,
  FORBIDDEN: HttpStatus.FORBIDDEN,
  CSRF_TOKEN_INVALID: HttpStatus.FORBIDDEN,
  RATE_LIMIT_EXCEEDED: HttpStatus.TOO_MANY_REQUESTS,
  PAYLOAD_TOO_LARGE: HttpStatus.PAYLOAD_TOO_LARGE,
  DATABASE_BUSY: HttpStatus.SERVICE_UNAVAILABLE,
};

/** The single code → HTTP status table. Unmapped codes are server errors. */
export function statusForCode(code: string): HttpStatus {
  if (exact[code] !== undefined) return exact[code];
  if (code.endsWith('_NOT_FOUND') || code === 'NOT_FOUND') return HttpStatus.NOT_FOUND;
  if (code.endsWith('_CONFLICT') || code.includes('_ALREADY_')) return HttpStatus.CONFLICT;
  if (code.endsWith('_INVALID') || code.startsWith('INVALID_')) return HttpStatus.BAD_REQUEST;
  if (code.endsWith('_FORBIDDEN')) return HttpStatus.FORBIDDEN;
  if (code.endsWith('_UNAVAILABLE')) return HttpStatus.SERVICE_UNAVAILABLE;
  return HttpStatus.INTERNAL_SERVER_ERROR;
}

/** Default code for an HTTP status raised by the framework (404 route, 413 body, ...). */
export function codeForStatus(status: number): string {
  switch (status) {
    case 400: return 'VALIDATION_FAILED';
    case 401: return 'AUTH_REQUIRED';
    case 403: return 'FORBIDDEN';
    case 404: return 'NOT_FOUND';
    case 405: return 'METHOD_NOT_ALLOWED';
    case 409: return 'CONFLICT';
    case 413: return 'PAYLOAD_TOO_LARGE';
    case 415: return 'UNSUPPORTED_MEDIA_TYPE';
    case 429: return 'RATE_LIMIT_EXCEEDED';
    default: return status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
  }
}
