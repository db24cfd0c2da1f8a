import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ClickSimulator, startClickSimulator } from '../src/index.js';
import {
  type RecordedRequest,
  type RecordingMerchant,
  startRecordingMerchant,
} from './recording-merchant.js';

const SECRET = 's3cr3t-key';
const NOW = Date.UTC(2025, 5, 1, 9, 30, 15);
const RETURN_URL = 'http://127.0.0.1:9/pay/result?invoice=77';
const PREPARE_FIELDS = [
  'click_trans_id',
  'service_id',
  'click_paydoc_id',
  'merchant_trans_id',
  'amount',
  'action',
  'error',
  'error_note',
  'sign_time',
  'sign_string',
];

let merchant: RecordingMerchant;
let sim: ClickSimulator;

function md5(text: string): string {
  return createHash('md5').update(text).digest('hex');
}

/** Merchant side of docs/providers/click.md, checking signatures with its own MD5. */
function clickMerchantLogic(request: RecordedRequest) {
  const form = Object.fromEntries(new URLSearchParams(request.body));
  const echo = { click_trans_id: form.click_trans_id, merchant_trans_id: form.merchant_trans_id };
  const isComplete = request.path.endsWith('/complete');
  const signed = isComplete
    ? `${form.click_trans_id}${form.service_id}${SECRET}${form.merchant_trans_id}${form.merchant_prepare_id}${form.amount}${form.action}${form.sign_time}`
    : `${form.click_trans_id}${form.service_id}${SECRET}${form.merchant_trans_id}${form.amount}${form.action}${form.sign_time}`;
  if (md5(signed) !== form.sign_string)
    return { body: { ...echo, error: -1, error_note: 'SIGN CHECK FAILED!' } };
  if (form.merchant_trans_id !== '77')
    return { body: { ...echo, error: -5, error_note: 'User does not exist' } };
  if (!isComplete) return { body: { ...echo, merchant_prepare_id: 501, error: 0, error_note: 'Success' } };
  if (Number(form.error) < 0) {
    return { body: { ...echo, merchant_confirm_id: null, error: -9, error_note: 'Transaction cancelled' } };
  }
  return { body: { ...echo, merchant_confirm_id: 901, error: 0, error_note: 'Success' } };
}

beforeEach(async () => {
  merchant = await startRecordingMerchant(clickMerchantLogic);
  sim = await startClickSimulator({
    prepareUrl: `${merchant.url}/api/payments/click/prepare`,
    completeUrl: `${merchant.url}/api/payments/click/complete`,
    secretKey: SECRET,
    serviceId: '101',
    merchantId: '202',
    now: () => NOW,
  });
});
afterEach(async () => {
  await sim.close();
  await merchant.close();
});

function payUrl(transactionParam = '77') {
  return sim.payUrl({
    serviceId: '101',
    merchantId: '202',
    amount: '25000.00',
    transactionParam,
    returnUrl: RETURN_URL,
  });
}

function sentForms() {
  return merchant.requests.map((request) => Object.fromEntries(new URLSearchParams(request.body)));
}

describe('Pay', () => {
  it('sends Prepare then Complete, form-encoded, with the exact fields and valid MD5 signatures', async () => {
    const result = await sim.pay(payUrl());
    expect(result.outcome).toBe('paid');
    expect(result.redirectUrl).toBe(`${RETURN_URL}&payment_status=2`);
    expect(merchant.requests.map((request) => request.path)).toEqual([
      '/api/payments/click/prepare',
      '/api/payments/click/complete',
    ]);
    for (const request of merchant.requests) {
      expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    }
    const [prepare, complete] = sentForms();
    expect(Object.keys(prepare ?? {})).toEqual(PREPARE_FIELDS);
    expect(Object.keys(complete ?? {}).sort()).toEqual([...PREPARE_FIELDS, 'merchant_prepare_id'].sort());
    expect(prepare).toMatchObject({
      service_id: '101',
      merchant_trans_id: '77',
      amount: '25000.00',
      action: '0',
      error: '0',
      sign_time: '2025-06-01 14:30:15',
    });
    expect(prepare?.click_trans_id).toMatch(/^\d{10,}$/);
    expect(prepare?.click_paydoc_id).toMatch(/^\d{10,}$/);
    expect(prepare?.sign_string).toBe(
      md5(`${prepare?.click_trans_id}101${SECRET}7725000.000${prepare?.sign_time}`),
    );
    expect(complete).toMatchObject({
      click_trans_id: prepare?.click_trans_id,
      click_paydoc_id: prepare?.click_paydoc_id,
      merchant_prepare_id: '501',
      action: '1',
      error: '0',
    });
    expect(complete?.sign_string).toBe(
      md5(`${complete?.click_trans_id}101${SECRET}77501${'25000.00'}1${complete?.sign_time}`),
    );
    expect(result.exchanges.map((exchange) => (exchange.reply as { error: number }).error)).toEqual([0, 0]);
  });

  it('uses a fresh click_trans_id and click_paydoc_id per payment', async () => {
    const first = await sim.pay(payUrl());
    const second = await sim.pay(payUrl());
    const ids = [first.clickTransId, first.clickPaydocId, second.clickTransId, second.clickPaydocId];
    expect(new Set(ids).size).toBe(4);
    expect(sim.log()).toHaveLength(4);
  });

  it('stops after a Prepare error and reports it', async () => {
    const result = await sim.pay(payUrl('999'));
    expect(result).toMatchObject({ outcome: 'error', failedAction: 'prepare', failure: { code: -5 } });
    expect(merchant.requests).toHaveLength(1);
  });
});

