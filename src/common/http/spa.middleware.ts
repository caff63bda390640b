import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Paths the server owns; everything else is the admin SPA (history fallback to index.html). */
export const SERVER_PATH_PREFIXES = ['/api', '/auth', '/admin/queues', '/dev-idp', '/api-health', '/status', '/metrics'];

const isServerPath = (path: string): boolean =>
  SERVER_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** Serves the built admin: hashed assets with long caching, index.html for every other non-API GET. */
export function createSpaMiddleware(adminDist: string): RequestHandler[] {
  const indexFile = join(adminDist, 'index.html');
  const assets = express.static(adminDist, {
    index: false,
    setHeaders: (res, path) => {
      if (path.includes(`${join(adminDist, 'assets')}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  const fallback = (req: Request, res: Response, next: NextFunction): void => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isServerPath(req.path)) {
      next();
      return;
    }
    if (!existsSync(indexFile)) {
      res.status(503).type('text/plain').send('The admin app is not built yet. Run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  };
  const guardedAssets = (req: Request, res: Response, next: NextFunction): void => {
    if (isServerPath(req.path)) next();
    else assets(req, res, next);
  };
  return [guardedAssets, fallback];
}
