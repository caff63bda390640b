import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { buildTypeOrmOptions } from 'src/database/typeorm.options';
import { databaseUrl, dropDatabase, withAdminClient } from './test-database';

/** A throwaway database with every migration applied, and one client connected to it. */
export interface MigratedDatabase {
  name: string;
  client: Client;
}

/** Creates `<prefix>_<unique>`, runs every migration on it and connects a client (for plan and SQL tests). */
export async function createMigratedDatabase(prefix: string): Promise<MigratedDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  await withAdminClient(async (admin) => {
    await dropDatabase(admin, name);
    await admin.query(`CREATE DATABASE "${name}"`);
  });
  const dataSource = new DataSource(buildTypeOrmOptions({ url: databaseUrl(name), poolSize: 1, statementTimeoutMs: 60000, lockTimeoutMs: 10000 }));
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  await dataSource.destroy();
  const client = new Client({ connectionString: databaseUrl(name) });
  await client.connect();
  return { name, client };
}

export async function dropMigratedDatabase(database: MigratedDatabase | undefined): Promise<void> {
  if (!database) return;
  await database.client.end();
  await withAdminClient((admin) => dropDatabase(admin, database.name));
}
