import pg from 'pg';

// The journey server's database. PostgreSQL by default: a database of its own per worker on PG_TEST_URL's server
// (as the API tests use), production's engine in a process of its own, where PGlite runs as WASM in the server's
// event loop and slowed every request of the journeys and their first start (migrations and the demo seed).
// E2E_DB=pglite runs them on the demo's embedded database instead (`npm start` without DATABASE_URL).

const adminUrl = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface JourneyDatabase {
  /** What the server's environment adds: DATABASE_URL on PostgreSQL, nothing on PGlite (its DATA_DIR). */
  env: Record<string, string>;
  drop: () => Promise<void>;
}

async function asAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database named after the worker's port and process: the server migrates and seeds it. */
export async function createJourneyDatabase(port: number): Promise<JourneyDatabase> {
  const kind = process.env.E2E_DB ?? 'postgres';
  if (kind === 'pglite') return { env: {}, drop: async () => {} };
  if (kind !== 'postgres') throw new Error(`E2E_DB must be postgres or pglite, got "${kind}"`);
  const name = `e2e_${port}_${process.pid}`;
  const drop = () => asAdmin(`drop database if exists ${name} with (force)`);
  // A database of this name is one a killed run left behind.
  await drop();
  await asAdmin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString() }, drop };
}