describe('Fail', () => {
  it('sends Prepare, then Complete with error=-5017, and accepts the -9 answer', async () => {
    const result = await sim.fail(payUrl());
    expect(result.outcome).toBe('failed');
    expect(result.redirectUrl).toBe(`${RETURN_URL}&payment_status=-5017`);
    const [, complete] = sentForms();
    expect(complete).toMatchObject({ action: '1', error: '-5017', merchant_prepare_id: '501' });
    expect(complete?.error_note).not.toBe('');
    expect(result.exchanges[1]?.reply).toMatchObject({ error: -9 });
  });
});

describe('pay page in the browser', () => {
  it('shows the amount and both buttons, with no script', async () => {
    const response = await fetch(`${payUrl()}&lang=en`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('25\u00a0000.00 UZS');
    expect(html).toContain('data-testid="click-pay"');
    expect(html).toContain('data-testid="click-fail"');
    expect(html).not.toMatch(/<script|style=|onclick/i);
    const russian = await (
      await fetch(payUrl(), { headers: { 'accept-language': 'ru-RU,ru;q=0.9' } })
    ).text();
    expect(russian).toContain('Оплатить');
  });

  it('redirects with 303 after Pay and after Fail', async () => {
    for (const [decision, status] of [
      ['pay', '2'],
      ['fail', '-5017'],
    ]) {
      const response = await fetch(payUrl(), {
        method: 'POST',
        body: new URLSearchParams({ decision: decision ?? '' }),
        redirect: 'manual',
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`${RETURN_URL}&payment_status=${status}`);
    }
    expect(merchant.requests).toHaveLength(4);
  });

  it('shows a merchant error with its code and a link back', async () => {
    const response = await fetch(`${payUrl('999')}&lang=en`, {
      method: 'POST',
      body: new URLSearchParams({ decision: 'pay' }),
    });
    const html = await response.text();
    expect(html).toContain('data-testid="click-error-code">-5<');
    expect(html).toContain('User does not exist');
    expect(html).toContain('data-testid="click-back"');
  });

  it('refuses a link without transaction_param, with a bad amount or for another service', async () => {
    const base = `${sim.url}/services/pay?service_id=101&merchant_id=202`;
    for (const query of [
      '&amount=100',
      '&amount=1.234&transaction_param=77',
      '&amount=-5&transaction_param=77',
    ]) {
      expect((await fetch(`${base}${query}`)).status).toBe(400);
    }
    const other = `${sim.url}/services/pay?service_id=9&merchant_id=202&amount=1&transaction_param=77`;
    expect((await fetch(other)).status).toBe(400);
    await expect(sim.pay(other)).rejects.toThrow('unknown service_id');
  });
});

describe("the merchant API's fiscalization", () => {
  const auth = (key = SECRET, at = NOW) => {
    const timestamp = String(Math.floor(at / 1000));
    return `3003:${createHash('sha1')
      .update(timestamp + key)
      .digest('hex')}:${timestamp}`;
  };
  const item = (price: number) => ({
    Name: 'Top-up',
    SPIC: '10305008002000000',
    PackageCode: '1501143',
    Price: price,
    Amount: 1,
    VAT: Math.round((price * 12) / 112),
    VATPercent: 12,
    CommissionInfo: { TIN: '305123456' },
  });
  const submit = async (body: unknown, header = auth()) => {
    const response = await fetch(`${sim.apiUrl}/payment/ofd_data/submit_items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', auth: header },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  };

  it('fiscalizes a paid payment whose items add up, once, and refuses the rest', async () => {
    const paid = await sim.pay(payUrl());
    const body = { service_id: 101, payment_id: paid.clickPaydocId, items: [item(2_500_000)] };
    const first = await submit(body);
    expect(first).toEqual({
      status: 200,
      body: {
        error_code: 0,
        error_note: 'Success',
        qr_code_url: expect.stringMatching(/^https:\/\/ofd\.soliq\.uz\/epi\?t=/),
      },
    });
    // A repeat answers the same receipt.
    expect((await submit(body)).body).toEqual(first.body);
    expect(sim.fiscal.receipts()).toHaveLength(1);

    expect((await submit(body, auth('wrong-key'))).body).toMatchObject({ error_code: -16 });
    expect((await submit(body, auth(SECRET, NOW - 3_600_000))).body).toMatchObject({ error_code: -16 });
    expect((await submit({ ...body, items: [item(2_400_000)] })).body).toMatchObject({ error_code: -2 });
    expect((await submit({ ...body, payment_id: '1' })).body).toMatchObject({ error_code: -5 });
    expect((await submit({ ...body, items: [{ ...item(2_500_000), SPIC: '123' }] })).body).toMatchObject({
      error_code: -8,
    });
    // Whose sale it is must be said.
    const { CommissionInfo: _seller, ...anonymous } = item(2_500_000);
    expect((await submit({ ...body, items: [anonymous] })).body).toMatchObject({ error_code: -8 });
  });

  it('fails the next submissions on demand: refused, then HTTP 503', async () => {
    const paid = await sim.pay(payUrl());
    const body = { service_id: 101, payment_id: paid.clickPaydocId, items: [item(2_500_000)] };
    sim.fiscal.failNext(1, 'refuse');
    sim.fiscal.failNext(1, 'http');
    expect((await submit(body)).body).toMatchObject({ error_code: -500 });
    expect((await submit(body)).status).toBe(503);
    expect((await submit(body)).body).toMatchObject({ error_code: 0 });
  });
});
