import { readFile } from 'node:fs/promises';
import { hostingPaths, paymentPaths } from '@portal/contracts';
import type { IspmanagerSimulator } from '@portal/simulators';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../../src/db/schema.js';
import { createManualClock } from '../../../src/lib/clock.js';
import { runOrderScheduler } from '../../../src/modules/hosting/order-scheduler.js';
import { lockInvoice } from '../../../src/modules/payments/invoice.repository.js';
import { creditTopUp } from '../../../src/modules/payments/top-up.service.js';
import { call, customerWithBalance, MONTH, seedCatalogue, startPanel } from '../../helpers/hosting.js';
import { newInvoice, PAYMENT_ENV } from '../../helpers/payments.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// The money history names what each order payment bought and which provider paid each top-up.

const DAY_MS = 86_400_000;
const clock = createManualClock(new Date('2026-05-01T08:00:00Z'));
const path = (template: string, id: number) => template.replace(':id', String(id));
let testApp: TestApp;
let panel: IspmanagerSimulator;
let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;

beforeAll(async () => {
  panel = await startPanel();
  testApp = await buildTestApp(PAYMENT_ENV, { clock });
  catalogue = await seedCatalogue(testApp.app, panel);
});
afterAll(async () => {
  await testApp.close();
  await panel.close();
});

const historyOf = async (token: string) =>
  (await call(testApp.app, token, 'GET', paymentPaths.history)).json().data as Record<string, unknown>[];

/** A top-up paid through `merchant`, credited by the same code the provider callbacks run. */
async function paidTopUp(token: string, merchant: 'payme' | 'click_evolution', som: number) {
  const { invoice_id: invoiceId } = await newInvoice(testApp.app, token, merchant, som);
  await testApp.app.db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, invoiceId);
    if (!invoice) throw new Error('the invoice is missing');
    await creditTopUp(tx, {
      invoice,
      amountTiyin: som * 100,
      providerTransactionId: `${merchant}-${invoiceId}`,
      at: clock.now(),
    });
  });
  return invoiceId;
}

describe('the money history', () => {
  it('names the order and what each payment bought: new order, extension, auto-renewal, tariff change', async () => {
    const { token } = await customerWithBalance(testApp.app, 30_000 * 3 + 50_000);
    const created = await call(testApp.app, token, 'POST', hostingPaths.createOrder, {
      tariff_id: catalogue.small.id,
      pay_type: MONTH,
    });
    const id = created.json().data.id as number;
    await testApp.app.jobs.runDue();
    await call(testApp.app, token, 'PUT', path(hostingPaths.autoRenew, id), { auto_renew: true });
    clock.advance(DAY_MS);
    expect(
      (await call(testApp.app, token, 'PUT', path(hostingPaths.extend, id), { extend_period: 1 })).statusCode,
    ).toBe(200);
    clock.advance(60 * DAY_MS);
    await runOrderScheduler(testApp.app.db, clock);
    clock.advance(DAY_MS);
    const changed = await call(testApp.app, token, 'PUT', path(hostingPaths.tariffChange, id), {
      tariff_id: catalogue.big.id,
      pay_type: MONTH,
    });
    expect(changed.statusCode).toBe(200);
    const payments = (await historyOf(token)).filter((entry) => entry.reason === 'order_payment');
    expect(payments.map((entry) => [entry.kind, entry.order_id, entry.amount])).toEqual([
      ['tariff_change', id, 50_000],
      ['auto_renew', id, 30_000],
      ['extend', id, 30_000],
      ['create', id, 30_000],
    ]);
    expect(payments.every((entry) => entry.provider === null && entry.invoice_id === null)).toBe(true);
  });

  it('names the provider of each top-up', async () => {
    const { token } = await customerWithBalance(testApp.app, 0);
    const payme = await paidTopUp(token, 'payme', 10_000);
    const click = await paidTopUp(token, 'click_evolution', 20_000);
    const history = await historyOf(token);
    expect(history.map((entry) => [entry.reason, entry.invoice_id, entry.provider, entry.kind])).toEqual([
      ['top_up', click, 'click_evolution', null],
      ['top_up', payme, 'payme', null],
    ]);
  });

  it('learns the kind of order payments written before it was stored (migration 0020)', async () => {
    const { token, userId } = await customerWithBalance(testApp.app, 30_000);
    const created = await call(testApp.app, token, 'POST', hostingPaths.createOrder, {
      tariff_id: catalogue.small.id,
      pay_type: MONTH,
    });
    const id = created.json().data.id as number;
    // As rows written before the ledger kept the kind look: none on the ledger, only on the order's charge event.
    await testApp.app.db.update(ledgerEntries).set({ kind: null }).where(eq(ledgerEntries.userId, userId));
    expect((await historyOf(token)).find((entry) => entry.reason === 'order_payment')?.kind).toBeNull();
    const migration = await readFile(
      new URL('../../../drizzle/0020_ledger_kinds.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint')[1] ?? '';
    await testApp.app.db.execute(sql.raw(backfill));
    const payment = (await historyOf(token)).find((entry) => entry.reason === 'order_payment');
    expect(payment).toMatchObject({ kind: 'create', order_id: id });
  });
});
