import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  decodePaymeCheckout,
  encodePaymeCheckout,
  type PaymeSimulator,
  startPaymeSimulator,
} from '../src/index.js';
import {
  createPaymeMerchantLogic,
  INVOICE_ID,
  INVOICE_TIYIN,
  PAYME_KEY,
  receiptDetail,
} from './payme-merchant.js';
import { type RecordingMerchant, startRecordingMerchant } from './recording-merchant.js';

const NOW = Date.UTC(2025, 5, 1, 9, 30);
const RETURN_URL = 'http://127.0.0.1:9/pay/result?invoice=42';
let merchant: RecordingMerchant;
let sim: PaymeSimulator;

beforeEach(async () => {
  merchant = await startRecordingMerchant(createPaymeMerchantLogic());
  sim = await startPaymeSimulator({
    merchantUrl: `${merchant.url}/api/payments/payme`,
    key: PAYME_KEY,
    merchantId: 'kassa-1',
    now: () => NOW,
  });
});
afterEach(async () => {
  await sim.close();
  await merchant.close();
});

function checkoutUrl(
  overrides: { amountTiyin?: number; lang?: 'ru' | 'uz' | 'en'; invoiceId?: string } = {},
) {
  return sim.checkoutUrl({
    merchantId: 'kassa-1',
    account: { invoice_id: overrides.invoiceId ?? INVOICE_ID },
    amountTiyin: overrides.amountTiyin ?? INVOICE_TIYIN,
    returnUrl: RETURN_URL,
    lang: overrides.lang,
  });
}

function sentRpcs() {
  return merchant.requests.map(
    (request) => JSON.parse(request.body) as { method: string; params: unknown; id: number },
  );
}

describe('checkout URL', () => {
  it('decodes the documented example and a return URL containing ";"', () => {
    expect(
      decodePaymeCheckout('bT01ODdmNzJjNzJjYWMwZDE2MmM3MjJhZTI7YWMub3JkZXJfaWQ9MTk3O2E9NTAw'),
    ).toMatchObject({
      merchantId: '587f72c72cac0d162c722ae2',
      account: { order_id: '197' },
      amountTiyin: 500,
      lang: 'ru',
    });
    const encoded = encodePaymeCheckout({
      merchantId: 'm1',
      account: { invoice_id: '7' },
      amountTiyin: 100,
      returnUrl: 'https://portal.test/pay;x=1?a=b',
      lang: 'uz',
    });
    expect(decodePaymeCheckout(encoded)).toMatchObject({
      returnUrl: 'https://portal.test/pay;x=1?a=b',
      lang: 'uz',
    });
  });

  it('refuses a malformed link, a bad amount and another kassa with a 400 page', async () => {
    const bad = [
      Buffer.from('m=kassa-1;ac.invoice_id=1;a=1.5').toString('base64'),
      Buffer.from('m=kassa-1;a=100').toString('base64'),
      Buffer.from('m=other;ac.invoice_id=1;a=100').toString('base64'),
      'not-base64-at-all',
    ];
    for (const encoded of bad) {
      const response = await fetch(`${sim.url}/${encoded}`);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('data-testid="payme-bad-link"');
    }
  });
});

