import { PGlite } from '@electric-sql/pglite';
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

export interface OpenDatabase {
  db: Database;
  kind: DatabaseConfig['kind'];
  close: () => Promise<void>;
}

/** PGlite also accepts 'memory://' as its folder; tests use it. */
const isInMemory = (dataDir: string) => dataDir.startsWith('memory://');

/** Opens the database the config names and brings its schema up to date with the generated migrations. */
export async function openDatabase(
  config: DatabaseConfig,
  onLockCompromised: (error: Error) => void = () => {},
  onIdleClientError: (error: Error) => void = () => {},
): Promise<OpenDatabase> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    // An idle client whose connection the server ends (restart, failover) is dropped by the pool; without a
    // listener that error would crash the process.
    pool.on('error', onIdleClientError);
    const db = drizzleNodePg(pool, { schema });
    try {
      await migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }

  const release = isInMemory(config.dataDir) ? null : await lockDataDir(config.dataDir, onLockCompromised);
  const client = new PGlite(config.dataDir);
  const close = async () => {
    await client.close();
    await release?.();
  };
  try {
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    return { db, kind: 'pglite', close };
  } catch (error) {
    await close();
    throw error;
  }
}
