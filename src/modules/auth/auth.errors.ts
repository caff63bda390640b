import { AppError } from 'src/common/errors/app-error';

export enum AuthErrorCode {
  AuthRequired = 'AUTH_REQUIRED',
  Forbidden = 'FORBIDDEN',
  CsrfTokenInvalid = 'CSRF_TOKEN_INVALID',
  TokenInvalid = 'TOKEN_INVALID',
  AccessDenied = 'ACCESS_DENIED_FORBIDDEN',
  UserNotFound = 'USER_NOT_FOUND',
  TokenNotFound = 'API_TOKEN_NOT_FOUND',
  ApiTokenRequired = 'API_TOKEN_REQUIRED',
}

export class AuthError extends AppError<AuthErrorCode> {}
