import {
  adminPath,
  adminPaths,
  cronPath,
  ftpPath,
  hostingCronPaths,
  hostingFtpPaths,
  hostingSitePaths,
  hostingUsagePaths,
  sitePath,
  usagePath,
} from '@portal/contracts';
import { type IspmanagerSimulator, startIspmanagerSimulator } from '@portal/simulators';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationDeliveries, notifications } from '../../../src/db/schema.js';
import { enqueue } from '../../../src/jobs/job-runner.js';
import { createManualClock } from '../../../src/lib/clock.js';
import { updateServer } from '../../../src/modules/hosting/catalogue.repository.js';
import { createOrderSite, usageWatch } from '../../../src/modules/hosting/hosting.jobs.js';
import { listEvents } from '../../../src/modules/hosting/orders.repository.js';
import { LIMITS, PANEL_ADMIN, seedCatalogue } from '../../helpers/hosting.js';
import { addStaff, bearer, staffToken } from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';
import { customerWithOrder, sender } from './tools-kit.js';

// What an order uses of its tariff (docs/hosting-control.md): read from the panel at most once a minute per
// order, moved at once by the portal's own creates, and the disk notice told once above 90 % until the use
// falls below 80 %, even when two processes read at the same moment.

let panel: IspmanagerSimulator;
let testApp: TestApp;
let app: FastifyInstance;
let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
let send: ReturnType<typeof sender>;
const clock = createManualClock(new Date('2026-06-01T08:00:00Z'));

beforeAll(async () => {
  panel = await startIspmanagerSimulator({
    admin: PANEL_ADMIN,
    presets: { small: { ...LIMITS.small, limit_webdomains: 3 }, big: LIMITS.big },
  });
  testApp = await buildTestApp({}, { clock });
  app = testApp.app;
  catalogue = await seedCatalogue(app, panel);
  await updateServer(app.db, catalogue.server.id, { demo: true });
  send = sender(app);
});
afterAll(async () => {
  await testApp.close();
  await panel.close();
});

const usageUrl = (orderId: number) => usagePath(hostingUsagePaths.usage, orderId);
const userstatCalls = (login: string) =>
  panel.calls().filter((call) => call.func === 'userstat' && call.params.su === login).length;
const figure = (
  body: { data: { resources: { kind: string; used: number; limit: number | null }[] } },
  kind: string,
) => body.data.resources.find((resource) => resource.kind === kind);

