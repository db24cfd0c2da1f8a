import { hostingPaths } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { parseConfig } from '../../src/config/config.js';
import { hostingOrders, idempotencyKeys } from '../../src/db/schema.js';
import { createManualClock } from '../../src/lib/clock.js';
import { IDEMPOTENCY_LEASE_MS } from '../../src/plugins/idempotency-keys.js';
import { type ApiProcess, startApiProcess, untilHealthy } from '../helpers/api-process.js';
import { balanceSom, customerWithBalance, MONTH, seedCatalogue, startPanel } from '../helpers/hosting.js';
import { TEST_SECRETS } from '../helpers/test-app.js';
import { createTestDatabase, isPostgresRun, type TestDatabase } from '../helpers/test-database.js';

// An API process killed with SIGKILL while it holds an Idempotency-Key, on PostgreSQL: killed before its
// transaction commits, nothing was done and the retry (past the key's lease) does the work once; killed after
// it, the answer was committed with the effect and the retry gets it. Money is never taken twice.

let database: TestDatabase;
let databaseUrl: string;
let panel: Awaited<ReturnType<typeof startPanel>>;
let app: FastifyInstance;
const clock = createManualClock();
let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
let watcher: pg.Client;

beforeAll(async () => {
  if (!isPostgresRun) return;
  database = await createTestDatabase();
  if (database.config.kind !== 'postgres') throw new Error('a PostgreSQL run');
  databaseUrl = database.config.url;
  panel = await startPanel();
  const config = parseConfig({ LOG_LEVEL: 'silent', DEMO_MODE: 'false', JOBS_POLL_MS: '0', ...TEST_SECRETS });
  app = await buildApp({ ...config, database: database.config }, { clock });
  await app.ready();
  catalogue = await seedCatalogue(app, panel);
  watcher = new pg.Client({ connectionString: databaseUrl });
  await watcher.connect();
}, 120_000);

afterAll(async () => {
  await watcher?.end();
  await app?.close();
  await panel?.close();
  await database?.drop();
});

const orderBody = () => ({ tariff_id: catalogue.small.id, pay_type: MONTH });

/** Starts an order on the process and does not wait for its answer, which may never come. */
function orderOn(api: ApiProcess, token: string, key: string) {
  return fetch(`${api.base}${hostingPaths.createOrder}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(orderBody()),
  }).catch((error: unknown) => error);
}

const orderHere = (token: string, key: string) =>
  app.inject({
    method: 'POST',
    url: hostingPaths.createOrder,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
    payload: orderBody(),
  });

const ordersOf = (userId: number) =>
  app.db.select().from(hostingOrders).where(eq(hostingOrders.userId, userId));

const keyRow = async (userId: number, key: string) =>
  (
    await app.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
  )[0];

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.runIf(isPostgresRun)('Idempotency-Key across a crash (SIGKILL, PostgreSQL)', () => {
  it('killed before the commit: nothing done, a retry within the lease waits, then does the work once', async () => {
    clock.set(new Date());
    const { token, userId } = await customerWithBalance(app, 100_000);
    const api = await startApiProcess({ DATABASE_URL: databaseUrl });
    try {
      await untilHealthy(api);
      // Hold the customer's balance row, so the process stops inside its transaction, before the charge.
      const holder = new pg.Client({ connectionString: databaseUrl });
      await holder.connect();
      await holder.query('begin');
      await holder.query('select 1 from accounts where user_id = $1 for update', [userId]);
      const answer = orderOn(api, token, 'crash-before-commit');
      await until(async () => {
        const { rows } = await watcher.query(
          "select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        );
        return rows[0].waiting > 0;
      }, 'the order to wait for the balance row');
      await api.kill();
      await holder.query('rollback');
      await holder.end();
      await answer;
      // The killed process's server side ends its transaction once it notices the closed connection.
      await until(async () => {
        const { rows } = await watcher.query(
          'select count(*)::int as open from pg_stat_activity where datname = current_database() and xact_start is not null and pid <> pg_backend_pid()',
        );
        return rows[0].open === 0;
      }, "the killed process's transaction to end");
    } finally {
      await api.kill();
    }
    expect(await ordersOf(userId)).toHaveLength(0);
    expect(await balanceSom(app, userId)).toBe(100_000);
    expect((await keyRow(userId, 'crash-before-commit'))?.status).toBe('pending');

    // Within the lease the key may still be held: 409, as for any request still running.
    expect((await orderHere(token, 'crash-before-commit')).statusCode).toBe(409);
    clock.set(new Date(Date.now() + IDEMPOTENCY_LEASE_MS + 1000));
    const retried = await orderHere(token, 'crash-before-commit');
    expect(retried.statusCode).toBe(200);
    const again = await orderHere(token, 'crash-before-commit');
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.json().data.id).toBe(retried.json().data.id);
    expect(await ordersOf(userId)).toHaveLength(1);
    expect(await balanceSom(app, userId)).toBe(70_000);
  }, 120_000);

  it('killed after the commit: the answer committed with the order, and the retry gets it', async () => {
    clock.set(new Date());
    const { token, userId } = await customerWithBalance(app, 100_000);
    const api = await startApiProcess({ DATABASE_URL: databaseUrl });
    let seen: { orders: number; status: string | null } | undefined;
    try {
      await untilHealthy(api);
      const answer = orderOn(api, token, 'crash-after-commit');
      // The first moment the order is visible, the process dies; one statement sees both rows at one instant.
      await until(async () => {
        const { rows } = await watcher.query(
          `select (select count(*)::int from hosting_orders where user_id = $1) as orders,
                  (select status from idempotency_keys where user_id = $1 and key = 'crash-after-commit') as status`,
          [userId],
        );
        seen = rows[0];
        return (seen?.orders ?? 0) > 0;
      }, 'the order to be committed');
      await api.kill();
      await answer;
    } finally {
      await api.kill();
    }
    expect(seen).toEqual({ orders: 1, status: 'done' });
    const retried = await orderHere(token, 'crash-after-commit');
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replay']).toBe('true');
    const orders = await ordersOf(userId);
    expect(orders).toHaveLength(1);
    expect(retried.json().data.id).toBe(orders[0]?.id);
    expect(await balanceSom(app, userId)).toBe(70_000);
  }, 120_000);
});
