import { randomUUID } from 'node:crypto';
import { adminCardPaths, adminPaths, savedCardPaths } from '@portal/contracts';
import type { PaymeSimulator } from '@portal/simulators';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedCards } from '../../../src/db/schema.js';
import { checkLedger } from '../../../src/modules/balance/balance.service.js';
import { cardChargeSettlement } from '../../../src/modules/payments/payments.jobs.js';
import { openReconciliationItems } from '../../../src/modules/payments/reconciliation.service.js';
import { registerCustomer } from '../../helpers/customers.js';
import { balanceOf, PAYMENT_ENV, paymeCall } from '../../helpers/payments.js';
import {
  cardsCall,
  enableAutopay,
  saveTestCard,
  startCardsSimulator,
  TEST_CARD,
  tokenizeInBrowser,
} from '../../helpers/saved-cards.js';
import { addStaff, bearer, staffToken } from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// Saved cards through Payme's Subscribe API, against the Payme simulator: the test plays the browser's part
// (cards.* with the merchant id alone) and the app's real HTTP routes do the rest.

let sim: PaymeSimulator;
let testApp: TestApp;
const app = () => testApp.app;
// The app's clock runs with the wall clock (the simulator's calls take real time), ahead of it by what a test
// moved it: a wait the rules measure in minutes or call time-outs is walked through, not slept.
let aheadMs = 0;
const clock = { now: () => new Date(Date.now() + aheadMs) };

beforeAll(async () => {
  const started = await startCardsSimulator();
  sim = started.sim;
  testApp = await buildTestApp(started.env, { clock });
}, 180_000);
afterAll(async () => {
  await testApp?.close();
  await sim?.close();
});

const notificationsOf = async (token: string) =>
  (await cardsCall(app(), 'GET', '/api/client/user/notifications', token)).json().data as {
    kind: string;
    params: Record<string, unknown>;
  }[];

