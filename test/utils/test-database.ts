import { Client } from 'pg';

/** The machine's PostgreSQL (tests make their own databases on it); TEST_PG_URL overrides. */
export const ADMIN_PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const databaseUrl = (name: string): string => {
  const url = new URL(ADMIN_PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

export async function withAdminClient<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: ADMIN_PG_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(client: Client, name: string): Promise<void> {
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
