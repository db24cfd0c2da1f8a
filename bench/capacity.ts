// Capacity benchmark on PostgreSQL, with the API in processes of its own as production runs it:
//   - requests per second one process answers for the profile and the order list (straight to its port);
//   - memory one open live stream costs, and so how many one process holds in 1 GiB;
//   - how throughput grows from one process to two behind nginx (deploy/nginx.conf, the production proxy rules).
//   PG_BENCH_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:capacity -w @portal/bench
// A database of its own is created on that server and dropped afterwards.
// Knobs: BENCH_SECONDS (10 per load), BENCH_CONNECTIONS (50), BENCH_STREAMS (1000, one account's most).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostingPaths, liveEventPaths } from '@portal/contracts';
import pg from 'pg';
import { runLoad } from './load.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const streamCount = Number(process.env.BENCH_STREAMS ?? 1000);
const adminUrl = process.env.PG_BENCH_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiRoot = path.join(root, 'apps/api');
const NGINX = '/usr/sbin/nginx';
const GiB = 1024 ** 3;

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-capacity-'));
const children: ChildProcess[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function waitFor(url: string): Promise<void> {
  for (const until = Date.now() + 180_000; Date.now() < until; await sleep(300)) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
  }
  throw new Error(`${url} did not answer`);
}

const databaseName = `portal_capacity_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${databaseName}`);
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString();

function startApi(port: number): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DEMO_MODE: 'false',
      // Throw-away secrets: the bench database is dropped afterwards.
      CODE_SECRET: 'bench-code-secret-of-at-least-32-chars',
      HOSTING_SECRET_KEY: 'bench-hosting-secret-of-at-least-32-chars',
      FISCAL_IKPU_TOP_UP: '10305008002000000',
      FISCAL_PACKAGE_CODE: '1501143',
      VAT_PERCENT: '12',
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(folder, 'no-web'),
      ADMIN_DIST_DIR: path.join(folder, 'no-admin'),
      LIVE_STREAMS_PER_ACCOUNT: '1000',
      LIVE_STREAMS_PER_PROCESS: '1000000',
      RATE_LIMIT_LIVE_TICKETS_PER_ACCOUNT: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

/** Resident memory of a process, from /proc (what the kernel holds for it, heap and buffers alike). */
const rssOf = (pid: number) => {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  return Number(line?.[1] ?? 0) * 1024;
};

async function startNginx(ports: number[]): Promise<{ url: string; child: ChildProcess }> {
  const prefix = fs.mkdtempSync(path.join(folder, 'nginx-'));
  fs.mkdirSync(path.join(prefix, 'body'));
  const front = await freePort();
  const conf = fs
    .readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
    .replaceAll('__PREFIX__', prefix)
    .replaceAll('__LISTEN__', `127.0.0.1:${front}`)
    .replaceAll('__PROXY_CONF__', path.join(root, 'deploy/nginx/portal-proxy.conf'))
    .replaceAll('__UPSTREAMS__', ports.map((port) => `server 127.0.0.1:${port} max_fails=0;`).join(' '));
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), conf);
  const child = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: 'ignore' });
  children.push(child);
  const url = `http://127.0.0.1:${front}`;
  await waitFor(`${url}/api/health`);
  return { url, child };
}

async function requestsPerSecond(url: string, token: string): Promise<number> {
  const check = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = (await check.json()) as { status?: boolean };
  if (check.status !== 200 || body.status !== true) throw new Error(`${url} answered ${check.status}`);
  const report = await runLoad({ url, token, connections, seconds });
  if (report.non2xx > 0 || report.errors > 0) {
    throw new Error(`${url}: ${report.non2xx} non-2xx answers, ${report.errors} errors`);
  }
  return report.requests.average;
}

/** Opens one live stream (a ticket, then the event stream) and keeps it open; answers a closer. */
async function openStream(base: string, token: string): Promise<() => void> {
  const ticket = await fetch(`${base}${liveEventPaths.ticket}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await ticket.json()) as { data: { ticket: string } };
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}${liveEventPaths.stream}?ticket=${encodeURIComponent(data.ticket)}`,
      { headers: { accept: 'text/event-stream' }, agent: false },
      (response) => {
        if (response.statusCode !== 200) reject(new Error(`stream answered ${response.statusCode}`));
        response.on('data', () => {});
        resolve(() => request.destroy());
      },
    );
    request.on('error', () => {});
  });
}

