import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** Arbitrary constant identifying "schema migration" among this database's advisory locks. */
const MIGRATION_LOCK_KEY = 7_351_902_114;

/**
 * Runs pending migrations at start. TypeORM has no migration lock of its own, so instances that start together
 * serialise on a PostgreSQL advisory lock: the first migrates, the others find nothing left to do.
 */
@Injectable()
export class DatabaseMigrator implements OnModuleInit {
  private readonly logger = new Logger(DatabaseMigrator.name);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async onModuleInit(): Promise<void> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query(`SET lock_timeout = '10min'`);
      await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        const applied = await this.dataSource.runMigrations({ transaction: 'each' });
        if (applied.length > 0) this.logger.log({ migrations: applied.map((m) => m.name) }, 'Migrations applied');
      } finally {
        await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
    } finally {
      await runner.release();
    }
  }
}
