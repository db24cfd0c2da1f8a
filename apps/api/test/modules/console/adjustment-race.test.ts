import { adminPaths, hostingPaths } from '@portal/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerWithBalance, MONTH, seedCatalogue, startPanel } from '../../helpers/hosting.js';
import { addStaff, bearer, staffToken } from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';
import { isPostgresRun } from '../../helpers/test-database.js';

// A staff balance adjustment racing the customer's own order, on PostgreSQL: the audit row's "before" is the
// balance the adjustment was applied to, so before + amount = after on every row, whichever commits first.

let testApp: TestApp;
let panel: Awaited<ReturnType<typeof startPanel>>;
let watcher: pg.Client;
let url = '';
beforeAll(async () => {
  if (!isPostgresRun) return;
  panel = await startPanel();
  testApp = await buildTestApp();
  if (testApp.config.database.kind !== 'postgres') throw new Error('a PostgreSQL run');
  url = testApp.config.database.url;
  watcher = new pg.Client({ connectionString: url });
  await watcher.connect();
}, 120_000);
afterAll(async () => {
  await watcher?.end();
  await testApp?.close();
  await panel?.close();
});

const waitingOnLocks = async () =>
  (
    await watcher.query(
      "select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
    )
  ).rows[0].waiting as number;

async function untilWaiting(count: number) {
  const end = Date.now() + 20_000;
  while ((await waitingOnLocks()) < count) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${count} requests to wait on the balance`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe.runIf(isPostgresRun)('a balance adjustment racing an order', () => {
  it('audits the balance it changed: the order first, then the credit', async () => {
    const { app } = testApp;
    const catalogue = await seedCatalogue(app, panel);
    const billing = await staffToken(app, await addStaff(testApp, 'billing'));
    const { token, userId } = await customerWithBalance(app, 30_000);

    // Hold the customer's balance row: the order queues on it first, then the adjustment.
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query('begin');
    await holder.query('select 1 from accounts where user_id = $1 for update', [userId]);
    const order = app.inject({
      method: 'POST',
      url: hostingPaths.createOrder,
      headers: bearer(token),
      payload: { tariff_id: catalogue.small.id, pay_type: MONTH },
    });
    await untilWaiting(1);
    const adjustment = app.inject({
      method: 'POST',
      url: adminPaths.balanceAdjustments.replace(':id', String(userId)),
      headers: bearer(billing),
      payload: { amount: 15_000, category: 'compensation', reason: 'Outage credit' },
    });
    await untilWaiting(2);
    await holder.query('rollback');
    await holder.end();
    const [ordered, adjusted] = await Promise.all([order, adjustment]);
    expect(ordered.statusCode).toBe(200);
    expect(adjusted.statusCode).toBe(200);
    expect(adjusted.json().data.balance).toBe(15_000);

    const { rows } = await watcher.query(
      "select before, after from audit_log where customer_id = $1 and action = 'balance.adjust'",
      [userId],
    );
    expect(rows).toEqual([
      {
        before: { balance: 0 },
        after: expect.objectContaining({ balance: 15_000, amount: 15_000 }),
      },
    ]);
  }, 60_000);
});
