import { hostingPaths, remainingDays } from '@portal/contracts';
import type { IspmanagerSimulator } from '@portal/simulators';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../../src/db/schema.js';
import { createManualClock } from '../../../src/lib/clock.js';
import { checkLedger } from '../../../src/modules/balance/balance.service.js';
import { unusedDaysCreditTiyin } from '../../../src/modules/hosting/order-rules.js';
import {
  balanceSom,
  call,
  customerWithBalance,
  MONTH,
  seedCatalogue,
  startPanel,
} from '../../helpers/hosting.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// TARIFF_CHANGE_POLICY. `prorate` (the default) credits the days left first; `reset` (the original product's rule)
// loses them.

const DAY_MS = 86_400_000;
const path = (template: string, id: number) => template.replace(':id', String(id));
let panel: IspmanagerSimulator;

beforeAll(async () => {
  panel = await startPanel();
});
afterAll(async () => {
  await panel.close();
});

/**
 * An app on its own clock and policy (none: the configured default), with the catalogue (small: 30 000 som a
 * month, big: 50 000).
 */
async function appWith(policy?: 'reset' | 'prorate') {
  const clock = createManualClock(new Date('2026-05-01T08:00:00Z'));
  const testApp = await buildTestApp(policy ? { TARIFF_CHANGE_POLICY: policy } : {}, { clock });
  const catalogue = await seedCatalogue(testApp.app, panel);
  return { testApp, clock, catalogue };
}

/** A customer with a monthly order (small unless told), 10 days into it (20 Tashkent days left), and `extraSom` left over. */
async function orderTenDaysIn(
  setup: Awaited<ReturnType<typeof appWith>>,
  extraSom: number,
  tariff: 'small' | 'big' = 'small',
) {
  const { testApp, clock, catalogue } = setup;
  const customer = await customerWithBalance(testApp.app, (tariff === 'big' ? 50_000 : 30_000) + extraSom);
  const created = await call(testApp.app, customer.token, 'POST', hostingPaths.createOrder, {
    tariff_id: catalogue[tariff].id,
    pay_type: MONTH,
  });
  expect(created.statusCode).toBe(200);
  await testApp.app.jobs.runDue();
  clock.advance(10 * DAY_MS);
  return { ...customer, id: created.json().data.id as number };
}

const creditRows = (app: TestApp['app'], userId: number) =>
  app.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.reason, 'tariff_change_credit')));

describe('the prorated credit', () => {
  it('is the unused days’ share of the period price, rounded down to the tiyin', () => {
    expect(unusedDaysCreditTiyin(3_000_000, 2_592_000, 20)).toBe(2_000_000);
    // 1 000 001 × 7 / 30 = 233 333.56…: the customer gets 233 333 tiyin, never more than was paid.
    expect(unusedDaysCreditTiyin(1_000_001, 2_592_000, 7)).toBe(233_333);
    expect(unusedDaysCreditTiyin(3_000_000, 2_592_000, 0)).toBe(0);
    expect(unusedDaysCreditTiyin(3_000_000, 2_592_000, -3)).toBe(0);
  });
});

describe('without TARIFF_CHANGE_POLICY the paid days are kept (no more "90 kun yoʻqoladi")', () => {
  let setup: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    setup = await appWith();
  });
  afterAll(async () => {
    await setup.testApp.close();
  });

  it('previews the credit, the charge, the net to pay and the new end, and applies exactly that', async () => {
    const { testApp, catalogue, clock } = setup;
    const { token, userId, id } = await orderTenDaysIn(setup, 30_000);
    const preview = await call(testApp.app, token, 'POST', path(hostingPaths.preview, id), {
      action: 'tariff_change',
      tariff_id: catalogue.big.id,
      pay_type: MONTH,
    });
    expect(preview.json().data).toMatchObject({
      policy: 'prorate',
      lost_days: 20,
      lost_seconds: 0,
      credit: 20_000,
      charge: 50_000,
      net: 30_000,
      new_expires_at: new Date(clock.now().getTime() + 30 * DAY_MS).toISOString(),
    });
    const changed = await call(testApp.app, token, 'PUT', path(hostingPaths.tariffChange, id), {
      tariff_id: catalogue.big.id,
      pay_type: MONTH,
    });
    expect(changed.json().data.expires_at).toBe(preview.json().data.new_expires_at);
    expect(await balanceSom(testApp.app, userId)).toBe(30_000 - 30_000);
  });

  it('a cheaper tariff returns the difference: the net is negative and the balance grows by it', async () => {
    const { testApp, catalogue } = setup;
    // 20 of 30 days of 50 000 som: 33 333.33 som back, 30 000 charged, 3 333.33 returned.
    const { token, userId, id } = await orderTenDaysIn(setup, 0, 'big');
    const preview = await call(testApp.app, token, 'POST', path(hostingPaths.preview, id), {
      action: 'tariff_change',
      tariff_id: catalogue.small.id,
      pay_type: MONTH,
    });
    expect(preview.json().data).toMatchObject({
      credit: 33_333.33,
      charge: 30_000,
      net: -3_333.33,
      balance: 0,
      sufficient: true,
      shortfall: 0,
    });
    const changed = await call(testApp.app, token, 'PUT', path(hostingPaths.tariffChange, id), {
      tariff_id: catalogue.small.id,
      pay_type: MONTH,
    });
    expect(changed.statusCode).toBe(200);
    expect(await balanceSom(testApp.app, userId)).toBe(3_333.33);
    expect((await checkLedger(testApp.app.db)).ok).toBe(true);
  });
});

