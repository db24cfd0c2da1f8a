// Idle benchmark: one API process in demo mode, no traffic, and the CPU time it spends in a quiet minute.
//   npm run bench:idle -w @portal/bench                (PGlite in a temp folder)
//   DATABASE_URL=postgres://… npm run bench:idle -w @portal/bench
// Knobs: BENCH_IDLE_SECONDS (60), BENCH_IDLE_SETTLE_SECONDS (70: start-up work and the first run of each
// once-a-minute schedule, which loads and compiles the code it runs, are not idling; with 10 the window caught those
// first runs and read four to six times the steady figure), BENCH_IDLE_BUDGET (0.5, % of one core; above it the
// bench fails).
// The server's CPU time comes from /proc/<pid>/stat, so other work on the machine hardly moves the figure.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const seconds = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
const settleSeconds = Number(process.env.BENCH_IDLE_SETTLE_SECONDS ?? 70);
const budgetPercent = Number(process.env.BENCH_IDLE_BUDGET ?? 0.5);
const databaseUrl = process.env.DATABASE_URL;
const here = path.dirname(fileURLToPath(import.meta.url));
const serverSource = path.join(here, '../apps/api/src/server.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-idle-'));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** utime + stime of a process in seconds (fields 14 and 15 of /proc/<pid>/stat, in clock ticks). */
function cpuSecondsOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis are fixed.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticksPerSecond = 100; // CLK_TCK on Linux
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const port = await freePort();
// The API itself, not a wrapper: node with tsx's loader runs the sources in this one process.
const server = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', serverSource], {
  cwd: here,
  env: {
    ...process.env,
    DEMO_MODE: 'true',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    // Any free port for the demo's support mail, so the bench runs beside another server.
    SUPPORT_SMTP_PORT: '0',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ADMIN_DIST_DIR: path.join(dataDir, 'no-admin'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const pid = server.pid;
if (!pid) throw new Error('the API did not start');

async function stop() {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

try {
  const health = `http://127.0.0.1:${port}/api/health`;
  const startedBy = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the API exited with ${server.exitCode}`);
    const ok = await fetch(health).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > startedBy) throw new Error('the API did not answer its health check within 120 s');
    await sleep(250);
  }
  await sleep(settleSeconds * 1000);
  const before = cpuSecondsOf(pid);
  const loadBefore = os.loadavg()[0] ?? 0;
  await sleep(seconds * 1000);
  const used = cpuSecondsOf(pid) - before;
  const loadAfter = os.loadavg()[0] ?? 0;
  const percent = (used / seconds) * 100;
  console.info(
    `Idle API process (demo mode, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, Node ${process.version}), ` +
      `no requests for ${seconds} s after ${settleSeconds} s of settling, load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}`,
  );
  console.info(
    `  CPU: ${used.toFixed(2)} s in ${seconds} s = ${percent.toFixed(2)} % of one core (budget ${budgetPercent} %)`,
  );
  if (percent > budgetPercent) {
    console.error(`  over budget: ${percent.toFixed(2)} % > ${budgetPercent} %`);
    process.exitCode = 1;
  }
} finally {
  await stop();
}
