import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../helpers/test-app.js';

// Each test builds its own app (a fresh database and migrations), which takes a while on a busy machine.
const BUILD_TIMEOUT = 120_000;

describe('GET /api/ready', () => {
  it(
    'is ready while the database answers, its migrations are current and the job runner runs',
    async () => {
      const testApp = await buildTestApp({ JOBS_POLL_MS: '50' });
      const { app } = testApp;
      try {
        const ready = await app.inject({ method: 'GET', url: '/api/ready' });
        expect(ready.statusCode).toBe(200);
        const { data } = ready.json();
        expect(data).toMatchObject({ database: 'ok', jobs: 'running' });
        expect(data.migrations.applied).toBe(data.migrations.known);
        expect(data.migrations.known).toBeGreaterThan(20);

        // A database behind this code (a migration missing) is not ready; liveness does not care.
        await app.db.execute(
          sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
        );
        const behind = await app.inject({
          method: 'GET',
          url: '/api/ready',
          headers: { 'accept-language': 'en' },
        });
        expect(behind.statusCode).toBe(503);
        expect(behind.json()).toMatchObject({ status: false, code: 'SERVICE_UNAVAILABLE' });
        expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      } finally {
        await testApp.close();
      }
    },
    BUILD_TIMEOUT,
  );

  it(
    'is not ready once the job runner stopped, or without a database',
    async () => {
      const testApp = await buildTestApp({ JOBS_POLL_MS: '50' });
      const { app } = testApp;
      try {
        await app.jobs.stop();
        const stopped = await app.inject({ method: 'GET', url: '/api/ready' });
        expect(stopped.statusCode).toBe(503);
        expect(stopped.json()).toMatchObject({ status: false, code: 'SERVICE_UNAVAILABLE' });

        const client = (
          app.db as unknown as { $client: { close?: () => Promise<void>; end?: () => Promise<void> } }
        ).$client;
        await (client.close ?? client.end)?.call(client);
        expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
      } finally {
        await testApp.close().catch(() => {});
      }
    },
    BUILD_TIMEOUT,
  );

  it(
    'counts a process that runs no jobs by design (polling off) as ready',
    async () => {
      const testApp = await buildTestApp();
      try {
        const ready = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
        expect(ready.statusCode).toBe(200);
        expect(ready.json().data.jobs).toBe('off');
      } finally {
        await testApp.close();
      }
    },
    BUILD_TIMEOUT,
  );
});
