import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fromRoot } from './paths.mjs';

export const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Workspace folders (relative to the root) from the root package.json; only `dir` and `dir/*` forms are used. */
export const listWorkspaces = () => {
  const { workspaces = [] } = readJson(fromRoot('package.json'));
  return workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return existsSync(fromRoot(pattern, 'package.json')) ? [pattern] : [];
    const parent = pattern.slice(0, -2);
    if (!existsSync(fromRoot(parent))) return [];
    return readdirSync(fromRoot(parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(fromRoot(parent, entry.name, 'package.json')))
      .map((entry) => path.posix.join(parent, entry.name));
  });
};

export const workspaceScripts = (dir) => readJson(fromRoot(dir, 'package.json')).scripts ?? {};
export const workspaceName = (dir) => readJson(fromRoot(dir, 'package.json')).name;
