import { CreateAuthTables1763800000000 } from './1763800000000-CreateAuthTables';

/** Every migration in order; imported by the one TypeORM options factory. */
export const allMigrations = [CreateAuthTables1763800000000];
