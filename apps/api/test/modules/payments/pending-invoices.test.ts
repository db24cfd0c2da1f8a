import { paymentPaths } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, paymeTransactions } from '../../../src/db/schema.js';
import { createManualClock } from '../../../src/lib/clock.js';
import { invoiceExpiry } from '../../../src/modules/payments/payments.jobs.js';
import { registerCustomer } from '../../helpers/customers.js';
import { PAYMENT_ENV, paymeCall } from '../../helpers/payments.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// Unpaid invoices are capped per customer and live 12 hours, Payme's timeout: nobody can pile them up.

const clock = createManualClock(new Date('2026-07-01T06:00:00Z'));
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ ...PAYMENT_ENV, PENDING_INVOICES_MAX: '3' }, { clock });
});
afterAll(async () => testApp.close());

const createInvoice = (token: string) =>
  testApp.app.inject({
    method: 'POST',
    url: paymentPaths.createInvoice,
    headers: { authorization: `Bearer ${token}` },
    payload: { merchant: 'payme', amount: '5000' },
  });

describe('pending invoices', () => {
  it('are capped per customer, also when the requests race, until the oldest expires', async () => {
    const { token } = await registerCustomer(testApp.app);
    const answers = await Promise.all(Array.from({ length: 10 }, () => createInvoice(token)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(7);
    expect(refused[0]?.json()).toMatchObject({ status: false, code: 'RATE_LIMITED' });
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(43_000);
    // Another customer is not held back.
    const other = await registerCustomer(testApp.app);
    expect((await createInvoice(other.token)).statusCode).toBe(200);

    clock.advance(12 * 60 * 60_000 + 1000);
    expect((await createInvoice(token)).statusCode).toBe(200);
  });

  it('expire after 12 hours, with the Payme transaction still waiting on them', async () => {
    const { token } = await registerCustomer(testApp.app);
    const invoiceId = (await createInvoice(token)).json().data.invoice_id as number;
    const created = await paymeCall(testApp.app, 'CreateTransaction', {
      id: `expiring-${invoiceId}`,
      time: clock.now().getTime(),
      amount: 500_000,
      account: { invoice_id: String(invoiceId) },
    });
    expect(created.result?.state).toBe(1);
    const fresh = (await createInvoice(token)).json().data.invoice_id as number;

    clock.advance(12 * 60 * 60_000 + 1000);
    await testApp.app.jobs.runRecurring(invoiceExpiry);
    const [expired] = await testApp.app.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(expired?.status).toBe('cancelled');
    const [transaction] = await testApp.app.db
      .select()
      .from(paymeTransactions)
      .where(eq(paymeTransactions.invoiceId, invoiceId));
    expect(transaction).toMatchObject({ state: -1, reason: 4 });
    const performed = await paymeCall(testApp.app, 'PerformTransaction', { id: `expiring-${invoiceId}` });
    expect(performed.error?.code).toBe(-31008);
    // The second invoice, made at the same moment, expires with it.
    const [later] = await testApp.app.db.select().from(invoices).where(eq(invoices.id, fresh));
    expect(later?.status).toBe('cancelled');
  });
});
