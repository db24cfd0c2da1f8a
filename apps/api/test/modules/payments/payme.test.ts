import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fiscalReceipts, invoices, paymentCallbacks, paymeTransactions } from '../../../src/db/schema.js';
import { createManualClock } from '../../../src/lib/clock.js';
import { checkLedger, tryChangeBalance } from '../../../src/modules/balance/balance.service.js';
import { registerCustomer } from '../../helpers/customers.js';
import { balanceOf, newInvoice, PAYMENT_ENV, paymeAuth, paymeCall } from '../../helpers/payments.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// Payme's Merchant API as docs/providers/payme.md describes it: every method, its repeats, races and errors.

const clock = createManualClock(new Date('2026-03-01T09:00:00Z'));
let testApp: TestApp;
let token: string;
let userId: number;
let paymeSeq = 0;

const app = () => testApp.app;
const paymeId = () => {
  paymeSeq += 1;
  return `5305e3bab097f420a62c${String(paymeSeq).padStart(4, '0')}`;
};
const account = (id: number | string) => ({ invoice_id: id });
const expectMessage = (message: unknown) =>
  expect(message).toEqual({ ru: expect.any(String), uz: expect.any(String), en: expect.any(String) });

async function invoice5000() {
  return (await newInvoice(app(), token, 'payme', 5000)).invoice_id;
}

async function created(invoiceId: number) {
  const id = paymeId();
  const reply = await paymeCall(app(), 'CreateTransaction', {
    id,
    time: clock.now().getTime(),
    amount: 500000,
    account: account(invoiceId),
  });
  expect(reply.result?.state).toBe(1);
  return id;
}

beforeAll(async () => {
  testApp = await buildTestApp(PAYMENT_ENV, { clock });
  const customer = await registerCustomer(testApp.app);
  token = customer.token;
  const profile = await testApp.app.inject({
    method: 'GET',
    url: '/api/client/user/profile',
    headers: { authorization: `Bearer ${token}` },
  });
  userId = profile.json().data.id;
});
afterAll(async () => {
  await testApp?.close();
});

describe('Payme transport and auth (1–6)', () => {
  it('1: no Authorization → -32504, nothing changes', async () => {
    const invoiceId = await invoice5000();
    const reply = await paymeCall(
      app(),
      'CreateTransaction',
      { id: paymeId(), time: clock.now().getTime(), amount: 500000, account: account(invoiceId) },
      null,
    );
    expect(reply.error?.code).toBe(-32504);
    expectMessage(reply.error?.message);
    expect(
      await app().db.select().from(paymeTransactions).where(eq(paymeTransactions.invoiceId, invoiceId)),
    ).toEqual([]);
  });

  it('2: a wrong key or a login other than Paycom → -32504', async () => {
    const params = { amount: 500000, account: account(1) };
    expect((await paymeCall(app(), 'CheckPerformTransaction', params, paymeAuth('wrong'))).error?.code).toBe(
      -32504,
    );
    expect(
      (await paymeCall(app(), 'CheckPerformTransaction', params, paymeAuth(PAYMENT_ENV.PAYME_KEY, 'Payme')))
        .error?.code,
    ).toBe(-32504);
    expect((await paymeCall(app(), 'CheckPerformTransaction', params, 'Bearer x')).error?.code).toBe(-32504);
  });

  it('3: GET → -32300 with HTTP 200', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/payments/payme' });
    expect(response.statusCode).toBe(200);
    expect(response.json().error.code).toBe(-32300);
  });

  it('4: malformed JSON → -32700, also when sent as text/json', async () => {
    for (const contentType of ['application/json', 'text/json']) {
      const response = await app().inject({
        method: 'POST',
        url: '/api/payments/payme',
        headers: { 'content-type': contentType, authorization: paymeAuth() },
        payload: '{bad json',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().error.code).toBe(-32700);
    }
  });

  it('parses a text/json body like JSON', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/payments/payme',
      headers: { 'content-type': 'text/json', authorization: paymeAuth() },
      payload: JSON.stringify({ id: 7, method: 'CheckTransaction', params: { id: 'unknown-id' } }),
    });
    expect(response.json()).toMatchObject({ id: 7, error: { code: -31003 } });
  });

  it('5: no method or params not an object → -32600', async () => {
    for (const body of [
      { id: 1, params: {} },
      { id: 1, method: 'CheckTransaction', params: [] },
    ]) {
      const response = await app().inject({
        method: 'POST',
        url: '/api/payments/payme',
        headers: { 'content-type': 'application/json', authorization: paymeAuth() },
        payload: JSON.stringify(body),
      });
      expect(response.json()).toMatchObject({ id: 1, error: { code: -32600 } });
    }
  });

  it('6: unknown method → -32601 with the name in data; ChangePassword is not offered', async () => {
    expect((await paymeCall(app(), 'Foo', {})).error).toMatchObject({ code: -32601, data: 'Foo' });
    expect((await paymeCall(app(), 'ChangePassword', { password: 'new-secret-key' })).error?.code).toBe(
      -32601,
    );
  });
});

