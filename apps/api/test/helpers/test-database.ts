import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseConfig } from '../../src/config/config.js';

// TEST_DB=pglite (default): an in-memory PGlite. TEST_DB=postgres: a fresh database on PG_TEST_URL.
// This is test wiring, outside the app's config, so it reads the environment directly.
const testDb = process.env.TEST_DB ?? 'pglite';
const adminUrl = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const isPostgresRun = testDb === 'postgres';
/** PG_TEST_ROLES=owner-and-serving runs every PostgreSQL test database with production's two roles. */
const defaultRoles = process.env.PG_TEST_ROLES === 'owner-and-serving' ? 'owner-and-serving' : 'one';

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

/**
 * `roles: 'owner-and-serving'` (PostgreSQL): the database belongs to a role of its own that migrates
 * (DATABASE_OWNER_URL), and the app serves as another, neither a superuser, as in production. Without it the
 * admin URL's role does both.
 */
export async function createTestDatabase(
  options: { roles?: 'one' | 'owner-and-serving' } = { roles: defaultRoles },
): Promise<TestDatabase> {
  if (testDb === 'pglite') {
    // The migrated dump global-setup.ts made (absent when a file runs outside that setup: an empty start).
    const startFrom = inject('pgliteStart') || undefined;
    return {
      config: { kind: 'pglite', dataDir: 'memory://', ...(startFrom ? { startFrom } : {}) },
      drop: async () => {},
    };
  }
  if (testDb !== 'postgres') throw new Error(`TEST_DB must be pglite or postgres, got "${testDb}"`);
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  const urlAs = (role?: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    if (role) {
      url.username = role;
      url.password = role;
    }
    return url.toString();
  };
  if (options.roles !== 'owner-and-serving') {
    await withAdmin((client) => client.query(`create database ${name}`));
    return {
      config: { kind: 'postgres', url: urlAs() },
      drop: () =>
        withAdmin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {}),
    };
  }
  const owner = `${name}_owner`;
  const serving = `${name}_app`;
  await withAdmin(async (client) => {
    await client.query(`create role ${owner} login password '${owner}'`);
    await client.query(`create role ${serving} login password '${serving}'`);
    await client.query(`create database ${name} owner ${owner}`);
  });
  return {
    config: { kind: 'postgres', url: urlAs(serving), ownerUrl: urlAs(owner) },
    drop: () =>
      withAdmin(async (client) => {
        await client.query(`drop database if exists ${name} with (force)`);
        await client.query(`drop role if exists ${serving}`);
        await client.query(`drop role if exists ${owner}`);
      }).then(() => {}),
  };
}

/**
 * An outage under a running app: PGlite is closed; a PostgreSQL test database is dropped with its connections
 * ended, so the pool's next connect is refused by the server (the app's `drop` tolerates it being gone).
 */
export async function takeDatabaseAway(config: DatabaseConfig, db: unknown): Promise<void> {
  if (config.kind === 'pglite') {
    await (db as { $client: { close: () => Promise<void> } }).$client.close();
    return;
  }
  const name = new URL(config.url).pathname.slice(1);
  await withAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
}
