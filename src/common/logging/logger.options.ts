import type { Request } from 'express';
import type { Params } from 'nestjs-pino';
import type { AppConfigService } from 'src/config/app-config.service';

/** pino JSON logs; the request id comes from the request-id middleware; secrets are redacted. */
export function buildLoggerOptions(config: AppConfigService): Params {
  return {
    pinoHttp: {
      level: config.app.logLevel,
      genReqId: (req) => (req as Request).id as string,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]', 'req.query.token'],
        censor: '[redacted]',
      },
      autoLogging: { ignore: (req) => req.url === '/api-health' || (req.url ?? '').startsWith('/assets/') },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url?.split('?')[0] }),
      },
    },
  };
}