describe('TARIFF_CHANGE_POLICY=reset (set explicitly; the original product’s rule)', () => {
  let setup: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    setup = await appWith('reset');
  });
  afterAll(async () => {
    await setup.testApp.close();
  });

  it('previews and charges the full price; the days left are lost, no credit is written', async () => {
    const { testApp, catalogue } = setup;
    const { token, userId, id } = await orderTenDaysIn(setup, 50_000);
    const orders = await call(testApp.app, token, 'GET', `${hostingPaths.orders}?per_page=10`);
    expect(orders.json().data[0].remaining_days).toBe(20);
    const preview = await call(testApp.app, token, 'POST', path(hostingPaths.preview, id), {
      action: 'tariff_change',
      tariff_id: catalogue.big.id,
      pay_type: MONTH,
    });
    expect(preview.json().data).toMatchObject({
      policy: 'reset',
      lost_days: 20,
      credit: 0,
      charge: 50_000,
      net: 50_000,
      sufficient: true,
    });
    const changed = await call(testApp.app, token, 'PUT', path(hostingPaths.tariffChange, id), {
      tariff_id: catalogue.big.id,
      pay_type: MONTH,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.remaining_days).toBe(30);
    expect(await balanceSom(testApp.app, userId)).toBe(0);
    expect(await creditRows(testApp.app, userId)).toHaveLength(0);
  });
});

