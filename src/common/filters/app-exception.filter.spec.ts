import {
  type ArgumentsHost,
  BadRequestException,
  ConflictException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  InternalServerErrorException,
  Logger,
  NotFoundException,
  PayloadTooLargeException,
} from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { Request } from 'express';
import { AuthError, AuthErrorCode } from 'src/modules/auth/auth.errors';
import { AppError, CommonError, CommonErrorCode } from '../errors/app-error';
import { AppExceptionFilter, type ErrorEnvelope } from './app-exception.filter';

type HttpArgumentsHost = ReturnType<ArgumentsHost['switchToHttp']>;

class TestError extends AppError {}

const unexpected = (name: string) => (): never => {
  throw new Error(`Unexpected call to ${name}`);
};

interface FakeResponse {
  headersSent: boolean;
  status: jest.Mock<FakeResponse, [number]>;
  json: jest.Mock<FakeResponse, [ErrorEnvelope]>;
}

const makeResponse = (headersSent = false): FakeResponse => {
  const res: FakeResponse = {
    headersSent,
    status: jest.fn<FakeResponse, [number]>(unexpected('res.status')),
    json: jest.fn<FakeResponse, [ErrorEnvelope]>(unexpected('res.json')),
  };
  res.status.mockImplementation(() => res);
  res.json.mockImplementation(() => res);
  return res;
};

const makeHost = (res: FakeResponse, req: Pick<Request, 'path' | 'id'>): ArgumentsHost => {
  const http: HttpArgumentsHost = {
    getRequest: <T>() => req as unknown as T,
    getResponse: <T>() => res as unknown as T,
    getNext: unexpected('getNext'),
  };
  return {
    switchToHttp: () => http,
    switchToRpc: unexpected('switchToRpc'),
    switchToWs: unexpected('switchToWs'),
    getArgs: unexpected('getArgs'),
    getArgByIndex: unexpected('getArgByIndex'),
    getType: unexpected('getType'),
  };
};

const expectEnvelope = (body: ErrorEnvelope): void => {
  expect(body.success).toBe(false);
  expect(body.error).toBe(body.message);
  expect(typeof body.error_code).toBe('string');
  expect(body.error_code.length).toBeGreaterThan(0);
};

