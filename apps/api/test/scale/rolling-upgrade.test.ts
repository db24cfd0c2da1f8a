import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hostingPaths, liveEventPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '../helpers/customers.js';
import { readUnit, runUnit } from '../helpers/deploy-units.js';
import { freePort } from '../helpers/free-port.js';
import { NGINX, renderNginxConf } from '../helpers/nginx.js';
import { PRODUCTION_ENV } from '../helpers/production-env.js';
import { createTestDatabase, isPostgresRun, type TestDatabase } from '../helpers/test-database.js';

// A rolling upgrade as deploy/ runs it: the migration unit first (as the owner role), two API units in production
// mode behind nginx (deploy/nginx/portal-proxy.conf), then, under steady load, one process at a time is stopped
// with SIGTERM (systemd's KillSignal), started again and waited for until ready before the next. Not one request
// fails: the stopping process refuses new connections (nginx tries the other), serves what its open connections
// still carry with `Connection: close`, and leaves idle ones for nginx to close.

const runs = isPostgresRun && existsSync(NGINX);

/** The env file (deploy/portal.env.example) as an operator fills it; the providers are never reached here. */
const ENV_FILE = {
  ...PRODUCTION_ENV,
  CODE_SECRET: 'rolling-test-code-secret-of-32-characters',
  HOSTING_SECRET_KEY: 'rolling-test-hosting-secret-of-32-chars',
  REGISTRAR_API_URL: 'https://registrar.invalid',
  SMTP_URL: 'smtp://mail.invalid:25',
  LOG_LEVEL: 'warn',
  // The load asks a live ticket on every third request.
  RATE_LIMIT_LIVE_TICKETS_PER_ACCOUNT: '1000000',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The unit's own readiness check (ExecStartPost): /api/ready, or /api/health where readiness is not built yet. */
async function isReady(port: number): Promise<boolean> {
  const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
  if (ready.status !== 404) return ready.ok;
  return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

let database: TestDatabase;
let folder: string;
let base: string;
let serving: Record<string, string>;
const apis = new Map<number, ChildProcess>();
let nginx: ChildProcess | undefined;

function startApi(port: number): ChildProcess {
  const child = runUnit(readUnit('portal-api@.service', String(port)), {
    ...serving,
    WEB_DIST_DIR: path.join(folder, 'no-web'),
    ADMIN_DIST_DIR: path.join(folder, 'no-admin'),
    UPLOADS_DIR: path.join(folder, 'uploads'),
  });
  apis.set(port, child);
  return child;
}

beforeAll(async () => {
  if (!runs) return;
  database = await createTestDatabase({ roles: 'owner-and-serving' });
  if (database.config.kind !== 'postgres' || !database.config.ownerUrl) throw new Error('a PostgreSQL run');
  folder = mkdtempSync(path.join(tmpdir(), 'portal-rolling-'));
  serving = { ...ENV_FILE, DATABASE_URL: database.config.url };
  // The migration unit, with the env file and its own (migrate.env: the owner's URL).
  const migrate = runUnit(readUnit('portal-migrate.service'), {
    ...serving,
    DATABASE_OWNER_URL: database.config.ownerUrl,
  });
  let migrateErrors = '';
  migrate.stderr?.on('data', (chunk: Buffer) => {
    migrateErrors += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => migrate.once('exit', resolve));
  if (code !== 0) throw new Error(`the migration unit failed: ${migrateErrors}`);

  const ports = [await freePort(), await freePort()];
  for (const port of ports) startApi(port);
  for (const port of ports) await waitFor(() => isReady(port), `the API on ${port}`);
  const front = await freePort();
  const prefix = path.join(folder, 'nginx');
  const conf = renderNginxConf(prefix, {
    listen: `127.0.0.1:${front}`,
    upstreams: ports.map((port) => `127.0.0.1:${port}`),
  });
  nginx = spawn(NGINX, ['-p', prefix, '-c', conf], { stdio: 'ignore' });
  base = `http://127.0.0.1:${front}`;
  await waitFor(async () => (await fetch(`${base}/api/health`)).ok, 'nginx');
}, 240_000);

afterAll(async () => {
  for (const child of [...apis.values(), ...(nginx ? [nginx] : [])]) {
    child.kill('SIGTERM');
    await exited(child);
  }
  if (folder) rmSync(folder, { recursive: true, force: true });
  await database?.drop();
}, 60_000);

interface Outcome {
  ok: number;
  failed: string[];
  /** Answers each upstream (`127.0.0.1:<port>`) served. */
  served: Map<string, number>;
}

const servedBy = (outcome: Outcome, port: number) => outcome.served.get(`127.0.0.1:${port}`) ?? 0;

/** Enough answers from one process to show nginx sends it its share. */
const SHARE = 20;

/** Requests one after another until `stop`: the profile, the order list and a new live ticket (a POST). */
async function steadyLoad(token: string, outcome: Outcome, stop: { now: boolean }): Promise<void> {
  const auth = { authorization: `Bearer ${token}` };
  const requests = [
    () => fetch(`${base}/api/client/user/profile`, { headers: auth }),
    () => fetch(`${base}${hostingPaths.orders}`, { headers: auth }),
    () => fetch(`${base}${liveEventPaths.ticket}`, { method: 'POST', headers: auth }),
  ];
  for (let n = 0; !stop.now; n++) {
    const request = requests[n % requests.length];
    if (!request) continue;
    try {
      const response = await request();
      const body = await response.text();
      if (response.ok) {
        outcome.ok += 1;
        // "a, b" when nginx passed a refused connect on to the other process.
        for (const upstream of (response.headers.get('x-upstream') ?? '').split(', '))
          outcome.served.set(upstream, (outcome.served.get(upstream) ?? 0) + 1);
      } else outcome.failed.push(`${response.status} ${body.slice(0, 200)}`);
    } catch (error) {
      outcome.failed.push(String(error));
    }
  }
}

describe.runIf(runs)('a rolling upgrade behind nginx', () => {
  it('replaces each process in turn under steady load with no failed request', async () => {
    const registered = await fetch(`${base}/api/client/user/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(newCustomer()),
    });
    expect(registered.status).toBe(200);
    const { data } = (await registered.json()) as { data: { access_token: string } };

    const outcome: Outcome = { ok: 0, failed: [], served: new Map() };
    const stop = { now: false };
    const load = Promise.all(Array.from({ length: 4 }, () => steadyLoad(data.access_token, outcome, stop)));
    // Both processes carry the load before the first stops (a wait for that, not a fixed time).
    for (const port of apis.keys()) {
      await waitFor(async () => servedBy(outcome, port) >= SHARE, `answers from the process on ${port}`);
    }

    for (const port of [...apis.keys()]) {
      const old = apis.get(port);
      if (!old) throw new Error(`no process on ${port}`);
      const before = outcome.ok;
      old.kill('SIGTERM');
      await exited(old);
      expect(old.exitCode).toBe(0);
      startApi(port);
      await waitFor(() => isReady(port), `the new process on ${port}`);
      // The other process carried the load meanwhile; the new one takes its share again before the next stops.
      expect(outcome.ok).toBeGreaterThan(before);
      const servedBefore = servedBy(outcome, port);
      await waitFor(
        async () => servedBy(outcome, port) >= servedBefore + SHARE,
        `answers from the new process on ${port}`,
      );
    }
    stop.now = true;
    await load;

    expect(outcome.failed).toEqual([]);
    expect(outcome.ok).toBeGreaterThan(100);
    expect([...outcome.served.keys()].sort()).toEqual(
      [...apis.keys()].map((port) => `127.0.0.1:${port}`).sort(),
    );
  }, 300_000);
});