describe('CheckPerformTransaction (7–10)', () => {
  it('7: the right amount for a pending invoice → allow, with the fiscal receipt detail', async () => {
    const invoiceId = await invoice5000();
    const reply = await paymeCall(app(), 'CheckPerformTransaction', {
      amount: 500000,
      account: account(invoiceId),
    });
    // One item: the top-up, priced in tiyin, with the configured IKPU, package code and VAT percent; the items
    // add up to the amount, as Payme requires.
    expect(reply.result).toEqual({
      allow: true,
      detail: {
        receipt_type: 0,
        items: [
          {
            title: expect.stringMatching(/\S/),
            price: 500000,
            count: 1,
            code: PAYMENT_ENV.FISCAL_IKPU_TOP_UP,
            package_code: PAYMENT_ENV.FISCAL_PACKAGE_CODE,
            vat_percent: 12,
          },
        ],
      },
    });
  });

  it('8: a wrong amount → -31001 with {ru, uz, en}', async () => {
    const invoiceId = await invoice5000();
    const reply = await paymeCall(app(), 'CheckPerformTransaction', {
      amount: 400000,
      account: account(invoiceId),
    });
    expect(reply.error?.code).toBe(-31001);
    expectMessage(reply.error?.message);
  });

  it('9: an unknown account → -31050 naming invoice_id', async () => {
    for (const id of ['nope', 99999]) {
      const reply = await paymeCall(app(), 'CheckPerformTransaction', {
        amount: 500000,
        account: account(id),
      });
      expect(reply.error).toMatchObject({ code: -31050, data: 'invoice_id' });
      expectMessage(reply.error?.message);
    }
  });

  it('10: a paid or cancelled invoice → a -31050…-31099 code', async () => {
    const paid = await invoice5000();
    const id = await created(paid);
    await paymeCall(app(), 'PerformTransaction', { id });
    const cancelled = await invoice5000();
    await paymeCall(app(), 'CancelTransaction', { id: await created(cancelled), reason: 3 });
    for (const invoiceId of [paid, cancelled]) {
      const reply = await paymeCall(app(), 'CheckPerformTransaction', {
        amount: 500000,
        account: account(invoiceId),
      });
      expect(reply.error?.code).toBeLessThanOrEqual(-31050);
      expect(reply.error?.code).toBeGreaterThanOrEqual(-31099);
      expect(reply.error?.data).toBe('invoice_id');
    }
  });
});

