// Burst benchmark: 1,000 concurrent duplicate Payme PerformTransaction calls for one transaction, over real HTTP,
// on PostgreSQL (a fresh database made here and dropped afterwards). The API runs in its own process, as in
// production, so the load generator does not share its event loop. Prints calls/s and p50/p99 latency, and checks
// that the top-up was credited exactly once.
//   npm run bench:payme-burst -w @portal/bench
// Knobs: PG_BENCH_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_CALLS (1000).

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const adminUrl = process.env.PG_BENCH_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const calls = Number(process.env.BENCH_CALLS ?? 1000);
const name = `bench_${randomBytes(5).toString('hex')}`;
const admin = async (sql: string) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};
await admin(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;

const key = 'bench-payme-key';
const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const address = probe.address();
    probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
  });
});
const apiRoot = fileURLToPath(new URL('../apps/api/', import.meta.url));
const server = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/server.ts'], {
  cwd: apiRoot,
  env: {
    PATH: process.env.PATH ?? '',
    DATABASE_URL: url.toString(),
    HOST: '127.0.0.1',
    PORT: String(port),
    DEMO_MODE: 'false',
    CODE_SECRET: 'bench-code-secret-of-at-least-32-chars',
    HOSTING_SECRET_KEY: 'bench-hosting-secret-of-at-least-32-chars',
    PAYME_MERCHANT_ID: 'bench',
    PAYME_KEY: key,
    LOG_LEVEL: 'warn',
    JOBS_POLL_MS: '0',
    PROVIDER_AUTH_FAILURES_PER_IP: '100000',
  },
  stdio: 'inherit',
});
const base = `http://127.0.0.1:${port}`;
const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return response.json() as Promise<{ data?: Record<string, unknown> }>;
};
for (let tries = 0; ; tries++) {
  const up = await fetch(`${base}/api/health`).then(
    (response) => response.ok,
    () => false,
  );
  if (up) break;
  if (tries > 300) throw new Error('the API did not start');
  await new Promise((resolve) => setTimeout(resolve, 200));
}
try {
  const registered = await call('POST', '/api/client/user/auth/register', {
    firstname: 'Bench',
    lastname: 'Burst',
    email: `burst.${Date.now()}@example.uz`,
    birthday: '1990-01-01',
    sex: 'male',
    phone_number: `+99890${String(Date.now()).slice(-7)}`,
    password: 'Bench#2024',
    password_confirmation: 'Bench#2024',
  });
  const token = String(registered.data?.access_token);
  const auth = { authorization: `Bearer ${token}` };
  const invoice = await call(
    'POST',
    '/api/client/user/payment/merchant/create-invoice',
    { merchant: 'payme', amount: '5000' },
    auth,
  );
  const invoiceId = String(invoice.data?.invoice_id);
  const authorization = `Basic ${Buffer.from(`Paycom:${key}`).toString('base64')}`;
  const rpc = (method: string, params: Record<string, unknown>) =>
    fetch(`${base}/api/payments/payme`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify({ id: 1, method, params }),
    }).then((response) => response.json() as Promise<{ result?: { state?: number }; error?: unknown }>);
  const paymeId = `burst-${Date.now()}`;
  await rpc('CreateTransaction', {
    id: paymeId,
    time: Date.now(),
    amount: 500_000,
    account: { invoice_id: invoiceId },
  });

  const latencies: number[] = [];
  const started = performance.now();
  const replies = await Promise.all(
    Array.from({ length: calls }, async () => {
      const sent = performance.now();
      const reply = await rpc('PerformTransaction', { id: paymeId });
      latencies.push(performance.now() - sent);
      return reply;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0;
  const performed = replies.filter((reply) => reply.result?.state === 2).length;
  const profile = await call('GET', '/api/client/user/profile', undefined, auth);
  const balance = (profile.data?.accounts as { amount: number } | undefined)?.amount;
  console.info(`Payme PerformTransaction burst on PostgreSQL: ${calls} concurrent duplicate calls`);
  console.info(
    `  ${(calls / seconds).toFixed(0)} calls/s, p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms`,
  );
  console.info(
    `  answers with state 2: ${performed} of ${calls}; balance ${balance} som (credited once: ${balance === 5000})`,
  );
  if (balance !== 5000 || performed !== calls) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await admin(`drop database if exists ${name} with (force)`);
}
