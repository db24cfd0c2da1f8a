import { apiPaths, devPaths } from '@portal/contracts';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { DEMO_LOGIN } from './composition/demo-seed.js';
import { ConfigError, parseConfig } from './config/config.js';
import { listenProblem } from './config/listen-problem.js';
import { DataDirLockedError } from './db/folder-lock.js';
import { ServingRoleError } from './db/serving-role.js';
import { connectionDrain } from './lib/connection-drain.js';
import { ignoreOutputErrors } from './lib/process-output.js';
import { DEMO_STAFF } from './modules/staff/demo-staff.js';

// Start-up: parse the config, build, listen, print where to go; shut down gracefully on a signal.

/**
 * A stop drains the requests in flight and ends within this delay whatever happens: the systemd unit's
 * TimeoutStopSec (deploy/systemd/portal-api@.service) is longer, and a running job's lease (30 s) outlives it.
 */
const SHUTDOWN_GRACE_MS = 10_000;
/** The part of it spent letting keep-alive connections close from nginx's side (lib/connection-drain.ts). */
const DRAIN_MS = 5000;

async function start() {
  // Output is a pipe whose reader may be gone: losing lines is fine, dying of it or hanging on it is not.
  ignoreOutputErrors();
  const config = parseConfig(process.env);
  const app = await buildApp(config);
  const connections = connectionDrain(app.server);
  // A callback hook: every request passes it, and an async one made a promise for each.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.headers.accept?.includes('text/event-stream')) connections.markStreaming(request.raw.socket);
    done();
  });
  // Before Fastify closes the server; the live streams close in their own preClose hook.
  app.addHook('preClose', async () => connections.drain(DRAIN_MS));

  // No logger for close-with-grace: its exit paths (the delay's end, a second signal) would write a line before
  // process.exit, and a write must never stand between a stop and the exit. Our own line goes through pino's
  // non-blocking destination (lib/process-output.ts).
  closeWithGrace({ delay: SHUTDOWN_GRACE_MS, logger: false }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host }).catch((error: unknown) => {
    throw listenProblem(error, { port: 'PORT', host: 'HOST' }, config);
  });
  const database = config.database.kind === 'pglite' ? `PGlite in ${config.database.dataDir}` : 'PostgreSQL';
  console.info(`\nPortal:   ${config.appUrl}/`);
  console.info(`API docs: ${config.appUrl}${apiPaths.docs}`);
  console.info(`Database: ${database}`);
  if (config.demoMode) {
    console.info(`Demo mode. Log in as ${DEMO_LOGIN.email} with the password ${DEMO_LOGIN.password}`);
    console.info(`Demo outbox: ${config.appUrl}${devPaths.outboxPage} (answers only this machine)`);
    console.info(
      `Console:  ${config.appUrl}/admin/ as ${Object.values(DEMO_STAFF.emails).join(', ')} with the password ${DEMO_STAFF.password}`,
    );
    console.info(
      `          and a code from an authenticator app set up with the TOTP secret ${DEMO_STAFF.totpSecret}\n`,
    );
  }
}

start().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof ServingRoleError
  ) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    console.error('Cannot start:', error);
  }
  process.exit(1);
});
