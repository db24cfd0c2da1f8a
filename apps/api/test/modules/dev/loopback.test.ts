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
