import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { abort, formatSeconds, note, step } from './log.mjs';
import { bin, fromRoot } from './paths.mjs';
import { run } from './run.mjs';

const webStampFile = fromRoot('node_modules', '.cache', 'portal', 'web-build-stamp');
// Everything the Vite build reads: the app, the contracts it bundles from source, and the installed tree.
const webInputs = [
  'apps/web',
  'packages/contracts/src',
  'packages/contracts/package.json',
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

const webInputHash = () => {
  const hash = createHash('sha256');
  const files = [...webInputs.flatMap(listFiles), 'node_modules/.install-stamp'].sort();
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

export const buildWeb = async () => {
  const wanted = webInputHash();
  const built = existsSync(fromRoot('apps/web/dist/index.html'));
  const stamp = existsSync(webStampFile) ? readFileSync(webStampFile, 'utf8').trim() : '';
  if (built && stamp === wanted) {
    step('Web app is up to date (apps/web/dist)');
    return;
  }
  step('Building the web app: vite build');
  const started = Date.now();
  const { code } = await run('npm', ['run', 'build', '--silent', '-w', '@portal/web'], { cwd: fromRoot() });
  if (code !== 0) abort('The web build failed; fix the errors above.');
  mkdirSync(path.dirname(webStampFile), { recursive: true });
  writeFileSync(webStampFile, `${wanted}\n`);
  note(`built in ${formatSeconds(Date.now() - started)}`);
};

export const buildAll = async () => {
  await buildTypeScript();
  await buildWeb();
};
