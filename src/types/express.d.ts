import type { AuthUser } from '../common/decorators/auth.decorators';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by the global auth guard (or the admin middleware) once the caller is identified. */
    authUser?: AuthUser;
  }
}

declare module 'express-session' {
  interface SessionData {
    user?: AuthUser;
    createdAt?: number;
    lastSeenAt?: number;
    csrfToken?: string;
  }
}

export {};