describe(AppExceptionFilter.name, () => {
  let sut: AppExceptionFilter;
  let logError: jest.SpyInstance;

  beforeEach(() => {
    logError = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    sut = new AppExceptionFilter();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  describe('map', () => {
    describe('AppError', () => {
      it('should map a *_NOT_FOUND code to 404 with its message and code', () => {
        const { status, body } = sut.map(new AuthError(AuthErrorCode.UserNotFound, 'No such user'));

        expect(status).toBe(HttpStatus.NOT_FOUND);
        expect(body).toEqual({ success: false, error: 'No such user', message: 'No such user', error_code: 'USER_NOT_FOUND' });
      });

      it('should map VALIDATION_FAILED to 400 with the field error map', () => {
        const fields = { email: 'email must be an email', 'address.zip': 'zip is required' };
        const { status, body } = sut.map(
          new CommonError(CommonErrorCode.ValidationFailed, 'Validation failed: email must be an email', undefined, fields),
        );

        expect(status).toBe(HttpStatus.BAD_REQUEST);
        expect(body).toEqual({
          success: false,
          error: 'Validation failed: email must be an email',
          message: 'Validation failed: email must be an email',
          error_code: 'VALIDATION_FAILED',
          errors: fields,
          details: ['email must be an email', 'zip is required'],
        });
      });

      it('should map a *_CONFLICT code to 409', () => {
        const { status, body } = sut.map(new TestError('LEAD_CONFLICT', 'Lead was changed by someone else'));

        expect(status).toBe(HttpStatus.CONFLICT);
        expect(body.error_code).toBe('LEAD_CONFLICT');
        expect(body.message).toBe('Lead was changed by someone else');
        expectEnvelope(body);
      });

      it('should wrap details in an array', () => {
        const { body } = sut.map(new TestError('LEAD_NOT_FOUND', 'Lead not found', { id: 'lead-1' }));

        expect(body.details).toEqual([{ id: 'lead-1' }]);
        expect(body.errors).toBeUndefined();
      });

      it('should map AUTH_REQUIRED to 401 and CSRF_TOKEN_INVALID to 403', () => {
        expect(sut.map(new AuthError(AuthErrorCode.AuthRequired, 'Sign in')).status).toBe(HttpStatus.UNAUTHORIZED);
        expect(sut.map(new AuthError(AuthErrorCode.CsrfTokenInvalid, 'Bad token')).status).toBe(HttpStatus.FORBIDDEN);
      });

      it('should answer with the status the error names, its envelope fields and its problems', () => {
        const error = new TestError('WIDGET_TAKEN', 'Widget taken', undefined, undefined, { status: 409, envelope: { existing: { id: 'w-1' } }, problems: ['a', 'b'] });
        const { status, body } = sut.map(error);

        expect(status).toBe(HttpStatus.CONFLICT);
        expect(body).toEqual({ success: false, error: 'Widget taken', message: 'Widget taken', error_code: 'WIDGET_TAKEN', existing: { id: 'w-1' }, details: ['a', 'b'] });
      });

      it('should answer a named 503 with its message but hide a named 500', () => {
        expect(sut.map(new TestError('SHED', 'Busy, try again', undefined, undefined, { status: 503 })).body.message).toBe('Busy, try again');
        expect(sut.map(new TestError('BOOM', 'secret', undefined, undefined, { status: 500 })).body.message).toBe('Internal server error');
      });

      it('should map an unknown code to a generic 500 without the original message or details', () => {
        const { status, body } = sut.map(new TestError('DISK_EXPLODED', 'secret path /var/lib/pg', { host: 'db-1' }));

        expect(status).toBe(HttpStatus.INTERNAL_SERVER_ERROR);
        expect(body).toEqual({
          success: false,
          error: 'Internal server error',
          message: 'Internal server error',
          error_code: 'INTERNAL_ERROR',
        });
        expect(JSON.stringify(body)).not.toContain('secret path');
        expect(JSON.stringify(body)).not.toContain('db-1');
      });
    });

    it('should map a ThrottlerException to 429 RATE_LIMIT_EXCEEDED', () => {
      const { status, body } = sut.map(new ThrottlerException());

      expect(status).toBe(HttpStatus.TOO_MANY_REQUESTS);
      expect(body.error_code).toBe('RATE_LIMIT_EXCEEDED');
      expectEnvelope(body);
    });

    describe('HttpException', () => {
      it('should map a NotFoundException to 404 "Resource not found"', () => {
        const { status, body } = sut.map(new NotFoundException('Cannot GET /secret/internal/route'));

        expect(status).toBe(HttpStatus.NOT_FOUND);
        expect(body).toEqual({
          success: false,
          error: 'Resource not found',
          message: 'Resource not found',
          error_code: 'NOT_FOUND',
        });
      });

      it('should keep the message of a 4xx exception and derive the code from the status', () => {
        const { status, body } = sut.map(new ForbiddenException('Not your lead'));

        expect(status).toBe(HttpStatus.FORBIDDEN);
        expect(body).toEqual({ success: false, error: 'Not your lead', message: 'Not your lead', error_code: 'FORBIDDEN' });
      });

      it('should use a string response as the message', () => {
        const { status, body } = sut.map(new HttpException('Gone for good', HttpStatus.GONE));

        expect(status).toBe(HttpStatus.GONE);
        expect(body).toMatchObject({ message: 'Gone for good', error_code: 'BAD_REQUEST' });
        expectEnvelope(body);
      });

      it('should fall back to "Request failed" when the message is not a string', () => {
        const { status, body } = sut.map(new BadRequestException(['a must be a string', 'b must be a number']));

        expect(status).toBe(HttpStatus.BAD_REQUEST);
        expect(body).toMatchObject({ message: 'Request failed', error_code: 'VALIDATION_FAILED' });
        expectEnvelope(body);
      });

      it('should map a 409 exception to CONFLICT', () => {
        const { status, body } = sut.map(new ConflictException('Already exists'));

        expect(status).toBe(HttpStatus.CONFLICT);
        expect(body).toMatchObject({ message: 'Already exists', error_code: 'CONFLICT' });
      });

      it('should map a PayloadTooLargeException to 413 with a fixed message', () => {
        const { status, body } = sut.map(new PayloadTooLargeException('limit 100kb exceeded'));

        expect(status).toBe(HttpStatus.PAYLOAD_TOO_LARGE);
        expect(body).toMatchObject({ message: 'Request body is too large', error_code: 'PAYLOAD_TOO_LARGE' });
      });

      it('should pass through a response that already is an envelope', () => {
        const ready: ErrorEnvelope = { success: false, error: 'Custom', message: 'Custom', error_code: 'CUSTOM_INVALID' };
        const { status, body } = sut.map(new BadRequestException(ready));

        expect(status).toBe(HttpStatus.BAD_REQUEST);
        expect(body).toEqual({ ...ready, details: ['Custom'] });
      });

      it('should hide the message of a 5xx exception', () => {
        const { status, body } = sut.map(new InternalServerErrorException('connection string postgres://u:p@db'));

        expect(status).toBe(HttpStatus.INTERNAL_SERVER_ERROR);
        expect(body).toEqual({
          success: false,
          error: 'Internal server error',
          message: 'Internal server error',
          error_code: 'INTERNAL_ERROR',
        });
      });
    });

    describe('other errors', () => {
      it('should map a plain Error to 500 without its message or stack', () => {
        const error = new Error('db password is hunter2');
        const { status, body } = sut.map(error);
        const serialized = JSON.stringify(body);

        expect(status).toBe(HttpStatus.INTERNAL_SERVER_ERROR);
        expect(body).toEqual({
          success: false,
          error: 'Internal server error',
          message: 'Internal server error',
          error_code: 'INTERNAL_ERROR',
        });
        expect(serialized).not.toContain('hunter2');
        expect(serialized).not.toContain('stack');
        expect(serialized).not.toContain(' at ');
        expect(body).not.toHaveProperty('stack');
      });

      it('should map a body-parser 413 error to PAYLOAD_TOO_LARGE', () => {
        const { status, body } = sut.map({ status: 413, expose: true, type: 'entity.too.large', message: 'request entity too large' });

        expect(status).toBe(HttpStatus.PAYLOAD_TOO_LARGE);
        expect(body).toEqual({
          success: false,
          error: 'Request body is too large',
          message: 'Request body is too large',
          error_code: 'PAYLOAD_TOO_LARGE',
        });
      });

      it('should answer Nest-wrapped JSON parse errors with "Malformed JSON body", never the body', () => {
        const parseError = new SyntaxError('Unexpected token \'x\', "{"secret":x}" is not valid JSON');
        const { status, body } = sut.map(new BadRequestException(parseError.message, { cause: parseError }));
        expect(status).toBe(400);
        expect(body).toEqual({ success: false, error: 'Malformed JSON body', message: 'Malformed JSON body', error_code: 'VALIDATION_FAILED', details: ['Malformed JSON body'] });
      });

      it('should map a body-parser parse failure to 400 "Malformed request body"', () => {
        const { status, body } = sut.map({ status: 400, expose: true, type: 'entity.parse.failed', message: 'Unexpected token } in JSON' });

        expect(status).toBe(HttpStatus.BAD_REQUEST);
        expect(body).toEqual({
          success: false,
          error: 'Malformed request body',
          message: 'Malformed request body',
          error_code: 'VALIDATION_FAILED',
          details: ['Malformed request body'],
        });
      });

      it.each([
        ['not exposed', { status: 400, expose: false }],
        ['a 5xx status', { status: 503, expose: true }],
        ['a string status', { status: '400', expose: true }],
      ])('should treat an error-like object with %s as a 500', (_label, exception) => {
        const { status, body } = sut.map(exception);

        expect(status).toBe(HttpStatus.INTERNAL_SERVER_ERROR);
        expect(body.error_code).toBe('INTERNAL_ERROR');
      });

      it.each([null, undefined, 'boom', 42])('should map the thrown non-object %p to 500', (exception) => {
        const { status, body } = sut.map(exception);

        expect(status).toBe(HttpStatus.INTERNAL_SERVER_ERROR);
        expect(body.message).toBe('Internal server error');
      });
    });
  });

  describe('catch', () => {
    it('should write the mapped status and body', () => {
      const res = makeResponse();

      sut.catch(new AuthError(AuthErrorCode.Forbidden, 'Administrator access required'), makeHost(res, { path: '/x', id: 'r1' }));

      expect(res.status).toHaveBeenCalledWith(HttpStatus.FORBIDDEN);
      expect(res.json).toHaveBeenCalledWith({
        success: false,
        error: 'Administrator access required',
        message: 'Administrator access required',
        error_code: 'FORBIDDEN',
      });
      expect(logError).not.toHaveBeenCalled();
    });

    it('should log server errors with the path and request id', () => {
      const res = makeResponse();
      const error = new Error('db password is hunter2');

      sut.catch(error, makeHost(res, { path: '/api/leads', id: 'req-42' }));

      expect(res.status).toHaveBeenCalledWith(HttpStatus.INTERNAL_SERVER_ERROR);
      expect(logError).toHaveBeenCalledWith(
        { err: { type: 'Error', message: 'db password is hunter2', code: undefined, stack: error.stack }, path: '/api/leads', requestId: 'req-42' },
        'Unhandled error',
      );
    });

    it('should log a failed query without its parameters', () => {
      const res = makeResponse();
      const error = Object.assign(new Error('relation "api_tokens" does not exist'), {
        name: 'QueryFailedError',
        code: '42P01',
        query: 'SELECT * FROM api_tokens WHERE token_hash = $1',
        parameters: ['secret-token-hash'],
      });

      sut.catch(error, makeHost(res, { path: '/auth/verify-token', id: 'req-43' }));

      const logged = JSON.stringify(logError.mock.calls[0][0]);
      expect(logged).toContain('QueryFailedError');
      expect(logged).toContain('42P01');
      expect(logged).not.toContain('secret-token-hash');
      expect(logged).not.toContain('token_hash = $1');
    });

    it('should not write anything when the headers were already sent', () => {
      const res = makeResponse(true);

      sut.catch(new NotFoundException(), makeHost(res, { path: '/x', id: 'r1' }));

      expect(res.status).not.toHaveBeenCalled();
      expect(res.json).not.toHaveBeenCalled();
    });

    it('should still log a server error when the headers were already sent', () => {
      const res = makeResponse(true);

      sut.catch(new Error('stream broke'), makeHost(res, { path: '/x', id: 'r1' }));

      expect(logError).toHaveBeenCalledTimes(1);
      expect(res.status).not.toHaveBeenCalled();
    });

    it("should drop, without an error log, a handler's late answer to a request already answered (a 503 while the database hung)", () => {
      const res = makeResponse(true);
      const late = Object.assign(new Error('Cannot set headers after they are sent to the client'), { code: 'ERR_HTTP_HEADERS_SENT' });

      sut.catch(late, makeHost(res, { path: '/api/opportunities', id: 'r1' }));

      expect(logError).not.toHaveBeenCalled();
      expect(res.status).not.toHaveBeenCalled();
    });
  });
});
