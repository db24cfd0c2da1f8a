import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLedgerCheck } from '../../../src/cli/check-ledger.js';
import { clickAttempts, invoices, paymentCallbacks } from '../../../src/db/schema.js';
import { checkLedger, tryChangeBalance } from '../../../src/modules/balance/balance.service.js';
import { registerCustomer } from '../../helpers/customers.js';
import {
  balanceOf,
  clickCall,
  clickSign,
  newInvoice,
  nextClickTransId,
  PAYMENT_ENV,
} from '../../helpers/payments.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// Click's SHOP API as docs/providers/click.md describes it, and Click's own 15-request test matrix.

let testApp: TestApp;
let token: string;
const app = () => testApp.app;

async function invoice5000() {
  return String((await newInvoice(app(), token, 'click_evolution', 5000)).invoice_id);
}

async function prepared(invoiceId: string, amount = '5000.00') {
  const click_trans_id = nextClickTransId();
  const reply = await clickCall(app(), 'prepare', {
    click_trans_id,
    merchant_trans_id: invoiceId,
    amount,
    action: '0',
  });
  expect(reply.error).toBe(0);
  return { click_trans_id, merchant_prepare_id: String(reply.merchant_prepare_id) };
}

const completeFields = (
  invoiceId: string,
  p: { click_trans_id: string; merchant_prepare_id: string },
  error = '0',
) => ({
  click_trans_id: p.click_trans_id,
  merchant_trans_id: invoiceId,
  merchant_prepare_id: p.merchant_prepare_id,
  amount: '5000.00',
  action: '1',
  error,
});

beforeAll(async () => {
  testApp = await buildTestApp(PAYMENT_ENV);
  token = (await registerCustomer(testApp.app)).token;
});
afterAll(async () => {
  await testApp?.close();
});

describe('Click Prepare (30–35, 42)', () => {
  it('30: a wrong sign_string → -1', async () => {
    const invoiceId = await invoice5000();
    const reply = await clickCall(
      app(),
      'prepare',
      { click_trans_id: nextClickTransId(), merchant_trans_id: invoiceId, amount: '5000', action: '0' },
      { sign_string: 'deadbeef'.repeat(4) },
    );
    expect(reply).toMatchObject({ error: -1, error_note: 'SIGN CHECK FAILED!' });
  });

  it('31: a missing field → -8', async () => {
    const invoiceId = await invoice5000();
    for (const missing of ['sign_time', 'click_trans_id', 'amount', 'sign_string', 'error']) {
      const reply = await clickCall(
        app(),
        'prepare',
        { click_trans_id: nextClickTransId(), merchant_trans_id: invoiceId, amount: '5000', action: '0' },
        { [missing]: undefined },
      );
      expect(reply.error, missing).toBe(-8);
    }
  });

  it('32: action=2 with a valid sign → -3', async () => {
    const reply = await clickCall(app(), 'prepare', {
      click_trans_id: nextClickTransId(),
      merchant_trans_id: await invoice5000(),
      amount: '5000',
      action: '2',
    });
    expect(reply.error).toBe(-3);
  });

  it('33: an unknown merchant_trans_id → -5 (also a Payme invoice)', async () => {
    const paymeInvoice = String((await newInvoice(app(), token, 'payme', 5000)).invoice_id);
    for (const merchant_trans_id of ['999999', 'abc', paymeInvoice]) {
      const reply = await clickCall(app(), 'prepare', {
        click_trans_id: nextClickTransId(),
        merchant_trans_id,
        amount: '5000',
        action: '0',
      });
      expect(reply.error, merchant_trans_id).toBe(-5);
    }
  });

  it('34: a different amount → -2', async () => {
    const reply = await clickCall(app(), 'prepare', {
      click_trans_id: nextClickTransId(),
      merchant_trans_id: await invoice5000(),
      amount: '4000.00',
      action: '0',
    });
    expect(reply.error).toBe(-2);
  });

  it('35: a valid Prepare echoes the ids and answers merchant_prepare_id; a resend answers the same', async () => {
    const invoiceId = await invoice5000();
    for (const amount of ['5000', '5000.00']) {
      const click_trans_id = nextClickTransId();
      const fields = { click_trans_id, merchant_trans_id: invoiceId, amount, action: '0' };
      const reply = await clickCall(app(), 'prepare', fields);
      expect(reply).toEqual({
        click_trans_id: Number(click_trans_id),
        merchant_trans_id: invoiceId,
        merchant_prepare_id: expect.any(Number),
        error: 0,
        error_note: 'Success',
      });
      expect(await clickCall(app(), 'prepare', fields)).toEqual(reply);
    }
  });

  it('42: Prepare for an invoice already paid → -4', async () => {
    const invoiceId = await invoice5000();
    const p = await prepared(invoiceId);
    expect((await clickCall(app(), 'complete', completeFields(invoiceId, p))).error).toBe(0);
    const reply = await clickCall(app(), 'prepare', {
      click_trans_id: nextClickTransId(),
      merchant_trans_id: invoiceId,
      amount: '5000.00',
      action: '0',
    });
    expect(reply.error).toBe(-4);
  });
});

