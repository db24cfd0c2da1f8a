import {
  type AutopayAttemptView,
  domainPaths,
  type PaymentHistoryEntry,
  paymentPaths,
  savedCardPaths,
} from '@portal/contracts';
import type { PaymeSimulator } from '@portal/simulators';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardCharges } from '../../../src/db/schema.js';
import { createManualClock } from '../../../src/lib/clock.js';
import { changeBalance, checkLedger } from '../../../src/modules/balance/balance.service.js';
import { runDomainLifecycle } from '../../../src/modules/domains/domain-lifecycle.job.js';
import { DAY_MS, graceEndsAt } from '../../../src/modules/domains/domain-lifecycle.js';
import { updateDomain } from '../../../src/modules/domains/domains.repository.js';
import { balanceSom, customerWithBalance } from '../../helpers/hosting.js';
import { cardsCall, enableAutopay, saveTestCard, startCardsSimulator } from '../../helpers/saved-cards.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';
import {
  domainRow,
  eventsOf,
  operationsOf,
  placeDomain,
  setTestPrices,
  uniqueLabel,
} from '../domains/renewal-fixtures.js';

// Auto-pay in the domain timers, against the Payme simulator: three days before a .uz domain renews (60,000 som a
// year here) on an empty balance, the shortfall is charged to the auto-pay card once per domain and expiry,
// whatever runs at once, fails, times out or loses Payme's answer; the auto-renewal then runs from the balance.

const clock = createManualClock(new Date('2026-06-01T05:00:00Z'));
const RENEW_TIYIN = 6_000_000;
let testApp: TestApp;
let sim: PaymeSimulator;
const app = () => testApp.app;

beforeAll(async () => {
  const started = await startCardsSimulator();
  sim = started.sim;
  testApp = await buildTestApp({ ...started.env, DOMAIN_AUTO_RENEW_DAYS: '30' }, { clock });
  await setTestPrices(testApp.app);
}, 180_000);
afterAll(async () => {
  await testApp?.close();
  await sim?.close();
});

const lifecycle = () =>
  runDomainLifecycle(app().db, clock, {
    autoRenewDays: 30,
    autopay: { vault: app().adapters.cardVault, payments: testApp.config.payments },
  });
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

/** A customer with an empty balance, auto-pay on with the test card, and a .uz domain renewing in ten days. */
async function domainWithAutopay(ceilingSom = 100_000) {
  const customer = await customerWithBalance(app(), 0);
  const cardId = await saveTestCard(app(), customer.token);
  expect((await enableAutopay(app(), customer.token, cardId, ceilingSom)).statusCode).toBe(200);
  const expiresAt = later(clock.now(), 10 * DAY_MS);
  const domain = await placeDomain(app(), {
    userId: customer.userId,
    name: `${uniqueLabel('autopay')}.uz`,
    expiresAt,
    autoRenew: true,
  });
  return { ...customer, cardId, domainId: domain.id, expiresAt };
}

const chargesOf = (domainId: number) =>
  app()
    .db.select()
    .from(cardCharges)
    .where(eq(cardCharges.subject, `domain:${domainId}`))
    .orderBy(cardCharges.id);
const autopayEvents = async (domainId: number) =>
  (await eventsOf(app(), domainId)).filter((event) => event.action.startsWith('autopay_'));
/** How many times Payme was asked to pay the receipts of the domain's charges. */
const paysOf = async (domainId: number) => {
  const receipts = new Set((await chargesOf(domainId)).map((charge) => charge.receiptId));
  return sim.subscribe.calls.filter(
    (call) => call.method === 'receipts.pay' && receipts.has((call.params as { id: string }).id),
  ).length;
};
const renewals = async (domainId: number) =>
  (await operationsOf(app(), domainId)).filter((operation) => operation.action === 'renew');

