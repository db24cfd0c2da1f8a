import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { ConfigError, parseConfig } from '../../src/config/config.js';
import { startApiProcess } from '../helpers/api-process.js';
import { TEST_SECRETS } from '../helpers/test-app.js';
import { createTestDatabase, isPostgresRun } from '../helpers/test-database.js';

// A port another program holds (a second demo server on one machine meets the first one's support mail port)
// stops the start with a message naming the variable to change, as every other bad setting does.

let holder: Server;
let busyPort: number;

beforeAll(async () => {
  holder = createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  busyPort = (holder.address() as { port: number }).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => holder.close(() => resolve()));
});

/** A fresh PostgreSQL database for a started process (a PGlite folder's first start takes a minute here). */
async function databaseEnv(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const database = await createTestDatabase({ roles: 'one' });
  if (database.config.kind !== 'postgres') throw new Error('expected PostgreSQL');
  return { env: { DATABASE_URL: database.config.url }, drop: database.drop };
}

describe('a busy port', () => {
  it('stops the app naming SUPPORT_SMTP_PORT when the support mail listener cannot bind', async () => {
    const database = await createTestDatabase();
    const config = {
      ...parseConfig({
        ...TEST_SECRETS,
        LOG_LEVEL: 'silent',
        DEMO_MODE: 'false',
        JOBS_POLL_MS: '0',
        SUPPORT_SMTP_ENABLED: 'true',
        SUPPORT_SMTP_HOST: '127.0.0.1',
        SUPPORT_SMTP_PORT: String(busyPort),
      }),
      database: database.config,
    };
    try {
      const failure = await buildApp(config)
        .then((app) => app.ready())
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(failure).toBeInstanceOf(ConfigError);
      expect((failure as ConfigError).problems).toEqual([
        `SUPPORT_SMTP_PORT is already in use on 127.0.0.1 by another program (a second server on this machine?): choose another SUPPORT_SMTP_PORT (0: any free one) or set SUPPORT_SMTP_ENABLED=false, got "${busyPort}"`,
      ]);
    } finally {
      await database.drop();
    }
  }, 120_000);

  it.runIf(isPostgresRun)(
    'makes a second server exit with the variable named: SUPPORT_SMTP_PORT, then PORT',
    async () => {
      const smtp = await databaseEnv();
      try {
        const api = await startApiProcess({
          ...smtp.env,
          SUPPORT_SMTP_ENABLED: 'true',
          SUPPORT_SMTP_PORT: String(busyPort),
        });
        expect(await api.exited).toBe(1);
        expect(api.stderr()).toContain(
          'Cannot start: Invalid configuration:\n  SUPPORT_SMTP_PORT is already in use',
        );
      } finally {
        await smtp.drop();
      }

      const http = await databaseEnv();
      try {
        const api = await startApiProcess({ ...http.env, PORT: String(busyPort) });
        expect(await api.exited).toBe(1);
        expect(api.stderr()).toContain(
          `Cannot start: Invalid configuration:\n  PORT is already in use on 127.0.0.1 by another program`,
        );
      } finally {
        await http.drop();
      }
    },
    180_000,
  );
});
