import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '../../src/config/paths.js';
import { openDatabase } from '../../src/db/open-database.js';
import { freePort } from '../helpers/free-port.js';
import { nodeArgsFor } from '../helpers/node-entry.js';
import { isPostgresRun } from '../helpers/test-database.js';

// A stop always stops: a server whose stdout and stderr are pipes nobody reads any more (the reader closed them,
// or stalled with the pipe full) still exits within its grace delay after SIGTERM, started directly or by
// `npm start`. Writing a log line must never stand between a signal and the exit.

/** server.ts's grace delay (10 s), plus the time a loaded machine takes to run the exit. */
const SERVER_STOP_MS = 10_000 + 3000;
/** scripts/start.mjs kills its server 15 s after forwarding the signal, whatever the server does. */
const NPM_START_STOP_MS = 15_000 + 3000;
const REPO_ROOT = path.resolve(API_ROOT, '../..');

const children: ChildProcess[] = [];
const folder = mkdtempSync(path.join(tmpdir(), 'portal-stop-'));

// Each server starts from its own copy of one folder migrated here: migrating a fresh PGlite folder is half of a
// server's start, which these tests are not about.
const migrated = path.join(folder, 'migrated');
beforeAll(async () => {
  if (isPostgresRun) return;
  const opened = await openDatabase({ kind: 'pglite', dataDir: migrated });
  await opened.close();
}, 120_000);

/** A data folder of its own, already migrated. */
function dataDirOf(name: string): string {
  const dataDir = path.join(folder, name);
  cpSync(migrated, dataDir, { recursive: true });
  return dataDir;
}

afterAll(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(folder, { recursive: true, force: true });
});

/** Every request is logged at `info`: each one writes lines into the pipe. */
const ENV = {
  PATH: process.env.PATH ?? '',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'info',
  // npm start is in demo mode, whose support mail listener would take the fixed port another test may hold.
  SUPPORT_SMTP_PORT: '0',
  JOBS_POLL_MS: '0',
  WEB_DIST_DIR: path.join(folder, 'no-web'),
  ADMIN_DIST_DIR: path.join(folder, 'no-admin'),
};

/** The server as production's unit runs it (the compiled one while the build is current: helpers/node-entry.ts). */
function startServer(port: number): ChildProcess {
  const child = spawn(process.execPath, nodeArgsFor('src/server.ts'), {
    cwd: API_ROOT,
    env: {
      ...ENV,
      PORT: String(port),
      DATA_DIR: dataDirOf(`direct-${port}`),
      DEMO_MODE: 'false',
      ...secrets,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return child;
}

/** `npm start` is `node scripts/start.mjs`; --serve-only runs the build that is there (the test step built it). */
function startThroughNpmStart(port: number): ChildProcess {
  const child = spawn(process.execPath, ['scripts/start.mjs', '--serve-only'], {
    cwd: REPO_ROOT,
    env: { ...ENV, PORT: String(port), DATA_DIR: dataDirOf(`data-${port}`) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return child;
}

const secrets = {
  CODE_SECRET: 'stop-test-code-secret-of-32-characters',
  HOSTING_SECRET_KEY: 'stop-test-hosting-secret-of-32-chars!',
  FISCAL_IKPU_TOP_UP: '10305008002000000',
  FISCAL_PACKAGE_CODE: '1501143',
  VAT_PERCENT: '12',
};

async function waitUntilUp(port: number, child: ChildProcess): Promise<void> {
  // Demo mode seeds and starts its simulators first: over a minute on a loaded two-core machine.
  const until = Date.now() + 240_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server on ${port} did not answer`);
}

/** Requests whose log lines go into the pipe after its reader is gone (or has filled it). */
async function logLines(port: number, count: number): Promise<void> {
  for (let n = 0; n < count; n++) {
    await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.arrayBuffer(),
      () => undefined,
    );
  }
}

/** Milliseconds from SIGTERM to the exit, or null when still running after `withinMs`. */
async function stopTime(child: ChildProcess, withinMs: number): Promise<number | null> {
  const sent = Date.now();
  const exited = new Promise<number>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(0);
    else child.once('exit', () => resolve(Date.now() - sent));
  });
  child.kill('SIGTERM');
  const late = new Promise<null>((resolve) => setTimeout(() => resolve(null), withinMs).unref());
  return Promise.race([exited, late]);
}

function closeReader(child: ChildProcess): void {
  child.stdout?.destroy();
  child.stderr?.destroy();
}

/** The reader stays but reads nothing: the pipe fills and every further write would wait. */
function stallReader(child: ChildProcess): void {
  for (const stream of [child.stdout, child.stderr]) {
    stream?.removeAllListeners('data');
    stream?.pause();
  }
}

describe.runIf(!isPostgresRun)('a stop with a broken output pipe', () => {
  it('the server exits after SIGTERM when the reader of its output has closed it', async () => {
    const port = await freePort();
    const server = startServer(port);
    await waitUntilUp(port, server);
    closeReader(server);
    await logLines(port, 50);
    expect(await stopTime(server, SERVER_STOP_MS)).not.toBeNull();
  }, 300_000);

  it('the server exits after SIGTERM when the reader stopped reading and the pipe is full', async () => {
    const port = await freePort();
    const server = startServer(port);
    server.stdout?.on('data', () => {});
    server.stderr?.on('data', () => {});
    await waitUntilUp(port, server);
    stallReader(server);
    // Each request logs two lines of some 300 bytes: far past the pipe's 64 KiB and the reader's buffer.
    await logLines(port, 800);
    expect(await stopTime(server, SERVER_STOP_MS)).not.toBeNull();
  }, 300_000);

  it('npm start and its server exit after SIGTERM when the reader of their output has closed it', async () => {
    const port = await freePort();
    const start = startThroughNpmStart(port);
    await waitUntilUp(port, start);
    closeReader(start);
    await logLines(port, 50);
    expect(await stopTime(start, NPM_START_STOP_MS)).not.toBeNull();
    // The server itself (its own process group) is gone too: nothing answers on its port.
    const answered = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      () => true,
      () => false,
    );
    expect(answered).toBe(false);
  }, 300_000);

  it('npm start and its server exit after SIGTERM when the pipe is full', async () => {
    const port = await freePort();
    const start = startThroughNpmStart(port);
    start.stdout?.on('data', () => {});
    start.stderr?.on('data', () => {});
    await waitUntilUp(port, start);
    stallReader(start);
    await logLines(port, 800);
    expect(await stopTime(start, NPM_START_STOP_MS)).not.toBeNull();
    const answered = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      () => true,
      () => false,
    );
    expect(answered).toBe(false);
  }, 300_000);
});
