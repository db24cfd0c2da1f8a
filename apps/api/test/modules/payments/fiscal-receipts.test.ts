import {
  adminPath,
  adminPaths,
  type PaymentHistoryEntry,
  paymentPaths,
  type ReconciliationItem,
} from '@portal/contracts';
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
import { getProfile, registerCustomer } from '../../helpers/customers.js';
import { freePort } from '../../helpers/free-port.js';
import { newInvoice, PAYMENT_ENV, paymeCall } from '../../helpers/payments.js';
import { addStaff, bearer, staffToken } from '../../helpers/staff.js';
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
        // The seller's STIR from the configuration (the demo seller's here).
        CommissionInfo: { TIN: testApp.config.documents.seller.stir },
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

const historyOf = async (token: string): Promise<PaymentHistoryEntry[]> =>
  (
    await testApp.app.inject({
      method: 'GET',
      url: paymentPaths.history,
      headers: { authorization: `Bearer ${token}` },
    })
  ).json().data;

describe('the fiscal receipt in the money history', () => {
  it("links the top-up's receipt once it is accepted, only on the owner's top-up row", async () => {
    const owner = await registerCustomer(testApp.app);
    const other = await registerCustomer(testApp.app);
    const click1 = await newInvoice(testApp.app, owner.token, 'click_evolution', 20_000);
    expect((await click.pay(click1.payment_url)).outcome).toBe('paid');
    const before = (await historyOf(owner.token)).find((entry) => entry.invoice_id === click1.invoice_id);
    expect(before).toMatchObject({ reason: 'top_up', receipt_url: null });

    await testApp.app.jobs.runDue();
    const [receipt] = await receiptsOf(click1.invoice_id);
    const after = (await historyOf(owner.token)).find((entry) => entry.invoice_id === click1.invoice_id);
    expect(after?.receipt_url).toBe(receipt?.qrCodeUrl);
    expect(after?.receipt_url).toMatch(/^https:\/\//);
    // Another customer's history holds nothing of it.
    expect(JSON.stringify(await historyOf(other.token))).not.toContain(receipt?.qrCodeUrl ?? '-');
  });
});

describe('receipts missing for over an hour in the reconciliation list', () => {
  it('lists a Payme top-up without SetFiscalData and a refused Click submission; billing settles, audited', async () => {
    const staff = {
      billing: await addStaff(testApp, 'billing'),
      readonly: await addStaff(testApp, 'readonly'),
    };
    const { token } = await registerCustomer(testApp.app);
    const customerId: number = (await getProfile(testApp.app, token)).json().data.id;
    // Paid through the callbacks directly: Payme's SetFiscalData never comes.
    const payme1 = await newInvoice(testApp.app, token, 'payme', 12_000);
    const paymeId = `5305e3bab097f420a62d${String(payme1.invoice_id).padStart(4, '0')}`;
    const account = { invoice_id: payme1.invoice_id };
    const time = clock.now().getTime();
    await paymeCall(testApp.app, 'CreateTransaction', { id: paymeId, time, amount: 1_200_000, account });
    expect((await paymeCall(testApp.app, 'PerformTransaction', { id: paymeId })).result?.state).toBe(2);
    // Click refuses every submission.
    const click1 = await newInvoice(testApp.app, token, 'click_evolution', 9_000);
    expect((await click.pay(click1.payment_url)).outcome).toBe('paid');
    click.fiscal.failNext(50, 'refuse');
    await testApp.app.jobs.runDue();

    // Staff sign in at each clock position (a code is accepted once; a session ends after 30 idle minutes).
    let readonly = '';
    const listed = async () => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: adminPaths.reconciliation,
        headers: bearer(readonly),
      });
      expect(response.statusCode).toBe(200);
      const items: ReconciliationItem[] = response.json().data;
      return items.filter((item) => item.kind === 'missing_receipt' && item.customer_id === customerId);
    };
    // Within the hour the receipt may still come: nothing is listed.
    clock.advance(50 * 60_000);
    readonly = await staffToken(testApp.app, staff.readonly);
    expect(await listed()).toEqual([]);

    clock.advance(11 * 60_000);
    readonly = await staffToken(testApp.app, staff.readonly);
    await testApp.app.jobs.runDue();
    const items = await listed();
    expect(items).toEqual([
      expect.objectContaining({
        id: payme1.invoice_id,
        invoice_id: payme1.invoice_id,
        amount: 12_000,
        detail: null,
      }),
      expect.objectContaining({
        id: click1.invoice_id,
        amount: 9_000,
        detail: expect.stringContaining('Click refused the fiscal items: -500'),
      }),
    ]);

    const url = adminPath(
      adminPaths.reconciliationSettle.replace(':kind', 'missing_receipt'),
      payme1.invoice_id,
    );
    const billing = bearer(await staffToken(testApp.app, staff.billing));
    const settled = await testApp.app.inject({
      method: 'POST',
      url,
      headers: billing,
      payload: { decision: 'resolved', note: 'Payme support resent the receipt by hand' },
    });
    expect(settled.statusCode).toBe(200);
    expect((await listed()).map((item) => item.id)).toEqual([click1.invoice_id]);
    const audit = await testApp.app.inject({
      method: 'GET',
      url: `${adminPaths.auditLog}?action=reconciliation.settle&customer_id=${customerId}`,
      headers: billing,
    });
    expect(audit.json().data[0]).toMatchObject({ after: { decision: 'resolved' } });
  });
});
