// Paired profile benchmark: the Fastify app and the bare node:http baseline (profile-server.ts) each in a
// process of its own, loaded AT THE SAME TIME by two autocannon processes, each server's CPU time read from
// /proc/<pid>/stat. Both see the same machine load in the same seconds, so the CPU ratio holds still on a busy
// machine where profile.ts's alternating rounds move by ±10 % (Linux only; PostgreSQL only: two processes
// cannot share a PGlite folder).
//   DATABASE_URL=postgres://… npm run bench:profile-pair -w @portal/bench
// Knobs: BENCH_SECONDS (10 per round), BENCH_ROUNDS (3), BENCH_CONNECTIONS (50), BENCH_RATE (1000 req/s each).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { createInterface } from 'node:readline';
import { runLoad } from './load.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
// A fixed rate each (BENCH_RATE req/s, 0 for flat out): a server loaded flat out batches more work per wake-up
// the more requests it gets, so its CPU per request moves with its share of the machine; at the same rate below
// both servers' capacity, the two do the same number of requests in the same seconds.
const rate = Number(process.env.BENCH_RATE ?? 1000);
if (!process.env.DATABASE_URL) throw new Error('profile-pair needs DATABASE_URL (PostgreSQL)');

const serverScript = new URL('./profile-server.ts', import.meta.url).pathname;
type Kind = 'fastify' | 'bare';
const READY = 'profile-server ready ';

function startServer(kind: Kind): Promise<{ child: ChildProcess; port: number; token?: string }> {
  // Node with this process's own flags (tsx's loader, the source conditions), so the child's pid is the server's.
  const child = spawn(process.execPath, [...process.execArgv, serverScript, kind], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`${kind} server exited ${code}`)));
    if (!child.stdout) throw new Error('no stdout');
    // Log lines of the app may come first on the same stdout.
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith(READY)) resolve({ child, ...JSON.parse(line.slice(READY.length)) });
    });
  });
}

const ticksPerSecond = 100; // USER_HZ on Linux
/** utime + stime of the process, in µs. */
function cpuMicros(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / ticksPerSecond;
}

const fastify = await startServer('fastify');
const bare = await startServer('bare');
const token = fastify.token as string;
const servers = { fastify, bare } as const;
const pids = { fastify: fastify.child.pid as number, bare: bare.child.pid as number };
const url = (kind: Kind) => `http://127.0.0.1:${servers[kind].port}/api/client/user/profile`;

const totals: Record<Kind, { micros: number; requests: number }> = {
  fastify: { micros: 0, requests: 0 },
  bare: { micros: 0, requests: 0 },
};
const perRound: string[] = [];
const loadBoth = (duration: number) =>
  Promise.all(
    (['fastify', 'bare'] as const).map((kind) =>
      runLoad({ url: url(kind), token, connections, seconds: duration, rate }),
    ),
  );
await loadBoth(2); // warm-up: JIT, pool, caches
for (let round = 0; round < rounds; round++) {
  const before = { fastify: cpuMicros(pids.fastify), bare: cpuMicros(pids.bare) };
  const [fastifyResult, bareResult] = await loadBoth(seconds);
  const results = { fastify: fastifyResult!, bare: bareResult! };
  const roundCpu: Record<Kind, number> = { fastify: 0, bare: 0 };
  for (const kind of ['fastify', 'bare'] as const) {
    const result = results[kind];
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`${kind}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    }
    const micros = cpuMicros(pids[kind]) - before[kind];
    totals[kind].micros += micros;
    totals[kind].requests += result.requests.total;
    roundCpu[kind] = micros / Math.max(1, result.requests.total);
  }
  perRound.push(
    `${roundCpu.fastify.toFixed(0)}/${roundCpu.bare.toFixed(0)} µs at load ${os.loadavg()[0]?.toFixed(1)}`,
  );
}

const perRequest = (kind: Kind) => totals[kind].micros / Math.max(1, totals[kind].requests);
console.info(
  `GET /api/client/user/profile, paired, ${connections} connections each, ${rate || 'unlimited'} req/s each, ${rounds} x ${seconds} s, PostgreSQL, ` +
    `Node ${process.version}, load average ${os.loadavg()[0]?.toFixed(1)}`,
);
console.info(`  requests    : fastify ${totals.fastify.requests}, bare ${totals.bare.requests}`);
console.info(
  `  CPU/request : fastify ${perRequest('fastify').toFixed(0)} µs, bare ${perRequest('bare').toFixed(0)} µs ` +
    `(ratio ${(perRequest('bare') / perRequest('fastify')).toFixed(2)}; goal: fastify within 15 % of bare)`,
);
console.info(`  rounds      : ${perRound.join('; ')}`);
for (const { child } of Object.values(servers)) {
  child.removeAllListeners('exit');
  child.stdin?.end();
}
