import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { MetricsRegistry } from './metrics-registry.service';

/**
 * Times every request Nest routes into http_request_duration_seconds once the answer has been sent (refusals by the
 * guards and the rate limit included), labelled by the route's pattern, never the raw path, whose ids would make a
 * series per record.
 */
@Injectable()
export class HttpMetricsMiddleware implements NestMiddleware {
  constructor(private readonly metrics: MetricsRegistry) {}

  use(req: Request, res: Response, next: NextFunction): void {
    const stop = this.metrics.httpDuration.startTimer();
    res.once('finish', () => {
      const pattern = (req.route as { path?: unknown } | undefined)?.path;
      const route = typeof pattern === 'string' ? `${req.baseUrl ?? ''}${pattern}` : 'unmatched';
      stop({ method: req.method, route, status_code: String(res.statusCode) });
    });
    next();
  }
}
