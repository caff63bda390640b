import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { AuthenticationService } from './authentication.service';

/** The admin's screen for a signed-in user without the rights for a page (`?from=` names the page). */
export const NOT_ALLOWED_PATH = '/not-allowed';

const wantsHtml = (req: Request): boolean => req.accepts(['json', 'html']) === 'html';

/**
 * For routes served by Express middleware outside Nest's router (the BullMQ dashboard), where guards do not
 * run: signed-out browsers go to /login, signed-in non-admins' browsers to the admin's not-allowed screen; API
 * calls get 401/403 in the error envelope. The dashboard's own scripts cannot send our CSRF header, so its
 * state-changing calls must come from our origin instead.
 */
@Injectable()
export class AdminOnlyMiddleware implements NestMiddleware {
  constructor(private readonly authentication: AuthenticationService) {}

  use(req: Request, res: Response, next: NextFunction): void {
    this.authentication.identify(req).then(
      (user) => {
        if (!user) {
          if (wantsHtml(req)) res.redirect(302, '/login');
          else res.status(401).json(envelope('Authentication required. Please sign in.', 'AUTH_REQUIRED'));
          return;
        }
        if (user.role !== 'admin') {
          if (wantsHtml(req)) res.redirect(302, `${NOT_ALLOWED_PATH}?from=${encodeURIComponent(req.originalUrl.split('?')[0])}`);
          else res.status(403).json(envelope('Administrator access required', 'FORBIDDEN'));
          return;
        }
        if (!this.authentication.passesCsrf(req, user) && !this.authentication.isSameOriginRequest(req)) {
          res.status(403).json(envelope('Missing or invalid CSRF token', 'CSRF_TOKEN_INVALID'));
          return;
        }
        next();
      },
      (error: unknown) => next(error),
    );
  }
}

const envelope = (message: string, code: string) => ({ success: false, error: message, message, error_code: code });