describe('pay and cancel through the handle', () => {
  it('sends CheckPerform → Create → Perform → SetFiscalData with Basic Paycom auth and the exact params', async () => {
    const result = await sim.pay(checkoutUrl());
    expect(result.outcome).toBe('paid');
    expect(result.redirectUrl).toBe(RETURN_URL);
    expect(result.transactionId).toMatch(/^[0-9a-f]{24}$/);

    const expectedAuth = `Basic ${Buffer.from(`Paycom:${PAYME_KEY}`).toString('base64')}`;
    for (const request of merchant.requests) {
      expect(request.method).toBe('POST');
      expect(request.path).toBe('/api/payments/payme');
      expect(request.headers.authorization).toBe(expectedAuth);
      expect(request.headers['content-type']).toMatch(/json/);
    }
    const account = { invoice_id: INVOICE_ID };
    const rpcs = sentRpcs();
    expect(rpcs.map((rpc) => rpc.method)).toEqual([
      'CheckPerformTransaction',
      'CreateTransaction',
      'PerformTransaction',
      'SetFiscalData',
    ]);
    expect(rpcs[0]?.params).toEqual({ amount: INVOICE_TIYIN, account });
    expect(rpcs[1]?.params).toEqual({ id: result.transactionId, time: NOW, amount: INVOICE_TIYIN, account });
    expect(rpcs[2]?.params).toEqual({ id: result.transactionId });
    expect(rpcs[3]?.params).toEqual({
      id: result.transactionId,
      type: 'PERFORM',
      fiscal_data: {
        receipt_id: expect.any(Number),
        status_code: 0,
        message: 'accepted',
        terminal_id: expect.any(String),
        fiscal_sign: expect.stringMatching(/^\d{12}$/),
        qr_code_url: expect.stringMatching(/^https:\/\/ofd\.soliq\.uz\/epi\?t=/),
        // 2025-06-01 09:30 UTC is 14:30 in Tashkent.
        date: '20250601143000',
      },
    });
    expect({ fiscal_data: result.fiscal }).toEqual(rpcs[3]?.params && { fiscal_data: expect.anything() });
    expect(rpcs[3]?.params).toMatchObject({ fiscal_data: result.fiscal });
    expect(new Set(rpcs.map((rpc) => rpc.id)).size).toBe(4);
    expect(result.exchanges.map((exchange) => exchange.reply)).toEqual([
      { result: { allow: true, detail: receiptDetail(INVOICE_TIYIN) }, id: rpcs[0]?.id },
      { result: { create_time: expect.any(Number), transaction: 'tx-1', state: 1 }, id: rpcs[1]?.id },
      { result: { perform_time: expect.any(Number), transaction: 'tx-1', state: 2 }, id: rpcs[2]?.id },
      { result: { success: true }, id: rpcs[3]?.id },
    ]);
  });

  it('refuses to pay when the fiscal items do not add up to the amount', async () => {
    await merchant.close();
    merchant = await startRecordingMerchant(createPaymeMerchantLogic({ detailPrice: INVOICE_TIYIN - 100 }));
    await sim.close();
    sim = await startPaymeSimulator({
      merchantUrl: `${merchant.url}/api/payments/payme`,
      key: PAYME_KEY,
      merchantId: 'kassa-1',
      now: () => NOW,
    });
    const result = await sim.pay(checkoutUrl());
    expect(result.outcome).toBe('failed');
    expect(result.failedMethod).toBe('CheckPerformTransaction');
    expect(result.failure?.message).toContain(`add up to ${INVOICE_TIYIN - 100}`);
    expect(sentRpcs().map((rpc) => rpc.method)).toEqual(['CheckPerformTransaction']);
  });

  it('refunds a paid one: Cancel with reason 5, then SetFiscalData CANCEL', async () => {
    const paid = await sim.pay(checkoutUrl());
    const refunded = await sim.refund(paid);
    expect(refunded.outcome).toBe('cancelled');
    const rpcs = sentRpcs().slice(4);
    expect(rpcs.map((rpc) => rpc.method)).toEqual(['CancelTransaction', 'SetFiscalData']);
    expect(rpcs[0]?.params).toEqual({ id: paid.transactionId, reason: 5 });
    expect(rpcs[1]?.params).toMatchObject({ id: paid.transactionId, type: 'CANCEL' });
  });

  it('sends CheckPerform → Create → Cancel with reason 3', async () => {
    const result = await sim.cancel(checkoutUrl());
    expect(result.outcome).toBe('cancelled');
    const rpcs = sentRpcs();
    expect(rpcs.map((rpc) => rpc.method)).toEqual([
      'CheckPerformTransaction',
      'CreateTransaction',
      'CancelTransaction',
    ]);
    expect(rpcs[2]?.params).toEqual({ id: result.transactionId, reason: 3 });
    expect(result.exchanges[2]?.reply).toMatchObject({ result: { state: -1 } });
  });

  it('uses a new transaction id for every payment and logs every exchange', async () => {
    const first = await sim.pay(checkoutUrl());
    const second = await sim.pay(checkoutUrl());
    expect(first.transactionId).not.toBe(second.transactionId);
    expect(sim.log()).toHaveLength(8);
    const overHttp = (await (await fetch(`${sim.url}/__sim/log`)).json()) as { exchanges: unknown[] };
    expect(overHttp.exchanges).toEqual(JSON.parse(JSON.stringify(sim.log())));
    sim.clearLog();
    expect(sim.log()).toEqual([]);
  });

  it('stops at the first error and reports the code and message', async () => {
    const result = await sim.pay(checkoutUrl({ amountTiyin: 100 }));
    expect(result.outcome).toBe('failed');
    expect(result.failedMethod).toBe('CheckPerformTransaction');
    expect(result.failure).toMatchObject({ code: -31001, message: { uz: "Noto'g'ri summa" } });
    expect(merchant.requests).toHaveLength(1);
  });

  it('reports a merchant that answers HTTP 500 or is unreachable as a system failure', async () => {
    const broken = await startRecordingMerchant(() => ({ status: 500, body: 'oops' }));
    const brokenSim = await startPaymeSimulator({ merchantUrl: broken.url, key: PAYME_KEY });
    const result = await brokenSim.pay(checkoutUrl());
    expect(result.failure).toEqual({ code: null, message: 'HTTP 500' });
    await broken.close();
    const unreachable = await brokenSim.pay(checkoutUrl());
    expect(unreachable.outcome).toBe('failed');
    expect(unreachable.failure?.code).toBeNull();
    await brokenSim.close();
  });
});

