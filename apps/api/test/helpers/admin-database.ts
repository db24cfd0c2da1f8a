import { randomBytes } from 'node:crypto';
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

/** The run's template (global-setup.ts) and each file's databases, with the roles of their owner and server. */
export const TEMPLATE_PREFIX = 'api_template_';
export const TEST_DATABASE_PREFIX = 'api_test_';
/** Older than any run: a database or role this old was left by a run that was killed before its teardown. */
const STALE_AFTER_SECONDS = 3 * 60 * 60;

/**
 * `<prefix><seconds since 1970>_<random>`: the name says when it was made, so a later run can sweep what a killed
 * run left (sweepStale). Other runs may share the server, so nothing younger than any run is touched.
 */
export const stampedName = (prefix: string): string =>
  `${prefix}${Math.floor(Date.now() / 1000)}_${randomBytes(6).toString('hex')}`;

const madeAt = (prefix: string, name: string): number =>
  Number(new RegExp(`^${prefix}(\\d+)_[0-9a-f]+(?:_owner|_app)?$`).exec(name)?.[1]);

/** Drops the databases, then the roles (a role owning a database cannot go first), that `prefix` names and are stale. */
export async function sweepStale(client: pg.Client, prefix: string): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const isStale = (name: string) => {
    const made = madeAt(prefix, name);
    return made > 0 && now - made > STALE_AFTER_SECONDS;
  };
  const databases = await client.query<{ name: string }>(
    'select datname as name from pg_database where starts_with(datname, $1)',
    [prefix],
  );
  for (const { name } of databases.rows.filter((row) => isStale(row.name))) {
    await client.query(`drop database if exists ${name} with (force)`);
  }
  const roles = await client.query<{ name: string }>(
    'select rolname as name from pg_roles where starts_with(rolname, $1)',
    [prefix],
  );
  for (const { name } of roles.rows.filter((row) => isStale(row.name))) {
    await client.query(`drop role if exists ${name}`);
  }
}
