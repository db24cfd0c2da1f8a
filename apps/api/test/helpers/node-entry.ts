import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { API_ROOT } from '../../src/config/paths.js';

// Tests that start the API (or one of its tools) as a process of its own run the compiled entry point, as
// production does, when the last build is newer than every source it was built from: tsx would first spend
// seconds of CPU compiling the sources in each child. After an edit that was not built yet they run the sources
// through tsx, so a test never runs the code from before the edit.

const REPO_ROOT = path.resolve(API_ROOT, '../..');
/** Each project the server is built from: its sources and the file `tsc -b` rewrites when it builds it. */
const PROJECTS = [
  { sources: path.join(API_ROOT, 'src'), built: path.join(API_ROOT, 'dist/tsconfig.tsbuildinfo') },
  ...['contracts', 'simulators'].map((name) => ({
    sources: path.join(REPO_ROOT, 'packages', name, 'src'),
    built: path.join(REPO_ROOT, 'packages', name, 'tsconfig.tsbuildinfo'),
  })),
];

function newestIn(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

let built: boolean | undefined;
/** True when every project's build is newer than all of its sources. */
export function isBuildCurrent(): boolean {
  built ??= PROJECTS.every(
    ({ sources, built: stamp }) => existsSync(stamp) && newestIn(sources) <= statSync(stamp).mtimeMs,
  );
  return built;
}

/**
 * Node's arguments to run `entry` (a path under apps/api/src, e.g. `src/server.ts`): the compiled file when the
 * build is current, else the source through tsx.
 */
export function nodeArgsFor(entry: string): string[] {
  const source = path.resolve(API_ROOT, entry);
  const compiled = path.join(API_ROOT, 'dist', path.relative(API_ROOT, source)).replace(/\.ts$/, '.js');
  return isBuildCurrent() && existsSync(compiled)
    ? [compiled]
    : ['--import', 'tsx', '--conditions=source', source];
}