describe('Click Complete (36–41)', () => {
  it('36: Complete signed with the Prepare formula → -1', async () => {
    const invoiceId = await invoice5000();
    const p = await prepared(invoiceId);
    const fields = completeFields(invoiceId, p);
    const reply = await clickCall(app(), 'complete', fields, {
      sign_string: clickSign(fields, PAYMENT_ENV.CLICK_SECRET_KEY, false),
    });
    expect(reply.error).toBe(-1);
  });

  it('37: an unknown merchant_prepare_id → -6', async () => {
    const invoiceId = await invoice5000();
    const p = await prepared(invoiceId);
    const reply = await clickCall(
      app(),
      'complete',
      completeFields(invoiceId, { ...p, merchant_prepare_id: '999999999' }),
    );
    expect(reply.error).toBe(-6);
  });

  it('38–40: credits once, repeats answer -4, a later cancel answers -9 and takes the credit back', async () => {
    const before = await balanceOf(app(), token);
    const invoiceId = await invoice5000();
    const p = await prepared(invoiceId);
    const done = await clickCall(app(), 'complete', completeFields(invoiceId, p));
    expect(done).toEqual({
      click_trans_id: Number(p.click_trans_id),
      merchant_trans_id: invoiceId,
      merchant_confirm_id: Number(p.merchant_prepare_id),
      error: 0,
      error_note: 'Success',
    });
    expect(await balanceOf(app(), token)).toBe(before + 5000);
    expect((await clickCall(app(), 'complete', completeFields(invoiceId, p))).error).toBe(-4);
    expect(await balanceOf(app(), token)).toBe(before + 5000);
    expect((await clickCall(app(), 'complete', completeFields(invoiceId, p, '-5017'))).error).toBe(-9);
    expect(await balanceOf(app(), token)).toBe(before);
    const [attempt] = await app()
      .db.select()
      .from(clickAttempts)
      .where(eq(clickAttempts.clickTransId, p.click_trans_id));
    expect(attempt).toMatchObject({ state: 'cancelled', needsReview: false });
    const [invoice] = await app()
      .db.select()
      .from(invoices)
      .where(eq(invoices.id, Number(invoiceId)));
    expect(invoice?.status).toBe('refunded');
    expect((await checkLedger(app().db)).ok).toBe(true);
  });

  it('a cancel after the credit was spent keeps the balance at zero and is listed for review', async () => {
    const invoiceId = await invoice5000();
    const p = await prepared(invoiceId);
    expect((await clickCall(app(), 'complete', completeFields(invoiceId, p))).error).toBe(0);
    const [invoice] = await app()
      .db.select()
      .from(invoices)
      .where(eq(invoices.id, Number(invoiceId)));
    const userId = invoice?.userId ?? 0;
    // The customer spends the whole balance before Click cancels the payment.
    const balanceTiyin = (await balanceOf(app(), token)) * 100;
    const spent = await app().db.transaction((tx) =>
      tryChangeBalance(tx, {
        userId,
        amountTiyin: -balanceTiyin,
        reason: 'order_payment',
        reference: null,
        at: new Date(),
      }),
    );
    expect(spent?.balanceTiyin).toBe(0);
    expect((await clickCall(app(), 'complete', completeFields(invoiceId, p, '-5017'))).error).toBe(-9);
    expect(await balanceOf(app(), token)).toBe(0);
    const [attempt] = await app()
      .db.select()
      .from(clickAttempts)
      .where(eq(clickAttempts.clickTransId, p.click_trans_id));
    expect(attempt).toMatchObject({ state: 'cancelled', needsReview: true });

    const lines: string[] = [];
    expect(await runLedgerCheck(app().db, (line) => lines.push(line))).toBe(3);
    expect(lines.join('\n')).toContain(
      `needs review: Click payment ${attempt?.id} of invoice ${invoiceId} (user ${userId}, 500000 tiyin)`,
    );
    expect((await checkLedger(app().db)).ok).toBe(true);
  });

  it('41: Complete with error=-5017 cancels; repeats and a later error=0 answer -9; no credit', async () => {
    const before = await balanceOf(app(), token);
    const invoiceId = await invoice5000();
    const p = await prepared(invoiceId);
    expect((await clickCall(app(), 'complete', completeFields(invoiceId, p, '-5017'))).error).toBe(-9);
    expect((await clickCall(app(), 'complete', completeFields(invoiceId, p, '-5017'))).error).toBe(-9);
    expect((await clickCall(app(), 'complete', completeFields(invoiceId, p))).error).toBe(-9);
    expect(await balanceOf(app(), token)).toBe(before);
  });

  it('43: create-invoice answers the my.click.uz pay URL of §2.3', async () => {
    const { invoice_id, payment_url } = await newInvoice(app(), token, 'click_evolution', 5000);
    expect(payment_url.startsWith('https://my.click.uz/services/pay?')).toBe(true);
    const query = new URL(payment_url).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      service_id: PAYMENT_ENV.CLICK_SERVICE_ID,
      merchant_id: PAYMENT_ENV.CLICK_MERCHANT_ID,
      amount: '5000.00',
      transaction_param: String(invoice_id),
      return_url: `${PAYMENT_ENV.APP_URL}/pay?invoice_id=${invoice_id}`,
    });
  });
});

