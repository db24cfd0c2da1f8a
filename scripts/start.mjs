// `npm start`: install when needed, build, then serve the portal in demo mode from the compiled API (on PGlite,
// or on PostgreSQL with DATABASE_URL: then as two roles, lib/database-roles.mjs).
// `npm start -- --serve-only` serves what is installed and built, without checking either (tests, a second run).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildAll } from './lib/build.mjs';
import { databaseRoles } from './lib/database-roles.mjs';
import { ensureDependencies } from './lib/deps.mjs';
import { CommandError, failLine, step } from './lib/log.mjs';
import { fromRoot } from './lib/paths.mjs';

const serverEntry = fromRoot('apps/api/dist/src/server.js');
const serveOnly = process.argv.slice(2).includes('--serve-only');
/** The server ends a stop within 10 s (its grace delay); past this, it is killed: a stop always stops. */
const STOP_DEADLINE_MS = 15_000;

// Our output is a pipe whose reader may be gone; a failed write must not kill this script before its server.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});

const serve = async () => {
  const env = {
    ...process.env,
    PORT: process.env.PORT ?? '8080',
    DATA_DIR: process.env.DATA_DIR ?? fromRoot('data'),
    DEMO_MODE: process.env.DEMO_MODE ?? 'true',
    // PostgreSQL (DATABASE_URL): an owner role migrates, a serving role with row privileges only answers.
    ...(await databaseRoles(process.env)),
  };
  const where = env.DATABASE_URL ? 'PostgreSQL' : `data in ${env.DATA_DIR}`;
  // Production is NODE_ENV=production (the server then refuses demo mode and missing secrets); DEMO_MODE=false
  // alone is a development server with the real integrations.
  const mode =
    env.NODE_ENV === 'production' ? 'production' : env.DEMO_MODE === 'false' ? 'demo mode off' : 'demo mode';
  step(`Starting the portal (${mode}, port ${env.PORT}, ${where})`);
  // Own process group: Ctrl-C in the terminal reaches only this script, which forwards it once. The
  // server treats a second signal as "exit now", so a doubled SIGINT would skip the graceful shutdown.
  const server = spawn(process.execPath, [serverEntry], {
    cwd: fromRoot(),
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  let lastForwarded = 0;
  let deadline;
  const forward = (signal) => {
    // npm forwards the terminal's signal to us as well; pass a burst on once, a later press again.
    if (Date.now() - lastForwarded < 1000) return;
    lastForwarded = Date.now();
    server.kill(signal);
    // Whatever the server does with it, it is gone by the deadline.
    deadline ??= setTimeout(() => server.kill('SIGKILL'), STOP_DEADLINE_MS);
  };
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  process.on('SIGHUP', forward);
  process.on('exit', () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
  });
  server.on('exit', (code, signal) => {
    clearTimeout(deadline);
    process.exitCode = code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1);
  });
};

try {
  if (!serveOnly) {
    await ensureDependencies();
    await buildAll();
  }
  if (!existsSync(serverEntry)) {
    throw new CommandError(`The build did not produce ${serverEntry}; check apps/api/tsconfig.json.`);
  }
  await serve();
} catch (error) {
  if (!(error instanceof CommandError)) throw error;
  failLine(error.message);
  process.exitCode = 1;
}
