import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { createJourneyDatabase } from './database.js';
import { findFreePort } from './free-port.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface Portal {
  port: number;
  url: string;
  stop: () => Promise<void>;
}

/**
 * The environment of one journey server: demo mode on a fresh database of its own (support/database.ts adds
 * DATABASE_URL; without it, PGlite in DATA_DIR). DATA_DIR also holds its uploads.
 */
const serverEnv = (port: number, url: string): Record<string, string> => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  // The worker's process id too: a second run on this machine (another checkout) may pick the same free port
  // before either server has bound it, and two servers on one folder would break it.
  DATA_DIR: path.join(os.tmpdir(), `portal-e2e-${port}-${process.pid}`),
  DEMO_MODE: 'true',
  APP_URL: url,
  LOG_LEVEL: 'warn',
  // Demo mode's support mail listener on a free port: 2525 may be held by a demo server on this machine.
  SUPPORT_SMTP_PORT: '0',
  // Journeys wait on background jobs (mails with codes, provisioning, the registrar, exports), some chained. A
  // queued job wakes the runner at once (NOTIFY) and one due later runs at its time; this quarter-second safety
  // poll (30 s by default) dates from before those wake-ups and costs a few small queries a pass.
  JOBS_POLL_MS: '250',
  // A free certificate's journey waits for the watch's next round to see it issued: 30 s in production.
  HOSTING_SSL_WATCH_MS: '2000',
  // Some hundred registrations and log-ins: cheap password hashes (demo mode allows them; the production cost is
  // proven by the API's test/modules/auth/password.test.ts).
  PASSWORD_HASH_MEMORY_KIB: '64',
  PASSWORD_HASH_TIME_COST: '1',
  // The journeys register and log in more often than one person would in 15 minutes.
  RATE_LIMIT_LOGIN_PER_IP: '1000',
  RATE_LIMIT_LOGIN_PER_ACCOUNT: '1000',
  RATE_LIMIT_LOGIN_START_PER_IP: '1000',
  RATE_LIMIT_REGISTER_PER_IP: '1000',
  // Every journey comes from 127.0.0.1: the captchas, codes and passkey confirmations of some ninety journeys
  // pass the 30 a real visitor's address may ask for in 15 minutes (the limits themselves: API tests).
  RATE_LIMIT_CODE_REQUEST_PER_IP: '1000',
  RATE_LIMIT_CODE_CHECK_PER_IP: '1000',
  // Passkeys: WebAuthn takes no IP address as its relying party, so the passkey journeys
  // open the app at http://localhost:<port>; the rest keep using 127.0.0.1.
  WEBAUTHN_RP_ID: 'localhost',
  WEBAUTHN_ORIGINS: `http://localhost:${port},${url}`,
});

/** A first start migrates and seeds a fresh database; a busy machine has needed more than a minute. */
const START_MS = 150_000;

async function waitUntilUp(url: string, child: ChildProcess, errors: () => string): Promise<void> {
  const until = Date.now() + START_MS;
  while (Date.now() < until) {
    if (child.exitCode !== null)
      throw new ServerExited(
        `the journey server exited (${child.exitCode}):\n${errors()}`,
        /EADDRINUSE|already in use/i.test(errors()),
      );
    const up = await fetch(`${url}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the journey server at ${url} did not answer within ${START_MS / 1000} s:\n${errors()}`);
}

/**
 * Starts the built portal (serve-built-app.mjs) for one Playwright worker. Each worker has its own server and
 * database, so journeys in different workers never see each other's customers, news or tariffs.
 */
export async function startPortal(firstPort: number): Promise<Portal> {
  let from = firstPort;
  for (let attempt = 1; ; attempt += 1) {
    const port = await findFreePort(from);
    try {
      return await startPortalOn(port);
    } catch (error) {
      // A port found free may be taken before the server binds it (the server only listens once migrated and
      // seeded): the next port, a few times.
      if (!(error instanceof ServerExited) || !error.portTaken || attempt === 3) throw error;
      from = port + 1;
    }
  }
}

class ServerExited extends Error {
  constructor(
    message: string,
    readonly portTaken: boolean,
  ) {
    super(message);
  }
}

async function startPortalOn(port: number): Promise<Portal> {
  const url = `http://127.0.0.1:${port}`;
  const database = await createJourneyDatabase(port);
  const child = spawn(process.execPath, ['e2e/support/serve-built-app.mjs'], {
    cwd: repoRoot,
    env: { ...process.env, ...serverEnv(port, url), ...database.env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    // Kept for the failure message, and passed on: a warning the server logs belongs in the run's output.
    stderr = `${stderr}${chunk}`.slice(-20_000);
    process.stderr.write(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // One SIGTERM: the server closes its database and exits; a second signal would make it exit at once.
      child.kill('SIGTERM');
      const late = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(late);
    }
    await database.drop();
  };
  try {
    await waitUntilUp(url, child, () => stderr);
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    await database.drop();
    throw error;
  }
  return { port, url, stop };
}
