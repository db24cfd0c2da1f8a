import { webhookPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResolveHost } from '../../../src/integrations/webhooks/webhook-sender.js';
import { as, person } from '../../helpers/team.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';
import { startReceiver } from '../../helpers/webhook-receiver.js';

// Webhooks never reach this host, loopback, private, link-local or metadata addresses (WEBHOOKS_ALLOW_LOOPBACK
// off, as in production): refused when saved, and refused again where the connection is made, so a DNS answer
// that changes after the save reaches nothing and the delivery records why.

let testApp: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const app = () => testApp.app;

/** A name that answers a public address when saved and loopback afterwards (DNS rebinding). */
let rebindAnswers = 0;
const resolveHost: ResolveHost = async (hostname) => {
  if (hostname === 'rebind.example.com') {
    rebindAnswers += 1;
    return [{ address: rebindAnswers === 1 ? '93.184.215.14' : '127.0.0.1', family: 4 }];
  }
  if (hostname === 'metadata.example.com') return [{ address: '169.254.169.254', family: 4 }];
  if (hostname === 'localhost')
    return [
      { address: '127.0.0.1', family: 4 },
      { address: '::1', family: 6 },
    ];
  throw Object.assign(new Error(`no such name ${hostname}`), { code: 'ENOTFOUND' });
};

beforeAll(async () => {
  receiver = await startReceiver();
  testApp = await buildTestApp({}, { resolveHost });
});
afterAll(async () => {
  await testApp?.close();
  await receiver?.close();
});

describe('addresses a webhook may not reach', () => {
  it('refuses each at save time with a translated field error, saving nothing', async () => {
    const owner = await person(app());
    const refused = [
      `https://127.0.0.1:${receiver.port}/hook`,
      'https://10.0.0.5/hook',
      'https://172.16.3.4/hook',
      'https://192.168.1.1/hook',
      'https://100.64.0.1/hook',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://[::ffff:a9fe:a9fe]/hook',
      'https://[fd00::1]/hook',
      'https://[fe80::1]/hook',
      'https://0.0.0.0/hook',
      'https://localhost/hook',
      'https://metadata.example.com/hook',
    ];
    for (const url of refused) {
      const response = await app().inject({
        method: 'POST',
        url: webhookPaths.list,
        headers: { ...as(owner), 'accept-language': 'en' },
        payload: { url, events: ['order.activated'] },
      });
      expect(response.statusCode, url).toBe(422);
      expect(response.json().errors.url, url).toEqual([
        'This address leads into a private network or to this server itself: webhooks go only to addresses on the internet.',
      ]);
    }
    // Plain http is refused everywhere outside the tests' loopback receivers.
    const plain = await app().inject({
      method: 'POST',
      url: webhookPaths.list,
      headers: as(owner),
      payload: { url: 'http://hooks.example.com/x', events: ['order.activated'] },
    });
    expect(plain.json().errors.url).toHaveLength(1);
    expect(
      (await app().inject({ method: 'GET', url: webhookPaths.list, headers: as(owner) })).json().data,
    ).toEqual([]);
  });

  it('refuses at connect time a name whose DNS answer turned to loopback, and records it', async () => {
    const owner = await person(app());
    const created = await app().inject({
      method: 'POST',
      url: webhookPaths.list,
      headers: as(owner),
      payload: { url: `https://rebind.example.com:${receiver.port}/hook`, events: ['order.activated'] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json().data;
    await app().inject({
      method: 'POST',
      url: webhookPaths.test.replace(':id', String(id)),
      headers: as(owner),
    });
    await app().jobs.runDue();
    const [delivery] = (
      await app().inject({
        method: 'GET',
        url: webhookPaths.deliveries.replace(':id', String(id)),
        headers: as(owner),
      })
    ).json().data;
    expect(delivery).toMatchObject({ attempts: 1, last_status_code: null, last_error: 'address_refused' });
    expect(rebindAnswers).toBe(2);
    expect(receiver.received).toEqual([]);
  });
});
