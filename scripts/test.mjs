// `npm test`: every check in order, stopping at the first failure, then one summary with each step's time against
// its share of the 25-minute budget (lib/budget.mjs).
import { againstShare, budgetLine } from './lib/budget.mjs';
import { buildAll } from './lib/build.mjs';
import { readCounts } from './lib/counts.mjs';
import { ensureDependencies } from './lib/deps.mjs';
import { CommandError, done, failLine, formatSeconds, step } from './lib/log.mjs';
import { bin, fromRoot } from './lib/paths.mjs';
import { run } from './lib/run.mjs';
import { ensureChromium, ensureNginx, ensurePostgres } from './lib/system.mjs';
import { listWorkspaces, workspaceName, workspaceScripts } from './lib/workspaces.mjs';

const defaultPgUrl = 'postgres://postgres@127.0.0.1:5432/postgres';
// Runners see a pipe (the output is also read for counts); keep their colours when a person is watching.
const testEnv = {
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}),
};

// The journeys' builds (tsc -b, current since the typecheck step, and the two Vite builds) need nothing the API steps
// make, and the PostgreSQL step leaves a core idle much of its time (its files wait on the database, child processes
// and sockets): when the journeys will run, the builds start with that step, and the journeys wait for them.
let builds;
const startBuilds = () => {
  builds ??= buildAll().then(
    () => null,
    (error) => error,
  );
  return builds;
};

// The API's PostgreSQL tests and the journeys' servers use one PostgreSQL server: started (or installed) once,
// the URL that logs in kept for both.
let postgres;
const postgresUrl = () => {
  postgres ??= ensurePostgres(process.env.PG_TEST_URL ?? defaultPgUrl, {
    isDefaultUrl: !process.env.PG_TEST_URL,
  });
  return postgres;
};

const npmScript = (workspaceDir, script) => {
  if (!workspaceScripts(workspaceDir)[script]) {
    throw new CommandError(`${workspaceDir}/package.json has no "${script}" script.`);
  }
  return { command: 'npm', args: ['run', script, '-w', workspaceName(workspaceDir)] };
};

const steps = [
  {
    name: 'lint',
    title: 'Lint: biome check ., the import rules (dependency-cruiser), the rule checks and the docs check',
    // The commands of `npm run lint`, one by one so each prints under this step.
    commands: () => [
      { command: bin('biome'), args: ['check', '.'] },
      { command: process.execPath, args: [fromRoot('scripts/check-imports.mjs')] },
      { command: process.execPath, args: [fromRoot('scripts/checks/index.mjs')] },
      { command: process.execPath, args: [fromRoot('scripts/check-docs.mjs')] },
    ],
  },
  {
    name: 'typecheck',
    title: 'Typecheck and build: tsc -b',
    commands: () => [{ command: bin('tsc'), args: ['-b'] }],
  },
  {
    name: 'unit',
    title: 'Unit tests: contracts, web and console (vitest)',
    runner: 'vitest',
    commands: () => [
      ...listWorkspaces()
        .filter((dir) => dir.startsWith('packages/') && workspaceScripts(dir).test)
        .map((dir) => npmScript(dir, 'test')),
      { command: bin('vitest'), args: ['run'], cwd: fromRoot('apps/web') },
      { command: bin('vitest'), args: ['run'], cwd: fromRoot('apps/admin') },
    ],
  },
  {
    name: 'api-pglite',
    title: 'API tests on PGlite',
    runner: 'vitest',
    commands: () => [npmScript('apps/api', 'test:pglite')],
  },
  {
    name: 'api-postgres',
    title: 'API tests on PostgreSQL',
    runner: 'vitest',
    prepare: async () => {
      if (selected.some((candidate) => candidate.name === 'e2e')) startBuilds();
      const url = await postgresUrl();
      // The scale test (test/scale) runs in this step: nginx in front of two API processes on PostgreSQL.
      await ensureNginx();
      return { PG_TEST_URL: url };
    },
    commands: () => [npmScript('apps/api', 'test:pg')],
  },
  {
    name: 'e2e',
    title: 'Chromium journeys (Playwright) on PostgreSQL',
    runner: 'playwright',
    prepare: async () => {
      const failed = await startBuilds();
      if (failed) throw failed;
      await ensureChromium();
      // Each Playwright worker's server runs on a database of its own on this server (e2e/support/database.ts).
      return { PG_TEST_URL: await postgresUrl() };
    },
    commands: () => [{ command: bin('playwright'), args: ['test', '-c', 'e2e/playwright.config.ts'] }],
  },
];

