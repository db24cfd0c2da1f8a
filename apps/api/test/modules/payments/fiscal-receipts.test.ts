import {
  type ClickSimulator,
  type PaymeSimulator,
  startClickSimulator,
  startPaymeSimulator,
} from '@portal/simulators';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fiscalReceipts, jobs } from '../../../src/db/schema.js';
import { createManualClock } from '../../../src/lib/clock.js';
import { registerCustomer } from '../../helpers/customers.js';
import { freePort } from '../../helpers/free-port.js';
import { newInvoice, PAYMENT_ENV } from '../../helpers/payments.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// Fiscal receipts of top-ups through the simulators, over real HTTP: Payme sends SetFiscalData after Perform and
// after a refund; for Click we submit the items to its fiscalization endpoint, retried by a job until accepted.

const clock = createManualClock(new Date('2026-03-01T09:00:00Z'));
const CLICK_MERCHANT_USER_ID = '30003';
let testApp: TestApp;
let payme: PaymeSimulator;
let click: ClickSimulator;

beforeAll(async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const now = () => clock.now().getTime();
  payme = await startPaymeSimulator({
    merchantUrl: `${base}/api/payments/payme`,
    key: PAYMENT_ENV.PAYME_KEY,
    now,
  });
  click = await startClickSimulator({
    prepareUrl: `${base}/api/payments/click/prepare`,
    completeUrl: `${base}/api/payments/click/complete`,
    secretKey: PAYMENT_ENV.CLICK_SECRET_KEY,
    serviceId: PAYMENT_ENV.CLICK_SERVICE_ID,
    merchantUserId: CLICK_MERCHANT_USER_ID,
    now,
  });
  testApp = await buildTestApp(
    {
      ...PAYMENT_ENV,
      PAYME_CHECKOUT_URL: payme.url,
      CLICK_PAY_URL: `${click.url}/services/pay`,
      CLICK_API_URL: click.apiUrl,
      CLICK_MERCHANT_USER_ID,
    },
    { clock },
  );
  await testApp.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await Promise.all([testApp?.close(), payme?.close(), click?.close()]);
});

const receiptsOf = (invoiceId: number) =>
  testApp.app.db.select().from(fiscalReceipts).where(eq(fiscalReceipts.invoiceId, invoiceId));

const fiscalJob = async (invoiceId: number) => {
  const rows = await testApp.app.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.name, 'payments.click-fiscal-receipt')));
  return rows.find((row) => (row.payload as { invoiceId?: number }).invoiceId === invoiceId);
};

describe('Payme fiscal receipts', () => {
  it('the simulator pays only when our detail adds up, then sends the receipt, which we store', async () => {
    const { token } = await registerCustomer(testApp.app);
    const { invoice_id: invoiceId, payment_url: url } = await newInvoice(testApp.app, token, 'payme', 25_000);
    const paid = await payme.pay(url);
    expect(paid.outcome).toBe('paid');
    const check = paid.exchanges[0]?.reply as { result: { detail: { items: { code: string }[] } } };
    expect(check.result.detail.items[0]?.code).toBe(PAYMENT_ENV.FISCAL_IKPU_TOP_UP);
    expect(paid.exchanges.map((exchange) => exchange.request.method).at(-1)).toBe('SetFiscalData');
    expect(await receiptsOf(invoiceId)).toEqual([
      expect.objectContaining({
        provider: 'payme',
        type: 'PERFORM',
        status: 'accepted',
        qrCodeUrl: paid.fiscal?.qr_code_url,
        fiscalSign: paid.fiscal?.fiscal_sign,
        terminalId: paid.fiscal?.terminal_id,
      }),
    ]);

    const refunded = await payme.refund(paid);
    expect(refunded.outcome).toBe('cancelled');
    const rows = await receiptsOf(invoiceId);
    expect(rows.map((row) => row.type).sort()).toEqual(['CANCEL', 'PERFORM']);
    expect(rows.find((row) => row.type === 'CANCEL')?.qrCodeUrl).toBe(refunded.fiscal?.qr_code_url);
  });
});

describe('Click fiscal receipts', () => {
  it('submits the items after Complete and stores the QR URL Click answers', async () => {
    const { token } = await registerCustomer(testApp.app);
    const { invoice_id: invoiceId, payment_url: url } = await newInvoice(
      testApp.app,
      token,
      'click_evolution',
      40_000,
    );
    const result = await click.pay(url);
    expect(result.outcome).toBe('paid');
    expect(await receiptsOf(invoiceId)).toEqual([
      expect.objectContaining({ status: 'pending', qrCodeUrl: null }),
    ]);

    await testApp.app.jobs.runDue();
    const [receipt] = await receiptsOf(invoiceId);
    const submitted = click.fiscal.receipts().find((one) => one.paymentId === result.clickPaydocId);
    expect(submitted?.items).toEqual([
      {
        Name: expect.stringMatching(/\S/),
        SPIC: PAYMENT_ENV.FISCAL_IKPU_TOP_UP,
        PackageCode: PAYMENT_ENV.FISCAL_PACKAGE_CODE,
        Price: 4_000_000,
        Amount: 1,
        // 12 % inside 40,000 so'm: 4,000,000 × 12 / 112 tiyin.
        VAT: 428_571,
        VATPercent: 12,
      },
    ]);
    expect(receipt).toMatchObject({ status: 'accepted', qrCodeUrl: submitted?.qrCodeUrl });
    expect(receipt?.qrCodeUrl).toMatch(/^https:\/\/ofd\.soliq\.uz\/epi\?/);
  });

  it('a refused and an unreachable submission are retried by the job until Click accepts', async () => {
    const { token } = await registerCustomer(testApp.app);
    const { invoice_id: invoiceId, payment_url: url } = await newInvoice(
      testApp.app,
      token,
      'click_evolution',
      15_000,
    );
    expect((await click.pay(url)).outcome).toBe('paid');
    click.fiscal.failNext(1, 'refuse');
    click.fiscal.failNext(1, 'http');

    await testApp.app.jobs.runDue();
    let [receipt] = await receiptsOf(invoiceId);
    expect(receipt).toMatchObject({ status: 'pending', qrCodeUrl: null });
    expect(receipt?.lastError).toContain('Fiscal module is unavailable');
    expect(await fiscalJob(invoiceId)).toMatchObject({ status: 'pending', attempts: 1 });

    // The retry waits its backoff: nothing runs before it is due.
    expect(await testApp.app.jobs.runDue()).toBe(0);
    clock.advance(60_000);
    await testApp.app.jobs.runDue();
    [receipt] = await receiptsOf(invoiceId);
    expect(receipt?.status).toBe('pending');
    expect(receipt?.lastError).toContain('HTTP 503');

    clock.advance(60_000);
    await testApp.app.jobs.runDue();
    [receipt] = await receiptsOf(invoiceId);
    expect(receipt).toMatchObject({ status: 'accepted', lastError: null });
    expect(receipt?.qrCodeUrl).toMatch(/^https:\/\/ofd\.soliq\.uz\/epi\?/);
    expect(await fiscalJob(invoiceId)).toMatchObject({ status: 'done', attempts: 3 });
  });
});
