import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseConfig } from '../../src/config/config.js';

// TEST_DB=pglite (default): an in-memory PGlite. TEST_DB=postgres: a fresh database on PG_TEST_URL.
// This is test wiring, outside the app's config, so it reads the environment directly.
const testDb = process.env.TEST_DB ?? 'pglite';
const adminUrl = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const isPostgresRun = testDb === 'postgres';

export interface TestDatabase {
  config: DatabaseConfig;
  drop: () => Promise<void>;
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDb === 'pglite') {
    return { config: { kind: 'pglite', dataDir: 'memory://' }, drop: async () => {} };
  }
  if (testDb !== 'postgres') throw new Error(`TEST_DB must be pglite or postgres, got "${testDb}"`);
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.toString() },
    drop: () =>
      withAdmin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}
