import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/config.js';
import { API_ROOT } from '../../src/config/paths.js';
import { PRODUCTION_REQUIRED } from '../../src/config/production-config.js';
import { problemsOf as problemsAt } from '../helpers/config-problems.js';
import { nodeArgsFor } from '../helpers/node-entry.js';
import { PRODUCTION_ENV } from '../helpers/production-env.js';

// NODE_ENV=production (the deploy bundle's units): the server refuses to start, naming the variable, without a
// public https APP_URL, the providers' real credentials, the secret-box keys and the fiscal settings.

const PRODUCTION = PRODUCTION_ENV;

const problemsOf = (env: Record<string, string | undefined>) => problemsAt(env, '/opt/portal');

describe('production mode', () => {
  it('starts with everything real: no demo mode, PostgreSQL that the migration unit migrated', () => {
    const config = parseConfig(PRODUCTION, '/opt/portal');
    expect(config).toMatchObject({ production: true, demoMode: false, appUrl: 'https://portal.example.uz' });
    expect(config.database).toEqual({ kind: 'postgres', url: PRODUCTION.DATABASE_URL, servesOnly: true });
    expect(config.payments.simulators.enabled).toBe(false);
    expect(config.hosting.simulator.enabled).toBe(false);
    expect(config.domains.simulator.enabled).toBe(false);
  });

  it('names each required variable that is missing (a blank counts as missing)', () => {
    for (const key of PRODUCTION_REQUIRED.filter((name) => name !== 'NODE_ENV')) {
      expect(problemsOf({ ...PRODUCTION, [key]: '' })).toEqual([
        `${key} is required in production, got null`,
      ]);
    }
  });

  it('wants APP_URL public and over https', () => {
    for (const appUrl of [
      'http://portal.example.uz',
      'https://localhost:8080',
      'https://10.0.0.5',
      'https://portal',
    ]) {
      expect(problemsOf({ ...PRODUCTION, APP_URL: appUrl })).toEqual([
        expect.stringMatching(new RegExp(`^APP_URL must .*got "${appUrl}"$`)),
      ]);
    }
  });

  it('refuses demo mode, the simulators, plain-http providers and the demo hosting key', () => {
    expect(problemsOf({ ...PRODUCTION, DEMO_MODE: 'true' })).toEqual([
      'DEMO_MODE must be false in production, got "true"',
    ]);
    for (const key of ['PAYMENT_SIMULATORS', 'HOSTING_PANEL_SIMULATOR', 'REGISTRAR_SIMULATOR']) {
      expect(problemsOf({ ...PRODUCTION, [key]: '1' })).toEqual([
        `${key} must be false in production, got "1"`,
      ]);
    }
    expect(problemsOf({ ...PRODUCTION, SUPPORT_MAIL_DNS_RECORDS: '{}' })).toEqual([
      'SUPPORT_MAIL_DNS_RECORDS is for tests and demo mode, never production',
    ]);
    expect(problemsOf({ ...PRODUCTION, REGISTRAR_API_URL: 'http://127.0.0.1:9000' })).toEqual([
      'REGISTRAR_API_URL must be an https:// address in production, got "http://127.0.0.1:9000"',
    ]);
    expect(
      problemsOf({ ...PRODUCTION, HOSTING_SECRET_KEY: 'demo-only-hosting-secret-key-not-for-production' }),
    ).toEqual(['HOSTING_SECRET_KEY must not be the demo key in production, got the demo key']);
  });

  it('keeps the owner role away from the serving processes', () => {
    expect(
      problemsOf({ ...PRODUCTION, DATABASE_OWNER_URL: 'postgres://portal_owner:secret@db.internal/portal' }),
    ).toEqual([
      'DATABASE_OWNER_URL must not reach the serving processes in production (only the migration unit: deploy/), got a URL',
    ]);
  });

  it('leaves demo mode the default without NODE_ENV', () => {
    expect(parseConfig({}, '/srv/portal')).toMatchObject({ production: false, demoMode: true });
  });

  it('the server refuses to start, naming the variable', async () => {
    const { APP_URL: _appUrl, ...withoutAppUrl } = PRODUCTION;
    const child = spawn(process.execPath, nodeArgsFor('src/server.ts'), {
      cwd: API_ROOT,
      env: { PATH: process.env.PATH ?? '', ...withoutAppUrl },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('Cannot start: Invalid configuration');
    expect(stderr).toContain('APP_URL is required in production, got null');
  }, 60_000);
});