describe('checkout page in the browser', () => {
  it('shows the amount, invoice and buttons in the language of l, with no script', async () => {
    const expectations = {
      ru: ['Оплатить', 'Отменить'],
      uz: ['To&#39;lash', 'Bekor qilish'],
      en: ['Pay', 'Cancel'],
    };
    for (const [lang, labels] of Object.entries(expectations) as ['ru' | 'uz' | 'en', string[]][]) {
      const response = await fetch(checkoutUrl({ lang }));
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain('25\u00a0000.00');
      expect(html).toContain(`data-testid="payme-account-invoice_id">${INVOICE_ID}<`);
      for (const label of labels) expect(html).toContain(label);
      expect(html).not.toMatch(/<script|style=|onclick/i);
    }
  });

  it('pays on the form POST and sends the browser back to c with a 303', async () => {
    const encoded = new URL(checkoutUrl()).pathname.slice(1);
    const response = await fetch(`${sim.url}/__sim/checkout/pay`, {
      method: 'POST',
      body: new URLSearchParams({ checkout: encoded }),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(RETURN_URL);
    expect(sentRpcs().map((rpc) => rpc.method)).toEqual([
      'CheckPerformTransaction',
      'CreateTransaction',
      'PerformTransaction',
      'SetFiscalData',
    ]);
  });

  it('cancels on the cancel form and shows merchant errors with a link back', async () => {
    const cancelled = await fetch(`${sim.url}/__sim/checkout/cancel`, {
      method: 'POST',
      body: new URLSearchParams({ checkout: new URL(checkoutUrl()).pathname.slice(1) }),
      redirect: 'manual',
    });
    expect(cancelled.status).toBe(303);
    expect(sentRpcs().at(-1)?.method).toBe('CancelTransaction');

    const failing = new URL(checkoutUrl({ invoiceId: 'nope', lang: 'en' })).pathname.slice(1);
    const response = await fetch(`${sim.url}/__sim/checkout/pay`, {
      method: 'POST',
      body: new URLSearchParams({ checkout: failing }),
      redirect: 'manual',
    });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('data-testid="payme-error-code">-31050<');
    expect(html).toContain('Invoice not found');
    expect(html).toContain(`href="${RETURN_URL}"`);
  });
});

describe('handle input checks', () => {
  it('rejects a checkout URL for another kassa', async () => {
    const other = sim.checkoutUrl({ merchantId: 'other', account: { invoice_id: '1' }, amountTiyin: 100 });
    await expect(sim.pay(other)).rejects.toThrow('unknown merchant other');
    expect(merchant.requests).toHaveLength(0);
  });
});
