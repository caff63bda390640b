import { dropDatabase, withAdminClient } from '../utils/test-database';

export default async function globalTeardown(): Promise<void> {
  const runId = process.env.LA_TEST_RUN_ID;
  if (!runId) return;
  await withAdminClient(async (client) => {
    const { rows } = await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`la_%${runId}%`]);
    for (const row of rows) await dropDatabase(client, row.datname);
  });
}
