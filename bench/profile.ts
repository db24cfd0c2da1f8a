// Profile benchmark: GET /api/client/user/profile through the Fastify app, next to a bare node:http server
// doing the same token lookup and profile read with the API's own functions, on the same database.
//   npm run bench:profile -w @portal/bench            (PGlite in a temp folder)
//   DATABASE_URL=postgres://… npm run bench:profile -w @portal/bench
// Knobs: BENCH_SECONDS (10 per round), BENCH_ROUNDS (2), BENCH_CONNECTIONS (50), BENCH_LOG_LEVEL (warn).
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { runLoad } from './load.js';
import { bareProfileServer, buildBenchApp, registerBenchUser } from './profile-app.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const databaseUrl = process.env.DATABASE_URL;

const { app, dataDir } = await buildBenchApp(databaseUrl);
await app.listen({ port: 0, host: '127.0.0.1' });
const token = await registerBenchUser(app);
const bare = bareProfileServer(app);
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));

const portOf = (server: http.Server) => (server.address() as AddressInfo).port;
const urls = {
  fastify: `http://127.0.0.1:${portOf(app.server)}/api/client/user/profile`,
  bare: `http://127.0.0.1:${portOf(bare)}/api/client/user/profile`,
};

for (const url of Object.values(urls)) {
  const check = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (check.status !== 200) throw new Error(`${url} answered ${check.status}`);
}

// Alternating rounds, so that a burst of other work on the machine hits both servers alike.
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const samples: Record<keyof typeof urls, number[]> = { fastify: [], bare: [] };
// CPU time of this process (both servers live in it, one loaded at a time) per answered request: unlike req/s
// it hardly moves when other work shares the machine, so it shows what the framework adds on a busy machine.
const cpu: Record<keyof typeof urls, { micros: number; requests: number }> = {
  fastify: { micros: 0, requests: 0 },
  bare: { micros: 0, requests: 0 },
};
// The machine's load average after each round, printed beside it: other work on the machine moves req/s.
const loads: Record<keyof typeof urls, number[]> = { fastify: [], bare: [] };
for (const url of Object.values(urls)) await runLoad({ url, token, connections, seconds: 2 }); // warm-up: JIT, pool, caches
for (let round = 0; round < rounds; round++) {
  for (const name of ['bare', 'fastify'] as const) {
    const cpuBefore = process.cpuUsage();
    const result = await runLoad({ url: urls[name], token, connections, seconds });
    const used = process.cpuUsage(cpuBefore);
    cpu[name].micros += used.user + used.system;
    cpu[name].requests += result.requests.total;
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    }
    samples[name].push(result.requests.average);
    loads[name].push(os.loadavg()[0] ?? 0);
  }
}
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const results = { fastify: mean(samples.fastify), bare: mean(samples.bare) };

const database = databaseUrl ? 'PostgreSQL' : 'PGlite';
const ratio = results.fastify / results.bare;
const perRound = (values: number[], name: keyof typeof urls) =>
  values.map((value, round) => `${value.toFixed(0)} at load ${loads[name][round]?.toFixed(1)}`).join(', ');
console.info(
  `GET /api/client/user/profile, ${connections} connections, ${rounds} x ${seconds} s each, ${database}, ` +
    `Node ${process.version}, load average ${os.loadavg()[0]?.toFixed(1)}`,
);
console.info(
  `  fastify app : ${results.fastify.toFixed(0)} req/s  (rounds: ${perRound(samples.fastify, 'fastify')})`,
);
console.info(`  bare http   : ${results.bare.toFixed(0)} req/s  (rounds: ${perRound(samples.bare, 'bare')})`);
console.info(`  ratio       : ${ratio.toFixed(2)} (goal >= 0.90)`);
const cpuPerRequest = (name: keyof typeof urls) => cpu[name].micros / Math.max(1, cpu[name].requests);
console.info(
  `  CPU/request : fastify ${cpuPerRequest('fastify').toFixed(0)} µs, bare ${cpuPerRequest('bare').toFixed(0)} µs ` +
    `(ratio ${(cpuPerRequest('bare') / cpuPerRequest('fastify')).toFixed(2)}; goal: fastify within 15 % of bare)`,
);

await new Promise((resolve) => bare.close(resolve));
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
