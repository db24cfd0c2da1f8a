import { adminPath, adminPaths, paymentPaths, type StaffRole } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../src/lib/clock.js';
import { checkLedger } from '../../../src/modules/balance/balance.service.js';
import { getProfile, login, newCustomer, register } from '../../helpers/customers.js';
import { PAYMENT_ENV } from '../../helpers/payments.js';
import { addStaff, bearer, staffToken, type TestStaff } from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// The console's customer views and money by hand: role checks, audit rows, the ledger, bad input.

const clock = createManualClock(new Date('2026-11-25T09:00:00Z'));
let testApp: TestApp;
const app = () => testApp.app;
const tokens = {} as Record<StaffRole, string>;
const staff = {} as Record<StaffRole, TestStaff>;

beforeAll(async () => {
  testApp = await buildTestApp(PAYMENT_ENV, { clock });
  for (const role of ['owner', 'billing', 'support', 'readonly'] as const) {
    staff[role] = await addStaff(testApp, role);
    tokens[role] = await staffToken(app(), staff[role]);
  }
});
afterAll(async () => {
  await testApp?.close();
});

async function newCustomerWithId() {
  const body = newCustomer();
  const registered = await register(app(), body);
  const token = registered.json().data.access_token as string;
  const profile = await getProfile(app(), token);
  return { body, token, id: profile.json().data.id as number };
}

const call = (
  role: StaffRole,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  headers = {},
) =>
  app().inject({
    method,
    url,
    headers: { ...bearer(tokens[role]), ...headers },
    ...(payload ? { payload } : {}),
  });

const auditOf = async (customerId: number) =>
  (await call('owner', 'GET', `${adminPaths.auditLog}?customer_id=${customerId}`)).json().data as {
    action: string;
    staff_id: number;
    before: unknown;
    after: Record<string, unknown>;
    ip_address: string;
  }[];

describe('every role against every endpoint', () => {
  it('answers 403 with the envelope where the role lacks the permission, and works where it has it', async () => {
    const { id } = await newCustomerWithId();
    const endpoints: {
      method: 'GET' | 'POST' | 'DELETE';
      url: string;
      payload?: object;
      allowed: StaffRole[];
    }[] = [
      {
        method: 'GET',
        url: `${adminPaths.customers}?q=aziz`,
        allowed: ['owner', 'billing', 'support', 'readonly'],
      },
      {
        method: 'GET',
        url: adminPath(adminPaths.customer, id),
        allowed: ['owner', 'billing', 'support', 'readonly'],
      },
      { method: 'GET', url: adminPaths.auditLog, allowed: ['owner', 'billing', 'support', 'readonly'] },
      {
        method: 'POST',
        url: adminPath(adminPaths.customerNotes, id),
        payload: { body: 'called' },
        allowed: ['owner', 'support'],
      },
      { method: 'DELETE', url: adminPath(adminPaths.customerSessions, id), allowed: ['owner', 'support'] },
      {
        method: 'POST',
        url: adminPath(adminPaths.balanceAdjustments, id),
        payload: { amount: 100, category: 'compensation', reason: 'role check' },
        allowed: ['owner', 'billing'],
      },
      {
        method: 'POST',
        url: adminPath(adminPaths.customerBlock, id),
        payload: { reason: 'role check' },
        allowed: ['owner', 'support'],
      },
      { method: 'POST', url: adminPath(adminPaths.customerUnblock, id), allowed: ['owner', 'support'] },
    ];
    for (const endpoint of endpoints) {
      for (const role of ['owner', 'billing', 'support', 'readonly'] as const) {
        const answer = await call(role, endpoint.method, endpoint.url, endpoint.payload);
        const expected = endpoint.allowed.includes(role) ? 200 : 403;
        expect({ role, url: endpoint.url, status: answer.statusCode }).toEqual({
          role,
          url: endpoint.url,
          status: expected,
        });
        if (expected === 403) expect(answer.json()).toMatchObject({ status: false, code: 'FORBIDDEN' });
      }
    }
  });
});

