import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/config.js';
import { API_ROOT } from '../../src/config/paths.js';
import { problemsOf } from '../helpers/config-problems.js';
import { TEST_SECRETS } from '../helpers/test-app.js';

describe('parseConfig', () => {
  it('runs with no configuration at all: demo mode on PGlite in ./data', () => {
    const config = parseConfig({}, '/srv/portal');
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      appUrl: 'http://localhost:8080',
      database: { kind: 'pglite', dataDir: '/srv/portal/data' },
      demoMode: true,
      logLevel: 'info',
      trustProxy: [],
      webDistDir: path.resolve(API_ROOT, '../web/dist'),
      adminDistDir: path.resolve(API_ROOT, '../admin/dist'),
    });
  });

  it('uses PostgreSQL, without demo mode, when DATABASE_URL is set', () => {
    const config = parseConfig({
      ...TEST_SECRETS,
      DATABASE_URL: 'postgres://app@db:5432/portal',
      PORT: '3000',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://app@db:5432/portal' });
    expect(config.demoMode).toBe(false);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(parseConfig({ DATABASE_URL: 'postgresql://db/portal', DEMO_MODE: 'true' }).demoMode).toBe(true);
  });

  it('refuses to start outside demo mode without the secrets that protect stored data', () => {
    expect(problemsOf({ DATABASE_URL: 'postgres://db/portal' })).toEqual([
      'CODE_SECRET is required outside demo mode, got null',
      'HOSTING_SECRET_KEY is required outside demo mode, got null',
    ]);
    expect(problemsOf({ DEMO_MODE: 'false', CODE_SECRET: TEST_SECRETS.CODE_SECRET })).toEqual([
      'HOSTING_SECRET_KEY is required outside demo mode, got null',
    ]);
  });

  it('resolves DATA_DIR and WEB_DIST_DIR against the working directory', () => {
    const config = parseConfig({ DATA_DIR: 'var/db', WEB_DIST_DIR: '../web' }, '/srv/portal');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: '/srv/portal/var/db' });
    expect(config.webDistDir).toBe('/srv/web');
  });

  it('reads TRUST_PROXY and the rate-limit knobs', () => {
    const config = parseConfig({
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_LOGIN_PER_IP: '7',
      APP_URL: 'https://portal.uz/',
    });
    expect(config.trustProxy).toEqual(['127.0.0.1']);
    expect(config.rateLimits.loginPerIp).toBe(7);
    expect(config.appUrl).toBe('https://portal.uz');
  });

  it('names the bad key and the value it got', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual(['PORT must be an integer 1-65535, got "abc"']);
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT must be an integer 1-65535, got "70000"']);
    expect(problemsOf({ DATABASE_URL: 'mysql://x' })).toEqual([
      'DATABASE_URL must be a postgres:// URL, got "mysql://x"',
    ]);
    expect(problemsOf({ DEMO_MODE: 'yes' })).toEqual(['DEMO_MODE must be true or false, got "yes"']);
  });

  it('names every bad key at once', () => {
    const problems = problemsOf({ PORT: '-1', LOG_LEVEL: 'loud', APP_URL: 'not a url', SUPPORT_EMAIL: 'x' });
    expect(problems.map((problem) => problem.split(' ')[0]).sort()).toEqual([
      'APP_URL',
      'LOG_LEVEL',
      'PORT',
      'SUPPORT_EMAIL',
    ]);
    expect(() => parseConfig({ PORT: '-1' })).toThrow(/PORT must be an integer 1-65535, got "-1"/);
  });

  it('reads TARIFF_CHANGE_POLICY: prorate by default (paid days are kept), reset on request, anything else refused', () => {
    expect(parseConfig({}, '/srv/portal').hosting.tariffChangePolicy).toBe('prorate');
    expect(parseConfig({ TARIFF_CHANGE_POLICY: 'reset' }, '/srv/portal').hosting.tariffChangePolicy).toBe(
      'reset',
    );
    expect(problemsOf({ TARIFF_CHANGE_POLICY: 'refund' })).toEqual([
      expect.stringMatching(/^TARIFF_CHANGE_POLICY must be one of reset, prorate/),
    ]);
  });

  it('reads LIVE_HEARTBEAT_MS: 20 s by default, under nginx’s 60 s read timeout; nonsense refused', () => {
    expect(parseConfig({}, '/srv/portal').liveHeartbeatMs).toBe(20_000);
    expect(parseConfig({ LIVE_HEARTBEAT_MS: '15000' }, '/srv/portal').liveHeartbeatMs).toBe(15_000);
    expect(problemsOf({ LIVE_HEARTBEAT_MS: '0' })).toEqual([expect.stringMatching(/^LIVE_HEARTBEAT_MS /)]);
    expect(problemsOf({ LIVE_HEARTBEAT_MS: 'often' })).toEqual([
      expect.stringMatching(/^LIVE_HEARTBEAT_MS /),
    ]);
  });

  it('reads HOSTING_SSL_WATCH_MS: the certificate watch every 30 s by default; under a second refused', () => {
    expect(parseConfig({}, '/srv/portal').hosting.sslWatchMs).toBe(30_000);
    expect(parseConfig({ HOSTING_SSL_WATCH_MS: '2000' }, '/srv/portal').hosting.sslWatchMs).toBe(2_000);
    expect(problemsOf({ HOSTING_SSL_WATCH_MS: '500' })).toEqual([
      expect.stringMatching(/^HOSTING_SSL_WATCH_MS /),
    ]);
  });
});