describe('CreateTransaction (11–16)', () => {
  it('11–12: creates once; the repeat is byte-identical and stores no second row', async () => {
    const invoiceId = await invoice5000();
    const params = {
      id: paymeId(),
      time: clock.now().getTime(),
      amount: 500000,
      account: account(invoiceId),
    };
    const first = await paymeCall(app(), 'CreateTransaction', params);
    expect(first.result).toEqual({
      create_time: clock.now().getTime(),
      transaction: expect.any(String),
      state: 1,
    });
    clock.advance(1000);
    const second = await paymeCall(app(), 'CreateTransaction', params);
    expect(JSON.stringify(second.result)).toBe(JSON.stringify(first.result));
    const rows = await app()
      .db.select()
      .from(paymeTransactions)
      .where(eq(paymeTransactions.invoiceId, invoiceId));
    expect(rows).toHaveLength(1);
  });

  it('13: a second transaction for an invoice with a pending one → -31099, no row', async () => {
    const invoiceId = await invoice5000();
    await created(invoiceId);
    const other = paymeId();
    const reply = await paymeCall(app(), 'CreateTransaction', {
      id: other,
      time: clock.now().getTime(),
      amount: 500000,
      account: account(invoiceId),
    });
    expect(reply.error).toMatchObject({ code: -31099, data: 'invoice_id' });
    expect(
      await app().db.select().from(paymeTransactions).where(eq(paymeTransactions.paymeId, other)),
    ).toEqual([]);
    const check = await paymeCall(app(), 'CheckPerformTransaction', {
      amount: 500000,
      account: account(invoiceId),
    });
    expect(check.error?.code).toBe(-31099);
  });

  it('14: wrong amount → -31001; unknown account → -31050', async () => {
    const invoiceId = await invoice5000();
    const base = { id: paymeId(), time: clock.now().getTime() };
    expect(
      (await paymeCall(app(), 'CreateTransaction', { ...base, amount: 400000, account: account(invoiceId) }))
        .error?.code,
    ).toBe(-31001);
    expect(
      (await paymeCall(app(), 'CreateTransaction', { ...base, amount: 500000, account: account('nope') }))
        .error,
    ).toMatchObject({ code: -31050, data: 'invoice_id' });
  });

  it('15: Create for a cancelled transaction → -31008', async () => {
    const invoiceId = await invoice5000();
    const id = await created(invoiceId);
    await paymeCall(app(), 'CancelTransaction', { id, reason: 1 });
    const reply = await paymeCall(app(), 'CreateTransaction', {
      id,
      time: clock.now().getTime(),
      amount: 500000,
      account: account(invoiceId),
    });
    expect(reply.error?.code).toBe(-31008);
  });

  it('16: repeating Create after 12 hours → -31008 and the transaction is cancelled with reason 4', async () => {
    const invoiceId = await invoice5000();
    const time = clock.now().getTime();
    const id = await created(invoiceId);
    clock.advance(43_200_001);
    const reply = await paymeCall(app(), 'CreateTransaction', {
      id,
      time,
      amount: 500000,
      account: account(invoiceId),
    });
    expect(reply.error?.code).toBe(-31008);
    expect((await paymeCall(app(), 'CheckTransaction', { id })).result).toMatchObject({
      state: -1,
      reason: 4,
    });
  });

  it('refuses a new transaction whose Payme time is already 12 hours old', async () => {
    const invoiceId = await invoice5000();
    const reply = await paymeCall(app(), 'CreateTransaction', {
      id: paymeId(),
      time: clock.now().getTime() - 43_200_001,
      amount: 500000,
      account: account(invoiceId),
    });
    expect(reply.error?.code).toBe(-31008);
  });
});

