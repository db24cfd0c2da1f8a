import { merchantInfoSchema, paymentHistoryEntrySchema } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { registerCustomer } from '../../helpers/customers.js';
import { createInvoice, newInvoice, PAYMENT_ENV, paymeCall } from '../../helpers/payments.js';
import { useTestApp } from '../../helpers/test-app.js';

const testApp = useTestApp(PAYMENT_ENV);
const get = (url: string, token: string | null) =>
  testApp.app.inject({
    method: 'GET',
    url,
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
  });

async function payWithPayme(token: string, amount: number) {
  const { invoice_id } = await newInvoice(testApp.app, token, 'payme', amount);
  const id = `${invoice_id}`.padStart(24, 'a');
  const params = { id, time: Date.now(), amount: amount * 100, account: { invoice_id } };
  expect((await paymeCall(testApp.app, 'CreateTransaction', params)).result?.state).toBe(1);
  expect((await paymeCall(testApp.app, 'PerformTransaction', { id })).result?.state).toBe(2);
  return { invoice_id, id };
}

describe('GET merchant list', () => {
  it('lists the four methods with logos, support flags and the bounds', async () => {
    const { token } = await registerCustomer(testApp.app);
    const response = await get('/api/client/user/payment/merchant', token);
    expect(response.statusCode).toBe(200);
    const merchants = response.json().data.map((m: unknown) => merchantInfoSchema.strict().parse(m));
    expect(merchants.map((m: { id: string; supported: boolean }) => [m.id, m.supported])).toEqual([
      ['click_evolution', true],
      ['payme', true],
      ['uzum', false],
      ['paynet', false],
    ]);
    expect(merchants[0]).toMatchObject({
      min_amount: 1000,
      max_amount: 10_000_000,
      logo_url: '/payments/click.svg',
    });
  });

  it('needs a login', async () => {
    expect((await get('/api/client/user/payment/merchant', null)).statusCode).toBe(401);
  });
});

describe('POST create-invoice: bad input', () => {
  it('refuses uzum and paynet with MERCHANT_UNSUPPORTED, anything else with merchant_invalid', async () => {
    const { token } = await registerCustomer(testApp.app);
    for (const merchant of ['uzum', 'paynet']) {
      const response = await createInvoice(testApp.app, token, { merchant, amount: 5000 });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'MERCHANT_UNSUPPORTED',
        errors: { merchant: [expect.any(String)] },
      });
    }
    const unknown = await createInvoice(testApp.app, token, { merchant: 'visa', amount: 5000 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { merchant: [expect.any(String)] },
    });
  });

  it('checks the amount: format and bounds, as field errors on amount in the request language', async () => {
    const { token } = await registerCustomer(testApp.app);
    for (const amount of [999.99, 10_000_000.01, '12.345', 'abc', -5, '']) {
      const response = await createInvoice(
        testApp.app,
        token,
        { merchant: 'payme', amount },
        { 'accept-language': 'ru' },
      );
      expect(response.statusCode, String(amount)).toBe(422);
      expect(response.json().errors.amount[0]).toMatch(/[А-Яа-я]/);
    }
    const ok = await createInvoice(testApp.app, token, { merchant: 'click_evolution', amount: '1000.5' });
    expect(ok.statusCode).toBe(200);
    expect(new URL(ok.json().data.payment_url).searchParams.get('amount')).toBe('1000.50');
  });

  it('picks the checkout language from the request language', async () => {
    const { token } = await registerCustomer(testApp.app);
    for (const [language, l] of [
      ['en', 'en'],
      ['ru', 'ru'],
      ['uzc', 'uz'],
      ['tj', 'ru'],
    ]) {
      const { payment_url } = (
        await createInvoice(
          testApp.app,
          token,
          { merchant: 'payme', amount: 5000 },
          { 'accept-language': language ?? '' },
        )
      ).json().data;
      const decoded = Buffer.from(new URL(payment_url).pathname.slice(1), 'base64').toString();
      expect(decoded, language).toContain(`;l=${l};`);
    }
  });

  it('needs a login', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/client/user/payment/merchant/create-invoice',
      payload: { merchant: 'payme', amount: 5000 },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('invoice status', () => {
  it('shows the owner the status as it changes, and nobody else', async () => {
    const owner = await registerCustomer(testApp.app);
    const stranger = await registerCustomer(testApp.app);
    const { invoice_id } = await newInvoice(testApp.app, owner.token, 'payme', 25_000);
    const url = `/api/client/user/payment/invoices/${invoice_id}`;
    expect((await get(url, owner.token)).json().data).toMatchObject({
      id: invoice_id,
      merchant: 'payme',
      amount: 25_000,
      status: 'pending',
      paid_at: null,
    });
    expect((await get(url, stranger.token)).statusCode).toBe(404);
    expect((await get('/api/client/user/payment/invoices/987654', owner.token)).statusCode).toBe(404);
    expect((await get(url, null)).statusCode).toBe(401);
  });
});

describe('payment history', () => {
  it('lists the ledger newest first with amount and action; only the own entries', async () => {
    const customer = await registerCustomer(testApp.app);
    const other = await registerCustomer(testApp.app);
    const first = await payWithPayme(customer.token, 25_000);
    await payWithPayme(customer.token, 1000.5);
    await payWithPayme(other.token, 3000);
    expect(
      (await paymeCall(testApp.app, 'CancelTransaction', { id: first.id, reason: 5 })).result?.state,
    ).toBe(-2);

    const response = await get('/api/client/user/payment/history', customer.token);
    expect(response.statusCode).toBe(200);
    const entries = response.json().data.map((e: unknown) => paymentHistoryEntrySchema.strict().parse(e));
    expect(
      entries.map((e: { amount: number; action: string; reason: string }) => [e.amount, e.action, e.reason]),
    ).toEqual([
      [25_000, '-', 'top_up_reversal'],
      [1000.5, '+', 'top_up'],
      [25_000, '+', 'top_up'],
    ]);
    expect(entries[2].reference).toBe(`invoice:${first.invoice_id}`);
    expect((await get('/api/client/user/payment/history', null)).statusCode).toBe(401);
  });
});
