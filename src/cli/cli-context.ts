import 'reflect-metadata';
import { type INestApplicationContext, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { AppConfigModule } from '../config/config.module';
import { applyEnvDefaults } from '../config/process-env';
import { InvalidConfigError } from '../config/validate-env';
import { DatabaseModule } from '../database/database.module';
import { AuthModule } from '../modules/auth/auth.module';
import { checkoutQueuePrefix, localSessionSecret, MissingServiceError, resolveDatabase, resolveRedis, type Service } from './local-services';

/** Database-only context for the token commands (no Redis needed). */
@Module({ imports: [AppConfigModule, DatabaseModule, AuthModule] })
class DatabaseCliModule {}

/**
 * Runs a CLI command inside a Nest context. Uses DATABASE_URL/REDIS_URL when set, else the same embedded
 * services `npm start` uses (starting them for the duration of the command if they are not running).
 */
export async function runCli(
  options: { needsRedis: boolean },
  command: (context: INestApplicationContext) => Promise<void>,
): Promise<void> {
  const services: Service[] = [];
  let context: INestApplicationContext | undefined;
  let exitCode = 0;
  try {
    services.push(await resolveDatabase());
    if (options.needsRedis) services.push(await resolveRedis());
    applyEnvDefaults({
      DATABASE_URL: services[0].url,
      REDIS_URL: services[1]?.url,
      SESSION_SECRET: localSessionSecret(),
      QUEUE_PREFIX: checkoutQueuePrefix(),
      LOG_LEVEL: 'warn',
    });
    context = await NestFactory.createApplicationContext(options.needsRedis ? AppModule.forRoles(['api']) : DatabaseCliModule, {
      logger: ['error', 'warn'],
    });
    await command(context);
  } catch (error) {
    exitCode = 1;
    if (error instanceof InvalidConfigError || error instanceof MissingServiceError || error instanceof CliUsageError) {
      console.error(error.message);
    } else console.error(error);
  } finally {
    await context?.close().catch(() => undefined);
    for (const service of services.reverse()) await service.stop().catch(() => undefined);
  }
  process.exit(exitCode);
}

export class CliUsageError extends Error {}
