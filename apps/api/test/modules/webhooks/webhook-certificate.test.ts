import { hostingPaths, hostingSitePaths, sitePath, webhookPaths } from '@portal/contracts';
import { type IspmanagerSimulator, startIspmanagerSimulator } from '@portal/simulators';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '../../../src/db/schema.js';
import { createManualClock } from '../../../src/lib/clock.js';
import { updateServer } from '../../../src/modules/hosting/catalogue.repository.js';
import { sslWatch } from '../../../src/modules/hosting/hosting.jobs.js';
import { customerWithBalance, LIMITS, MONTH, PANEL_ADMIN, seedCatalogue } from '../../helpers/hosting.js';
import { bearer } from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';
import { startReceiver } from '../../helpers/webhook-receiver.js';

// `certificate.issued` comes from hosting's certificate watch, not from a notification: one signed delivery when
// the panel (the ISPmanager simulator) finishes issuing, and none on the watch's later passes.

let panel: IspmanagerSimulator;
let testApp: TestApp;
let app: FastifyInstance;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const clock = createManualClock(new Date());
let tariffId: number;

beforeAll(async () => {
  receiver = await startReceiver();
  panel = await startIspmanagerSimulator({
    admin: PANEL_ADMIN,
    leDelayMs: 60_000,
    presets: { small: { ...LIMITS.small, limit_webdomains: 3 }, big: LIMITS.big },
  });
  testApp = await buildTestApp({ WEBHOOKS_ALLOW_LOOPBACK: 'true' }, { clock });
  app = testApp.app;
  const catalogue = await seedCatalogue(app, panel);
  tariffId = catalogue.small.id;
  await updateServer(app.db, catalogue.server.id, { demo: true });
});
afterAll(async () => {
  await testApp?.close();
  await panel?.close();
  await receiver?.close();
});

describe('certificate.issued', () => {
  it('queues one signed delivery when the certificate becomes issued, and not again', async () => {
    const customer = await customerWithBalance(app, 100_000);
    const headers = bearer(customer.token);
    const endpoint = await app.inject({
      method: 'POST',
      url: webhookPaths.list,
      headers,
      payload: { url: receiver.url(), events: ['certificate.issued'] },
    });
    expect(endpoint.statusCode, endpoint.body).toBe(200);
    const { id: endpointId, secret } = endpoint.json().data;
    receiver.useSecret(secret);
    const order = await app.inject({
      method: 'POST',
      url: hostingPaths.createOrder,
      headers,
      payload: { tariff_id: tariffId, pay_type: MONTH },
    });
    await app.jobs.runDue();
    const orderId = order.json().data.id as number;
    await app.inject({
      method: 'POST',
      url: sitePath(hostingSitePaths.sites, orderId),
      headers,
      payload: { name: 'hooked.uz', php_version: '7.4' },
    });
    await app.inject({
      method: 'POST',
      url: sitePath(hostingSitePaths.siteSsl, orderId, 'hooked.uz'),
      headers,
    });
    const queued = () =>
      app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));

    // Still issuing: no event.
    await app.jobs.runRecurring(sslWatch);
    expect(await queued()).toEqual([]);

    panel.state.leDelayMs = 0;
    await app.jobs.runRecurring(sslWatch);
    expect(await queued()).toHaveLength(1);
    await app.jobs.runDue();
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    expect(got?.verified).toBe(true);
    expect(JSON.parse(got?.body ?? '{}')).toMatchObject({
      type: 'certificate.issued',
      data: { order_id: orderId, domain: 'hooked.uz', expires_at: expect.any(String) },
    });

    await app.jobs.runRecurring(sslWatch);
    await app.jobs.runDue();
    expect(await queued()).toHaveLength(1);
    expect(receiver.received).toHaveLength(1);
  });
});
