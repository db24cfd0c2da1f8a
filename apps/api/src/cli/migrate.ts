import { pathToFileURL } from 'node:url';
import { ConfigError, parseDatabaseConfig } from '../config/config.js';
import { openDatabase } from '../db/open-database.js';
import { ServingRoleError } from '../db/serving-role.js';

// The deploy bundle's one-shot migration (deploy/systemd/portal-migrate.service), run before the API processes:
// as the owner role (DATABASE_OWNER_URL) it applies every migration under the migrations' advisory lock and grants
// the serving role (DATABASE_URL) what serving needs. The processes themselves never change the schema in
// production, so they never hold the owner's password.

/** Migrates the database the environment names; answers the exit code. */
export async function migrate(env: Record<string, string | undefined>, write: (line: string) => void) {
  const database = parseDatabaseConfig(env);
  if (database.kind !== 'postgres' || !database.ownerUrl) {
    throw new ConfigError([
      'DATABASE_OWNER_URL and DATABASE_URL are both required: the owner migrates, the serving role is granted',
    ]);
  }
  const opened = await openDatabase(database, { migrate: true });
  await opened.close();
  write('migrations applied; the serving role has its grants');
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  migrate(process.env, (line) => process.stdout.write(`${line}\n`)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      const known = error instanceof ConfigError || error instanceof ServingRoleError;
      process.stderr.write(`Cannot migrate: ${known ? (error as Error).message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
