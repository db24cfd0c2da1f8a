import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseConfig } from '../config/config.js';
import { MIGRATIONS_DIR } from '../config/paths.js';
import type { Database } from './database.js';
import { lockDataDir } from './folder-lock.js';
import * as schema from './schema.js';
import { grantServingRole, servingRoleOf } from './serving-role.js';

/** The connection pool's use right now (the metrics); PGlite is one connection in this process, no pool. */
export interface PoolUse {
  max: number;
  total: number;
  idle?: number;
  waiting?: number;
}

export interface OpenDatabase {
  db: Database;
  kind: DatabaseConfig['kind'];
  close: () => Promise<void>;
  poolUse: () => PoolUse;
}

export interface OpenOptions {
  onLockCompromised?: (error: Error) => void;
  onIdleClientError?: (error: Error) => void;
  /**
   * false: leave the schema as it is and refuse a database that is behind (tools that only read, such as the
   * ledger check, must not change the database they look at). Default true.
   */
  migrate?: boolean;
  /**
   * Work that must follow the migrations before anyone uses the database (the demo seed): on PostgreSQL it runs
   * under the migrations' advisory lock, so a second process starting at once waits, then finds it done.
   */
  afterMigrate?: (db: Database) => Promise<void>;
}

/** PGlite also accepts 'memory://' as its folder; tests use it. */
const isInMemory = (dataDir: string) => dataDir.startsWith('memory://');

/** Any fixed number: every process migrating this database takes the same PostgreSQL advisory lock. */
const MIGRATION_LOCK_KEY = 7_310_921_004;

export class DatabaseNotMigratedError extends Error {
  constructor(applied: number, known: number) {
    super(
      `the database has ${applied} of ${known} migrations applied; start the server once to migrate it, then run this again`,
    );
    this.name = 'DatabaseNotMigratedError';
  }
}

/**
 * Two processes starting at once on an empty database would both create the same types and tables; under the
 * advisory lock the second waits, then finds every migration applied.
 */
async function migrateUnderLock(
  pool: pg.Pool,
  afterMigrate?: (db: Database, client: pg.PoolClient) => Promise<void>,
): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const db = drizzleNodePg(client, { schema });
      await migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR });
      await afterMigrate?.(db, client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/**
 * Two roles: the owner migrates, grants the serving role its privileges and seeds, all under the lock; the
 * serving pool only checks who it is (never a superuser, never an owner of tables).
 */
async function migrateAsOwner(
  serving: pg.Pool,
  ownerUrl: string,
  afterMigrate: OpenOptions['afterMigrate'],
): Promise<void> {
  const role = await servingRoleOf(serving);
  const owner = new pg.Pool({ connectionString: ownerUrl, max: 2 });
  try {
    await migrateUnderLock(owner, async (db, client) => {
      await grantServingRole(client, role);
      await afterMigrate?.(db);
    });
  } finally {
    await owner.end();
  }
}

/** Refuses a database that misses migrations this code knows (drizzle records each applied one). */
async function assertMigrated(query: (text: string) => Promise<{ rows: unknown[] }>): Promise<void> {
  const { applied, known } = await migrationCounts(query);
  if (applied < known) throw new DatabaseNotMigratedError(applied, known);
}

/** Migrations this code knows and how many the database has applied (readiness compares them). */
export async function migrationCounts(
  query: (text: string) => Promise<{ rows: unknown[] }>,
): Promise<{ applied: number; known: number }> {
  const known = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).length;
  let applied = 0;
  try {
    const { rows } = await query('select count(*)::int as applied from drizzle.__drizzle_migrations');
    applied = (rows[0] as { applied: number } | undefined)?.applied ?? 0;
  } catch {
    // No migrations table: nothing was ever applied.
  }
  return { applied, known };
}

/** Opens the database the config names and brings its schema up to date (unless told not to). */
export async function openDatabase(config: DatabaseConfig, options: OpenOptions = {}): Promise<OpenDatabase> {
  const {
    onLockCompromised = () => {},
    onIdleClientError = () => {},
    migrate = true,
    afterMigrate,
  } = options;
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    // An idle client whose connection the server ends (restart, failover) is dropped by the pool; without a
    // listener that error would crash the process.
    pool.on('error', onIdleClientError);
    try {
      // A production process only serves: the migration unit (cli/migrate.ts, as the owner) ran before it.
      if (!migrate || config.servesOnly) await assertMigrated((text) => pool.query(text));
      else if (config.ownerUrl) await migrateAsOwner(pool, config.ownerUrl, afterMigrate);
      else await migrateUnderLock(pool, afterMigrate);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db: drizzleNodePg(pool, { schema }),
      kind: 'postgres',
      close: () => pool.end(),
      poolUse: () => ({
        max: pool.options.max ?? 10,
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    };
  }

  const release = isInMemory(config.dataDir) ? null : await lockDataDir(config.dataDir, onLockCompromised);
  const client =
    config.startFrom && isInMemory(config.dataDir)
      ? new PGlite(config.dataDir, { loadDataDir: new Blob([await readFile(config.startFrom)]) })
      : new PGlite(config.dataDir);
  const close = async () => {
    await client.close();
    await release?.();
  };
  try {
    const db = drizzlePglite(client, { schema });
    if (migrate) {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
      await afterMigrate?.(db);
    } else await assertMigrated((text) => client.query(text));
    return { db, kind: 'pglite', close, poolUse: () => ({ max: 1, total: 1 }) };
  } catch (error) {
    await close();
    throw error;
  }
}
