import { hostingPaths } from '@portal/contracts';
import type { PaymeSimulator } from '@portal/simulators';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { type AppConfig, parseConfig } from '../../src/config/config.js';
import { cardCharges, hostingOrders } from '../../src/db/schema.js';
import { createManualClock } from '../../src/lib/clock.js';
import { runDomainLifecycle } from '../../src/modules/domains/domain-lifecycle.job.js';
import { runOrderScheduler } from '../../src/modules/hosting/order-scheduler.js';
import { type ApiProcess, startApiProcess, untilHealthy } from '../helpers/api-process.js';
import {
  balanceSom,
  call,
  customerWithBalance,
  MONTH,
  seedCatalogue,
  startPanel,
} from '../helpers/hosting.js';
import { enableAutopay, saveTestCard, startCardsSimulator } from '../helpers/saved-cards.js';
import { TEST_SECRETS } from '../helpers/test-app.js';
import { createTestDatabase, isPostgresRun, type TestDatabase } from '../helpers/test-database.js';
import {
  operationsOf,
  placeDomain,
  setTestPrices,
  uniqueLabel,
} from '../modules/domains/renewal-fixtures.js';

// An API process killed with SIGKILL after it asked Payme to pay an auto-pay receipt (an order's, a domain's) and
// before it recorded the answer, on PostgreSQL: the attempt it committed first stays `paying`; the next run settles it by asking Payme
// (receipts.check) and credits it once. Payme is never asked to pay again.

const DAY_MS = 86_400_000;
let database: TestDatabase;
let databaseUrl: string;
let panel: Awaited<ReturnType<typeof startPanel>>;
let sim: PaymeSimulator;
let env: Record<string, string>;
let app: FastifyInstance;
let config: AppConfig;
const clock = createManualClock(new Date());
let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;

beforeAll(async () => {
  if (!isPostgresRun) return;
  database = await createTestDatabase();
  if (database.config.kind !== 'postgres') throw new Error('a PostgreSQL run');
  databaseUrl = database.config.url;
  panel = await startPanel();
  const started = await startCardsSimulator();
  sim = started.sim;
  env = started.env;
  config = {
    ...parseConfig({ LOG_LEVEL: 'silent', DEMO_MODE: 'false', JOBS_POLL_MS: '0', ...TEST_SECRETS, ...env }),
    database: database.config,
  };
  app = await buildApp(config, { clock });
  await app.ready();
  catalogue = await seedCatalogue(app, panel);
}, 180_000);

afterAll(async () => {
  await app?.close();
  await sim?.close();
  await panel?.close();
  await database?.drop();
});

