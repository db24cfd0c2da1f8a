import { inject } from 'vitest';
import type { DatabaseConfig } from '../../src/config/config.js';
import { adminUrl, stampedName, TEST_DATABASE_PREFIX, withAdmin } from './admin-database.js';

// TEST_DB=pglite (default): an in-memory PGlite. TEST_DB=postgres: a fresh database on PG_TEST_URL.
// This is test wiring, outside the app's config, so it reads the environment directly.
const testDb = process.env.TEST_DB ?? 'pglite';

export const isPostgresRun = testDb === 'postgres';
/** PG_TEST_ROLES=owner-and-serving runs every PostgreSQL test database with production's two roles. */
const defaultRoles = process.env.PG_TEST_ROLES === 'owner-and-serving' ? 'owner-and-serving' : 'one';

export interface TestDatabase {
  config: DatabaseConfig;
  drop: () => Promise<void>;
}

export interface TestDatabaseOptions {
  /**
   * 'owner-and-serving' (PostgreSQL): the database belongs to a role of its own that migrates
   * (DATABASE_OWNER_URL), and the app serves as another, neither a superuser, as in production. With 'one' the
   * admin URL's role does both. Default: PG_TEST_ROLES.
   */
  roles?: 'one' | 'owner-and-serving';
  /**
   * true: no schema at all, for tests of what migrates it or refuses it. Otherwise the database starts as a copy
   * of the one global-setup.ts migrated (the app's migrations then find nothing to do), except with two roles:
   * the copy's tables would belong to the admin role, so that database starts empty and its owner migrates it.
   */
  empty?: boolean;
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const roles = options.roles ?? defaultRoles;
  if (testDb === 'pglite') {
    // The migrated dump global-setup.ts made (absent when a file runs outside that setup: an empty start).
    const startFrom = options.empty ? undefined : inject('pgliteStart') || undefined;
    return {
      config: { kind: 'pglite', dataDir: 'memory://', ...(startFrom ? { startFrom } : {}) },
      drop: async () => {},
    };
  }
  if (testDb !== 'postgres') throw new Error(`TEST_DB must be pglite or postgres, got "${testDb}"`);
  const name = stampedName(TEST_DATABASE_PREFIX);
  const urlAs = (role?: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    if (role) {
      url.username = role;
      url.password = role;
    }
    return url.toString();
  };
  if (roles !== 'owner-and-serving') {
    const template = options.empty ? '' : inject('postgresTemplate');
    await withAdmin((client) =>
      client.query(`create database ${name}${template ? ` template ${template}` : ''}`),
    );
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