// Steps in one group run at once: lint barely uses a core while tsc -b works, and neither reads what the other
// writes. Groups run in order.
const groups = [['lint', 'typecheck'], ['unit'], ['api-pglite'], ['api-postgres'], ['e2e']];
const sortedNames = (names) => [...names].sort().join();
if (sortedNames(groups.flat()) !== sortedNames(steps.map((candidate) => candidate.name))) {
  throw new Error('scripts/test.mjs: every step belongs to exactly one group');
}

const runStep = async (current) => {
  step(current.title);
  const started = Date.now();
  let env = testEnv;
  let commands = [];
  try {
    env = { ...testEnv, ...(current.prepare ? await current.prepare() : {}) };
    commands = current.commands();
  } catch (error) {
    if (!(error instanceof CommandError)) throw error;
    return { code: 1, ms: Date.now() - started, counts: null, reason: error.message };
  }
  let output = '';
  let code = 0;
  for (const { command, args, cwd } of commands) {
    const result = await run(command, args, { cwd: cwd ?? fromRoot(), env, capture: true });
    output += result.output;
    code = result.code;
    if (code !== 0) break;
  }
  return { code, ms: Date.now() - started, counts: readCounts(current.runner, output) };
};

const printSummary = (results, installMs) => {
  process.stdout.write("\nSummary (time against each step's share of the budget)\n");
  if (installMs !== null)
    process.stdout.write(
      `  ·  ${'install'.padEnd(13)} ${''.padEnd(24)} ${againstShare('install', installMs)}\n`,
    );
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const current of selected) {
    const result = results.get(current.name);
    if (!result) {
      process.stdout.write(`  -  ${current.name.padEnd(13)} not run\n`);
      continue;
    }
    const ok = result.code === 0;
    const { counts } = result;
    const detail = counts ? `${counts.passed} passed, ${counts.failed} failed` : ok ? 'ok' : 'failed';
    process.stdout.write(
      `  ${ok ? '✔' : '✘'}  ${current.name.padEnd(13)} ${detail.padEnd(24)} ${againstShare(current.name, result.ms)}\n`,
    );
    passed += counts?.passed ?? 0;
    skipped += counts?.skipped ?? 0;
    // A failed step without readable counts (lint, typecheck, a crash) still counts as one failure.
    failed += counts && (ok || counts.failed > 0) ? counts.failed : ok ? 0 : 1;
  }
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
};

// `npm test -- e2e api-postgres` runs only the named steps (still in order); no names means all.
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !steps.some((candidate) => candidate.name === name));
if (unknown.length > 0) {
  failLine(
    `Unknown step ${unknown.join(', ')}; the steps are ${steps.map((candidate) => candidate.name).join(', ')}.`,
  );
  process.exit(2);
}
const selected = wanted.length > 0 ? steps.filter((candidate) => wanted.includes(candidate.name)) : steps;

const results = new Map();
const startedAll = Date.now();
let installMs = null;
let failure = '';
try {
  await ensureDependencies();
  installMs = Date.now() - startedAll;
  for (const group of groups) {
    const current = selected.filter((candidate) => group.includes(candidate.name));
    const finished = await Promise.all(current.map(runStep));
    for (const [index, candidate] of current.entries()) results.set(candidate.name, finished[index]);
    const failed = current.filter((candidate) => results.get(candidate.name).code !== 0);
    if (failed.length > 0) {
      const reasons = failed.map(
        (candidate) =>
          results.get(candidate.name).reason?.replace(/\.$/, '') ??
          `${candidate.name} failed (exit code ${results.get(candidate.name).code})`,
      );
      failure = `${reasons.join('; ')}; the later steps did not run.`;
      break;
    }
  }
} catch (error) {
  if (!(error instanceof CommandError)) throw error;
  failure = error.message;
}

const closingLine = printSummary(results, installMs);
process.stdout.write(`${budgetLine(Date.now() - startedAll)}\n`);
if (failure) failLine(failure);
else done(`All checks passed in ${formatSeconds(Date.now() - startedAll)}`);
process.stdout.write(`${closingLine}\n`);
process.exitCode = failure ? 1 : 0;
