import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_DIR } from '../src/config/paths.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder (tar) every in-memory test database starts from; '' on PostgreSQL runs. */
    pgliteStart: string;
  }
}

/**
 * A fresh PGlite spends seconds on its first start (initdb) and then on the migrations; over the API tests' two
 * hundred databases that was a third of the PGlite run. Done once here, each database loads the dump instead.
 * The app still runs its migrations on it, and finds them applied.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if ((process.env.TEST_DB ?? 'pglite') !== 'pglite') {
    project.provide('pgliteStart', '');
    return undefined;
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'api-tests-'));
  const file = path.join(folder, 'migrated.tar');
  const client = new PGlite('memory://');
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
    const dump = await client.dumpDataDir('none');
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  project.provide('pgliteStart', file);
  return () => rm(folder, { recursive: true, force: true });
}