describe('customers', () => {
  it('are found by id, e-mail, phone, name and order-less login; an unknown id is 404', async () => {
    const { body, id } = await newCustomerWithId();
    for (const q of [String(id), body.email.toUpperCase(), body.phone_number.slice(4), 'aziz karimov']) {
      const found = await call('readonly', 'GET', `${adminPaths.customers}?q=${encodeURIComponent(q)}`);
      expect(found.statusCode).toBe(200);
      expect(found.json().data.map((row: { id: number }) => row.id)).toContain(id);
    }
    const none = await call('readonly', 'GET', `${adminPaths.customers}?q=${encodeURIComponent('100%_')}`);
    expect(none.json().data).toEqual([]);
    expect((await call('readonly', 'GET', adminPath(adminPaths.customer, 2_000_000_000))).statusCode).toBe(
      404,
    );
    expect((await call('readonly', 'GET', adminPath(adminPaths.customer, 'abc'))).statusCode).toBe(422);
  });

  it('open a page with profile, balance, ledger, invoices and sessions', async () => {
    const { token, id, body } = await newCustomerWithId();
    await app().inject({
      method: 'POST',
      url: paymentPaths.createInvoice,
      headers: bearer(token),
      payload: { merchant: 'payme', amount: '5000' },
    });
    const page = await call('support', 'GET', adminPath(adminPaths.customer, id));
    expect(page.statusCode).toBe(200);
    const data = page.json().data;
    expect(data).toMatchObject({ id, email: body.email, balance: 0, blocked: false, email_verified: false });
    expect(data.sessions).toHaveLength(1);
    expect(data.invoices.map((invoice: { amount: number }) => invoice.amount)).toEqual([5000]);
  });

  it('name the browser and system of each session in words, keeping the raw user agent', async () => {
    const { id, body } = await newCustomerWithId();
    const phone =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    await login(app(), { login: body.email, password: body.password }, { 'user-agent': phone });
    const sessions = (await call('support', 'GET', adminPath(adminPaths.customer, id))).json().data.sessions;
    expect(sessions).toContainEqual(
      expect.objectContaining({ user_agent: phone, browser: 'Chrome 131', system: 'Android 14' }),
    );
  });

  it('a block ends every session and refuses login with a clear message until unblocked', async () => {
    const { token, id, body } = await newCustomerWithId();
    const blocked = await call('support', 'POST', adminPath(adminPaths.customerBlock, id), {
      reason: 'fraud report',
    });
    expect(blocked.statusCode).toBe(200);
    expect((await getProfile(app(), token)).statusCode).toBe(401);
    const refused = await login(
      app(),
      { login: body.email, password: body.password },
      { 'accept-language': 'en' },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'ACCOUNT_BLOCKED',
      message: 'Your account is blocked. Please contact support.',
    });
    // A wrong password still answers as a wrong password: the block is not told to strangers.
    const stranger = await login(app(), { login: body.email, password: 'Wrong#2024x' });
    expect(stranger.json().code).toBe('INVALID_CREDENTIALS');

    await call('support', 'POST', adminPath(adminPaths.customerUnblock, id));
    expect((await login(app(), { login: body.email, password: body.password })).statusCode).toBe(200);
    const actions = (await auditOf(id)).map((row) => row.action);
    expect(actions).toEqual(['customer.unblock', 'customer.block']);
    expect((await auditOf(id))[1]?.after).toMatchObject({
      blocked: true,
      reason: 'fraud report',
      sessions_ended: 1,
    });
  });

  it('end-all-sessions logs the customer out everywhere; notes stay with the staff name', async () => {
    const { token, id } = await newCustomerWithId();
    expect((await call('owner', 'DELETE', adminPath(adminPaths.customerSessions, id))).statusCode).toBe(200);
    expect((await getProfile(app(), token)).statusCode).toBe(401);
    await call('support', 'POST', adminPath(adminPaths.customerNotes, id), {
      body: 'Asked about the invoice',
    });
    const page = await call('readonly', 'GET', adminPath(adminPaths.customer, id));
    expect(page.json().data.notes).toMatchObject([
      { body: 'Asked about the invoice', staff_name: staff.support.name },
    ]);
  });
});

