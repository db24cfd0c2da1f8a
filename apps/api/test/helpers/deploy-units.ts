import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROOT } from '../../src/config/paths.js';
import { nodeArgsFor } from './node-entry.js';

// The deploy bundle's systemd units run on this machine without systemd: each unit's ExecStart and Environment,
// with %i its instance, /opt/portal this checkout, and the compiled entry point this checkout's build (or its
// source through tsx when the build is behind the sources: helpers/node-entry.ts).

const UNITS = path.resolve(API_ROOT, '../../deploy/systemd');
const COMPILED = /^\/opt\/portal\/apps\/api\/dist\/(src\/.+)\.js$/;

interface Unit {
  command: string[];
  environment: Record<string, string>;
}

/** ExecStart's words and the Environment= assignments of a unit, for one instance. */
export function readUnit(name: string, instance = ''): Unit {
  const lines = readFileSync(path.join(UNITS, name), 'utf8')
    .split('\n')
    .map((line) => line.replaceAll('%i', instance));
  const value = (key: string) =>
    lines.filter((line) => line.startsWith(`${key}=`)).map((line) => line.slice(key.length + 1));
  const [execStart] = value('ExecStart');
  if (!execStart) throw new Error(`${name} has no ExecStart`);
  const environment = Object.fromEntries(
    value('Environment')
      .flatMap((assignments) => assignments.split(/\s+/))
      .map((assignment) => assignment.split('=') as [string, string]),
  );
  return { command: execStart.split(/\s+/), environment };
}

/** Runs a unit's ExecStart with its environment on top of `env` (the env file's part). */
export function runUnit(unit: Unit, env: Record<string, string>): ChildProcess {
  const [node, entry, ...args] = unit.command;
  const compiled = COMPILED.exec(entry ?? '');
  if (node !== '/usr/bin/node' || !compiled)
    throw new Error(`unexpected ExecStart: ${unit.command.join(' ')}`);
  return spawn(process.execPath, [...nodeArgsFor(`${compiled[1]}.ts`), ...args], {
    cwd: API_ROOT,
    // As systemd: the env file overrides the unit's Environment= lines.
    env: { PATH: process.env.PATH ?? '', ...unit.environment, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}
