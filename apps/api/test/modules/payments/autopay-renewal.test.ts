import { adminPaths, hostingPaths, savedCardPaths } from '@portal/contracts';
import type { IspmanagerSimulator, PaymeSimulator } from '@portal/simulators';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardCharges, hostingOrders } from '../../../src/db/schema.js';
import { createManualClock } from '../../../src/lib/clock.js';
import { checkLedger } from '../../../src/modules/balance/balance.service.js';
import { runOrderScheduler } from '../../../src/modules/hosting/order-scheduler.js';
import { listEvents } from '../../../src/modules/hosting/orders.repository.js';
import { cardExpiryNotices } from '../../../src/modules/payments/payments.jobs.js';
import {
  balanceSom,
  call,
  customerWithBalance,
  MONTH,
  seedCatalogue,
  startPanel,
} from '../../helpers/hosting.js';
import { cardsCall, enableAutopay, saveTestCard, startCardsSimulator } from '../../helpers/saved-cards.js';
import { addStaff, bearer, staffToken } from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// Auto-pay in the order scheduler, against the Payme and ISPmanager simulators: the shortfall of a renewal is
// charged once per order and period, whatever runs at once, fails or is left unanswered.

const DAY_MS = 86_400_000;
const clock = createManualClock(new Date('2026-05-01T08:00:00Z'));
let testApp: TestApp;
let sim: PaymeSimulator;
let panel: IspmanagerSimulator;
let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
const app = () => testApp.app;

beforeAll(async () => {
  const started = await startCardsSimulator();
  sim = started.sim;
  panel = await startPanel();
  testApp = await buildTestApp(started.env, { clock });
  catalogue = await seedCatalogue(testApp.app, panel);
}, 180_000);
afterAll(async () => {
  await testApp?.close();
  await sim?.close();
  await panel?.close();
});

const scheduler = () =>
  runOrderScheduler(app().db, clock, {
    autopay: { vault: app().adapters.cardVault, payments: testApp.config.payments },
    hosting: app().adapters.hosting,
  });

/** A month order on an exact balance (so nothing is left for its renewal), auto-pay on with a card. */
async function orderWithAutopay(ceilingSom = 100_000) {
  const customer = await customerWithBalance(app(), 30_000);
  const created = await call(app(), customer.token, 'POST', hostingPaths.createOrder, {
    tariff_id: catalogue.small.id,
    pay_type: MONTH,
  });
  await app().jobs.runDue();
  const orderId = created.json().data.id as number;
  const cardId = await saveTestCard(app(), customer.token);
  expect((await enableAutopay(app(), customer.token, cardId, ceilingSom)).statusCode).toBe(200);
  const [order] = await app().db.select().from(hostingOrders).where(eq(hostingOrders.id, orderId));
  return { ...customer, orderId, cardId, expiresAt: order?.expiresAt ?? new Date() };
}

const chargesOf = (userId: number) =>
  app().db.select().from(cardCharges).where(eq(cardCharges.userId, userId));
const autopayEvents = async (orderId: number) =>
  (await listEvents(app().db, orderId)).filter((event) => event.action === 'autopay');
/** How many times Payme was asked to pay the receipts of the customer's charges. */
const paysOf = async (userId: number) => {
  const receipts = new Set((await chargesOf(userId)).map((charge) => charge.receiptId));
  return sim.subscribe.calls.filter(
    (call) => call.method === 'receipts.pay' && receipts.has((call.params as { id: string }).id),
  ).length;
};