describe('usage of an order', () => {
  it('shows disk and every kind against the tariff, asks the panel at most once a minute, and follows own creates', async () => {
    const me = await customerWithOrder(app, catalogue.small.id);
    panel.state.diskUsed.set(me.login, 300);
    panel.clearCalls();
    const first = await send(me.token, 'GET', usageUrl(me.orderId));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({
      disk: { used: 300, limit: 1024 },
      resources: [
        { kind: 'sites', used: 0, limit: 1 },
        { kind: 'mailboxes', used: 0, limit: 5 },
        { kind: 'databases', used: 0, limit: 1 },
        { kind: 'ftp_users', used: 0, limit: 1 },
        { kind: 'cron_jobs', used: 0, limit: 2 },
      ],
      read_at: clock.now().toISOString(),
    });
    expect(userstatCalls(me.login)).toBe(1);

    // Within the minute the kept reading answers, though the panel changed…
    panel.state.diskUsed.set(me.login, 500);
    clock.advance(30_000);
    expect((await send(me.token, 'GET', usageUrl(me.orderId))).json().data.disk.used).toBe(300);
    expect(userstatCalls(me.login)).toBe(1);

    // …but what the portal itself created counts at once.
    const cron = await send(me.token, 'POST', cronPath(hostingCronPaths.cronJobs, me.orderId), {
      command: 'php daily.php',
      schedule: { kind: 'daily', time: '03:00' },
    });
    expect(cron.statusCode).toBe(200);
    const ftp = await send(me.token, 'POST', ftpPath(hostingFtpPaths.ftpUsers, me.orderId), {
      name: `ftp${me.orderId}`,
      password: 'Ftp-pass-2026!',
      home: 'www',
    });
    expect(ftp.statusCode).toBe(200);
    const moved = (await send(me.token, 'GET', usageUrl(me.orderId))).json();
    expect(figure(moved, 'cron_jobs')?.used).toBe(1);
    expect(figure(moved, 'ftp_users')?.used).toBe(1);
    expect(userstatCalls(me.login)).toBe(1);

    // A minute after the reading the panel is asked again.
    clock.advance(31_000);
    const fresh = (await send(me.token, 'GET', usageUrl(me.orderId))).json();
    expect(fresh.data.disk.used).toBe(500);
    expect(figure(fresh, 'cron_jobs')?.used).toBe(1);
    expect(userstatCalls(me.login)).toBe(2);

    // Staff see the same figures.
    const owner = await staffToken(app, await addStaff(testApp, 'owner'));
    const staff = await app.inject({
      method: 'GET',
      url: adminPath(adminPaths.orderUsage, me.orderId),
      headers: bearer(owner),
    });
    expect(staff.statusCode).toBe(200);
    expect(staff.json().data).toEqual(fresh.data);
    expect(userstatCalls(me.login)).toBe(2);
  });

  it('refuses a site past the tariff’s limit before the panel creates it, though the panel would allow more', async () => {
    const me = await customerWithOrder(app, catalogue.small.id);
    const sites = sitePath(hostingSitePaths.sites, me.orderId);
    expect(
      (await send(me.token, 'POST', sites, { name: `one-${me.orderId}.uz`, php_version: '7.4' })).statusCode,
    ).toBe(200);
    panel.clearCalls();
    const second = await send(me.token, 'POST', sites, { name: `two-${me.orderId}.uz`, php_version: '7.4' });
    expect(second.statusCode).toBe(422);
    expect(second.json()).toMatchObject({
      code: 'HOSTING_LIMIT_REACHED',
      limit: { key: 'limit_webdomains' },
    });
    expect(panel.calls().some((call) => call.func === 'site.edit' && call.params.sok)).toBe(false);
    const usage = (await send(me.token, 'GET', usageUrl(me.orderId))).json();
    expect(figure(usage, 'sites')).toEqual({ kind: 'sites', used: 1, limit: 1 });
  });

  it('holds the site limit for the sites a domain’s job makes too, when they race the customer’s own create', async () => {
    const me = await customerWithOrder(app, catalogue.small.id);
    for (const name of [`job-a-${me.orderId}.uz`, `job-b-${me.orderId}.uz`]) {
      await enqueue(app.db, createOrderSite, { orderId: me.orderId, name }, clock.now());
    }
    const sites = sitePath(hostingSitePaths.sites, me.orderId);
    // Two runners and the customer at once: the panel would allow three sites, the tariff one.
    await Promise.all([
      app.jobs.runDue(),
      app.jobs.runDue(),
      send(me.token, 'POST', sites, { name: `own-${me.orderId}.uz`, php_version: '7.4' }),
    ]);
    const made = [...panel.state.sites.values()].filter((site) => site.owner === me.login);
    expect(made).toHaveLength(1);
    const automatic = (await listEvents(app.db, me.orderId)).filter(
      (event) => event.action === 'site.create' && (event.detail as { automatic?: boolean }).automatic,
    );
    const refused = automatic.filter((event) => !event.ok).map((event) => event.detail);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const detail of refused) expect(detail).toMatchObject({ type: 'limit', object: 'limit_webdomains' });
    const usage = (await send(me.token, 'GET', usageUrl(me.orderId))).json();
    expect(figure(usage, 'sites')).toEqual({ kind: 'sites', used: 1, limit: 1 });
  });

  it('tells the customer once above 90 % of the disk, and again only after falling below 80 %', async () => {
    const me = await customerWithOrder(app, catalogue.small.id);
    const notices = () =>
      app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, me.userId), eq(notifications.kind, 'disk_nearly_full')));
    const readAfterAMinute = async (mib: number) => {
      panel.state.diskUsed.set(me.login, mib);
      clock.advance(61_000);
      expect((await send(me.token, 'GET', usageUrl(me.orderId))).statusCode).toBe(200);
    };
    await readAfterAMinute(900); // 88 %
    expect(await notices()).toHaveLength(0);
    await readAfterAMinute(950); // 93 %
    await readAfterAMinute(1000); // 98 %
    await readAfterAMinute(850); // 83 %: not yet below 80 %
    await readAfterAMinute(960);
    expect(await notices()).toHaveLength(1);
    expect((await notices())[0]?.params).toEqual({ order_id: me.orderId, percent: 92 });
    await app.jobs.runDue();
    const delivered = await app.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, (await notices())[0]?.id ?? 0));
    expect(delivered.map((row) => row.channel)).toContain('email');

    await readAfterAMinute(700); // 68 %: told again next time
    await readAfterAMinute(990);
    expect(await notices()).toHaveLength(2);
  });

  it('reads by itself the orders nobody looked at for an hour, so a filling disk is told anyway', async () => {
    const me = await customerWithOrder(app, catalogue.small.id);
    panel.state.diskUsed.set(me.login, 1000);
    const told = () =>
      app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, me.userId), eq(notifications.kind, 'disk_nearly_full')));
    // Other orders of this file were read within the hour or are read in the same run; this one never was.
    clock.advance(2 * 60 * 60 * 1000);
    for (let run = 0; run < 5 && (await told()).length === 0; run += 1) {
      expect(await app.jobs.runRecurring(usageWatch)).toBe(true);
      clock.advance(10 * 60_000);
    }
    expect(await told()).toHaveLength(1);
  });
});
