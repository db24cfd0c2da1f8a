import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type AppDeps, buildApp } from '../../src/app.js';
import { type AppConfig, parseConfig } from '../../src/config/config.js';
import { createTestDatabase, isPostgresRun, type TestDatabase } from './test-database.js';

/** Limits high enough that only the rate-limit tests meet them. */
/** The secrets the app requires outside demo mode, for tests that run without it. */
export const TEST_SECRETS = {
  CODE_SECRET: 'test-code-secret-of-at-least-32-chars',
  HOSTING_SECRET_KEY: 'test-hosting-secret-of-at-least-32-chars',
};

/**
 * Argon2id at a token cost: the tests make thousands of password and recovery-code hashes, each tens of
 * milliseconds at production's cost. Only NODE_ENV=test (or demo mode) may go below it;
 * test/modules/auth/password.test.ts hashes at production's cost.
 */
const CHEAP_PASSWORD_HASHES = {
  NODE_ENV: 'test',
  PASSWORD_HASH_MEMORY_KIB: '64',
  PASSWORD_HASH_TIME_COST: '1',
};

const QUIET_ENV = {
  ...CHEAP_PASSWORD_HASHES,
  LOG_LEVEL: 'silent',
  DEMO_MODE: 'false',
  // A demo-mode app listens for support mail: on a port of its own, so parallel test apps never collide.
  SUPPORT_SMTP_PORT: '0',
  // Inbound mail's checks read an empty in-process DNS unless a test gives records: never the network's.
  SUPPORT_MAIL_DNS_RECORDS: '{}',
  ...TEST_SECRETS,
  RATE_LIMIT_LOGIN_PER_IP: '100000',
  RATE_LIMIT_LOGIN_PER_ACCOUNT: '100000',
  RATE_LIMIT_LOGIN_START_PER_IP: '100000',
  RATE_LIMIT_REGISTER_PER_IP: '100000',
  RATE_LIMIT_CODE_REQUEST_PER_IP: '100000',
  RATE_LIMIT_CODE_REQUEST_PER_ACCOUNT: '100000',
  RATE_LIMIT_CODE_CHECK_PER_IP: '100000',
  RATE_LIMIT_CODE_CHECK_PER_ACCOUNT: '100000',
  RATE_LIMIT_RECORD_WRITES_PER_ACCOUNT: '100000',
  RATE_LIMIT_LIVE_TICKETS_PER_ACCOUNT: '100000',
  RATE_LIMIT_API_KEY_PER_MINUTE: '100000',
  PENDING_INVOICES_MAX: '1000',
  PROVIDER_AUTH_FAILURES_PER_IP: '100000',
  RATE_LIMIT_MAIL_LOOKUPS_PER_ACCOUNT: '100000',
  JOBS_POLL_MS: '0',
};

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close: () => Promise<void>;
}

/** Builds the real app against a fresh database; `env` is the environment the config is parsed from. */
export async function buildTestApp(env: Record<string, string> = {}, deps: AppDeps = {}): Promise<TestApp> {
  const database: TestDatabase = await createTestDatabase();
  const config = { ...parseConfig({ ...QUIET_ENV, ...env }), database: database.config };
  const app = await buildApp(config, deps);
  await app.ready();
  return {
    app,
    config,
    close: async () => {
      try {
        await app.close();
      } finally {
        await database.drop();
      }
    },
  };
}

/**
 * Several apps on one fresh database, as several processes behind a balancer would be: what one counts or
 * stores, the others see. PostgreSQL only: on PGlite each app would open a memory database of its own and see
 * nothing the others store, so a test would fail for a reason that is not the one it names.
 */
export async function buildTestApps(count: number, env: Record<string, string> = {}): Promise<TestApp[]> {
  if (!isPostgresRun)
    throw new Error('buildTestApps shares one PostgreSQL database; run the test with TEST_DB=postgres');
  const database = await createTestDatabase();
  const config = { ...parseConfig({ ...QUIET_ENV, ...env }), database: database.config };
  const apps: FastifyInstance[] = [];
  for (let n = 0; n < count; n++) {
    const app = await buildApp(config);
    await app.ready();
    apps.push(app);
  }
  let open = count;
  return apps.map((app) => ({
    app,
    config,
    close: async () => {
      await app.close();
      open -= 1;
      if (open === 0) await database.drop();
    },
  }));
}

/** One app per test file: built before the file's tests, closed and dropped after them. */
export function useTestApp(env: Record<string, string> = {}) {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await buildTestApp(env);
  });
  afterAll(async () => {
    await testApp?.close();
  });
  return {
    get app(): FastifyInstance {
      if (!testApp) throw new Error('the test app is built in beforeAll');
      return testApp.app;
    },
    get config(): AppConfig {
      if (!testApp) throw new Error('the test app is built in beforeAll');
      return testApp.config;
    },
  };
}
