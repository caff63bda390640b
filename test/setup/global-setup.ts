import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { buildTypeOrmOptions } from 'src/database/typeorm.options';
import { databaseUrl, dropDatabase, withAdminClient } from '../utils/test-database';

/** Creates one migrated template database per run; each test file clones it (fast, isolated). */
export default async function globalSetup(): Promise<void> {
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const template = `la_tpl_${runId}`;
  await withAdminClient(async (client) => {
    await dropDatabase(client, template);
    await client.query(`CREATE DATABASE "${template}"`);
  });
  const dataSource = new DataSource(
    buildTypeOrmOptions({ url: databaseUrl(template), poolSize: 1, statementTimeoutMs: 30000, lockTimeoutMs: 10000 }),
  );
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  await dataSource.destroy();
  process.env.LA_TEST_RUN_ID = runId;
  process.env.LA_TEST_TEMPLATE_DB = template;
}
