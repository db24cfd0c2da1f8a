import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../helpers/test-app.js';

describe('GET /api/health', () => {
  it('answers ok when the database answers, and 503 when it does not', async () => {
    const testApp = await buildTestApp();
    try {
      const healthy = await testApp.app.inject({ method: 'GET', url: '/api/health' });
      expect(healthy.statusCode).toBe(200);
      expect(healthy.json()).toEqual({ status: true, data: { database: 'ok' } });

      // Take the database away underneath the running app.
      const client = (
        testApp.app.db as unknown as { $client: { close?: () => Promise<void>; end?: () => Promise<void> } }
      ).$client;
      await (client.close ?? client.end)?.call(client);

      const broken = await testApp.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'accept-language': 'ru' },
      });
      expect(broken.statusCode).toBe(503);
      expect(broken.json()).toEqual({
        status: false,
        code: 'SERVICE_UNAVAILABLE',
        message: 'Сервис временно недоступен. Попробуйте позже.',
      });
    } finally {
      await testApp.close().catch(() => {});
    }
  });
});