async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.runIf(isPostgresRun)('auto-pay across a crash (SIGKILL, PostgreSQL)', () => {
  it('killed between pay and record: the next run settles with receipts.check and never pays again', async () => {
    const customer = await customerWithBalance(app, 30_000);
    const created = await call(app, customer.token, 'POST', hostingPaths.createOrder, {
      tariff_id: catalogue.small.id,
      pay_type: MONTH,
    });
    await app.jobs.runDue();
    const orderId = created.json().data.id as number;
    const cardId = await saveTestCard(app, customer.token);
    expect((await enableAutopay(app, customer.token, cardId, 100_000)).statusCode).toBe(200);
    // The order renews in two days (real time: the other process has its own clock).
    await app.db
      .update(hostingOrders)
      .set({ expiresAt: new Date(Date.now() + 2 * DAY_MS) })
      .where(eq(hostingOrders.id, orderId));
    sim.subscribe.faults.holdNextPayReply = true;
    const api: ApiProcess = await startApiProcess({
      ...env,
      DATABASE_URL: databaseUrl,
      JOBS_POLL_MS: '200',
      HOSTING_SCHEDULER_MS: '200',
      PAYME_SUBSCRIBE_TIMEOUT_MS: '60000',
    });
    try {
      await untilHealthy(api);
      await until(
        () => [...sim.subscribe.receipts.values()].some((receipt) => receipt.state === 4),
        'the paid receipt',
      );
      await api.kill();
    } finally {
      await api.kill();
    }
    const charges = () => app.db.select().from(cardCharges).where(eq(cardCharges.userId, customer.userId));
    const [left] = await charges();
    expect(left?.state).toBe('paying');
    expect(await balanceSom(app, customer.userId)).toBe(0);
    const paysOf = (receiptId: string | null | undefined) =>
      sim.subscribe.calls.filter(
        (entry) => entry.method === 'receipts.pay' && (entry.params as { id: string }).id === receiptId,
      ).length;
    expect(paysOf(left?.receiptId)).toBe(1);
    // The next run, once no call can still be waiting for that answer.
    clock.set(new Date(Date.now() + 60 * 60_000));
    const deps = {
      autopay: { vault: app.adapters.cardVault, payments: config.payments },
      hosting: app.adapters.hosting,
    };
    await Promise.all([runOrderScheduler(app.db, clock, deps), runOrderScheduler(app.db, clock, deps)]);
    const settled = await charges();
    expect(settled.map((charge) => charge.state)).toEqual(['paid']);
    expect(await balanceSom(app, customer.userId)).toBe(30_000);
    expect(paysOf(left?.receiptId)).toBe(1);
    expect(sim.subscribe.calls.some((entry) => entry.method === 'receipts.check')).toBe(true);
  }, 240_000);

  it('a domain: killed between pay and record, the next timers settle it with receipts.check and renew once', async () => {
    await setTestPrices(app);
    const customer = await customerWithBalance(app, 0);
    const cardId = await saveTestCard(app, customer.token);
    expect((await enableAutopay(app, customer.token, cardId, 100_000)).statusCode).toBe(200);
    // Renews in two days (real time: the other process has its own clock).
    const domain = await placeDomain(app, {
      userId: customer.userId,
      name: `${uniqueLabel('crash')}.uz`,
      expiresAt: new Date(Date.now() + 2 * DAY_MS),
      autoRenew: true,
    });
    const subject = `domain:${domain.id}`;
    const charges = () => app.db.select().from(cardCharges).where(eq(cardCharges.subject, subject));
    const paidBefore = new Set(
      [...sim.subscribe.receipts.values()].filter((receipt) => receipt.state === 4).map((r) => r._id),
    );
    sim.subscribe.faults.holdNextPayReply = true;
    const api: ApiProcess = await startApiProcess({
      ...env,
      DATABASE_URL: databaseUrl,
      JOBS_POLL_MS: '200',
      PAYME_SUBSCRIBE_TIMEOUT_MS: '60000',
    });
    try {
      await untilHealthy(api);
      await until(
        () =>
          [...sim.subscribe.receipts.values()].some(
            (receipt) => receipt.state === 4 && !paidBefore.has(receipt._id),
          ),
        'the paid receipt',
      );
      await api.kill();
    } finally {
      await api.kill();
    }
    const [left] = await charges();
    expect(left?.state).toBe('paying');
    expect(await balanceSom(app, customer.userId)).toBe(0);
    const paysOf = (receiptId: string | null | undefined) =>
      sim.subscribe.calls.filter(
        (entry) => entry.method === 'receipts.pay' && (entry.params as { id: string }).id === receiptId,
      ).length;
    expect(paysOf(left?.receiptId)).toBe(1);
    clock.set(new Date(Date.now() + 60 * 60_000));
    const options = {
      autoRenewDays: 30,
      autopay: { vault: app.adapters.cardVault, payments: config.payments },
    };
    await Promise.all([
      runDomainLifecycle(app.db, clock, options),
      runDomainLifecycle(app.db, clock, options),
    ]);
    expect((await charges()).map((charge) => charge.state)).toEqual(['paid']);
    // Two racing passes may each leave the renewal to the other (one skips the locked row while the other waits on
    // the settling charge); the next pass renews. Whatever the interleaving: one payment, one renewal.
    await runDomainLifecycle(app.db, clock, options);
    expect(paysOf(left?.receiptId)).toBe(1);
    const renewals = (await operationsOf(app, domain.id)).filter((operation) => operation.action === 'renew');
    expect(renewals).toHaveLength(1);
    expect(await balanceSom(app, customer.userId)).toBe(0);
  }, 240_000);
});