describe('balance adjustments', () => {
  it('credit through the ledger with the reason the customer sees, and write the audit row', async () => {
    const { token, id } = await newCustomerWithId();
    const answer = await call('billing', 'POST', adminPath(adminPaths.balanceAdjustments, id), {
      amount: 10_000,
      category: 'compensation',
      reason: 'Server outage on 24 November',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.balance).toBe(10_000);
    const history = await app().inject({ method: 'GET', url: paymentPaths.history, headers: bearer(token) });
    expect(history.json().data).toMatchObject([
      {
        amount: 10_000,
        action: '+',
        reason: 'adjustment_compensation',
        note: 'Server outage on 24 November',
      },
    ]);
    const [row] = await auditOf(id);
    expect(row).toMatchObject({
      action: 'balance.adjust',
      staff_id: staff.billing.id,
      before: { balance: 0 },
      after: {
        balance: 10_000,
        amount: 10_000,
        category: 'compensation',
        reason: 'Server outage on 24 November',
      },
      ip_address: '127.0.0.1',
    });
    expect((await checkLedger(app().db)).ok).toBe(true);
  });

  it('debit down to zero but never below it, and refuse bad input without changing anything', async () => {
    const { id } = await newCustomerWithId();
    const url = adminPath(adminPaths.balanceAdjustments, id);
    await call('owner', 'POST', url, {
      amount: '2500.50',
      category: 'bank_transfer',
      reason: 'Bank transfer 77',
    });
    const tooMuch = await call('owner', 'POST', url, {
      amount: -3000,
      category: 'correction',
      reason: 'typo',
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().code).toBe('INSUFFICIENT_FUNDS');
    for (const payload of [
      { amount: 0, category: 'correction', reason: 'zero' },
      { amount: 10, category: 'gift', reason: 'unknown category' },
      { amount: 10, category: 'correction', reason: '' },
      { amount: 10, category: 'correction' },
      { amount: '1.234', category: 'correction', reason: 'three decimals' },
      { amount: 1e12, category: 'correction', reason: 'too large' },
      { amount: 10, category: 'correction', reason: 'bad\u0000byte' },
    ]) {
      const bad = await call('owner', 'POST', url, payload);
      expect({ payload, status: bad.statusCode }).toEqual({ payload, status: 422 });
    }
    const exact = await call('owner', 'POST', url, {
      amount: '-2500.50',
      category: 'refund',
      reason: 'Paid back by card',
    });
    expect(exact.json().data.balance).toBe(0);
    const page = await call('owner', 'GET', adminPath(adminPaths.customer, id));
    expect(page.json().data.ledger.map((entry: { amount: number }) => entry.amount)).toEqual([
      -2500.5, 2500.5,
    ]);
    expect((await auditOf(id)).filter((row) => row.action === 'balance.adjust')).toHaveLength(2);
  });

  it('an Idempotency-Key makes a repeated adjustment credit once; an unknown customer is 404', async () => {
    const { id } = await newCustomerWithId();
    const url = adminPath(adminPaths.balanceAdjustments, id);
    const payload = { amount: 700, category: 'compensation', reason: 'Sorry for the wait' };
    const headers = { 'idempotency-key': 'adjust-once-0001' };
    const [first, second] = await Promise.all([
      call('billing', 'POST', url, payload, headers),
      call('billing', 'POST', url, payload, headers),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses[0]).toBe(200);
    const again = await call('billing', 'POST', url, payload, headers);
    expect(again.json().data.balance).toBe(700);
    const page = await call('billing', 'GET', adminPath(adminPaths.customer, id));
    expect(page.json().data.balance).toBe(700);
    const missing = await call(
      'billing',
      'POST',
      adminPath(adminPaths.balanceAdjustments, 2_000_000_000),
      payload,
      {
        'idempotency-key': 'adjust-missing-01',
      },
    );
    expect(missing.statusCode).toBe(404);
    const missingNoKey = await call(
      'billing',
      'POST',
      adminPath(adminPaths.balanceAdjustments, 2_000_000_000),
      payload,
    );
    expect(missingNoKey.statusCode).toBe(404);
  });
});

describe('the audit log', () => {
  it('filters by staff, action and time, newest first', async () => {
    const byBilling = await call(
      'owner',
      'GET',
      `${adminPaths.auditLog}?staff_id=${staff.billing.id}&action=balance.adjust`,
    );
    expect(byBilling.statusCode).toBe(200);
    const rows = byBilling.json().data as { action: string; staff_name: string; at: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(
      rows.every((row) => row.action === 'balance.adjust' && row.staff_name === staff.billing.name),
    ).toBe(true);
    const future = await call(
      'owner',
      'GET',
      `${adminPaths.auditLog}?from=${encodeURIComponent('2030-01-01T00:00:00Z')}`,
    );
    expect(future.json().data).toEqual([]);
    const bad = await call('owner', 'GET', `${adminPaths.auditLog}?from=yesterday`);
    expect(bad.statusCode).toBe(422);
  });
});