describe('auto-pay of a renewal', { timeout: 180_000 }, () => {
  it('three days before: charges the shortfall once although three schedulers run at once; then renews from the balance', async () => {
    const order = await orderWithAutopay();
    clock.set(new Date(order.expiresAt.getTime() - 4 * DAY_MS));
    await scheduler();
    expect(await chargesOf(order.userId)).toHaveLength(0);
    clock.set(new Date(order.expiresAt.getTime() - 3 * DAY_MS + 60_000));
    await Promise.all([scheduler(), scheduler(), scheduler()]);
    await scheduler();
    expect(await paysOf(order.userId)).toBe(1);
    const charges = await chargesOf(order.userId);
    expect(charges.map((charge) => [charge.state, charge.amountTiyin, charge.purpose])).toEqual([
      ['paid', 3_000_000, 'autopay'],
    ]);
    expect(await balanceSom(app(), order.userId)).toBe(30_000);
    const events = await autopayEvents(order.orderId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      kind: 'charge',
      ok: true,
      detail: { outcome: 'paid', amount_tiyin: 3_000_000 },
    });
    // At expiry the existing renewal runs from the balance.
    clock.set(new Date(order.expiresAt.getTime() + 1000));
    await scheduler();
    expect(await balanceSom(app(), order.userId)).toBe(0);
    const [renewed] = await app().db.select().from(hostingOrders).where(eq(hostingOrders.id, order.orderId));
    expect(renewed?.status).toBe('active');
    expect(renewed?.expiresAt.getTime()).toBeGreaterThan(order.expiresAt.getTime());
    const history = (await cardsCall(app(), 'GET', '/api/client/user/payment/history', order.token)).json()
      .data;
    expect(JSON.stringify(history)).toContain('"provider":"payme"');
    expect((await checkLedger(app().db)).ok).toBe(true);
  });

  it('never charges above the ceiling', async () => {
    const order = await orderWithAutopay(20_000);
    clock.set(new Date(order.expiresAt.getTime() - 2 * DAY_MS));
    await scheduler();
    expect(await chargesOf(order.userId)).toHaveLength(0);
  });

  it('a refusal is retried once a day with the latest auto-pay card, at most five times', async () => {
    const order = await orderWithAutopay();
    sim.subscribe.faults.insufficientFundsAmounts.add(3_000_000);
    clock.set(new Date(order.expiresAt.getTime() - 3 * DAY_MS + 60_000));
    await scheduler();
    await scheduler();
    expect((await chargesOf(order.userId)).map((charge) => charge.state)).toEqual(['failed']);
    for (let day = 1; day <= 6; day++) {
      clock.advance(DAY_MS);
      await scheduler();
    }
    const charges = await chargesOf(order.userId);
    expect(charges).toHaveLength(5);
    expect(charges.every((charge) => charge.state === 'failed' && charge.failureCode === -31303)).toBe(true);
    const events = await autopayEvents(order.orderId);
    expect(events).toHaveLength(5);
    expect(events.every((event) => event.ok === false)).toBe(true);
    sim.subscribe.faults.insufficientFundsAmounts.delete(3_000_000);
  });

  it('a card reported expired stops the retries at once; a new auto-pay card is tried the next day', async () => {
    const order = await orderWithAutopay();
    const payme = [...sim.subscribe.cards.values()].at(-1);
    if (payme) payme.status = 'expired';
    clock.set(new Date(order.expiresAt.getTime() - 3 * DAY_MS + 60_000));
    await scheduler();
    clock.advance(DAY_MS);
    await scheduler();
    let charges = await chargesOf(order.userId);
    expect(charges.map((charge) => [charge.state, charge.final])).toEqual([['failed', true]]);
    const newCard = await saveTestCard(app(), order.token, '8600069195406311');
    expect((await enableAutopay(app(), order.token, newCard, 100_000)).statusCode).toBe(200);
    clock.advance(DAY_MS);
    await scheduler();
    charges = await chargesOf(order.userId);
    expect(charges.map((charge) => [charge.state, charge.cardId])).toEqual([
      ['failed', order.cardId],
      ['paid', newCard],
    ]);
  });

  it('a time-out while paying leaves the attempt; the next run settles it with receipts.check and never pays again', async () => {
    const order = await orderWithAutopay();
    sim.subscribe.faults.holdNextPayReply = true;
    clock.set(new Date(order.expiresAt.getTime() - 3 * DAY_MS + 60_000));
    await scheduler();
    let charges = await chargesOf(order.userId);
    expect(charges.map((charge) => charge.state)).toEqual(['paying']);
    expect(await balanceSom(app(), order.userId)).toBe(0);
    clock.advance(DAY_MS);
    await scheduler();
    await scheduler();
    expect(await paysOf(order.userId)).toBe(1);
    charges = await chargesOf(order.userId);
    expect(charges.map((charge) => charge.state)).toEqual(['paid']);
    expect(await balanceSom(app(), order.userId)).toBe(30_000);
    expect(sim.subscribe.calls.some((call) => call.method === 'receipts.check')).toBe(true);
    expect((await checkLedger(app().db)).ok).toBe(true);
  });

  it('a charge Payme leaves unanswered for over an hour is on the reconciliation list', async () => {
    const order = await orderWithAutopay();
    sim.subscribe.faults.holdNextPayReply = true;
    clock.set(new Date(order.expiresAt.getTime() - 3 * DAY_MS + 60_000));
    await scheduler();
    const [charge] = await chargesOf(order.userId);
    expect(charge?.state).toBe('paying');
    clock.advance(2 * 60 * 60_000);
    const staff = await staffToken(app(), await addStaff(testApp, 'billing'));
    const list = await app().inject({
      method: 'GET',
      url: adminPaths.reconciliation,
      headers: bearer(staff),
    });
    expect(list.statusCode).toBe(200);
    const items = list.json().data as { kind: string; id: number; customer_id: number }[];
    expect(items).toContainEqual(
      expect.objectContaining({ kind: 'card_charge_unsettled', id: charge?.id, customer_id: order.userId }),
    );
  });

  it('turning auto-pay off stops it', async () => {
    const order = await orderWithAutopay();
    await cardsCall(app(), 'PUT', savedCardPaths.autopay, order.token, { enabled: false });
    clock.set(new Date(order.expiresAt.getTime() - 2 * DAY_MS));
    await scheduler();
    expect(await chargesOf(order.userId)).toHaveLength(0);
  });

  it('a saved card expiring within 30 days gets one notice', async () => {
    const order = await orderWithAutopay();
    // The sandbox cards expire 03/99: their last day is 2099-03-31.
    clock.set(new Date('2099-02-27T09:00:00Z'));
    expect(await app().jobs.runRecurring(cardExpiryNotices)).toBe(true);
    clock.set(new Date('2099-03-02T09:00:00Z'));
    expect(await app().jobs.runRecurring(cardExpiryNotices)).toBe(true);
    expect(await app().jobs.runRecurring(cardExpiryNotices)).toBe(true);
    // Back to the customer's own time, where the session is alive.
    clock.set(new Date(order.expiresAt.getTime() - 20 * DAY_MS));
    const notices = (await cardsCall(app(), 'GET', '/api/client/user/notifications', order.token)).json()
      .data as {
      params: { autopay?: string; expires_at?: string };
    }[];
    const expiring = notices.filter((notice) => notice.params.autopay === 'card_expiring');
    expect(expiring).toHaveLength(1);
    expect(expiring[0]?.params.expires_at?.slice(0, 10)).toBe('2099-03-31');
  });
});
