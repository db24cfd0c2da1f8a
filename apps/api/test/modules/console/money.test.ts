import { adminPath, adminPaths, type StaffRole } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLedgerCheck } from '../../../src/cli/check-ledger.js';
import { paymentCallbacks } from '../../../src/db/schema.js';
import { createManualClock } from '../../../src/lib/clock.js';
import { checkLedger } from '../../../src/modules/balance/balance.service.js';
import { getProfile, registerCustomer } from '../../helpers/customers.js';
import { eventually } from '../../helpers/eventually.js';
import {
  balanceOf,
  clickCall,
  newInvoice,
  nextClickTransId,
  PAYMENT_ENV,
  paymeCall,
} from '../../helpers/payments.js';
import { addStaff, bearer, staffToken, type TestStaff } from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// Payments, totals, the dashboard and the reconciliation list of the console, on real provider callbacks.

const clock = createManualClock(new Date('2026-11-25T09:00:00Z'));
let testApp: TestApp;
const app = () => testApp.app;
const tokens = {} as Record<StaffRole, string>;
const staff = {} as Record<StaffRole, TestStaff>;
const ROLES = ['owner', 'billing', 'support', 'readonly'] as const;

/** Staff sessions end after 30 idle minutes: after moving the clock far, everyone signs in again. */
async function signInAll() {
  for (const role of ROLES) tokens[role] = await staffToken(app(), staff[role]);
}

beforeAll(async () => {
  testApp = await buildTestApp(PAYMENT_ENV, { clock });
  for (const role of ROLES) staff[role] = await addStaff(testApp, role);
  await signInAll();
});
afterAll(async () => {
  await testApp?.close();
});

const get = (role: StaffRole, url: string) =>
  app().inject({ method: 'GET', url, headers: bearer(tokens[role]) });
const post = (role: StaffRole, url: string, payload: object) =>
  app().inject({ method: 'POST', url, headers: bearer(tokens[role]), payload });

async function customer() {
  const { token } = await registerCustomer(app());
  const id = (await getProfile(app(), token)).json().data.id as number;
  return { token, id };
}

/** A Click top-up of 5000 som through Prepare and Complete, as Click sends them. */
async function clickTopUp(token: string) {
  const invoiceId = String((await newInvoice(app(), token, 'click_evolution', 5000)).invoice_id);
  const click_trans_id = nextClickTransId();
  const prepared = await clickCall(app(), 'prepare', {
    click_trans_id,
    merchant_trans_id: invoiceId,
    amount: '5000.00',
    action: '0',
  });
  const complete = {
    click_trans_id,
    merchant_trans_id: invoiceId,
    merchant_prepare_id: String(prepared.merchant_prepare_id),
    amount: '5000.00',
    action: '1',
  };
  expect((await clickCall(app(), 'complete', { ...complete, error: '0' })).error).toBe(0);
  return { invoiceId, complete };
}

describe('payments and totals', () => {
  it('list invoices with their provider transactions, filtered; totals per day as JSON and CSV', async () => {
    const { token, id } = await customer();
    await clickTopUp(token);
    const list = await get('readonly', `${adminPaths.payments}?provider=click&state=paid`);
    expect(list.statusCode).toBe(200);
    const mine = list.json().data.filter((row: { customer_id: number }) => row.customer_id === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      merchant: 'click_evolution',
      amount: 5000,
      status: 'paid',
      customer_name: 'Aziz Karimov',
      customer_email: expect.stringContaining('@'),
    });
    expect(mine[0].transactions[0].state).toBe('click: confirmed');
    expect((await get('readonly', `${adminPaths.payments}?provider=payme&state=paid`)).json().data).toEqual(
      [],
    );
    expect((await get('readonly', `${adminPaths.payments}?provider=uzum`)).statusCode).toBe(422);

    const range = `from=${encodeURIComponent('2026-11-25T00:00:00+05:00')}&to=${encodeURIComponent('2026-11-25T23:59:59+05:00')}`;
    const totals = await get('billing', `${adminPaths.paymentTotals}?${range}`);
    expect(totals.json().data).toEqual([
      { day: '2026-11-25', provider: 'click_evolution', count: 1, amount: 5000 },
    ]);
    const csv = await get('billing', `${adminPaths.paymentTotalsCsv}?${range}`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('top-ups-2026-11-25-2026-11-25.csv');
    expect(csv.body).toBe('day,provider,count,amount_som\r\n2026-11-25,click_evolution,1,5000.00\r\n');
    const backwards = await get(
      'billing',
      `${adminPaths.paymentTotals}?from=2026-11-26T00:00:00Z&to=2026-11-25T00:00:00Z`,
    );
    expect(backwards.statusCode).toBe(422);
    expect((await get('support', adminPaths.payments)).statusCode).toBe(403);
  });

  it('the dashboard counts today in Tashkent', async () => {
    const answer = await get('support', adminPaths.dashboard);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ failed_jobs: 0, active_orders: 0, orders_expiring_7_days: 0 });
    expect(answer.json().data.new_customers_today).toBeGreaterThanOrEqual(1);
    expect(answer.json().data.top_ups_today).toEqual([
      { provider: 'click_evolution', count: 1, amount: 5000 },
    ]);
  });
});

