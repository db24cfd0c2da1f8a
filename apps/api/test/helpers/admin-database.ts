import pg from 'pg';

/** The PostgreSQL server the tests create their databases on (test wiring: read here, not in the app's config). */
export const adminUrl = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** One short connection as the admin role, for creating, copying and dropping test databases. */
export async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