describe('auto-pay of a domain renewal', { timeout: 180_000 }, () => {
  it('three days before: charges the shortfall once although three timers run at once; the renewal is paid from the balance', async () => {
    const domain = await domainWithAutopay();
    clock.set(later(domain.expiresAt, -4 * DAY_MS));
    await lifecycle();
    expect(await chargesOf(domain.domainId)).toHaveLength(0);
    clock.set(later(domain.expiresAt, -3 * DAY_MS + 60_000));
    await Promise.all([lifecycle(), lifecycle(), lifecycle()]);
    await lifecycle();
    expect(await paysOf(domain.domainId)).toBe(1);
    const charges = await chargesOf(domain.domainId);
    expect(
      charges.map((charge) => [charge.state, charge.amountTiyin, charge.purpose, charge.period]),
    ).toEqual([['paid', RENEW_TIYIN, 'autopay', domain.expiresAt.toISOString()]]);
    // The same run renewed it from the balance: one renew operation (waiting for staff in .uz), balance spent.
    expect(await renewals(domain.domainId)).toHaveLength(1);
    expect(await balanceSom(app(), domain.userId)).toBe(0);
    const events = await autopayEvents(domain.domainId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      kind: 'auto_renew',
      action: 'autopay_paid',
      detail: { outcome: 'paid', ok: true, amount_tiyin: RENEW_TIYIN },
    });
    expect((await checkLedger(app().db)).ok).toBe(true);
  });

  it('never charges above the ceiling', async () => {
    const domain = await domainWithAutopay(50_000);
    clock.set(later(domain.expiresAt, -2 * DAY_MS));
    await lifecycle();
    expect(await chargesOf(domain.domainId)).toHaveLength(0);
    expect(await renewals(domain.domainId)).toHaveLength(0);
  });

  it('a balance that covers part of it: only the shortfall, rounded up to whole som', async () => {
    const domain = await domainWithAutopay();
    await app().db.transaction((tx) =>
      changeBalance(tx, {
        userId: domain.userId,
        amountTiyin: 1_234_567,
        reason: 'top_up',
        reference: null,
        at: clock.now(),
      }),
    );
    clock.set(later(domain.expiresAt, -2 * DAY_MS));
    await lifecycle();
    const [charge] = await chargesOf(domain.domainId);
    expect(charge?.amountTiyin).toBe(4_765_500);
    expect(await renewals(domain.domainId)).toHaveLength(1);
    expect(await balanceSom(app(), domain.userId)).toBe(0.67);
  });

  it('a refusal is retried once a day, at most five times', async () => {
    const domain = await domainWithAutopay();
    sim.subscribe.faults.insufficientFundsAmounts.add(RENEW_TIYIN);
    try {
      clock.set(later(domain.expiresAt, -3 * DAY_MS + 60_000));
      await lifecycle();
      await lifecycle();
      expect((await chargesOf(domain.domainId)).map((charge) => charge.state)).toEqual(['failed']);
      for (let day = 1; day <= 6; day++) {
        clock.advance(DAY_MS);
        await lifecycle();
      }
      const charges = await chargesOf(domain.domainId);
      expect(charges).toHaveLength(5);
      expect(charges.every((charge) => charge.state === 'failed' && charge.failureCode === -31303)).toBe(
        true,
      );
      const events = await autopayEvents(domain.domainId);
      expect(events.map((event) => event.detail?.outcome)).toEqual(Array(5).fill('failed'));
      expect(events[0]?.detail).toMatchObject({ ok: false, final: false });
      const attempts = (await cardsCall(app(), 'GET', savedCardPaths.autopayAttempts, domain.token)).json()
        .data as AutopayAttemptView[];
      expect(attempts).toHaveLength(5);
      expect(attempts.every((item) => item.state === 'failed' && item.reason === 'insufficient_funds')).toBe(
        true,
      );
      expect(await renewals(domain.domainId)).toHaveLength(0);
      // The domain lives on in its grace, unpaid.
      expect((await domainRow(app(), domain.domainId)).status).toBe('grace');
    } finally {
      sim.subscribe.faults.insufficientFundsAmounts.delete(RENEW_TIYIN);
    }
  });

  it('a domain first charged in its grace is tried only until the grace ends', async () => {
    const domain = await domainWithAutopay();
    sim.subscribe.faults.insufficientFundsAmounts.add(RENEW_TIYIN);
    try {
      const graceEnd = graceEndsAt(domain.expiresAt);
      clock.set(later(graceEnd, -DAY_MS - 60_000));
      await lifecycle();
      clock.advance(DAY_MS);
      await lifecycle();
      expect(await chargesOf(domain.domainId)).toHaveLength(2);
      clock.set(later(graceEnd, 60_000));
      await lifecycle();
      clock.advance(DAY_MS);
      await lifecycle();
      expect((await domainRow(app(), domain.domainId)).status).toBe('redemption');
      expect(await chargesOf(domain.domainId)).toHaveLength(2);
    } finally {
      sim.subscribe.faults.insufficientFundsAmounts.delete(RENEW_TIYIN);
    }
  });

  it('a card reported blocked stops the retries at once; a new auto-pay card is tried the next day', async () => {
    const domain = await domainWithAutopay();
    const payme = [...sim.subscribe.cards.values()].at(-1);
    if (payme) payme.status = 'blocked';
    clock.set(later(domain.expiresAt, -3 * DAY_MS + 60_000));
    await lifecycle();
    clock.advance(DAY_MS);
    await lifecycle();
    let charges = await chargesOf(domain.domainId);
    expect(charges.map((charge) => [charge.state, charge.final])).toEqual([['failed', true]]);
    const newCard = await saveTestCard(app(), domain.token, '8600069195406311');
    expect((await enableAutopay(app(), domain.token, newCard, 100_000)).statusCode).toBe(200);
    clock.advance(DAY_MS);
    await lifecycle();
    charges = await chargesOf(domain.domainId);
    expect(charges.map((charge) => [charge.state, charge.cardId])).toEqual([
      ['failed', domain.cardId],
      ['paid', newCard],
    ]);
    expect(await renewals(domain.domainId)).toHaveLength(1);
    // The money history: both attempts, newest first, the failure with its reason; the paid one is a top-up.
    const attempts = await cardsCall(app(), 'GET', savedCardPaths.autopayAttempts, domain.token);
    expect(attempts.statusCode).toBe(200);
    const list = attempts.json().data as AutopayAttemptView[];
    expect(
      list.map((item) => [item.state, item.reason, item.card_dead, item.subject, item.domain_id]),
    ).toEqual([
      ['paid', null, false, 'domain', domain.domainId],
      ['failed', 'card_expired_or_blocked', true, 'domain', domain.domainId],
    ]);
    expect(list[0]).toMatchObject({ amount: 60_000, card: '860006******6311', order_id: null });
    const history = (await cardsCall(app(), 'GET', paymentPaths.history, domain.token)).json()
      .data as PaymentHistoryEntry[];
    expect(history).toContainEqual(
      expect.objectContaining({ reason: 'top_up', invoice_id: list[0]?.invoice_id, amount: 60_000 }),
    );
    // The domain's own history words each attempt by its outcome.
    const detail = await cardsCall(
      app(),
      'GET',
      domainPaths.detail.replace(':id', String(domain.domainId)),
      domain.token,
    );
    const actions = (detail.json().data.events as { action: string }[]).map((event) => event.action);
    expect(actions).toEqual(expect.arrayContaining(['autopay_failed', 'autopay_paid']));
    // Each charge and each refusal is a notice to the customer (on the channels they chose).
    const notices = (await cardsCall(app(), 'GET', '/api/client/user/notifications', domain.token)).json()
      .data as { kind: string; params: { autopay?: string; amount?: number } }[];
    const told = notices.filter((notice) => notice.kind === 'card_autopay').map((notice) => notice.params);
    expect(told).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ autopay: 'charge_failed', amount: 60_000 }),
        expect.objectContaining({ autopay: 'charged', amount: 60_000 }),
      ]),
    );
  });

  it('a time-out while paying leaves the attempt; the next run settles it with receipts.check and never pays again', async () => {
    const domain = await domainWithAutopay();
    sim.subscribe.faults.holdNextPayReply = true;
    clock.set(later(domain.expiresAt, -3 * DAY_MS + 60_000));
    await lifecycle();
    expect((await chargesOf(domain.domainId)).map((charge) => charge.state)).toEqual(['paying']);
    expect(await renewals(domain.domainId)).toHaveLength(0);
    clock.advance(DAY_MS);
    await Promise.all([lifecycle(), lifecycle()]);
    expect(await paysOf(domain.domainId)).toBe(1);
    expect((await chargesOf(domain.domainId)).map((charge) => charge.state)).toEqual(['paid']);
    expect(await renewals(domain.domainId)).toHaveLength(1);
    expect(sim.subscribe.calls.some((call) => call.method === 'receipts.check')).toBe(true);
    expect((await checkLedger(app().db)).ok).toBe(true);
  });

  it('an answer lost after Payme paid (as a process killed before recording it): settled by receipts.check, paid once', async () => {
    const domain = await domainWithAutopay();
    sim.subscribe.faults.loseNextPayReply = true;
    clock.set(later(domain.expiresAt, -3 * DAY_MS + 60_000));
    await lifecycle();
    const [left] = await chargesOf(domain.domainId);
    expect(left?.state).toBe('paying');
    expect(sim.subscribe.receipts.get(left?.receiptId ?? '')?.state).toBe(4);
    expect(await balanceSom(app(), domain.userId)).toBe(0);
    // Within three call time-outs another process may still be waiting for that answer: left alone.
    await lifecycle();
    expect((await chargesOf(domain.domainId)).map((charge) => charge.state)).toEqual(['paying']);
    clock.advance(60 * 60_000);
    await Promise.all([lifecycle(), lifecycle()]);
    expect(await paysOf(domain.domainId)).toBe(1);
    expect((await chargesOf(domain.domainId)).map((charge) => charge.state)).toEqual(['paid']);
    expect(await renewals(domain.domainId)).toHaveLength(1);
    expect((await checkLedger(app().db)).ok).toBe(true);
  });

  it('auto-renew off or auto-pay off: no charge', async () => {
    const domain = await domainWithAutopay();
    await updateDomain(app().db, domain.domainId, { autoRenew: false });
    clock.set(later(domain.expiresAt, -2 * DAY_MS));
    await lifecycle();
    expect(await chargesOf(domain.domainId)).toHaveLength(0);
  });
});
