import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hostingPaths, liveEventPaths, paymentPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '../../src/config/paths.js';
import { newCustomer } from '../helpers/customers.js';
import { freePort } from '../helpers/free-port.js';
import { openStream } from '../helpers/live.js';
import { NGINX, renderNginxConf } from '../helpers/nginx.js';
import { nodeArgsFor } from '../helpers/node-entry.js';
import { createTestDatabase, isPostgresRun, type TestDatabase } from '../helpers/test-database.js';

// Production's shape on one machine: deploy/nginx.conf in front of two API processes on one PostgreSQL. A
// customer registers, tops up through the Payme merchant endpoint, orders hosting and sees it provisioned,
// with requests spread over both processes; a login limit counted by one process holds in the other.

const PAYME_KEY = 'scale-test-payme-key';
const runs = isPostgresRun && existsSync(NGINX);

// Both processes start at once and migrate under one lock; a loaded CI machine once needed more than 60 s.
const waitFor = async (check: () => Promise<boolean>, what: string, timeoutMs = 120_000) => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
};

let database: TestDatabase;
let folder: string;
let base: string;
/** The two API processes' own ports, to reach one of them past nginx. */
let apiPorts: number[] = [];
const processes: ChildProcess[] = [];

function startApi(databaseUrl: string, ownerUrl: string, port: number, withPanel: boolean): ChildProcess {
  const child = spawn(process.execPath, nodeArgsFor('src/server.ts'), {
    cwd: API_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      // Production's two roles: the owner migrates and grants, the serving role answers (README: production).
      DATABASE_URL: databaseUrl,
      DATABASE_OWNER_URL: ownerUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      DEMO_MODE: 'false',
      CODE_SECRET: 'scale-test-code-secret-of-32-characters',
      HOSTING_SECRET_KEY: 'scale-test-hosting-secret-of-32-chars!!',
      PAYME_MERCHANT_ID: 'scale-merchant',
      PAYME_KEY,
      // nginx reaches the processes from loopback.
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '4',
      JOBS_POLL_MS: '200',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(folder, 'no-web'),
      // One process runs the fake ISPmanager and points the demo servers at it; both provision through it.
      HOSTING_PANEL_SIMULATOR: withPanel ? 'true' : 'false',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  processes.push(child);
  return child;
}

beforeAll(async () => {
  if (!runs) return;
  database = await createTestDatabase({ roles: 'owner-and-serving' });
  if (database.config.kind !== 'postgres' || !database.config.ownerUrl) throw new Error('a PostgreSQL run');
  const { url, ownerUrl } = database.config;
  folder = mkdtempSync(path.join(tmpdir(), 'portal-scale-'));
  const [first, second, front] = await Promise.all([freePort(), freePort(), freePort()]);
  apiPorts = [first, second];
  // Both at once on an empty database: the migrations' advisory lock lets both come up.
  startApi(url, ownerUrl, first, true);
  startApi(url, ownerUrl, second, false);
  for (const port of [first, second]) {
    await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok, `the API on ${port}`);
  }
  const prefix = path.join(folder, 'nginx');
  const conf = renderNginxConf(prefix, {
    listen: `127.0.0.1:${front}`,
    upstreams: [`127.0.0.1:${first}`, `127.0.0.1:${second}`],
  });
  processes.push(spawn(NGINX, ['-p', prefix, '-c', conf], { stdio: 'ignore' }));
  base = `http://127.0.0.1:${front}`;
  await waitFor(async () => (await fetch(`${base}/api/health`)).ok, 'nginx');
}, 240_000);

afterAll(async () => {
  for (const child of processes.reverse()) {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
  }
  if (folder) rmSync(folder, { recursive: true, force: true });
  await database?.drop();
}, 60_000);

// biome-ignore lint/suspicious/noExplicitAny: the envelope and JSON-RPC answers are read loosely; each assertion names its field
type Json = any;

async function api(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
  origin = base,
) {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json: Json = await response.json();
  return { status: response.status, upstream: response.headers.get('x-upstream'), json };
}

describe.runIf(runs)('two API processes behind nginx on one PostgreSQL', () => {
  it('register, top up through Payme, order hosting; the answers come from both processes', async () => {
    const customer = newCustomer();
    const registered = await api('POST', '/api/client/user/auth/register', customer);
    expect(registered.status).toBe(200);
    const auth = { authorization: `Bearer ${registered.json.data.access_token}` };
    const upstreams = new Set<string | null>([registered.upstream]);

    const invoice = await api(
      'POST',
      paymentPaths.createInvoice,
      { merchant: 'payme', amount: '50000' },
      auth,
    );
    expect(invoice.status).toBe(200);
    const payme = { authorization: `Basic ${Buffer.from(`Paycom:${PAYME_KEY}`).toString('base64')}` };
    const account = { invoice_id: String(invoice.json.data.invoice_id) };
    const rpc = (method: string, params: Record<string, unknown>) =>
      api('POST', paymentPaths.payme, { id: 1, method, params }, payme);
    const created = await rpc('CreateTransaction', {
      id: 'scale-1',
      time: Date.now(),
      amount: 5_000_000,
      account,
    });
    expect(created.json.result.state).toBe(1);
    const performed = await rpc('PerformTransaction', { id: 'scale-1' });
    expect(performed.json.result.state).toBe(2);
    upstreams.add(created.upstream).add(performed.upstream);

    const profile = await api('GET', '/api/client/user/profile', undefined, auth);
    expect(profile.json.data.accounts.amount).toBe(50000);
    const servers = await api('GET', hostingPaths.servers, undefined, auth);
    const serverId = servers.json.data[0].id as number;
    const tariffs = await api('GET', `${hostingPaths.tariffs}?server_id=${serverId}`, undefined, auth);
    const tariffId = tariffs.json.data[0].id as number;
    const order = await api(
      'POST',
      hostingPaths.createOrder,
      { tariff_id: tariffId, pay_type: '2592000' },
      auth,
    );
    expect(order.status).toBe(200);
    const orderUrl = hostingPaths.order.replace(':id', String(order.json.data.id));
    // Provisioned by whichever process's job runner claims the job.
    await waitFor(async () => {
      const current = await api('GET', orderUrl, undefined, auth);
      upstreams.add(current.upstream);
      return current.json.data.status === 'active';
    }, 'the order to become active');
    expect(upstreams.size).toBe(2);
  });

  it('shares a login limit between the two processes', async () => {
    const customer = newCustomer();
    expect((await api('POST', '/api/client/user/auth/register', customer)).status).toBe(200);
    const attempt = () =>
      api('POST', '/api/client/user/auth/login', { login: customer.email, password: 'Wrong#2024x' });
    const seen = new Set<string | null>();
    for (let i = 0; i < 4; i++) {
      const answer = await attempt();
      expect(answer.status).toBe(422);
      seen.add(answer.upstream);
    }
    expect(seen.size).toBe(2);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ status: false, code: 'RATE_LIMITED' });
  });

  it('a stream opened through nginx on one process gets a top-up made through the other', async () => {
    const registered = await api('POST', '/api/client/user/auth/register', newCustomer());
    const auth = { authorization: `Bearer ${registered.json.data.access_token}` };
    const ticket = await api('POST', liveEventPaths.ticket, undefined, auth);
    const { response, stream } = await openStream(base, `ticket=${ticket.json.data.ticket}`);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const streamingPort = apiPorts.find((port) => response.headers.get('x-upstream')?.endsWith(`:${port}`));
    const otherPort = apiPorts.find((port) => port !== streamingPort);
    expect(streamingPort && otherPort).toBeTruthy();
    const other = `http://127.0.0.1:${otherPort}`;

    const invoice = await api(
      'POST',
      paymentPaths.createInvoice,
      { merchant: 'payme', amount: '1000' },
      auth,
      other,
    );
    const payme = { authorization: `Basic ${Buffer.from(`Paycom:${PAYME_KEY}`).toString('base64')}` };
    const account = { invoice_id: String(invoice.json.data.invoice_id) };
    const rpc = (method: string, params: Record<string, unknown>) =>
      api('POST', paymentPaths.payme, { id: 1, method, params }, payme, other);
    await rpc('CreateTransaction', { id: 'scale-live', time: Date.now(), amount: 100_000, account });
    expect((await rpc('PerformTransaction', { id: 'scale-live' })).json.result.state).toBe(2);

    const event = await stream?.waitFor((one) => one.kind === 'balance', 10_000);
    expect(event?.payload).toEqual({ balance: 100_000, change: 100_000, reason: 'top_up' });
    stream?.close();
  });
});
