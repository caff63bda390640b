import type { DataSourceOptions } from 'typeorm';
import { allMigrations } from '../../migrations';

export interface DatabaseSettings {
  url: string;
  poolSize: number;
  statementTimeoutMs: number;
  lockTimeoutMs: number;
}

/**
 * One options factory for the app (TypeOrmModule) and the CLIs. Entities are not listed here: each module registers
 * its own with `TypeOrmModule.forFeature` and the app loads them (`autoLoadEntities`); migrations are plain SQL.
 */
export function buildTypeOrmOptions(settings: DatabaseSettings): DataSourceOptions {
  return {
    type: 'postgres',
    url: settings.url,
    migrations: allMigrations,
    migrationsTableName: 'typeorm_migrations',
    synchronize: false,
    // Failed queries surface as exceptions logged by the global filter, without their parameters.
    logging: false,
    applicationName: 'lead-automation',
    extra: {
      max: settings.poolSize,
      connectionTimeoutMillis: 5000,
      options: `-c statement_timeout=${settings.statementTimeoutMs} -c lock_timeout=${settings.lockTimeoutMs} -c idle_in_transaction_session_timeout=60000`,
    },
  };
}