describe('PerformTransaction (17–21)', () => {
  it('17: unknown id → -31003', async () => {
    expect((await paymeCall(app(), 'PerformTransaction', { id: paymeId() })).error?.code).toBe(-31003);
  });

  it('18–19: credits once, marks the invoice paid, and repeats identically', async () => {
    const before = await balanceOf(app(), token);
    const invoiceId = await invoice5000();
    const id = await created(invoiceId);
    clock.advance(5000);
    const first = await paymeCall(app(), 'PerformTransaction', { id });
    expect(first.result).toEqual({
      transaction: expect.any(String),
      perform_time: clock.now().getTime(),
      state: 2,
    });
    expect(await balanceOf(app(), token)).toBe(before + 5000);
    clock.advance(5000);
    const second = await paymeCall(app(), 'PerformTransaction', { id });
    expect(JSON.stringify(second.result)).toBe(JSON.stringify(first.result));
    expect(await balanceOf(app(), token)).toBe(before + 5000);
    const [row] = await app().db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(row?.status).toBe('paid');
    expect(row?.providerTransactionId).toBe(id);
    expect((await checkLedger(app().db)).ok).toBe(true);
  });

  it('20: Perform of a cancelled transaction → -31008', async () => {
    const id = await created(await invoice5000());
    await paymeCall(app(), 'CancelTransaction', { id, reason: 3 });
    expect((await paymeCall(app(), 'PerformTransaction', { id })).error?.code).toBe(-31008);
  });

  it('21: Perform after 12 hours → -31008, state -1 reason 4, no credit', async () => {
    const before = await balanceOf(app(), token);
    const id = await created(await invoice5000());
    clock.advance(43_200_001);
    expect((await paymeCall(app(), 'PerformTransaction', { id })).error?.code).toBe(-31008);
    expect((await paymeCall(app(), 'CheckTransaction', { id })).result).toMatchObject({
      state: -1,
      reason: 4,
    });
    expect(await balanceOf(app(), token)).toBe(before);
  });
});

describe('CancelTransaction and CheckTransaction (22–27)', () => {
  it('22: unknown id → -31003', async () => {
    expect((await paymeCall(app(), 'CancelTransaction', { id: paymeId(), reason: 1 })).error?.code).toBe(
      -31003,
    );
  });

  it('23–24: cancels a created transaction once; the repeat is identical', async () => {
    const invoiceId = await invoice5000();
    const id = await created(invoiceId);
    clock.advance(1000);
    const first = await paymeCall(app(), 'CancelTransaction', { id, reason: 3 });
    expect(first.result).toEqual({
      transaction: expect.any(String),
      cancel_time: clock.now().getTime(),
      state: -1,
    });
    const check = await paymeCall(app(), 'CheckTransaction', { id });
    expect(check.result).toMatchObject({
      perform_time: 0,
      cancel_time: clock.now().getTime(),
      state: -1,
      reason: 3,
    });
    clock.advance(1000);
    const second = await paymeCall(app(), 'CancelTransaction', { id, reason: 3 });
    expect(JSON.stringify(second.result)).toBe(JSON.stringify(first.result));
    const [row] = await app().db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(row?.status).toBe('cancelled');
  });

  it('25: cancelling a performed top-up the balance still holds takes the money back (state -2)', async () => {
    const invoiceId = await invoice5000();
    const id = await created(invoiceId);
    const performed = await paymeCall(app(), 'PerformTransaction', { id });
    const before = await balanceOf(app(), token);
    clock.advance(1000);
    const reply = await paymeCall(app(), 'CancelTransaction', { id, reason: 5 });
    expect(reply.result).toMatchObject({ state: -2, cancel_time: clock.now().getTime() });
    expect(await balanceOf(app(), token)).toBe(before - 5000);
    const check = await paymeCall(app(), 'CheckTransaction', { id });
    expect(check.result).toMatchObject({
      state: -2,
      reason: 5,
      perform_time: performed.result?.perform_time,
    });
    const repeat = await paymeCall(app(), 'CancelTransaction', { id, reason: 5 });
    expect(JSON.stringify(repeat.result)).toBe(JSON.stringify(reply.result));
    expect((await checkLedger(app().db)).ok).toBe(true);
  });

  it('26: when the money is already spent → -31007 and the state stays 2', async () => {
    const id = await created(await invoice5000());
    await paymeCall(app(), 'PerformTransaction', { id });
    const balanceTiyin = Math.round((await balanceOf(app(), token)) * 100);
    // Spend everything but 1 som, as a purchase would.
    await app().db.transaction((tx) =>
      tryChangeBalance(tx, {
        userId,
        amountTiyin: -(balanceTiyin - 100),
        reason: 'top_up_reversal',
        reference: null,
        at: clock.now(),
      }),
    );
    const reply = await paymeCall(app(), 'CancelTransaction', { id, reason: 5 });
    expect(reply.error?.code).toBe(-31007);
    expectMessage(reply.error?.message);
    expect((await paymeCall(app(), 'CheckTransaction', { id })).result).toMatchObject({
      state: 2,
      cancel_time: 0,
    });
    expect(await balanceOf(app(), token)).toBe(1);
  });

  it('27: CheckTransaction of a fresh transaction', async () => {
    const id = await created(await invoice5000());
    expect((await paymeCall(app(), 'CheckTransaction', { id })).result).toEqual({
      create_time: clock.now().getTime(),
      perform_time: 0,
      cancel_time: 0,
      transaction: expect.any(String),
      state: 1,
      reason: null,
    });
  });
});

