import type { AuthStatus, SessionUser, UserRole } from '../api/types';
import { isObject, readString } from './json';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface SessionOptions {
  apiBaseUrl: string;
  statusTimeoutMs: number;
  fetchImpl?: FetchLike;
}

export const SIGNED_OUT: AuthStatus = Object.freeze({
  authenticated: false,
  user: null,
  csrf_token: null,
  ops_for_all: false,
});

const toRole = (value: unknown): UserRole => (value === 'admin' ? 'admin' : 'staff');

const toUser = (value: unknown): SessionUser | null => {
  if (!isObject(value)) return null;
  const id = value.id;
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  return {
    id: String(id),
    displayName: readString(value, 'displayName') ?? '',
    userPrincipalName: readString(value, 'userPrincipalName') ?? '',
    email: readString(value, 'email') ?? '',
    role: toRole(value.role),
  };
};

/** Normalises a GET /auth/status answer; anything unexpected counts as signed out. */
export const toAuthStatus = (body: unknown): AuthStatus => {
  if (!isObject(body) || body.authenticated !== true) return SIGNED_OUT;
  const user = toUser(body.user);
  if (!user) return SIGNED_OUT;
  return {
    authenticated: true,
    user,
    csrf_token: readString(body, 'csrf_token') ?? null,
    ops_for_all: body.ops_for_all === true,
  };
};

/**
 * The browser session as the admin knows it: the last /auth/status answer, including the CSRF
 * token sent with state-changing calls. One instance is created by <App>; nothing is persisted
 * in browser storage (the server holds the session behind an HttpOnly cookie).
 */
export class Session {
  private status: AuthStatus | null = null;
  private inFlight: Promise<AuthStatus> | null = null;
  private readonly fetchImpl: FetchLike;

  constructor(private readonly options: SessionOptions) {
    this.fetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));
  }

  /** Last known status, or null when /auth/status has not been asked yet. */
  current(): AuthStatus | null {
    return this.status;
  }

  csrfToken(): string | null {
    return this.status?.csrf_token ?? null;
  }

  clear(): void {
    this.status = SIGNED_OUT;
  }

  /** Asks GET /auth/status (10 s timeout). Failures and timeouts mean signed out. */
  refresh(): Promise<AuthStatus> {
    if (!this.inFlight) {
      this.inFlight = this.load().finally(() => {
        this.inFlight = null;
      });
    }
    return this.inFlight;
  }

  /** The known status, asking the server only when nothing is known yet. */
  async ensure(): Promise<AuthStatus> {
    return this.status ?? this.refresh();
  }

  private async load(): Promise<AuthStatus> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.options.statusTimeoutMs);
    let status: AuthStatus = SIGNED_OUT;
    try {
      const response = await this.fetchImpl(`${this.options.apiBaseUrl}/auth/status`, {
        credentials: 'include',
        headers: { Accept: 'application/json' },
        signal: controller.signal,
      });
      if (response.ok) status = toAuthStatus(await response.json());
    } catch {
      status = SIGNED_OUT;
    } finally {
      clearTimeout(timer);
    }
    this.status = status;
    return status;
  }
}
