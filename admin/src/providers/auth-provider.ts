import type { AuthProvider, UserIdentity } from 'react-admin';
import type { AuthStatus, UserRole } from '../api/types';
import { errorMessage } from './api-error';
import type { HttpClient } from './http-client';
import { isObject, readString } from './json';
import type { Session } from './session';

export const LOGIN_PATH = '/login';

/** What the login screen learns from GET /auth/login before the user clicks. */
export interface LoginOptions {
  enabled: boolean;
  message: string | null;
}

export type LoginFailureKind = 'oauth_disabled' | 'missing_auth_url' | 'failed';

/** A sign-in attempt that did not reach the identity provider. */
export class LoginError extends Error {
  constructor(
    readonly kind: LoginFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'LoginError';
  }
}

export const OAUTH_DISABLED_MESSAGE =
  'Microsoft OAuth is currently disabled. Please contact your administrator.';
export const MISSING_AUTH_URL_MESSAGE = 'Failed to get auth URL';

export interface AppIdentity extends UserIdentity {
  id: string;
  fullName: string;
  displayName: string;
  userPrincipalName: string;
  email: string;
  role: UserRole;
  opsForAll: boolean;
}

export interface AppAuthProvider extends AuthProvider {
  /** GET /auth/login, only to learn whether sign-in is enabled. */
  getLoginOptions: () => Promise<LoginOptions>;
  getIdentity: () => Promise<AppIdentity>;
}

export interface CreateAuthProviderOptions {
  apiBaseUrl: string;
  session: Session;
  httpClient: HttpClient;
  /** Sends the browser to the identity provider (window.location.assign in the app). */
  redirect: (url: string) => void;
}

const toIdentity = (status: AuthStatus): AppIdentity | null => {
  const user = status.user;
  if (!status.authenticated || !user) return null;
  return {
    id: user.id,
    fullName: user.displayName,
    displayName: user.displayName,
    userPrincipalName: user.userPrincipalName,
    email: user.email,
    role: user.role,
    opsForAll: status.ops_for_all,
  };
};

/**
 * react-admin authProvider over the backend's cookie session:
 * /auth/status (who am I + CSRF token), /auth/login (auth_url to the identity provider),
 * POST /auth/logout with the CSRF token (destroys the server session).
 */
export const createAuthProvider = ({
  apiBaseUrl,
  session,
  httpClient,
  redirect,
}: CreateAuthProviderOptions): AppAuthProvider => {
  const askLogin = async (): Promise<Record<string, unknown>> => {
    const { json } = await httpClient(`${apiBaseUrl}/auth/login`, { acceptStatus: [400, 403, 503] });
    if (!isObject(json)) throw new LoginError('failed', 'Unexpected answer from the server');
    return json;
  };

  return {
    async getLoginOptions() {
      try {
        const answer = await askLogin();
        if (answer.error === 'oauth_disabled') {
          return { enabled: false, message: OAUTH_DISABLED_MESSAGE };
        }
      } catch {
        // The click will report the failure; keep the button.
      }
      return { enabled: true, message: null };
    },

    async login() {
      let answer: Record<string, unknown>;
      try {
        answer = await askLogin();
      } catch (error) {
        throw error instanceof LoginError ? error : new LoginError('failed', errorMessage(error));
      }
      if (answer.error === 'oauth_disabled') {
        throw new LoginError('oauth_disabled', OAUTH_DISABLED_MESSAGE);
      }
      if (answer.success === false) {
        const message = readString(answer, 'message') ?? readString(answer, 'error') ?? 'Unknown error';
        throw new LoginError('failed', message);
      }
      const authUrl = readString(answer, 'auth_url');
      if (!authUrl) throw new LoginError('missing_auth_url', MISSING_AUTH_URL_MESSAGE);
      redirect(authUrl);
      // The page is leaving; tell react-admin not to navigate anywhere.
      return { redirectTo: false };
    },

    async logout() {
      const known = session.current();
      if (known === null || known.authenticated) {
        try {
          // POST: the http client adds X-CSRF-Token; the server refuses sign-outs from other sites.
          await httpClient(`${apiBaseUrl}/auth/logout`, { method: 'POST' });
        } catch {
          // The server session may already be gone; signing out locally is enough.
        }
      }
      session.clear();
      return LOGIN_PATH;
    },

    async checkAuth() {
      const status = await session.refresh();
      if (!status.authenticated) {
        throw { redirectTo: LOGIN_PATH, message: false };
      }
    },

    async checkError(error: unknown) {
      const status = isObject(error) && typeof error.status === 'number' ? error.status : undefined;
      if (status === 401) {
        session.clear();
        throw { redirectTo: LOGIN_PATH, logoutUser: true, message: false };
      }
      // 403 and everything else: stay signed in, the screen shows the error.
    },

    async getIdentity() {
      const identity = toIdentity(await session.ensure());
      if (!identity) throw new Error('Not signed in');
      return identity;
    },

    async getPermissions() {
      const status = await session.ensure();
      return status.user?.role ?? null;
    },
  };
};
