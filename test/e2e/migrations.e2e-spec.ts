import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { allMigrations } from '../../migrations';
import { DatabaseMigrator } from 'src/database/database-migrator.service';
import { buildTypeOrmOptions } from 'src/database/typeorm.options';
import { databaseUrl, dropDatabase, withAdminClient } from '../utils/test-database';

describe(DatabaseMigrator.name, () => {
  const name = `la_mig_${process.env.LA_TEST_RUN_ID}_${randomBytes(3).toString('hex')}`;
  const sources: DataSource[] = [];

  beforeAll(async () => {
    await withAdminClient((client) => client.query(`CREATE DATABASE "${name}"`));
  });
  afterAll(async () => {
    await Promise.all(sources.map((s) => s.destroy()));
    await withAdminClient((client) => dropDatabase(client, name));
  });

  it('should migrate an empty database exactly once when several instances start together', async () => {
    for (let i = 0; i < 3; i++) {
      const source = new DataSource(buildTypeOrmOptions({ url: databaseUrl(name), poolSize: 3, statementTimeoutMs: 30000, lockTimeoutMs: 5000 }));
      await source.initialize();
      sources.push(source);
    }
    await Promise.all(sources.map((source) => new DatabaseMigrator(source).onModuleInit()));

    const applied: { name: string }[] = await sources[0].query('SELECT name FROM typeorm_migrations ORDER BY id');
    expect(applied.map((row) => row.name)).toEqual(allMigrations.map((migration) => migration.name));
    const tables: { table_name: string }[] = await sources[0].query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name IN ('users', 'api_tokens', 'sessions') ORDER BY 1`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(['api_tokens', 'sessions', 'users']);
  });
});