describe('SetFiscalData', () => {
  const fiscalData = (overrides: Record<string, unknown> = {}) => ({
    receipt_id: 5412,
    status_code: 0,
    message: 'accepted',
    terminal_id: 'EP000000000341',
    fiscal_sign: '461357982451',
    qr_code_url: 'https://ofd.soliq.uz/epi?t=EP000000000341&r=5412&c=20260301140005&s=461357982451',
    date: '20260301140005',
    ...overrides,
  });
  const receiptsOf = (invoiceId: number) =>
    app().db.select().from(fiscalReceipts).where(eq(fiscalReceipts.invoiceId, invoiceId));

  async function performed() {
    const invoiceId = await invoice5000();
    const id = await created(invoiceId);
    expect((await paymeCall(app(), 'PerformTransaction', { id })).result?.state).toBe(2);
    return { invoiceId, id };
  }

  it('stores the receipt of a performed transaction; a repeat answers the same and keeps one row', async () => {
    const { invoiceId, id } = await performed();
    const params = { id, type: 'PERFORM', fiscal_data: fiscalData() };
    expect((await paymeCall(app(), 'SetFiscalData', params)).result).toEqual({ success: true });
    expect((await paymeCall(app(), 'SetFiscalData', params)).result).toEqual({ success: true });
    const rows = await receiptsOf(invoiceId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      provider: 'payme',
      type: 'PERFORM',
      status: 'accepted',
      statusCode: 0,
      receiptId: '5412',
      terminalId: 'EP000000000341',
      fiscalSign: '461357982451',
      qrCodeUrl: fiscalData().qr_code_url,
      fiscalDate: '20260301140005',
    });
  });

  it('an unknown transaction → -31003, and nothing is stored', async () => {
    const reply = await paymeCall(app(), 'SetFiscalData', {
      id: paymeId(),
      type: 'PERFORM',
      fiscal_data: fiscalData(),
    });
    expect(reply.error?.code).toBe(-31003);
    expectMessage(reply.error?.message);
  });

  it('a receipt for a transaction not performed → -31008; a bad type or fiscal_data → -32600', async () => {
    const invoiceId = await invoice5000();
    const id = await created(invoiceId);
    const early = await paymeCall(app(), 'SetFiscalData', { id, type: 'PERFORM', fiscal_data: fiscalData() });
    expect(early.error?.code).toBe(-31008);
    const cancelEarly = await paymeCall(app(), 'SetFiscalData', {
      id,
      type: 'CANCEL',
      fiscal_data: fiscalData(),
    });
    expect(cancelEarly.error?.code).toBe(-31008);
    const badType = await paymeCall(app(), 'SetFiscalData', { id, type: 'SALE', fiscal_data: fiscalData() });
    expect(badType.error).toMatchObject({ code: -32600, data: 'type' });
    const badData = await paymeCall(app(), 'SetFiscalData', { id, type: 'PERFORM', fiscal_data: { foo: 1 } });
    expect(badData.error).toMatchObject({ code: -32600, data: 'fiscal_data' });
    expect(await receiptsOf(invoiceId)).toEqual([]);
  });

  it('a refund gets its CANCEL receipt beside the sale; a refused receipt keeps its message', async () => {
    const { invoiceId, id } = await performed();
    await paymeCall(app(), 'SetFiscalData', { id, type: 'PERFORM', fiscal_data: fiscalData() });
    expect((await paymeCall(app(), 'CancelTransaction', { id, reason: 5 })).result?.state).toBe(-2);
    const refused = fiscalData({ status_code: -1, message: 'Terminal is blocked', qr_code_url: undefined });
    const cancel = await paymeCall(app(), 'SetFiscalData', { id, type: 'CANCEL', fiscal_data: refused });
    expect(cancel.result).toEqual({ success: true });
    const rows = await receiptsOf(invoiceId);
    expect(rows.map((row) => [row.type, row.status]).sort()).toEqual([
      ['CANCEL', 'refused'],
      ['PERFORM', 'accepted'],
    ]);
    expect(rows.find((row) => row.type === 'CANCEL')).toMatchObject({
      statusCode: -1,
      message: 'Terminal is blocked',
      qrCodeUrl: null,
    });
    // Payme sends it again once its fiscal module accepted it: the same row now holds the accepted receipt.
    await paymeCall(app(), 'SetFiscalData', {
      id,
      type: 'CANCEL',
      fiscal_data: fiscalData({ receipt_id: 5413 }),
    });
    const again = await receiptsOf(invoiceId);
    expect(again).toHaveLength(2);
    expect(again.find((row) => row.type === 'CANCEL')).toMatchObject({
      status: 'accepted',
      receiptId: '5413',
    });
  });
});

