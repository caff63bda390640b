import { DataSource } from 'typeorm';
import { readProcessEnv } from '../config/process-env';
import { validateEnv } from '../config/validate-env';
import { buildTypeOrmOptions } from './typeorm.options';

/** Data source for CLIs (migrations, seeding, tokens), built from the same validated settings as the app. */
export function createCliDataSource(): DataSource {
  const env = validateEnv(readProcessEnv());
  return new DataSource(
    buildTypeOrmOptions({
      url: env.DATABASE_URL,
      poolSize: 2,
      statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: env.DB_LOCK_TIMEOUT_MS,
    }),
  );
}
