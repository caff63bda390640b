import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { join } from 'node:path';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { requestIdMiddleware } from './common/http/request-id.middleware';
import { rawBodyWithEnvelope } from './common/http/raw-body.middleware';
import { noStoreMiddleware } from './common/http/no-store.middleware';
import { createSpaMiddleware } from './common/http/spa.middleware';
import { jsonBodyOptions } from './common/http/json-body.options';
import { textGuardMiddleware } from './common/http/text-guard.middleware';
import { INBOUND_EMAIL_LIMIT, INBOUND_EMAIL_PATH } from './modules/leads/intake/intake.controller';
import { INBOUND_MAIL_LIMIT, INBOUND_MAIL_PATH } from './modules/inbound-mail/inbound-mail.controller';
import { AppConfigService, DEV_IDP_PATH } from './config/app-config.service';
import { createDevIdp } from './modules/auth/dev-idp/dev-idp';
import { createSessionMiddleware } from './modules/auth/session.middleware';
import { databaseAvailabilityMiddleware } from './common/http/database-availability.middleware';
import { DatabaseLiveness } from './database/database-liveness.service';
import { JobQueue } from './queue/job-queue.service';
import { queueAvailabilityMiddleware } from './modules/operations/queues-dashboard/queue-availability.middleware';
import { BULL_BOARD_ROUTE } from './queue/queue.module';
import { setupApiDocs } from './app.openapi';

/** Project root (dist/src/.. /.. or src/..), where admin/dist lives. */
export const PROJECT_ROOT = join(__dirname, __dirname.includes(`${join('dist', 'src')}`) ? '../..' : '..');

/** Express-level wiring that must run before Nest's router: ids, headers, sessions, dev IdP, the admin SPA. */
export function configureApp(app: NestExpressApplication, adminDist = join(PROJECT_ROOT, 'admin', 'dist')): void {
  const config = app.get(AppConfigService);
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  app.disable('x-powered-by');
  if (config.app.trustProxy) app.set('trust proxy', 1);

  app.use(requestIdMiddleware);
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          ...(config.app.secureCookies ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: config.app.secureCookies,
    }),
  );
  app.use(noStoreMiddleware);
  const dataSource = app.get<DataSource>(getDataSourceToken());
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  app.use(databaseAvailabilityMiddleware(app.get(DatabaseLiveness), createSessionMiddleware(config, pool)));
  // The dev IdP parses its own request bodies, so it is mounted before ours.
  if (config.devIdpEnabled) app.use(DEV_IDP_PATH, createDevIdp(config));
  app.use(`${BULL_BOARD_ROUTE}/api`, queueAvailabilityMiddleware(app.get(JobQueue)));
  app.use(INBOUND_EMAIL_PATH, rawBodyWithEnvelope(INBOUND_EMAIL_LIMIT));
  app.use(INBOUND_MAIL_PATH, rawBodyWithEnvelope(INBOUND_MAIL_LIMIT));
  // JSON bodies: at most 1 MB, 32 levels of nesting and 1,000 values (checked on the raw bytes before parsing).
  app.useBodyParser('json', jsonBodyOptions);
  app.useBodyParser('urlencoded', { extended: false, limit: '100kb' });
  // No NUL character or unpaired surrogate in any path, query parameter or parsed body, for every route.
  app.use(textGuardMiddleware);
  // Swagger UI at /api/docs and the document at /api/docs-json, for signed-in users.
  if (config.hasRole('api')) setupApiDocs(app);
  app.use(...createSpaMiddleware(adminDist));
}
