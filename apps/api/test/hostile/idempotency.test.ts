import { createHash } from 'node:crypto';
import { hostingPaths, paymentPaths } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostingOrders, idempotencyKeys, invoices } from '../../src/db/schema.js';
import { registerCustomer, userIdOf } from '../helpers/customers.js';
import { balanceSom, customerWithBalance, MONTH, seedCatalogue, startPanel } from '../helpers/hosting.js';
import { PAYMENT_ENV } from '../helpers/payments.js';
import { buildTestApp, type TestApp } from '../helpers/test-app.js';

// A lost answer must not buy twice: the same Idempotency-Key from the same customer answers once.
let testApp: TestApp;
let panel: Awaited<ReturnType<typeof startPanel>>;
beforeAll(async () => {
  panel = await startPanel();
  testApp = await buildTestApp(PAYMENT_ENV);
});
afterAll(async () => {
  await testApp.close();
  await panel.close();
});

const post = (url: string, token: string, payload: Record<string, unknown>, key?: string) =>
  testApp.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });

describe('Idempotency-Key', () => {
  it('answers a repeated create-invoice with the first answer and makes one invoice', async () => {
    const { token } = await registerCustomer(testApp.app);
    const body = { merchant: 'payme', amount: '5000' };
    const first = await post(paymentPaths.createInvoice, token, body, 'invoice-key-0001');
    const again = await post(paymentPaths.createInvoice, token, body, 'invoice-key-0001');
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replay']).toBe('true');
    const userId = await userIdOf(testApp.app, token);
    expect(await testApp.app.db.select().from(invoices).where(eq(invoices.userId, userId))).toHaveLength(1);
    // Without a key every request is its own; the same key for another body is refused.
    expect((await post(paymentPaths.createInvoice, token, body)).json().data.invoice_id).not.toBe(
      first.json().data.invoice_id,
    );
    const reused = await post(
      paymentPaths.createInvoice,
      token,
      { ...body, amount: '6000' },
      'invoice-key-0001',
    );
    expect(reused.statusCode).toBe(422);
    // Keys are per customer: another customer's same key is a request of its own.
    const other = await registerCustomer(testApp.app);
    const theirs = await post(paymentPaths.createInvoice, other.token, body, 'invoice-key-0001');
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data.invoice_id).not.toBe(first.json().data.invoice_id);
  });

  it('charges once for ten racing orders with one key', async () => {
    const catalogue = await seedCatalogue(testApp.app, panel);
    const { token, userId } = await customerWithBalance(testApp.app, 1_000_000);
    const body = { tariff_id: catalogue.small.id, pay_type: MONTH };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(hostingPaths.createOrder, token, body, 'order-key-00000001')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const orders = await testApp.app.db.select().from(hostingOrders).where(eq(hostingOrders.userId, userId));
    expect(orders).toHaveLength(1);
    const replay = await post(hostingPaths.createOrder, token, body, 'order-key-00000001');
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.id).toBe(orders[0]?.id);
  });

  it('takes over a key left pending by a holder that died once its lease ran out, and charges once', async () => {
    const catalogue = await seedCatalogue(testApp.app, panel);
    const { token, userId } = await customerWithBalance(testApp.app, 100_000);
    const body = { tariff_id: catalogue.small.id, pay_type: MONTH };
    // What a process killed before its commit leaves: the claim, and nothing else.
    const claim = (key: string, leaseUntil: Date) =>
      testApp.app.db.insert(idempotencyKeys).values({
        userId,
        key,
        route: `POST ${hostingPaths.createOrder}`,
        requestHash: createHash('sha256').update(JSON.stringify(body)).digest('hex'),
        status: 'pending',
        createdAt: new Date(),
        holder: 'a-process-that-died',
        leaseUntil,
      });
    await claim('order-key-held-0001', new Date(Date.now() + 30_000));
    expect((await post(hostingPaths.createOrder, token, body, 'order-key-held-0001')).statusCode).toBe(409);
    await claim('order-key-dead-0001', new Date(Date.now() - 1_000));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(hostingPaths.createOrder, token, body, 'order-key-dead-0001')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const orders = await testApp.app.db.select().from(hostingOrders).where(eq(hostingOrders.userId, userId));
    expect(orders).toHaveLength(1);
    expect(await balanceSom(testApp.app, userId)).toBe(70_000);
    const replay = await post(hostingPaths.createOrder, token, body, 'order-key-dead-0001');
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect(replay.json().data.id).toBe(orders[0]?.id);
  });
});
