import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppModule } from '../app.module';
import { buildOpenApiDocument, serializeOpenApiDocument } from '../app.openapi';
import { PROJECT_ROOT } from '../app.setup';
import { applyEnvDefaults } from '../config/process-env';

export const OPENAPI_FILE = join(PROJECT_ROOT, 'openapi.json');

/**
 * `npm run openapi`: writes the API contract to openapi.json. Preview mode scans the api role's modules without
 * creating a provider, so no database, Redis or port is needed; the placeholder settings only satisfy validation.
 */
async function main(): Promise<void> {
  applyEnvDefaults({
    DATABASE_URL: 'postgres://openapi@127.0.0.1:1/openapi',
    REDIS_URL: 'redis://127.0.0.1:1',
    SESSION_SECRET: 'openapi-document-generation-only-secret',
    LOG_LEVEL: 'warn',
  });
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoles(['api']), { preview: true, logger: ['error'] });
  writeFileSync(OPENAPI_FILE, serializeOpenApiDocument(buildOpenApiDocument(app)));
  await app.close();
  process.stdout.write(`Wrote ${OPENAPI_FILE}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
