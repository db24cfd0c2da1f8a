import { formatClickSignTime } from '@portal/simulators';
import { describe, expect, it } from 'vitest';
import { registerCustomer } from '../../helpers/customers.js';
import { clickCall, newInvoice, nextClickTransId, PAYMENT_ENV, paymeCall } from '../../helpers/payments.js';
import { useTestApp } from '../../helpers/test-app.js';

// The providers' request shapes, read by zod schemas: each malformed field answers the protocol's own error
// for that field, checked in the protocol's order, and nothing is written.

const testApp = useTestApp(PAYMENT_ENV);

describe('Payme params', () => {
  it('checks CreateTransaction field by field: id, then time, then amount, then account', async () => {
    const bad = { id: 42, time: 'soon', amount: -1, account: {} };
    const first = await paymeCall(testApp.app, 'CreateTransaction', bad);
    expect(first.error).toMatchObject({ code: -32600, data: 'id' });
    const second = await paymeCall(testApp.app, 'CreateTransaction', { ...bad, id: 'p-1' });
    expect(second.error).toMatchObject({ code: -32600, data: 'time' });
    const third = await paymeCall(testApp.app, 'CreateTransaction', { ...bad, id: 'p-1', time: Date.now() });
    expect(third.error?.code).toBe(-31001);
    const fourth = await paymeCall(testApp.app, 'CreateTransaction', {
      id: 'p-1',
      time: Date.now(),
      amount: 100_000,
      account: { invoice_id: 'not-a-number' },
    });
    expect(fourth.error).toMatchObject({ code: -31050, data: 'invoice_id' });
  });

  it('refuses a non-integer cancel reason and non-numeric statement bounds', async () => {
    const cancel = await paymeCall(testApp.app, 'CancelTransaction', { id: 'p-2', reason: '5' });
    expect(cancel.error).toMatchObject({ code: -32600, data: 'reason' });
    const statement = await paymeCall(testApp.app, 'GetStatement', { from: '0', to: 1 });
    expect(statement.error).toMatchObject({ code: -32600, data: 'from' });
  });

  it('refuses params that are a list, as an invalid request', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments/payme',
      headers: { 'content-type': 'application/json', authorization: 'Basic x' },
      payload: JSON.stringify({ id: 'abc', method: 'CheckTransaction', params: [] }),
    });
    expect(response.json()).toMatchObject({ id: 'abc', error: { code: -32600 } });
  });
});

describe('Click fields', () => {
  it('answers -8 for a Complete without merchant_prepare_id or with a non-numeric error', async () => {
    const { token } = await registerCustomer(testApp.app);
    const invoiceId = String((await newInvoice(testApp.app, token, 'click_evolution', 5000)).invoice_id);
    const fields = { click_trans_id: nextClickTransId(), merchant_trans_id: invoiceId, amount: '5000.00' };
    const noPrepareId = await clickCall(testApp.app, 'complete', { ...fields, action: '1' });
    expect(noPrepareId).toMatchObject({ error: -8 });
    const badError = await clickCall(testApp.app, 'prepare', { ...fields, action: '0' }, { error: 'none' });
    expect(badError).toMatchObject({ error: -8 });
  });
});

describe('Click Complete with a prepare id we never gave', () => {
  it.each(['abc', '12x', '99999999', '1e3'])(
    'answers -6 (transaction does not exist) for %s',
    async (prepareId) => {
      const { token } = await registerCustomer(testApp.app);
      const invoiceId = String((await newInvoice(testApp.app, token, 'click_evolution', 5000)).invoice_id);
      const reply = await clickCall(testApp.app, 'complete', {
        click_trans_id: nextClickTransId(),
        merchant_trans_id: invoiceId,
        merchant_prepare_id: prepareId,
        amount: '5000.00',
        action: '1',
      });
      expect(reply).toMatchObject({ error: -6 });
    },
  );
});

describe('time windows', () => {
  const DAY = 24 * 60 * 60_000;

  it('refuses a Click callback signed over a day ago or ahead of our clock, and an unreadable sign_time', async () => {
    const { token } = await registerCustomer(testApp.app);
    const invoiceId = String((await newInvoice(testApp.app, token, 'click_evolution', 5000)).invoice_id);
    const prepare = (sign_time: string) =>
      clickCall(testApp.app, 'prepare', {
        click_trans_id: nextClickTransId(),
        merchant_trans_id: invoiceId,
        amount: '5000.00',
        action: '0',
        sign_time,
      });
    expect(await prepare(formatClickSignTime(Date.now() - 2 * DAY))).toMatchObject({ error: -1 });
    expect(await prepare(formatClickSignTime(Date.now() + 60 * 60_000))).toMatchObject({ error: -1 });
    expect(await prepare('yesterday')).toMatchObject({ error: -8 });
    expect(await prepare(formatClickSignTime(Date.now() - 60_000))).toMatchObject({ error: 0 });
  });

  it('refuses a Payme transaction whose time is far ahead of our clock', async () => {
    const { token } = await registerCustomer(testApp.app);
    const invoiceId = (await newInvoice(testApp.app, token, 'payme', 5000)).invoice_id;
    const create = (time: number) =>
      paymeCall(testApp.app, 'CreateTransaction', {
        id: `future-${time}`,
        time,
        amount: 500_000,
        account: { invoice_id: String(invoiceId) },
      });
    expect((await create(Date.now() + 365 * DAY)).error?.code).toBe(-31008);
    expect((await create(Date.now())).result?.state).toBe(1);
  });
});
