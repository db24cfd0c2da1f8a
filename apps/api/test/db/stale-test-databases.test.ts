import { afterAll, describe, expect, it } from 'vitest';
import { stampedName, sweepStale, TEST_DATABASE_PREFIX, withAdmin } from '../helpers/admin-database.js';
import { isPostgresRun } from '../helpers/test-database.js';

// A run killed before its teardown leaves its files' databases and roles on the shared server; the next run's
// global setup sweeps them once they are older than any run, and leaves a running run's alone.

const HOURS = 60 * 60;
const stampedAgo = (seconds: number) =>
  stampedName(TEST_DATABASE_PREFIX).replace(/_(\d+)_/, (_, made) => `_${Number(made) - seconds}_`);

const existing = (names: string[]) =>
  withAdmin(async (client) => {
    const databases = await client.query<{ name: string }>(
      'select datname as name from pg_database where datname = any($1)',
      [names],
    );
    const roles = await client.query<{ name: string }>(
      'select rolname as name from pg_roles where rolname = any($1)',
      [names],
    );
    return [...databases.rows, ...roles.rows].map((row) => row.name).sort();
  });

const stale = stampedAgo(4 * HOURS);
const young = stampedAgo(2 * HOURS);
const made = [stale, `${stale}_owner`, `${stale}_app`, young, `${young}_owner`];

afterAll(async () => {
  if (!isPostgresRun) return;
  await withAdmin(async (client) => {
    await client.query(`drop database if exists ${stale} with (force)`);
    await client.query(`drop database if exists ${young} with (force)`);
    for (const role of made.filter((name) => name.endsWith('_owner') || name.endsWith('_app')))
      await client.query(`drop role if exists ${role}`);
  });
});

describe.runIf(isPostgresRun)('sweeping what killed runs left', () => {
  it("drops a test database and its roles hours old, and keeps a younger one's", async () => {
    await withAdmin(async (client) => {
      for (const name of [stale, young]) {
        await client.query(`create role ${name}_owner login`);
        await client.query(`create database ${name} owner ${name}_owner`);
      }
      await client.query(`create role ${stale}_app login`);
    });
    expect(await existing(made)).toEqual([...made].sort());
    await withAdmin((client) => sweepStale(client, TEST_DATABASE_PREFIX));
    expect(await existing(made)).toEqual([young, `${young}_owner`].sort());
  });
});
