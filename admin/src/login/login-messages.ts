import { LoginError, MISSING_AUTH_URL_MESSAGE, OAUTH_DISABLED_MESSAGE } from '../providers/auth-provider';
import { errorMessage } from '../providers/api-error';

export const ACCESS_DENIED_MESSAGE = 'Access denied. Only company email domain addresses are allowed.';
export const DOMAIN_NOTE = 'Only authorized company email domain accounts can access this system.';

export const loginFailedMessage = (detail: string): string => `Login failed: ${detail}. Please try again.`;

/** The message shown for a failed click on 'Sign in with Microsoft'. */
export const messageForLoginFailure = (error: unknown): string => {
  if (error instanceof LoginError) {
    if (error.kind === 'missing_auth_url') return MISSING_AUTH_URL_MESSAGE;
    if (error.kind === 'oauth_disabled') return OAUTH_DISABLED_MESSAGE;
  }
  return loginFailedMessage(errorMessage(error));
};

/** Messages carried back to /login by the server in the query string. */
export const messageFromQuery = (search: string): string | null => {
  const params = new URLSearchParams(search);
  if (params.has('access_denied')) return ACCESS_DENIED_MESSAGE;
  const error = params.get('error');
  if (error) return loginFailedMessage(error);
  return null;
};
