import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { DEMO_LOGIN } from '../../src/composition/demo-seed.js';
import { parseConfig } from '../../src/config/config.js';
import { hostingServers, staffMembers, users } from '../../src/db/schema.js';
import { createTestDatabase, isPostgresRun, type TestDatabase } from '../helpers/test-database.js';

// Two demo-mode processes starting at once on an empty PostgreSQL database (each app has its own pool, as two
// processes would): both come up, and the demo data is there once.

let database: TestDatabase | undefined;
const apps: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.allSettled(apps.map((app) => app.close()));
  await database?.drop();
});

describe.runIf(isPostgresRun)('two demo processes on one empty database', () => {
  it('both start, and the demo customer, staff and servers exist once', async () => {
    database = await createTestDatabase({ empty: true });
    const config = {
      // Each process's support mail listener on a port of its own (two demo servers on one machine would say so).
      ...parseConfig({ LOG_LEVEL: 'silent', DEMO_MODE: 'true', JOBS_POLL_MS: '0', SUPPORT_SMTP_PORT: '0' }),
      database: database.config,
    };
    const started = await Promise.allSettled([buildApp(config), buildApp(config)]);
    for (const result of started) if (result.status === 'fulfilled') apps.push(result.value);
    expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'up'))).toEqual([
      'up',
      'up',
    ]);
    const [app] = apps;
    if (!app) throw new Error('started');
    await app.ready();
    expect(await app.db.select().from(users).where(eq(users.email, DEMO_LOGIN.email))).toHaveLength(1);
    const staffEmails = (await app.db.select({ email: staffMembers.email }).from(staffMembers)).map(
      (row) => row.email,
    );
    expect(new Set(staffEmails).size).toBe(staffEmails.length);
    const servers = await app.db.select().from(hostingServers).where(eq(hostingServers.demo, true));
    expect(new Set(servers.map((server) => server.name)).size).toBe(servers.length);
  }, 120_000);
});