describe('reconciliation', () => {
  it('lists a Click cancel of a spent top-up; billing settles it once, audited, and check:ledger agrees', async () => {
    const { token, id } = await customer();
    const { complete } = await clickTopUp(token);
    // Staff debit the balance (the customer spent it), then Click cancels the payment.
    await post('owner', adminPath(adminPaths.balanceAdjustments, id), {
      amount: -5000,
      category: 'correction',
      reason: 'spent',
    });
    expect((await clickCall(app(), 'complete', { ...complete, error: '-5017' })).error).toBe(-9);
    expect(await balanceOf(app(), token)).toBe(0);

    const open = (await get('readonly', adminPaths.reconciliation)).json().data as {
      kind: string;
      id: number;
      customer_id: number;
    }[];
    const item = open.find((entry) => entry.kind === 'click_cancel' && entry.customer_id === id);
    expect(item).toMatchObject({ amount: 5000 });
    const lines: string[] = [];
    expect(await runLedgerCheck(app().db, (line) => lines.push(line))).toBe(3);

    const url = adminPath(adminPaths.reconciliationSettle.replace(':kind', 'click_cancel'), item?.id ?? 0);
    expect((await post('readonly', url, { decision: 'written_off', note: 'small sum' })).statusCode).toBe(
      403,
    );
    expect((await post('billing', url, { decision: 'release', note: 'wrong decision' })).statusCode).toBe(
      422,
    );
    expect((await post('billing', url, { decision: 'written_off' })).statusCode).toBe(422);
    const settled = await post('billing', url, {
      decision: 'written_off',
      note: 'Below the cost of chasing it',
    });
    expect(settled.statusCode).toBe(200);
    expect((await post('billing', url, { decision: 'written_off', note: 'again' })).statusCode).toBe(404);
    const after = (await get('readonly', adminPaths.reconciliation)).json().data as {
      kind: string;
      id: number;
    }[];
    expect(after.some((entry) => entry.kind === 'click_cancel' && entry.id === item?.id)).toBe(false);
    const audit = (
      await get('owner', `${adminPaths.auditLog}?action=reconciliation.settle&customer_id=${id}`)
    ).json().data;
    expect(audit[0]).toMatchObject({
      after: { decision: 'written_off', note: 'Below the cost of chasing it' },
    });
    expect((await checkLedger(app().db)).ok).toBe(true);
  });

  it('lists a Payme call refused for a wrong amount and an invoice left pending; cancelling the invoice cancels it', async () => {
    const { token, id } = await customer();
    const { invoice_id } = await newInvoice(app(), token, 'payme', 7000);
    const wrong = await paymeCall(app(), 'CheckPerformTransaction', { amount: 1, account: { invoice_id } });
    expect(wrong.error?.code).toBe(-31001);
    await eventually(
      () => app().db.select().from(paymentCallbacks).where(eq(paymentCallbacks.provider, 'payme')),
      (rows) => rows.some((row) => (row.answer as { error?: { code?: number } }).error?.code === -31001),
    );
    clock.advance(13 * 3600_000);
    await signInAll();
    const open = (await get('billing', adminPaths.reconciliation)).json().data as {
      kind: string;
      id: number;
      invoice_id: number;
      customer_id: number | null;
    }[];
    expect(
      open.find((entry) => entry.kind === 'amount_mismatch' && entry.invoice_id === invoice_id),
    ).toBeDefined();
    const stale = open.find((entry) => entry.kind === 'stale_invoice' && entry.customer_id === id);
    expect(stale?.invoice_id).toBe(invoice_id);
    const url = adminPath(adminPaths.reconciliationSettle.replace(':kind', 'stale_invoice'), stale?.id ?? 0);
    expect((await post('billing', url, { decision: 'cancel', note: 'Expiry job was off' })).statusCode).toBe(
      200,
    );
    const page = (await get('billing', adminPath(adminPaths.customer, id))).json().data;
    expect(page.invoices).toMatchObject([{ id: invoice_id, status: 'cancelled' }]);
    expect(page.invoices[0].transactions).toEqual([]);
    const unknownKind = await post('billing', `${adminPaths.reconciliation}/gift/1`, {
      decision: 'x',
      note: 'xyz',
    });
    expect(unknownKind.statusCode).toBe(422);
  });
});