describe('GetStatement (28) and the checkout URL (29)', () => {
  it('28: lists created transactions by Payme time, inclusive and ascending', async () => {
    // Hours before now: inside Payme's 12-hour window, and apart from the other tests' times.
    const base = clock.now().getTime() - 10_000_000;
    const ids: string[] = [];
    for (const offset of [200, 0, 100]) {
      const id = paymeId();
      ids.push(id);
      const invoiceId = await invoice5000();
      await paymeCall(app(), 'CreateTransaction', {
        id,
        time: base + offset,
        amount: 500000,
        account: account(invoiceId),
      });
    }
    const refused = await paymeCall(app(), 'CreateTransaction', {
      id: paymeId(),
      time: base + 50,
      amount: 1,
      account: account(await invoice5000()),
    });
    expect(refused.error?.code).toBe(-31001);
    const reply = await paymeCall(app(), 'GetStatement', { from: base, to: base + 200 });
    const transactions = reply.result?.transactions as Record<string, unknown>[];
    expect(transactions.map((tx) => tx.id)).toEqual([ids[1], ids[2], ids[0]]);
    expect(Object.keys(transactions[0] ?? {}).sort()).toEqual(
      [
        'account',
        'amount',
        'cancel_time',
        'create_time',
        'id',
        'perform_time',
        'reason',
        'receivers',
        'state',
        'time',
        'transaction',
      ].sort(),
    );
    expect(transactions[0]).toMatchObject({ time: base, amount: 500000, state: 1, reason: null });
    expect((await paymeCall(app(), 'GetStatement', { from: base + 201, to: base + 300 })).result).toEqual({
      transactions: [],
    });
  });

  it('29: create-invoice answers the base64 checkout URL of §1.6', async () => {
    const { invoice_id, payment_url } = await newInvoice(app(), token, 'payme', 5000);
    expect(payment_url.startsWith('https://checkout.paycom.uz/')).toBe(true);
    const decoded = Buffer.from(payment_url.slice('https://checkout.paycom.uz/'.length), 'base64').toString();
    expect(decoded).toBe(
      `m=${PAYMENT_ENV.PAYME_MERCHANT_ID};ac.invoice_id=${invoice_id};a=500000;l=uz;c=${PAYMENT_ENV.APP_URL}/pay?invoice_id=${invoice_id}`,
    );
  });

  it('logs every callback with its answer', async () => {
    const rows = await app().db.select().from(paymentCallbacks).where(eq(paymentCallbacks.provider, 'payme'));
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.some((row) => row.method === 'PerformTransaction')).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(PAYMENT_ENV.PAYME_KEY);
    expect(JSON.stringify(rows)).not.toContain('new-secret-key');
  });
});
