import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_DIR } from '../src/config/paths.js';
import { openDatabase } from '../src/db/open-database.js';
import {
  adminUrl,
  stampedName,
  sweepStale,
  TEMPLATE_PREFIX,
  TEST_DATABASE_PREFIX,
  withAdmin,
} from './helpers/admin-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder (tar) every in-memory test database starts from; '' on PostgreSQL runs. */
    pgliteStart: string;
    /** A migrated PostgreSQL database every test database is copied from; '' on PGlite runs. */
    postgresTemplate: string;
  }
}

// Test wiring, outside the app's config (as in helpers/test-database.ts).

/**
 * Migrating an empty PostgreSQL database took seconds for each of the run's few hundred test databases (more than
 * the tests in most files). Done once here, each test database is a copy (`create database … template`); the app
 * still runs its migrations on it, and finds them applied. Other runs may share the server: each run has its own
 * template, and drops it at the end; one a killed run left, and its files' databases, are swept by a later run once
 * they are hours old.
 */
async function postgresTemplate(): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = stampedName(TEMPLATE_PREFIX);
  await withAdmin(async (client) => {
    // A killed run's per-file databases (and their roles) as well as its template.
    await sweepStale(client, TEST_DATABASE_PREFIX);
    await sweepStale(client, TEMPLATE_PREFIX);
    await client.query(`create database ${name}`);
  });
  const drop = () =>
    withAdmin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {});
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // The app's own path (under its advisory lock); no connection may stay open on a template while it is copied.
    const opened = await openDatabase({ kind: 'postgres', url: url.toString() });
    await opened.close();
  } catch (error) {
    await drop();
    throw error;
  }
  return { name, drop };
}

/**
 * A fresh PGlite spends seconds on its first start (initdb) and then on the migrations; over the API tests' two
 * hundred databases that was a third of the PGlite run. Done once here, each database loads the dump instead.
 * The app still runs its migrations on it, and finds them applied.
 */
async function pgliteStart(): Promise<{ file: string; remove: () => Promise<void> }> {
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
  return { file, remove: () => rm(folder, { recursive: true, force: true }) };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if ((process.env.TEST_DB ?? 'pglite') === 'postgres') {
    const template = await postgresTemplate();
    project.provide('pgliteStart', '');
    project.provide('postgresTemplate', template.name);
    return template.drop;
  }
  const start = await pgliteStart();
  project.provide('pgliteStart', start.file);
  project.provide('postgresTemplate', '');
  return start.remove;
}
