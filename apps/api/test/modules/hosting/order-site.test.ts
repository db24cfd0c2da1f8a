import { hostingPaths } from '@portal/contracts';
import type { IspmanagerSimulator } from '@portal/simulators';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostingServers } from '../../../src/db/schema.js';
import { insertDomain } from '../../../src/modules/domains/domains.repository.js';
import { customerWithBalance, MONTH, seedCatalogue, startPanel } from '../../helpers/hosting.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// An order names its site (the live domains pointing at it) and its server by name and location in
// the customer's language, not "Server ID 1".

let testApp: TestApp;
let panel: IspmanagerSimulator;
let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
const app = () => testApp.app;

beforeAll(async () => {
  panel = await startPanel();
  testApp = await buildTestApp();
  catalogue = await seedCatalogue(app(), panel);
  await app()
    .db.update(hostingServers)
    .set({ nameI18n: { ru: 'Тест-1' }, locationI18n: { ru: 'Ташкент', en: 'Tashkent' } })
    .where(eq(hostingServers.id, catalogue.server.id));
});
afterAll(async () => {
  await testApp?.close();
  await panel?.close();
});

const get = (token: string, url: string, language: string) =>
  app().inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
  });

/** A domain of the customer's, straight in the database as registration would leave it. */
async function domainOn(
  userId: number,
  hostingOrderId: number,
  name: string,
  status: 'active' | 'failed' = 'active',
) {
  const now = app().clock.now();
  return insertDomain(app().db, {
    userId,
    name,
    displayName: name,
    zone: 'uz',
    status,
    expiresAt: new Date(now.getTime() + 365 * 86_400_000),
    nameservers: ['ns1.test.uz'],
    hostingOrderId,
    createdAt: now,
    updatedAt: now,
  });
}

describe('an order names its site and its server', () => {
  it('has no domain yet, and its server’s name and location in the request’s language', async () => {
    const { token } = await customerWithBalance(app(), 30_000);
    const created = await app().inject({
      method: 'POST',
      url: hostingPaths.createOrder,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'ru' },
      payload: { tariff_id: catalogue.small.id, pay_type: MONTH },
    });
    expect(created.json().data).toMatchObject({
      server: { id: catalogue.server.id, name: 'Тест-1', location: 'Ташкент' },
      domains: [],
    });
    const [inUz] = (await get(token, hostingPaths.orders, 'uz')).json().data;
    expect(inUz).toMatchObject({ server: { name: 'Test-1', location: 'Toshkent' }, domains: [] });
    // No English name set: the uz one stands in; the location has its own.
    const [inEn] = (await get(token, hostingPaths.orders, 'en')).json().data;
    expect(inEn.server).toEqual({ id: catalogue.server.id, name: 'Test-1', location: 'Tashkent' });
  });

  it('lists the live domains pointing at it, in the list and on its own; a failed registration is not a site', async () => {
    const { token, userId } = await customerWithBalance(app(), 60_000);
    const orderIds: number[] = [];
    for (let i = 0; i < 2; i++) {
      const created = await app().inject({
        method: 'POST',
        url: hostingPaths.createOrder,
        headers: { authorization: `Bearer ${token}` },
        payload: { tariff_id: catalogue.small.id, pay_type: MONTH },
      });
      orderIds.push(created.json().data.id as number);
    }
    const [first, second] = orderIds as [number, number];
    const label = `site-${process.pid}`;
    const shop = await domainOn(userId, first, `${label}-shop.uz`);
    const blog = await domainOn(userId, first, `${label}-blog.uz`);
    await domainOn(userId, second, `${label}-gone.uz`, 'failed');

    const list = (await get(token, hostingPaths.orders, 'uz')).json().data as {
      id: number;
      domains: unknown[];
    }[];
    expect(list.find((order) => order.id === first)?.domains).toEqual([
      { id: shop.id, name: shop.displayName },
      { id: blog.id, name: blog.displayName },
    ]);
    expect(list.find((order) => order.id === second)?.domains).toEqual([]);
    const one = await get(token, hostingPaths.order.replace(':id', String(first)), 'uz');
    expect(one.json().data.domains).toHaveLength(2);
  });
});
