import { adminPath, adminPaths, newsPaths, promoCodePaths, type StaffRole } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../src/lib/clock.js';
import { getProfile, registerCustomer } from '../../helpers/customers.js';
import { addStaff, bearer, staffToken, type TestStaff } from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// News and promo codes from the console: what customers then see, and every change in the audit log.

const clock = createManualClock(new Date('2026-11-25T09:00:00Z'));
let testApp: TestApp;
const app = () => testApp.app;
const tokens = {} as Record<StaffRole, string>;
const staff = {} as Record<StaffRole, TestStaff>;
const ROLES = ['owner', 'billing', 'support'] as const;

/** Staff sessions end after 30 idle minutes: after moving the clock, everyone signs in again. */
async function signInAll() {
  for (const role of ROLES) tokens[role] = await staffToken(app(), staff[role]);
}

beforeAll(async () => {
  testApp = await buildTestApp({}, { clock });
  for (const role of ROLES) staff[role] = await addStaff(testApp, role);
  await signInAll();
});
afterAll(async () => {
  await testApp?.close();
});

const send = (role: StaffRole, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app().inject({ method, url, headers: bearer(tokens[role]), ...(payload ? { payload } : {}) });

describe('news', () => {
  it('support writes, schedules, corrects and removes an item; customers see it in their language when due', async () => {
    const publish_at = new Date(clock.now().getTime() + 3600_000).toISOString();
    const texts = {
      uz: { title: 'Yangi server', body: 'Samarqandda yangi server.' },
      ru: { title: 'Новый сервер', body: 'Новый сервер в Самарканде.' },
    };
    const created = await send('support', 'POST', adminPaths.news, { publish_at, texts });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as number;
    const { token } = await registerCustomer(app());
    const list = async (language: string) =>
      (
        await app().inject({
          method: 'GET',
          url: newsPaths.list,
          headers: { ...bearer(token), 'accept-language': language },
        })
      ).json().data as { id: number; title: string }[];
    expect((await list('ru')).some((item) => item.id === id)).toBe(false);
    clock.advance(2 * 3600_000);
    await signInAll();
    expect((await list('ru')).find((item) => item.id === id)?.title).toBe('Новый сервер');
    expect((await list('en')).find((item) => item.id === id)?.title).toBe('Yangi server');

    const fixed = await send('support', 'PUT', adminPath(adminPaths.newsItem, id), {
      publish_at: clock.now().toISOString(),
      texts: { uz: { title: 'Yangi server!', body: 'Samarqandda yangi server.' } },
    });
    expect(fixed.statusCode).toBe(200);
    const staffView = (await send('support', 'GET', adminPaths.news))
      .json()
      .data.find((item: { id: number }) => item.id === id);
    expect(staffView).toMatchObject({
      published: true,
      texts: { uz: { title: 'Yangi server!' }, ru: { title: 'Новый сервер' } },
    });
    expect((await send('support', 'DELETE', adminPath(adminPaths.newsItem, id))).statusCode).toBe(200);
    expect((await list('uz')).some((item) => item.id === id)).toBe(false);
    const actions = (await send('owner', 'GET', `${adminPaths.auditLog}?action=news.create`)).json().data;
    expect(actions[0].after).toMatchObject({ id, texts: { uz: { title: 'Yangi server' } } });
  });

  it('refuses an item without uz, an empty title, a bad date, and billing', async () => {
    const publish_at = clock.now().toISOString();
    for (const body of [
      { publish_at, texts: { ru: { title: 'Т', body: 'Б' } } },
      { publish_at, texts: { uz: { title: '', body: 'B' } } },
      { publish_at: 'tomorrow', texts: { uz: { title: 'T', body: 'B' } } },
      { publish_at, texts: { uz: { title: 'T', body: 'B\u0000' } } },
    ]) {
      const answer = await send('support', 'POST', adminPaths.news, body);
      expect({ body, status: answer.statusCode }).toEqual({ body, status: 422 });
    }
    expect(
      (
        await send('billing', 'POST', adminPaths.news, {
          publish_at,
          texts: { uz: { title: 'T', body: 'B' } },
        })
      ).statusCode,
    ).toBe(403);
    expect((await send('support', 'DELETE', adminPath(adminPaths.newsItem, 2_000_000))).statusCode).toBe(404);
  });
});

describe('promo codes', () => {
  it('billing creates a limited code; a customer redeems it; the usage list names them; disabling ends it', async () => {
    const created = await send('billing', 'POST', adminPaths.promoCodes, {
      code: 'WINTER26',
      amount: 5000,
      max_uses: 2,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({
      code: 'WINTER26',
      amount: 5000,
      max_uses: 2,
      uses: 0,
      active: true,
    });
    const id = created.json().data.id as number;
    const { token } = await registerCustomer(app());
    const customerId = (await getProfile(app(), token)).json().data.id as number;
    const redeemed = await app().inject({
      method: 'POST',
      url: promoCodePaths.redeem,
      headers: bearer(token),
      payload: { code: 'winter26' },
    });
    expect(redeemed.statusCode).toBe(200);
    const uses = (await send('billing', 'GET', adminPath(adminPaths.promoCodeRedemptions, id))).json().data;
    expect(uses).toEqual([{ customer_id: customerId, redeemed_at: expect.any(String) }]);

    expect((await send('billing', 'POST', adminPath(adminPaths.promoCodeDisable, id))).statusCode).toBe(200);
    const listed = (await send('billing', 'GET', adminPaths.promoCodes))
      .json()
      .data.find((row: { id: number }) => row.id === id);
    expect(listed).toMatchObject({ uses: 1, active: false });
    const { token: late } = await registerCustomer(app());
    const refused = await app().inject({
      method: 'POST',
      url: promoCodePaths.redeem,
      headers: bearer(late),
      payload: { code: 'WINTER26' },
    });
    expect(refused.statusCode).toBe(422);

    const generated = await send('billing', 'POST', adminPaths.promoCodes, {
      amount: '2500.50',
      user_id: customerId,
    });
    expect(generated.json().data).toMatchObject({ amount: 2500.5, user_id: customerId });
    expect(generated.json().data.code).toMatch(/^[A-Z0-9]{10}$/);
  });

  it('refuses a taken code, an unknown customer, bad amounts and dates, and support', async () => {
    await send('billing', 'POST', adminPaths.promoCodes, { code: 'TAKEN1', amount: 100 });
    for (const body of [
      { code: 'taken1', amount: 100 },
      { code: 'NEW1', amount: 100, user_id: 2_000_000 },
      { code: 'NEW2', amount: 0 },
      { code: 'NEW3', amount: '1.234' },
      { code: 'x', amount: 100 },
      { code: 'NEW4', amount: 100, valid_from: '2026-12-02T00:00:00Z', valid_until: '2026-12-01T00:00:00Z' },
    ]) {
      const answer = await send('billing', 'POST', adminPaths.promoCodes, body);
      expect({ body, status: answer.statusCode }).toEqual({ body, status: 422 });
    }
    expect(
      (await send('support', 'POST', adminPaths.promoCodes, { code: 'SUP1', amount: 100 })).statusCode,
    ).toBe(403);
  });
});
