import { HttpStatus } from '@nestjs/common';
import { codeForStatus, statusForCode } from './error-status';

describe(statusForCode.name, () => {
  it.each([
    ['VALIDATION_FAILED', HttpStatus.BAD_REQUEST],
    ['AUTH_REQUIRED', HttpStatus.UNAUTHORIZED],
    ['TOKEN_INVALID', HttpStatus.UNAUTHORIZED],
    ['FORBIDDEN', HttpStatus.FORBIDDEN],
    ['CSRF_TOKEN_INVALID', HttpStatus.FORBIDDEN],
    ['RATE_LIMIT_EXCEEDED', HttpStatus.TOO_MANY_REQUESTS],
    ['PAYLOAD_TOO_LARGE', HttpStatus.PAYLOAD_TOO_LARGE],
  ])('should map the exact code %s to %i', (code, status) => {
    expect(statusForCode(code)).toBe(status);
  });

  it.each([
    ['NOT_FOUND', HttpStatus.NOT_FOUND],
    ['USER_NOT_FOUND', HttpStatus.NOT_FOUND],
    ['API_TOKEN_NOT_FOUND', HttpStatus.NOT_FOUND],
    ['LEAD_CONFLICT', HttpStatus.CONFLICT],
    ['EMAIL_ALREADY_USED', HttpStatus.CONFLICT],
    ['DATE_INVALID', HttpStatus.BAD_REQUEST],
    ['INVALID_STATE', HttpStatus.BAD_REQUEST],
    ['ACCESS_DENIED_FORBIDDEN', HttpStatus.FORBIDDEN],
    ['QUEUE_UNAVAILABLE', HttpStatus.SERVICE_UNAVAILABLE],
    ['DATABASE_UNAVAILABLE', HttpStatus.SERVICE_UNAVAILABLE],
  ])('should map the code family %s to %i', (code, status) => {
    expect(statusForCode(code)).toBe(status);
  });

  it('should prefer the exact table over the suffix rules', () => {
    // TOKEN_INVALID ends with _INVALID (400 by suffix) but is an authentication failure.
    expect(statusForCode('TOKEN_INVALID')).toBe(HttpStatus.UNAUTHORIZED);
    expect(statusForCode('CSRF_TOKEN_INVALID')).toBe(HttpStatus.FORBIDDEN);
  });

  it.each(['INTERNAL_ERROR', 'SOMETHING_WEIRD', '', 'not_found'])('should map the unmapped code %p to 500', (code) => {
    expect(statusForCode(code)).toBe(HttpStatus.INTERNAL_SERVER_ERROR);
  });
});

describe(codeForStatus.name, () => {
  it.each([
    [400, 'VALIDATION_FAILED'],
    [401, 'AUTH_REQUIRED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [405, 'METHOD_NOT_ALLOWED'],
    [409, 'CONFLICT'],
    [413, 'PAYLOAD_TOO_LARGE'],
    [415, 'UNSUPPORTED_MEDIA_TYPE'],
    [429, 'RATE_LIMIT_EXCEEDED'],
  ])('should map status %i to %s', (status, code) => {
    expect(codeForStatus(status)).toBe(code);
  });

  it.each([500, 502, 503, 504])('should map server status %i to INTERNAL_ERROR', (status) => {
    expect(codeForStatus(status)).toBe('INTERNAL_ERROR');
  });

  it.each([402, 406, 410, 422])('should map any other client status %i to BAD_REQUEST', (status) => {
    expect(codeForStatus(status)).toBe('BAD_REQUEST');
  });

  it.each([
    [400, 'VALIDATION_FAILED'],
    [401, 'AUTH_REQUIRED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [413, 'PAYLOAD_TOO_LARGE'],
    [429, 'RATE_LIMIT_EXCEEDED'],
  ])('should round-trip status %i through its code %s', (status, code) => {
    expect(statusForCode(codeForStatus(status))).toBe(status);
    expect(codeForStatus(statusForCode(code))).toBe(code);
  });

  it.each([405, 409, 415])('should map the code of status %i back to the same status', (status) => {
    expect(statusForCode(codeForStatus(status))).toBe(status);
  });
});