try {
  const [first, second] = [await freePort(), await freePort()];
  const one = startApi(first);
  await waitFor(`http://127.0.0.1:${first}/api/health`);
  const direct = `http://127.0.0.1:${first}`;
  const registered = await fetch(`${direct}/api/client/user/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstname: 'Bench',
      lastname: 'Mark',
      sex: 'male',
      birthday: '1990-01-01',
      email: `capacity.${Date.now()}@example.uz`,
      phone_number: `+99890${String(Date.now()).slice(-7)}`,
      password: 'Bench#2024',
      password_confirmation: 'Bench#2024',
    }),
  });
  if (!registered.ok) throw new Error(`registration failed: ${await registered.text()}`);
  const token = ((await registered.json()) as { data: { access_token: string } }).data.access_token;
  const profile = `/api/client/user/profile`;

  // Warm-up: JIT, the pool, caches.
  await runLoad({ url: `${direct}${profile}`, token, connections, seconds: 2 });

  // Memory per open live stream: the growth of the process's resident memory from a fifth of the streams to
  // all of them (two points after the same warm-up, so what the first streams and the heap's own growth cost
  // does not count), each read once the process has settled.
  const closers: (() => void)[] = [];
  const openStreams = async (count: number) => {
    while (closers.length < count) closers.push(await openStream(direct, token));
    await sleep(5000);
    return rssOf(one.pid ?? 0);
  };
  const firstFifth = Math.floor(streamCount / 5);
  const before = await openStreams(firstFifth);
  const after = await openStreams(streamCount);
  const perStream = (after - before) / (streamCount - firstFifth);
  const withoutStreams = before - firstFifth * perStream;
  for (const close of closers) close();
  await sleep(2000);

  const profileRps = await requestsPerSecond(`${direct}${profile}`, token);
  const ordersRps = await requestsPerSecond(`${direct}${hostingPaths.orders}`, token);

  // One process, then two, behind nginx: alternating rounds, so a burst of other work hits both alike.
  startApi(second);
  await waitFor(`http://127.0.0.1:${second}/api/health`);
  const behindOne = await startNginx([first]);
  const behindTwo = await startNginx([first, second]);
  await runLoad({ url: `${behindTwo.url}${profile}`, token, connections, seconds: 5 }); // warms the second
  const oneRounds: number[] = [];
  const twoRounds: number[] = [];
  for (let round = 0; round < 2; round++) {
    oneRounds.push(await requestsPerSecond(`${behindOne.url}${profile}`, token));
    twoRounds.push(await requestsPerSecond(`${behindTwo.url}${profile}`, token));
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const [oneRps, twoRps] = [mean(oneRounds), mean(twoRounds)];

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.info(
    `Capacity, PostgreSQL, ${connections} connections, ${seconds} s per load, Node ${process.version}, ` +
      `${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)}`,
  );
  console.info(`  one process, GET profile     : ${profileRps.toFixed(0)} req/s`);
  console.info(`  one process, GET order list  : ${ordersRps.toFixed(0)} req/s`);
  console.info(
    `  live streams                 : ${firstFifth} -> ${streamCount} open, RSS ${kb(before)} -> ${kb(after)}: ` +
      `${kb(perStream)} each; ${Math.floor((GiB - withoutStreams) / perStream).toLocaleString('en')} in 1 GiB ` +
      `(the process without streams: ${kb(withoutStreams)})`,
  );
  console.info(
    `  behind nginx, GET profile    : 1 process ${oneRps.toFixed(0)}, 2 processes ${twoRps.toFixed(0)} req/s, ` +
      `ratio ${(twoRps / oneRps).toFixed(2)} (rounds ${oneRounds.map((n) => n.toFixed(0)).join(', ')} vs ` +
      `${twoRounds.map((n) => n.toFixed(0)).join(', ')})`,
  );
} finally {
  for (const child of children.reverse()) {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
  }
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
  fs.rmSync(folder, { recursive: true, force: true });
}
