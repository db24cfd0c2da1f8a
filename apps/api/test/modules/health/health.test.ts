import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../helpers/test-app.js';

// Liveness is what a supervisor restarts a process on: it must not fail because the database is away, or
// every healthy process would be restarted through a database outage. Readiness carries the database.

describe('GET /api/health', () => {
  it('answers 200 while the database is down, when /api/ready answers 503', async () => {
    const testApp = await buildTestApp();
    try {
      const healthy = await testApp.app.inject({ method: 'GET', url: '/api/health' });
      expect(healthy.statusCode).toBe(200);
      expect(healthy.json()).toEqual({ status: true, data: { process: 'ok' } });

      // Take the database away underneath the running app.
      const client = (
        testApp.app.db as unknown as { $client: { close?: () => Promise<void>; end?: () => Promise<void> } }
      ).$client;
      await (client.close ?? client.end)?.call(client);

      const live = await testApp.app.inject({ method: 'GET', url: '/api/health' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: true, data: { process: 'ok' } });

      const ready = await testApp.app.inject({
        method: 'GET',
        url: '/api/ready',
        headers: { 'accept-language': 'ru' },
      });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: false,
        code: 'SERVICE_UNAVAILABLE',
        message: 'Сервис временно недоступен. Попробуйте позже.',
        retry_after: 5,
      });
    } finally {
      await testApp.close().catch(() => {});
    }
    // It builds its own app (a fresh database and migrations), which takes a while on a busy machine.
  }, 120_000);
});
