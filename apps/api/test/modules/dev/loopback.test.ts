import { devPaths } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app.js';

// Demo mode's outbox and captcha answers are for the person at this machine, not for the network.
const testApp = useTestApp({ DEMO_MODE: 'true' });

describe('the demo endpoints', () => {
  it.each([devPaths.outbox, devPaths.outboxPage, devPaths.captchaAnswer.replace(':id', 'abc')])(
    '%s does not exist for a client on the network',
    async (url) => {
      for (const remoteAddress of ['10.0.0.7', '192.168.1.20', '2001:db8::1']) {
        const remote = await testApp.app.inject({ method: 'GET', url, remoteAddress });
        expect(remote.statusCode, remoteAddress).toBe(404);
      }
    },
  );

  it('answers a client on this machine', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const json = await testApp.app.inject({ method: 'GET', url: devPaths.outbox, remoteAddress });
      expect(json.statusCode, remoteAddress).toBe(200);
      expect(json.json()).toMatchObject({ status: true, data: expect.any(Array) });
      const page = await testApp.app.inject({ method: 'GET', url: devPaths.outboxPage, remoteAddress });
      expect(page.statusCode, remoteAddress).toBe(200);
    }
  });
});

describe("the demo's levers on time", () => {
  const run = devPaths.runSchedule.replace(':id', 'hosting.order-scheduler');
  const expiry = devPaths.orderExpiry.replace(':id', '999999');

  it('do not exist for a client on the network', async () => {
    for (const remoteAddress of ['10.0.0.7', '2001:db8::1']) {
      expect((await testApp.app.inject({ method: 'POST', url: run, remoteAddress })).statusCode).toBe(404);
      const moved = await testApp.app.inject({
        method: 'PUT',
        url: expiry,
        remoteAddress,
        payload: { expires_at: '2026-12-01T00:00:00Z' },
      });
      expect(moved.statusCode).toBe(404);
    }
  });

  it('run a recurring job now by its id; an unknown job or order is 404, a bad date 422', async () => {
    const ran = await testApp.app.inject({ method: 'POST', url: run, remoteAddress: '127.0.0.1' });
    expect(ran.statusCode).toBe(200);
    expect(ran.json()).toEqual({ status: true, data: { ran: true } });
    const unknown = devPaths.runSchedule.replace(':id', 'no.such-job');
    expect(
      (await testApp.app.inject({ method: 'POST', url: unknown, remoteAddress: '::1' })).statusCode,
    ).toBe(404);
    const put = (payload: object) =>
      testApp.app.inject({ method: 'PUT', url: expiry, remoteAddress: '127.0.0.1', payload });
    expect((await put({ expires_at: '2026-12-01T00:00:00Z' })).statusCode).toBe(404);
    const bad = await put({ expires_at: 'tomorrow' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ status: false });
  });
});
