import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { configureApp } from './app.setup';
import { AppConfigService } from './config/app-config.service';
import { readProcessEnv } from './config/process-env';
import { validateEnv } from './config/validate-env';
import { SeedService } from './database/seeding/seed.service';
import { claimQueuePrefix } from './queue/queue-prefix-claim.service';

export interface CreateAppOptions {
  adminDist?: string;
  /** Seed empty areas with demo data after migrations (npm start). */
  seedDemoData?: boolean;
}

/** Builds the configured application for the roles in APP_ROLES (used by main, the CLIs and the tests). */
export async function createApp(options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const env = validateEnv(readProcessEnv());
  const roles = env.APP_ROLES.split(',') as ('api' | 'worker')[];
  // The module reads the environment now, before anything is awaited (test harnesses start apps side by side and
  // change the environment between them).
  const root = AppModule.forRoles(roles);
  // Before any worker exists: a second install under the same prefix would take this one's jobs (and the reverse).
  await claimQueuePrefix({ redisUrl: env.REDIS_URL, prefix: env.QUEUE_PREFIX, databaseUrl: env.DATABASE_URL });
  const app = await NestFactory.create<NestExpressApplication>(root, {
    bufferLogs: true,
    abortOnError: false,
  });
  configureApp(app, options.adminDist ?? env.ADMIN_DIST_DIR);
  if (options.seedDemoData) {
    await app.init();
    await app.get(SeedService).seedEmptyAreas();
  }
  return app;
}

/** Starts listening when this process has the api role; a worker-only process just runs its consumers. */
export async function startApp(app: NestExpressApplication): Promise<void> {
  const config = app.get(AppConfigService);
  if (config.hasRole('api')) await app.listen(config.app.port, '0.0.0.0');
  else await app.init();
}