describe("Click's 15-request Postman matrix (§2.2)", () => {
  it('answers every request as Click expects', async () => {
    const account = await invoice5000();
    const id1 = nextClickTransId();
    const prepare = (click_trans_id: string, merchant_trans_id: string) => ({
      click_trans_id,
      merchant_trans_id,
      amount: '5000',
      action: '0',
    });
    expect((await clickCall(app(), 'prepare', prepare(id1, account), { sign_string: 'x' })).error).toBe(-1); // 1
    expect((await clickCall(app(), 'prepare', prepare(id1, '424242'))).error).toBe(-5); // 2
    const r3 = await clickCall(app(), 'prepare', prepare(id1, account)); // 3
    expect(r3.error).toBe(0);
    const p3 = { click_trans_id: id1, merchant_prepare_id: String(r3.merchant_prepare_id) };
    const c = completeFields(account, p3);
    expect((await clickCall(app(), 'complete', c, { sign_string: 'x' })).error).toBe(-1); // 4
    expect((await clickCall(app(), 'complete', { ...c, amount: '300' })).error).toBe(-2); // 5
    expect((await clickCall(app(), 'complete', c)).error).toBe(0); // 6
    expect((await clickCall(app(), 'complete', c)).error).toBe(-4); // 7
    expect((await clickCall(app(), 'complete', { ...c, error: '-5017' })).error).toBe(-9); // 8

    const account2 = await invoice5000();
    const id9 = nextClickTransId();
    const r9 = await clickCall(app(), 'prepare', prepare(id9, account2)); // 9
    expect(r9.error).toBe(0);
    const c9 = completeFields(account2, {
      click_trans_id: id9,
      merchant_prepare_id: String(r9.merchant_prepare_id),
    });
    expect((await clickCall(app(), 'complete', { ...c9, merchant_prepare_id: '999999999' })).error).toBe(-6); // 10
    expect((await clickCall(app(), 'complete', c9)).error).toBe(0); // 11

    const account3 = await invoice5000();
    const id12 = nextClickTransId();
    const r12 = await clickCall(app(), 'prepare', prepare(id12, account3)); // 12
    expect(r12.error).toBe(0);
    const c12 = completeFields(account3, {
      click_trans_id: id12,
      merchant_prepare_id: String(r12.merchant_prepare_id),
    });
    expect((await clickCall(app(), 'complete', { ...c12, error: '-5017' })).error).toBe(-9); // 13
    expect((await clickCall(app(), 'complete', { ...c12, error: '-5017' })).error).toBe(-9); // 14
    expect((await clickCall(app(), 'complete', c12)).error).toBe(-9); // 15
    expect((await checkLedger(app().db)).ok).toBe(true);
  });

  it('logs every callback', async () => {
    const rows = await app().db.select().from(paymentCallbacks).where(eq(paymentCallbacks.provider, 'click'));
    expect(rows.some((row) => row.method === 'complete')).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(PAYMENT_ENV.CLICK_SECRET_KEY);
  });
});

describe('the -4 switch for a cancel of a confirmed payment', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await buildTestApp({ ...PAYMENT_ENV, CLICK_CANCEL_CONFIRMED_ERROR: '-4' });
  });
  afterAll(async () => {
    await other?.close();
  });

  it("answers -4 as Click's PHP library does and keeps the credit", async () => {
    const customer = await registerCustomer(other.app);
    const invoiceId = String(
      (await newInvoice(other.app, customer.token, 'click_evolution', 5000)).invoice_id,
    );
    const click_trans_id = nextClickTransId();
    const r = await clickCall(other.app, 'prepare', {
      click_trans_id,
      merchant_trans_id: invoiceId,
      amount: '5000.00',
      action: '0',
    });
    const c = completeFields(invoiceId, {
      click_trans_id,
      merchant_prepare_id: String(r.merchant_prepare_id),
    });
    expect((await clickCall(other.app, 'complete', c)).error).toBe(0);
    expect((await clickCall(other.app, 'complete', { ...c, error: '-5017' })).error).toBe(-4);
    expect(await balanceOf(other.app, customer.token)).toBe(5000);
  });
});
