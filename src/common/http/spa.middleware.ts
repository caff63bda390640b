import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Paths the server owns; everything else is the admin SPA (history fallback to index.html). */
export const SERVER_PATH_PREFIXES = ['/api', '/auth', '/admin/queues', '/dev-idp', '/api-health', '/status', '/metrics', '/metrics.json', '/media', '/unsubscribe'];

/** The built admin's hashed files: a miss is a 404, never index.html (a script would get HTML). */
const ASSETS_PREFIX = '/assets';

const underPrefix = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix}/`);

const isServerPath = (path: string): boolean => SERVER_PATH_PREFIXES.some((prefix) => underPrefix(path, prefix));

const ASSET_NOT_FOUND = { success: false, error: 'Resource not found', message: 'Resource not found', error_code: 'NOT_FOUND' };

/** Serves the built admin: hashed assets with long caching (a missing one is 404), index.html for every other non-API GET. */
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
    if (underPrefix(req.path, ASSETS_PREFIX)) {
      res.setHeader('Cache-Control', 'no-store');
      res.status(404).json(ASSET_NOT_FOUND);
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
