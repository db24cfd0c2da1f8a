import { hostingPaths, hostingSitePaths, sitePath, siteSslLivePayloadSchema } from '@portal/contracts';
import { type IspmanagerSimulator, startIspmanagerSimulator } from '@portal/simulators';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents, notifications, staffAlerts } from '../../../src/db/schema.js';
import { createManualClock } from '../../../src/lib/clock.js';
import { alertChecks } from '../../../src/modules/alerts/alerts.jobs.js';
import { updateServer } from '../../../src/modules/hosting/catalogue.repository.js';
import { sslWatch } from '../../../src/modules/hosting/hosting.jobs.js';
import { customerWithBalance, LIMITS, MONTH, PANEL_ADMIN, seedCatalogue } from '../../helpers/hosting.js';
import { bearer } from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// The certificate watch (docs/hosting-control.md): an issuance the panel finishes later is pushed to the open
// page; a certificate about to lapse is told to the customer once; one the panel did not renew alerts staff.

const DAY_MS = 86_400_000;
let panel: IspmanagerSimulator;
let testApp: TestApp;
let app: FastifyInstance;
const clock = createManualClock(new Date());
let tariffId: number;

beforeAll(async () => {
  panel = await startIspmanagerSimulator({
    admin: PANEL_ADMIN,
    leDelayMs: 60_000,
    presets: { small: { ...LIMITS.small, limit_webdomains: 3 }, big: LIMITS.big },
  });
  testApp = await buildTestApp({}, { clock });
  app = testApp.app;
  const catalogue = await seedCatalogue(app, panel);
  tariffId = catalogue.small.id;
  await updateServer(app.db, catalogue.server.id, { demo: true });
});
afterAll(async () => {
  await testApp.close();
  await panel.close();
});

async function siteEvents(userId: number) {
  const rows = await app.db
    .select()
    .from(liveEvents)
    .where(and(eq(liveEvents.userId, userId), eq(liveEvents.kind, 'site_ssl')));
  return rows.map((row) => siteSslLivePayloadSchema.parse(row.payload));
}

describe('the certificate watch', () => {
  it('pushes the issued state, warns once before the certificate lapses, and alerts staff when it is not renewed', async () => {
    const customer = await customerWithBalance(app, 100_000);
    const headers = bearer(customer.token);
    const order = await app.inject({
      method: 'POST',
      url: hostingPaths.createOrder,
      headers,
      payload: { tariff_id: tariffId, pay_type: MONTH },
    });
    await app.jobs.runDue();
    const orderId = order.json().data.id as number;
    const site = await app.inject({
      method: 'POST',
      url: sitePath(hostingSitePaths.sites, orderId),
      headers,
      payload: { name: 'watched.uz', php_version: '7.4' },
    });
    expect(site.statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: sitePath(hostingSitePaths.siteSsl, orderId, 'watched.uz'),
      headers,
    });

    // Still issuing: nothing new is pushed.
    await app.jobs.runRecurring(sslWatch);
    expect((await siteEvents(customer.userId)).map((event) => event.state)).toEqual(['issuing']);

    panel.state.leDelayMs = 0;
    await app.jobs.runRecurring(sslWatch);
    const pushed = await siteEvents(customer.userId);
    expect(pushed.map((event) => event.state)).toEqual(['issuing', 'issued']);
    const expiresAt = Date.parse(pushed[1]?.expires_at ?? '');
    expect(expiresAt).toBeGreaterThan(Date.now() + 80 * DAY_MS);

    const warnings = () =>
      app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, customer.userId), eq(notifications.kind, 'site_ssl_expiring')));
    clock.set(new Date(expiresAt - 10 * DAY_MS));
    await app.jobs.runRecurring(sslWatch);
    await app.jobs.runRecurring(sslWatch);
    const sent = await warnings();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.params).toMatchObject({ order_id: orderId, domain: 'watched.uz', days: 10 });

    clock.set(new Date(expiresAt + DAY_MS));
    await app.jobs.runRecurring(alertChecks);
    const alerts = await app.db.select().from(staffAlerts).where(eq(staffAlerts.kind, 'certificate_lapsed'));
    expect(alerts).toHaveLength(1);
  });
});
