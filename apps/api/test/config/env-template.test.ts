import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configVariables, parseConfig } from '../../src/config/config.js';
import { API_ROOT } from '../../src/config/paths.js';
import { PRODUCTION_REQUIRED } from '../../src/config/production-config.js';
import { PRODUCTION_ENV } from '../helpers/production-env.js';

// deploy/portal.env.example lists every variable the API reads, required ones (uncommented) exactly as
// production requires them, so an operator who fills it in has nothing left to guess.

const TEMPLATE = path.resolve(API_ROOT, '../../deploy/portal.env.example');

/** `NAME=value` (required) and `# NAME=value` (optional, default shown) lines. */
function templateEntries(): { name: string; value: string; required: boolean }[] {
  return readFileSync(TEMPLATE, 'utf8')
    .split('\n')
    .flatMap((line) => {
      const match = /^(# )?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
      return match ? [{ name: match[2] ?? '', value: match[3] ?? '', required: !match[1] }] : [];
    });
}

/** Names read straight from process.env anywhere in the API's code (none should bypass the config). */
function processEnvReads(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .flatMap((entry) => {
      const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
      return [...text.matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]*)|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g)].map(
        (match) => match[1] ?? match[2] ?? '',
      );
    });
}

describe('the production env file template', () => {
  const entries = templateEntries();
  const listed = entries.map((entry) => entry.name);

  it('lists every variable the config reads, once', () => {
    const missing = configVariables().filter((name) => !listed.includes(name));
    expect(missing).toEqual([]);
    expect(listed.filter((name, index) => listed.indexOf(name) !== index)).toEqual([]);
  });

  it('lists nothing the config does not read', () => {
    const known = new Set([...configVariables(), ...PRODUCTION_REQUIRED]);
    expect(listed.filter((name) => !known.has(name))).toEqual([]);
  });

  it('lists every variable the code reads from process.env itself', () => {
    const reads = processEnvReads(path.join(API_ROOT, 'src'));
    expect(reads.filter((name) => !listed.includes(name))).toEqual([]);
  });

  it('leaves uncommented exactly what production requires', () => {
    const required = entries.filter((entry) => entry.required).map((entry) => entry.name);
    expect([...required].sort()).toEqual([...PRODUCTION_REQUIRED].sort());
  });

  it('starts production once its blanks are filled in', () => {
    const filled = PRODUCTION_ENV;
    const env = Object.fromEntries(
      entries
        .filter((entry) => entry.required)
        .map((entry) => [entry.name, entry.value || filled[entry.name]]),
    );
    expect(Object.entries(env).filter(([, value]) => !value)).toEqual([]);
    const config = parseConfig(env, '/opt/portal');
    expect(config).toMatchObject({ production: true, demoMode: false, appUrl: 'https://portal.example.uz' });
  });
});
