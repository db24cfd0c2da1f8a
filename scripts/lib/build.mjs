import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { abort, formatSeconds, note, step } from './log.mjs';
import { bin, fromRoot } from './paths.mjs';
import { run } from './run.mjs';

// The two Vite apps: the customer portal and the operator console. Each is rebuilt only when what its build
// reads changed: its own folder, the contracts and the front-end kit it bundles from source, and the installed tree.
const viteApps = [
  { name: 'web app', workspace: '@portal/web', dir: 'apps/web', stamp: 'web-build-stamp' },
  { name: 'operator console', workspace: '@portal/admin', dir: 'apps/admin', stamp: 'admin-build-stamp' },
];
const sharedInputs = [
  'packages/contracts/src',
  'packages/contracts/package.json',
  'packages/web-kit/src',
  'packages/web-kit/package.json',
  'tsconfig.base.json',
];
const skippedDirs = new Set(['node_modules', 'dist', 'test-results', 'coverage']);

const listFiles = (relative) => {
  const absolute = fromRoot(relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => !skippedDirs.has(entry.name))
    .flatMap((entry) => listFiles(path.posix.join(relative, entry.name)));
};

const inputHash = (inputs) => {
  const hash = createHash('sha256');
  const files = [...inputs.flatMap(listFiles), 'node_modules/.install-stamp'].sort();
  for (const file of files) {
    if (!existsSync(fromRoot(file))) continue;
    hash.update(`${file}\n`);
    hash.update(readFileSync(fromRoot(file)));
  }
  return hash.digest('hex');
};

export const buildTypeScript = async () => {
  step('Compiling TypeScript: tsc -b');
  const started = Date.now();
  const { code } = await run(bin('tsc'), ['-b'], { cwd: fromRoot() });
  if (code !== 0) abort('TypeScript build failed; fix the errors above.');
  note(`compiled in ${formatSeconds(Date.now() - started)}`);
};

const buildViteApp = async ({ name, workspace, dir, stamp }) => {
  const stampFile = fromRoot('node_modules', '.cache', 'portal', stamp);
  const wanted = inputHash([dir, ...sharedInputs]);
  const built = existsSync(fromRoot(dir, 'dist', 'index.html'));
  const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  if (built && current === wanted) {
    step(`The ${name} is up to date (${dir}/dist)`);
    return;
  }
  step(`Building the ${name}: vite build`);
  const started = Date.now();
  const { code } = await run('npm', ['run', 'build', '--silent', '-w', workspace], { cwd: fromRoot() });
  if (code !== 0) abort(`The ${name} build failed; fix the errors above.`);
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, `${wanted}\n`);
  note(`built in ${formatSeconds(Date.now() - started)}`);
};

export const buildWeb = async () => {
  for (const viteApp of viteApps) await buildViteApp(viteApp);
};

export const buildAll = async () => {
  await buildTypeScript();
  await buildWeb();
};
