import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { abort, formatSeconds, note, step } from './log.mjs';
import { fromRoot } from './paths.mjs';
import { run } from './run.mjs';
import { listWorkspaces } from './workspaces.mjs';

// Inside node_modules on purpose: deleting node_modules also deletes the proof that it was installed.
const stampFile = fromRoot('node_modules', '.install-stamp');

/** What the installed tree depends on: the lock, every package.json and the Node major (native add-ons). */
export const dependencyHash = () => {
  const hash = createHash('sha256');
  hash.update(`node ${process.versions.node.split('.')[0]}\n`);
  const files = [
    'package-lock.json',
    'package.json',
    ...listWorkspaces().map((dir) => `${dir}/package.json`),
  ];
  for (const file of files) {
    if (!existsSync(fromRoot(file))) continue;
    hash.update(`${file}\n`);
    hash.update(readFileSync(fromRoot(file)));
  }
  return hash.digest('hex');
};

const readStamp = () => (existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '');

/** Installs dependencies when node_modules is missing or was installed from other manifests. */
export const ensureDependencies = async () => {
  const wanted = dependencyHash();
  if (readStamp() === wanted) {
    step('Dependencies are up to date');
    return;
  }
  const hasLock = existsSync(fromRoot('package-lock.json'));
  const args = hasLock ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'];
  step(
    existsSync(fromRoot('node_modules'))
      ? `Dependencies changed: npm ${args[0]}`
      : `Installing dependencies: npm ${args[0]}`,
  );
  const started = Date.now();
  const { code } = await run('npm', args, {
    env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', npm_config_update_notifier: 'false' },
  });
  if (code !== 0) {
    abort(
      hasLock
        ? 'npm ci failed. If it says package.json and package-lock.json are out of sync, run `npm install` and commit package-lock.json.'
        : 'npm install failed; see the npm output above.',
    );
  }
  // Hash again: a lockfile-less install writes package-lock.json.
  writeFileSync(stampFile, `${dependencyHash()}\n`);
  note(`installed in ${formatSeconds(Date.now() - started)}`);
};
