import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';

// The component tests run several files in one jsdom and one module graph per worker (`isolate: false`): a fresh
// jsdom and a fresh React, router and i18n for every file made the portal's suite six times slower. A file
// that replaces or reloads modules (vi.mock, vi.doMock, vi.resetModules) cannot share them: its mock would leak
// into the files after it, or never apply to a module an earlier file loaded. Those files are found by reading
// them, so a new one is isolated without anyone keeping a list.

const TEST_FILE = /\.test\.tsx?$/;
const REPLACES_MODULES = /\bvi\.(mock|doMock|resetModules)\(/;

/** The test files under `folders` (relative to `root`) that replace or reload modules. */
export function filesReplacingModules(root: string, folders: string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => TEST_FILE.test(file))
      .map((file) => path.join(folder, file))
      .filter((file) => REPLACES_MODULES.test(readFileSync(path.join(root, file), 'utf8'))),
  );
}

/** Two projects: the shared one for every file but those, and an isolated one for those. */
export function componentTestProjects(root: string, folders: string[]): TestProjectInlineConfiguration[] {
  const own = filesReplacingModules(root, folders);
  const shared: TestProjectInlineConfiguration = {
    extends: true,
    test: { name: 'shared', isolate: false, exclude: [...configDefaults.exclude, ...own] },
  };
  const isolated: TestProjectInlineConfiguration = {
    extends: true,
    test: { name: 'isolated', isolate: true, include: own },
  };
  return own.length > 0 ? [shared, isolated] : [shared];
}