describe('TARIFF_CHANGE_POLICY=prorate', () => {
  let setup: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    setup = await appWith('prorate');
  });
  afterAll(async () => {
    await setup.testApp.close();
  });

  const change = (token: string, id: number, tariffId: number) =>
    call(setup.testApp.app, token, 'PUT', path(hostingPaths.tariffChange, id), {
      tariff_id: tariffId,
      pay_type: MONTH,
    });

  it('credits the unused days as their own ledger row, then charges the new period', async () => {
    const { testApp, catalogue } = setup;
    // 20 000 som come back for 20 of 30 days; with 30 000 on the balance the 50 000 tariff is covered.
    const { token, userId, id } = await orderTenDaysIn(setup, 30_000);
    const preview = await call(testApp.app, token, 'POST', path(hostingPaths.preview, id), {
      action: 'tariff_change',
      tariff_id: catalogue.big.id,
      pay_type: MONTH,
    });
    expect(preview.json().data).toMatchObject({
      policy: 'prorate',
      lost_days: 20,
      lost_seconds: 0,
      credit: 20_000,
      charge: 50_000,
      net: 30_000,
      balance: 30_000,
      sufficient: true,
      shortfall: 0,
    });
    expect((await change(token, id, catalogue.big.id)).statusCode).toBe(200);
    expect(await balanceSom(testApp.app, userId)).toBe(0);
    const credits = await creditRows(testApp.app, userId);
    expect(credits.map((row) => row.amountTiyin)).toEqual([2_000_000]);
    const history = await call(testApp.app, token, 'GET', '/api/client/user/payment/history');
    const [newest, credit] = history.json().data;
    expect(newest).toMatchObject({
      reason: 'order_payment',
      kind: 'tariff_change',
      order_id: id,
      amount: 50_000,
    });
    expect(credit).toMatchObject({
      reason: 'tariff_change_credit',
      order_id: id,
      action: '+',
      amount: 20_000,
    });
    expect((await checkLedger(testApp.app.db)).ok).toBe(true);
  });

  it('changes nothing when the balance and the credit together do not cover the charge', async () => {
    const { testApp, catalogue } = setup;
    const { token, userId, id } = await orderTenDaysIn(setup, 20_000);
    const preview = await call(testApp.app, token, 'POST', path(hostingPaths.preview, id), {
      action: 'tariff_change',
      tariff_id: catalogue.big.id,
      pay_type: MONTH,
    });
    expect(preview.json().data).toMatchObject({ credit: 20_000, sufficient: false, shortfall: 10_000 });
    const refused = await change(token, id, catalogue.big.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await balanceSom(testApp.app, userId)).toBe(20_000);
    expect(await creditRows(testApp.app, userId)).toHaveLength(0);
    const order = await call(testApp.app, token, 'GET', path(hostingPaths.order, id));
    expect(order.json().data).toMatchObject({ tariff: { id: catalogue.small.id }, remaining_days: 20 });
  });

  it('takes the credit back with the old expiry when the panel never applies the change', async () => {
    const { testApp, catalogue } = setup;
    const { token, userId, id } = await orderTenDaysIn(setup, 100_000);
    const before = (await call(testApp.app, token, 'GET', path(hostingPaths.order, id))).json().data;
    panel.faults.failNext('user.edit', {
      type: 'value',
      object: 'limit_quota',
      msg: 'usage exceeds the limit',
    });
    expect((await change(token, id, catalogue.big.id)).statusCode).toBe(200);
    expect(await balanceSom(testApp.app, userId)).toBe(100_000 + 20_000 - 50_000);
    await testApp.app.jobs.runDue();
    const after = (await call(testApp.app, token, 'GET', path(hostingPaths.order, id))).json().data;
    expect(after).toMatchObject({ tariff: { id: catalogue.small.id }, expires_at: before.expires_at });
    // Refunded: the charge less the credit, so the balance is where it was before the change.
    expect(await balanceSom(testApp.app, userId)).toBe(100_000);
    await testApp.app.jobs.runDue();
    expect(await balanceSom(testApp.app, userId)).toBe(100_000);
    expect((await checkLedger(testApp.app.db)).ok).toBe(true);
  });

  it('two changes at once credit the days once: one applies, the other finds the tariff already changed', async () => {
    const { testApp, catalogue } = setup;
    const { token, userId, id } = await orderTenDaysIn(setup, 100_000);
    const answers = await Promise.all([1, 2].map(() => change(token, id, catalogue.big.id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect((await creditRows(testApp.app, userId)).map((row) => row.amountTiyin)).toEqual([2_000_000]);
    expect(await balanceSom(testApp.app, userId)).toBe(100_000 + 20_000 - 50_000);
    expect((await checkLedger(testApp.app.db)).ok).toBe(true);
  });
});

describe('remainingDays: one count for every screen, in Tashkent calendar days', () => {
  it('counts dates, not 24-hour blocks, so it does not tick down during the day', () => {
    const expiry = new Date('2026-08-01T08:00:00Z'); // 13:00 on 1 August in Tashkent
    expect(remainingDays(expiry, new Date('2026-05-03T08:00:00Z'))).toBe(90);
    // 89 days and 1 hour before, but still 3 May in Tashkent: 90 (a floor of the hours gave 89 in the modal).
    expect(remainingDays(expiry, new Date('2026-05-03T09:00:00Z'))).toBe(90);
    expect(remainingDays(expiry, new Date('2026-05-03T18:59:59Z'))).toBe(90);
  });

  it('turns at midnight in Tashkent (19:00 UTC), not at midnight UTC', () => {
    const expiry = new Date('2026-06-01T08:00:00Z');
    expect(remainingDays(expiry, new Date('2026-05-31T18:59:59Z'))).toBe(1);
    expect(remainingDays(expiry, new Date('2026-05-31T19:00:00Z'))).toBe(0);
    // An expiry just after Tashkent midnight belongs to the next date.
    const earlyExpiry = new Date('2026-06-01T19:30:00Z'); // 00:30 on 2 June in Tashkent
    expect(remainingDays(earlyExpiry, new Date('2026-06-01T18:00:00Z'))).toBe(1);
  });

  it('is 0 on the expiry day and after it, and takes ISO strings like the web gets', () => {
    const now = new Date('2026-06-01T03:00:00Z');
    expect(remainingDays('2026-06-01T10:00:00.000Z', now)).toBe(0);
    expect(remainingDays('2026-05-20T10:00:00.000Z', now)).toBe(0);
    expect(remainingDays('2026-07-01T03:00:00.000Z', now)).toBe(30);
  });
});