describe('card setup and saving', { timeout: 120_000 }, () => {
  it('gives the browser the Payme endpoint and merchant id, and CSP allows exactly that origin', async () => {
    const { token } = await registerCustomer(app());
    const response = await cardsCall(app(), 'GET', savedCardPaths.setup, token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      api_url: `${sim.url}/api`,
      merchant_id: PAYMENT_ENV.PAYME_MERCHANT_ID,
      // Payme's offer, linked beside the card form: Payme's own page unless configured otherwise.
      offer_url: 'https://cdn.payme.uz/terms/main.html',
    });
    expect(JSON.stringify(response.json())).not.toContain(PAYMENT_ENV.PAYME_KEY);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`connect-src 'self' ${sim.url.replace(/[.]/g, '\\.')};`));
  });

  it('keeps a verified token after cards.check with the key, and lists the masked card', async () => {
    const { token } = await registerCustomer(app());
    const cardId = await saveTestCard(app(), token);
    const check = sim.subscribe.calls.filter((call) => call.method === 'cards.check').at(-1);
    expect(check?.auth).toBe('id:key');
    const list = await cardsCall(app(), 'GET', savedCardPaths.cards, token);
    expect(list.json().data).toEqual([
      {
        id: cardId,
        masked_number: '860049******6478',
        expiry: '03/99',
        autopay: false,
        created_at: expect.any(String),
      },
    ]);
    expect(list.body).not.toContain('token');
  });

  it('keeps the token sealed: the row holds no token in clear, and a repeated save answers the same card', async () => {
    const { token } = await registerCustomer(app());
    const cardId = await saveTestCard(app(), token);
    const payme = [...sim.subscribe.cards.values()].at(-1)?.token ?? '';
    expect(payme.length).toBeGreaterThan(8);
    const [row] = await app().db.select().from(savedCards).where(eq(savedCards.id, cardId));
    expect(row?.token).toMatch(/^v1\./);
    expect(row?.token).not.toContain(payme);
    const again = await cardsCall(app(), 'POST', savedCardPaths.cards, token, { token: payme });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(cardId);
    expect((await cardsCall(app(), 'GET', savedCardPaths.cards, token)).json().data).toHaveLength(1);
  });

  it('refuses an unverified token and a token Payme does not know, storing nothing', async () => {
    const { token } = await registerCustomer(app());
    const created = await fetch(`${sim.url}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth': PAYMENT_ENV.PAYME_MERCHANT_ID },
      body: JSON.stringify({
        id: 1,
        method: 'cards.create',
        params: { card: { number: TEST_CARD, expire: '0399' }, save: true },
      }),
    });
    const unverified = ((await created.json()) as { result: { card: { token: string } } }).result.card.token;
    for (const candidate of [unverified, 'bm90LWEtdG9rZW4=']) {
      const response = await cardsCall(app(), 'POST', savedCardPaths.cards, token, { token: candidate });
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('CARD_NOT_VERIFIED');
    }
    const bad = await cardsCall(app(), 'POST', savedCardPaths.cards, token, { token: 'has spaces <x>' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    expect((await cardsCall(app(), 'GET', savedCardPaths.cards, token)).json().data).toEqual([]);
  });

  it('another customer cannot save, see, charge or remove the card', async () => {
    const owner = await registerCustomer(app());
    const other = await registerCustomer(app());
    const cardId = await saveTestCard(app(), owner.token);
    expect((await cardsCall(app(), 'GET', savedCardPaths.cards, other.token)).json().data).toEqual([]);
    const url = savedCardPaths.card.replace(':id', String(cardId));
    expect((await cardsCall(app(), 'DELETE', url, other.token)).statusCode).toBe(404);
    const charge = savedCardPaths.charge.replace(':id', String(cardId));
    const response = await cardsCall(
      app(),
      'POST',
      charge,
      other.token,
      { amount: 5000 },
      { 'idempotency-key': randomUUID() },
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('removing a card', { timeout: 120_000 }, () => {
  it('removes it at Payme too, turns auto-pay off and tells the customer', async () => {
    const { token } = await registerCustomer(app());
    const cardId = await saveTestCard(app(), token);
    expect((await enableAutopay(app(), token, cardId, 200_000)).statusCode).toBe(200);
    const cardToken = [...sim.subscribe.cards.values()].at(-1)?.token;
    const response = await cardsCall(
      app(),
      'DELETE',
      savedCardPaths.card.replace(':id', String(cardId)),
      token,
    );
    expect(response.statusCode).toBe(200);
    expect([...sim.subscribe.cards.values()].find((card) => card.token === cardToken)?.removed).toBe(true);
    expect((await cardsCall(app(), 'GET', savedCardPaths.cards, token)).json().data).toEqual([]);
    const autopay = (await cardsCall(app(), 'GET', savedCardPaths.autopay, token)).json().data;
    expect(autopay).toMatchObject({ enabled: false, card_id: null });
    const told = (await notificationsOf(token)).map((n) => n.params.autopay).filter(Boolean);
    expect(told).toEqual(['card_removed', 'enabled']);
  });
});

describe('one-tap top-up', { timeout: 120_000 }, () => {
  const chargeUrl = (cardId: number) => savedCardPaths.charge.replace(':id', String(cardId));

  it('creates and pays a receipt with fiscal detail and credits the balance once, whatever the repeats', async () => {
    const { token } = await registerCustomer(app());
    const cardId = await saveTestCard(app(), token);
    const headers = { 'idempotency-key': randomUUID() };
    const [first, again] = await Promise.all([
      cardsCall(app(), 'POST', chargeUrl(cardId), token, { amount: 25_000 }, headers),
      cardsCall(app(), 'POST', chargeUrl(cardId), token, { amount: 25_000 }, headers),
    ]);
    const answered = [first, again].filter((response) => response.statusCode === 200);
    expect(answered.length).toBeGreaterThanOrEqual(1);
    expect(answered[0]?.json().data).toMatchObject({ state: 'paid', amount: 25_000 });
    const replay = await cardsCall(app(), 'POST', chargeUrl(cardId), token, { amount: 25_000 }, headers);
    expect(replay.json().data).toEqual(answered[0]?.json().data);
    expect(await balanceOf(app(), token)).toBe(25_000);
    const receipt = [...sim.subscribe.receipts.values()].at(-1);
    expect(receipt).toMatchObject({
      state: 4,
      amount: 2_500_000,
      account: { invoice_id: String(answered[0]?.json().data.invoice_id) },
    });
    expect(receipt?.detail).toMatchObject({
      receipt_type: 0,
      items: [{ price: 2_500_000, count: 1, code: PAYMENT_ENV.FISCAL_IKPU_TOP_UP }],
    });
    expect((await checkLedger(app().db)).ok).toBe(true);
    // Payme fiscalizes the receipt from its detail: an hour on, the paid top-up is no "missing fiscal receipt".
    const hourOn = new Date(Date.now() + 2 * 3_600_000);
    const invoiceId = answered[0]?.json().data.invoice_id;
    const items = await openReconciliationItems(app().db, hourOn);
    expect(items.filter((item) => item.invoice_id === invoiceId)).toEqual([]);
  });

  it('a paid card receipt is credited once while the Merchant API path is live too', async () => {
    const { token } = await registerCustomer(app());
    const cardId = await saveTestCard(app(), token);
    const response = await cardsCall(
      app(),
      'POST',
      chargeUrl(cardId),
      token,
      { amount: 12_000 },
      { 'idempotency-key': randomUUID() },
    );
    const invoiceId = String(response.json().data.invoice_id);
    // Payme, for a cashbox "with billing", would also drive our Merchant API about the same account.
    const account = { invoice_id: invoiceId };
    const checkPerform = await paymeCall(app(), 'CheckPerformTransaction', { amount: 1_200_000, account });
    expect(checkPerform.error?.code).toBe(-31050);
    const create = await paymeCall(app(), 'CreateTransaction', {
      id: 'a'.repeat(24),
      time: Date.now(),
      amount: 1_200_000,
      account,
    });
    expect(create.error?.code).toBe(-31050);
    expect(await balanceOf(app(), token)).toBe(12_000);
    expect((await checkLedger(app().db)).ok).toBe(true);
  });

  it('a refused card (insufficient funds) charges nothing and says so', async () => {
    const { token } = await registerCustomer(app());
    const cardId = await saveTestCard(app(), token);
    sim.subscribe.faults.insufficientFundsAmounts.add(3_300_000);
    const response = await cardsCall(
      app(),
      'POST',
      chargeUrl(cardId),
      token,
      { amount: 33_000 },
      { 'idempotency-key': randomUUID() },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().code, response.body).toBe('CARD_DECLINED');
    expect(await balanceOf(app(), token)).toBe(0);
  });

  it('refuses an amount outside the top-up bounds without calling Payme', async () => {
    const { token } = await registerCustomer(app());
    const cardId = await saveTestCard(app(), token);
    const before = sim.subscribe.receipts.size;
    const response = await cardsCall(
      app(),
      'POST',
      chargeUrl(cardId),
      token,
      { amount: 1 },
      { 'idempotency-key': randomUUID() },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.amount).toBeDefined();
    expect(sim.subscribe.receipts.size).toBe(before);
  });

  it('a lost pay answer leaves the charge paying; settling asks receipts.check and credits once, never pays again', async () => {
    const { token } = await registerCustomer(app());
    const cardId = await saveTestCard(app(), token);
    sim.subscribe.faults.loseNextPayReply = true;
    const response = await cardsCall(
      app(),
      'POST',
      chargeUrl(cardId),
      token,
      { amount: 40_000 },
      { 'idempotency-key': randomUUID() },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.state).toBe('paying');
    expect(await balanceOf(app(), token)).toBe(0);
    const pays = () => sim.subscribe.calls.filter((call) => call.method === 'receipts.pay').length;
    const paysBefore = pays();
    // Settling waits until no process can still be waiting for that answer (three call time-outs): not before.
    const callTimeoutMs = Number(testApp.config.payments.paymeSubscribe?.timeoutMs);
    const checks = () => sim.subscribe.calls.filter((call) => call.method === 'receipts.check').length;
    const checksBefore = checks();
    expect(await app().jobs.runRecurring(cardChargeSettlement)).toBe(true);
    expect(await balanceOf(app(), token)).toBe(0);
    expect(checks()).toBe(checksBefore);
    aheadMs += callTimeoutMs * 3 + 100;
    expect(await app().jobs.runRecurring(cardChargeSettlement)).toBe(true);
    expect(await app().jobs.runRecurring(cardChargeSettlement)).toBe(true);
    expect(await balanceOf(app(), token)).toBe(40_000);
    expect(pays()).toBe(paysBefore);
    expect(checks()).toBeGreaterThan(checksBefore);
    expect((await checkLedger(app().db)).ok).toBe(true);
  });
});

describe('auto-pay settings', { timeout: 120_000 }, () => {
  it('is off until turned on with the current consent; on and off are told; the consent time is kept', async () => {
    const { token } = await registerCustomer(app());
    const cardId = await saveTestCard(app(), token);
    expect((await cardsCall(app(), 'GET', savedCardPaths.autopay, token)).json().data).toEqual({
      enabled: false,
      card_id: null,
      max_charge_som: null,
      consent_version: null,
      consented_at: null,
    });
    const noConsent = await cardsCall(app(), 'PUT', savedCardPaths.autopay, token, {
      enabled: true,
      card_id: cardId,
      max_charge_som: 100_000,
    });
    expect(noConsent.statusCode).toBe(422);
    expect(noConsent.json().errors.consent_version).toBeDefined();
    const oldConsent = await cardsCall(app(), 'PUT', savedCardPaths.autopay, token, {
      enabled: true,
      card_id: cardId,
      max_charge_som: 100_000,
      consent_version: '2020-01-1',
    });
    expect(oldConsent.json().code).toBe('AUTOPAY_CONSENT_OUTDATED');
    const on = await enableAutopay(app(), token, cardId, 100_000);
    expect(on.json().data).toMatchObject({
      enabled: true,
      card_id: cardId,
      max_charge_som: 100_000,
      consented_at: expect.any(String),
    });
    const off = await cardsCall(app(), 'PUT', savedCardPaths.autopay, token, { enabled: false });
    expect(off.json().data).toMatchObject({ enabled: false, card_id: null });
    const told = (await notificationsOf(token)).map((n) => n.params.autopay).filter(Boolean);
    expect(told).toEqual(['disabled', 'enabled']);
  });

  it('refuses a card that is not the customer’s', async () => {
    const owner = await registerCustomer(app());
    const other = await registerCustomer(app());
    const cardId = await saveTestCard(app(), owner.token);
    const response = await enableAutopay(app(), other.token, cardId, 100_000);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.card_id).toEqual([expect.any(String)]);
  });
});

describe('staff', { timeout: 120_000 }, () => {
  it('see masked cards and auto-pay, never a token, and turn auto-pay off (audited, the customer told)', async () => {
    const { token } = await registerCustomer(app());
    const cardId = await saveTestCard(app(), token);
    await enableAutopay(app(), token, cardId, 50_000);
    const profile = await cardsCall(app(), 'GET', '/api/client/user/profile', token);
    const customerId = profile.json().data.id as number;
    const staff = await staffToken(app(), await addStaff(testApp, 'support'));
    const seen = await app().inject({
      method: 'GET',
      url: adminCardPaths.customerCards.replace(':id', String(customerId)),
      headers: bearer(staff),
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({
      cards: [{ id: cardId, masked_number: '860049******6478', removed_at: null }],
      autopay: { enabled: true, card_id: cardId, max_charge_som: 50_000 },
    });
    const cardToken =
      [...sim.subscribe.cards.values()].find((card) => card.verified && !card.removed)?.token ?? '';
    expect(seen.body).not.toContain(cardToken.slice(0, 20));
    const off = await app().inject({
      method: 'POST',
      url: adminCardPaths.customerAutopayOff.replace(':id', String(customerId)),
      headers: bearer(staff),
      payload: { reason: 'customer asked by phone' },
    });
    expect(off.statusCode).toBe(200);
    expect((await cardsCall(app(), 'GET', savedCardPaths.autopay, token)).json().data.enabled).toBe(false);
    const audit = await app().inject({
      method: 'GET',
      url: `${adminPaths.auditLog}?customer_id=${customerId}`,
      headers: bearer(await staffToken(app(), await addStaff(testApp, 'owner'))),
    });
    expect(audit.body).toContain('customer.autopay-off');
    const told = (await notificationsOf(token)).map((n) => n.params.autopay).filter(Boolean);
    expect(told[0]).toBe('disabled');
    const bad = await app().inject({
      method: 'POST',
      url: adminCardPaths.customerAutopayOff.replace(':id', '999999'),
      headers: bearer(staff),
      payload: { reason: 'nobody' },
    });
    expect(bad.statusCode).toBe(404);
  });

  it('list refused auto-pay charges with their reasons', async () => {
    const staff = await staffToken(app(), await addStaff(testApp, 'billing'));
    const response = await app().inject({
      method: 'GET',
      url: adminCardPaths.autopayFailures,
      headers: bearer(staff),
    });
    expect(response.statusCode).toBe(200);
    expect(Array.isArray(response.json().data)).toBe(true);
  });
});

describe('the card number', { timeout: 120_000 }, () => {
  it('reaches no request to our API and no database row', async () => {
    const { token } = await registerCustomer(app());
    const setup = (await cardsCall(app(), 'GET', savedCardPaths.setup, token)).json().data;
    const cardToken = await tokenizeInBrowser(setup.api_url, setup.merchant_id);
    expect(cardToken).not.toContain(TEST_CARD);
    await cardsCall(app(), 'POST', savedCardPaths.cards, token, { token: cardToken });
    const { sql } = await import('drizzle-orm');
    const tables = (await app().db.execute(
      sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    )) as unknown as { rows: { table_name: string }[] };
    for (const { table_name } of tables.rows) {
      const rows = (await app().db.execute(sql.raw(`select * from "${table_name}"`))) as unknown as {
        rows: unknown[];
      };
      expect(JSON.stringify(rows.rows), table_name).not.toContain(TEST_CARD);
    }
  });
});
