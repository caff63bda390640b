/**
 * A tiny HTTP "browser" for API tests: a cookie jar and manual redirects, so the tests walk the real OIDC
 * authorization-code flow (app → dev IdP → form → callback) exactly as a browser would.
 */
type HttpInit = Omit<RequestInit, 'headers'> & { headers?: Record<string, string> };

export class HttpBrowser {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  cookieHeader(): string {
    return [...this.cookies.entries()].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(path: string, init: HttpInit = {}): Promise<Response> {
    const url = path.startsWith('http') ? path : `${this.baseUrl}${path}`;
    const headers: Record<string, string> = { ...(init.headers ?? {}) };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(response);
    return response;
  }

  async json<T>(path: string, init: HttpInit = {}): Promise<{ status: number; body: T; headers: Headers }> {
    const response = await this.request(path, { ...init, headers: { accept: 'application/json', ...(init.headers ?? {}) } });
    return { status: response.status, body: (await response.json()) as T, headers: response.headers };
  }

  private store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => {
        const [key, val] = a.trim().split('=');
        return (key.toLowerCase() === 'max-age' && Number(val) <= 0) || (key.toLowerCase() === 'expires' && new Date(val).getTime() < Date.now());
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

export interface LoginOutcome {
  /** Where the app finally sent the browser ('/' on success). */
  finalLocation: string;
  /** The dev IdP's sign-in page HTML, as shown to the user. */
  loginPage: string;
  /** Session cookie before and after the callback (the id must rotate). */
  sessionCookieBefore?: string;
  sessionCookieAfter?: string;
}

const SESSION_COOKIE = 'la.sid';

/** Signs in through /auth/login → dev IdP form → /auth/callback; stops at the first redirect back into the app. */
export async function signIn(browser: HttpBrowser, email: string, tamper?: (callbackUrl: URL) => void): Promise<LoginOutcome> {
  const login = await browser.json<{ success: boolean; auth_url: string }>('/auth/login');
  if (!login.body.success) throw new Error('sign-in is disabled');
  let location = login.body.auth_url;
  let loginPage = '';
  let sessionCookieBefore: string | undefined;
  for (let hop = 0; hop < 15; hop++) {
    const url = new URL(location, browser.baseUrl);
    if (url.pathname === '/auth/callback') {
      sessionCookieBefore = browser.cookies.get(SESSION_COOKIE);
      tamper?.(url);
    }
    const response = await browser.request(url.toString());
    if (url.pathname.startsWith('/dev-idp/interaction/') && response.status === 200) {
      loginPage = await response.text();
      const action = /action="([^"]+)"/.exec(loginPage)?.[1];
      if (!action) throw new Error('dev IdP page has no form');
      const posted = await browser.request(action, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email }).toString(),
      });
      location = posted.headers.get('location') ?? '';
      continue;
    }
    const next = response.headers.get('location');
    if (!next) throw new Error(`sign-in stopped at ${url.pathname} with HTTP ${response.status}`);
    if (url.pathname === '/auth/callback' || url.pathname === '/auth/login/start' && !next.startsWith('http')) {
      return { finalLocation: next, loginPage, sessionCookieBefore, sessionCookieAfter: browser.cookies.get(SESSION_COOKIE) };
    }
    location = next;
  }
  throw new Error('too many redirects during sign-in');
}
