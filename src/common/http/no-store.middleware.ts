import type { NextFunction, Request, Response } from 'express';

/** Paths whose answers carry customer or session data: never kept by browsers or shared caches. */
export const NO_STORE_PATH_PREFIXES = ['/api', '/auth', '/status', '/api-health', '/metrics', '/metrics.json', '/admin/queues/api'];

const isNoStorePath = (path: string): boolean =>
  NO_STORE_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** `Cache-Control: no-store` on every API, auth and status answer, errors included (set before any handler). */
export function noStoreMiddleware(req: Request, res: Response, next: NextFunction): void {
  if (isNoStorePath(req.path)) res.setHeader('Cache-Control', 'no-store');
  next();
}
