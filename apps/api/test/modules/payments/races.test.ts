import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickAttempts, ledgerEntries, paymeTransactions } from '../../../src/db/schema.js';
import { checkLedger } from '../../../src/modules/balance/balance.service.js';
import { registerCustomer } from '../../helpers/customers.js';
import {
  balanceOf,
  clickCall,
  newInvoice,
  nextClickTransId,
  PAYMENT_ENV,
  paymeCall,
} from '../../helpers/payments.js';
import { buildTestApp, buildTestApps, type TestApp } from '../../helpers/test-app.js';
import { isPostgresRun } from '../../helpers/test-database.js';

// The same callback delivered many times at once credits once. Meaningful on PostgreSQL (TEST_DB=postgres):
// PGlite has one connection and serializes transactions anyway.

let testApp: TestApp;
const app = () => testApp.app;
const TIMES = 50;

beforeAll(async () => {
  testApp = await buildTestApp(PAYMENT_ENV);
});
afterAll(async () => {
  await testApp?.close();
});

const ledgerRowsFor = async (userId: number) =>
  (
    await app()
      .db.select({ count: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, userId))
  )[0]?.count;

async function customerWithId() {
  const { token } = await registerCustomer(app());
  const profile = await app().inject({
    method: 'GET',
    url: '/api/client/user/profile',
    headers: { authorization: `Bearer ${token}` },
  });
  return { token, userId: profile.json().data.id as number };
}

describe('concurrent deliveries', () => {
  it(`${TIMES} identical CreateTransaction and then PerformTransaction calls at once credit exactly once`, async () => {
    const { token, userId } = await customerWithId();
    const { invoice_id } = await newInvoice(app(), token, 'payme', 25_000);
    const id = 'a1b2c3d4e5f6a7b8c9d0e1f2';
    const create = { id, time: Date.now(), amount: 2_500_000, account: { invoice_id } };
    const creates = await Promise.all(
      Array.from({ length: TIMES }, () => paymeCall(app(), 'CreateTransaction', create)),
    );
    expect(new Set(creates.map((reply) => JSON.stringify(reply.result))).size).toBe(1);
    const performs = await Promise.all(
      Array.from({ length: TIMES }, () => paymeCall(app(), 'PerformTransaction', { id })),
    );
    expect(performs.every((reply) => reply.result?.state === 2)).toBe(true);
    expect(new Set(performs.map((reply) => JSON.stringify(reply.result))).size).toBe(1);
    expect(await balanceOf(app(), token)).toBe(25_000);
    expect(await ledgerRowsFor(userId)).toBe(1);
    expect(
      await app().db.select().from(paymeTransactions).where(eq(paymeTransactions.paymeId, id)),
    ).toHaveLength(1);
    expect((await checkLedger(app().db)).ok).toBe(true);
  });

  it(`${TIMES} different Payme transactions for one invoice at once: one is created`, async () => {
    const { token } = await customerWithId();
    const { invoice_id } = await newInvoice(app(), token, 'payme', 5000);
    const replies = await Promise.all(
      Array.from({ length: TIMES }, (_, index) =>
        paymeCall(app(), 'CreateTransaction', {
          id: `b${String(index).padStart(23, '0')}`,
          time: Date.now(),
          amount: 500_000,
          account: { invoice_id },
        }),
      ),
    );
    expect(replies.filter((reply) => reply.result?.state === 1)).toHaveLength(1);
    expect(replies.filter((reply) => reply.error?.code === -31099)).toHaveLength(TIMES - 1);
  });

  it(`${TIMES} identical Click Complete calls at once credit exactly once`, async () => {
    const { token, userId } = await customerWithId();
    const invoiceId = String((await newInvoice(app(), token, 'click_evolution', 25_000)).invoice_id);
    const click_trans_id = nextClickTransId();
    const prepared = await clickCall(app(), 'prepare', {
      click_trans_id,
      merchant_trans_id: invoiceId,
      amount: '25000.00',
      action: '0',
    });
    const complete = {
      click_trans_id,
      merchant_trans_id: invoiceId,
      merchant_prepare_id: String(prepared.merchant_prepare_id),
      amount: '25000.00',
      action: '1',
    };
    const replies = await Promise.all(
      Array.from({ length: TIMES }, () => clickCall(app(), 'complete', complete)),
    );
    expect(replies.filter((reply) => reply.error === 0)).toHaveLength(1);
    expect(replies.filter((reply) => reply.error === -4)).toHaveLength(TIMES - 1);
    expect(await balanceOf(app(), token)).toBe(25_000);
    expect(await ledgerRowsFor(userId)).toBe(1);
    const [attempt] = await app()
      .db.select()
      .from(clickAttempts)
      .where(eq(clickAttempts.clickTransId, click_trans_id));
    expect(attempt?.state).toBe('confirmed');
    expect((await checkLedger(app().db)).ok).toBe(true);
  });

  // One process answers its own concurrent repeats from one run; two processes still meet at the invoice lock.
  it.runIf(isPostgresRun)(
    `${TIMES} PerformTransaction repeats spread over two app instances on one database credit once`,
    async () => {
      const [first, second] = await buildTestApps(2, PAYMENT_ENV);
      if (!first || !second) throw new Error('two apps');
      try {
        const { token } = await registerCustomer(first.app);
        const { invoice_id } = await newInvoice(first.app, token, 'payme', 15_000);
        const id = 'c1b2c3d4e5f6a7b8c9d0e1f2';
        await paymeCall(first.app, 'CreateTransaction', {
          id,
          time: Date.now(),
          amount: 1_500_000,
          account: { invoice_id },
        });
        const performs = await Promise.all(
          Array.from({ length: TIMES }, (_, n) =>
            paymeCall((n % 2 === 0 ? first : second).app, 'PerformTransaction', { id }),
          ),
        );
        expect(new Set(performs.map((reply) => JSON.stringify(reply.result))).size).toBe(1);
        expect(performs[0]?.result?.state).toBe(2);
        expect(await balanceOf(second.app, token)).toBe(15_000);
        expect((await checkLedger(second.app.db)).ok).toBe(true);
      } finally {
        await first.close();
        await second.close();
      }
    },
  );
});
