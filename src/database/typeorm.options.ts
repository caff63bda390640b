import type { DataSourceOptions } from 'typeorm';
import { allMigrations } from '../../migrations';
import { ApiTokenEntity } from '../modules/auth/entities/api-token.entity';
import { UserEntity } from '../modules/auth/entities/user.entity';
import { CallOutcomeEntity } from '../modules/leads/calls/entities/call-outcome.entity';
import { ContactEntity } from '../modules/contacts/contact.entity';
import { LeadMessageEntity } from '../modules/leads/intake/entities/lead-message.entity';
import { OpportunityEntity } from '../modules/leads/opportunities/entities/opportunity.entity';

export interface DatabaseSettings {
  url: string;
  poolSize: number;
  statementTimeoutMs: number;
  lockTimeoutMs: number;
}

/** Every entity of the application; modules add theirs here. */
export const allEntities = [UserEntity, ApiTokenEntity, ContactEntity, OpportunityEntity, LeadMessageEntity, CallOutcomeEntity];

/** One options factory for the app (TypeOrmModule) and the CLIs. */
export function buildTypeOrmOptions(settings: DatabaseSettings): DataSourceOptions {
  return {
    type: 'postgres',
    url: settings.url,
    entities: allEntities,
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
