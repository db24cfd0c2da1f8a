import { hostingPaths, myDataPaths } from '@portal/contracts';
import type { IspmanagerSimulator } from '@portal/simulators';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeBalance } from '../../../src/modules/balance/balance.service.js';
import { registerCustomer, userIdOf } from '../../helpers/customers.js';
import { call, customerWithBalance, MONTH, seedCatalogue, startPanel } from '../../helpers/hosting.js';
import { listenOnLoopback, streamFor } from '../../helpers/live.js';
import { myDataCall } from '../../helpers/my-data.js';
import { latestCodeTo } from '../../helpers/security.js';
import { addStaff, bearer, staffToken } from '../../helpers/staff.js';
import { buildTestApp, buildTestApps, type TestApp } from '../../helpers/test-app.js';
import { isPostgresRun } from '../../helpers/test-database.js';

// Where events come from beyond the top-up: hosting status changes and staff ending a customer's sessions.

let testApp: TestApp;
let panel: IspmanagerSimulator;
let baseUrl: string;
let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
const app = () => testApp.app;

beforeAll(async () => {
  panel = await startPanel();
  testApp = await buildTestApp();
  catalogue = await seedCatalogue(testApp.app, panel);
  baseUrl = await listenOnLoopback(testApp.app);
});
afterAll(async () => {
  await testApp.close();
  await panel.close();
});

describe('sources of live events', () => {
  it('an order: paid (a balance event), in progress, then active when provisioning is done', async () => {
    const { token } = await customerWithBalance(app(), 30_000);
    const stream = await streamFor(app(), baseUrl, token);
    const created = await call(app(), token, 'POST', hostingPaths.createOrder, {
      tariff_id: catalogue.small.id,
      pay_type: MONTH,
    });
    expect(created.statusCode).toBe(200);
    const orderId = created.json().data.id as number;
    await stream.waitFor((event) => event.kind === 'order' && event.payload.status === 'progress');
    await app().jobs.runDue();
    await stream.waitFor((event) => event.kind === 'order' && event.payload.status === 'active');
    const kinds = stream.events.map((event) => [event.kind, event.payload]);
    expect(kinds).toContainEqual(['balance', { balance: 0, change: -3_000_000, reason: 'order_payment' }]);
    expect(kinds).toContainEqual(['order', { order_id: orderId, status: 'active' }]);
    // The order_active notification comes with it, for the header badge.
    await stream.waitFor((event) => event.kind === 'notification');
    stream.close();
  });

  it('a block by staff ends every stream of the customer', async () => {
    const { token } = await registerCustomer(app());
    const userId = await userIdOf(app(), token);
    const stream = await streamFor(app(), baseUrl, token);
    const owner = await staffToken(app(), await addStaff(testApp, 'owner'));
    const blocked = await app().inject({
      method: 'POST',
      url: `/api/admin/customers/${userId}/block`,
      headers: bearer(owner),
      payload: { reason: 'fraud' },
    });
    expect(blocked.statusCode).toBe(200);
    await stream.ended;
    expect(stream.events.at(-1)).toMatchObject({ kind: 'session', payload: { reason: 'all_ended' } });
  });
});

describe('the end of an account', () => {
  it('deleting the account ends its open streams', async () => {
    const { customer, token } = await registerCustomer(app());
    const stream = await streamFor(app(), baseUrl, token);
    expect((await myDataCall(app(), 'POST', myDataPaths.deleteGetCode, token)).statusCode).toBe(200);
    const code = await latestCodeTo(app(), customer.email);
    const deleted = await myDataCall(app(), 'POST', myDataPaths.deleteAccount, token, {
      password: customer.password,
      code,
    });
    expect(deleted.statusCode).toBe(200);
    await stream.ended;
    expect(stream.events.at(-1)).toMatchObject({ kind: 'session', payload: { reason: 'all_ended' } });
  });
});

describe.runIf(isPostgresRun)('several processes on one PostgreSQL', () => {
  it('an event committed through one app reaches a stream opened on the other', async () => {
    const [first, second] = await buildTestApps(2);
    if (!first || !second) throw new Error('two apps expected');
    try {
      const url = await listenOnLoopback(first.app);
      const { token } = await registerCustomer(first.app);
      const userId = await userIdOf(first.app, token);
      const stream = await streamFor(first.app, url, token);
      await second.app.db.transaction((tx) =>
        changeBalance(tx, { userId, amountTiyin: 4200, reason: 'top_up', reference: null, at: new Date() }),
      );
      const event = await stream.waitFor((one) => one.kind === 'balance');
      expect(event.payload).toEqual({ balance: 4200, change: 4200, reason: 'top_up' });
      stream.close();
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('a dropped LISTEN connection comes back and the stream catches up with what it missed', async () => {
    const { token } = await registerCustomer(app());
    const userId = await userIdOf(app(), token);
    const stream = await streamFor(app(), baseUrl, token);
    // As a server restart or failover would: the listening connection is cut.
    const cut = await app().db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = 'LISTEN live_events'`,
    );
    expect((cut as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    await app().db.transaction((tx) =>
      changeBalance(tx, { userId, amountTiyin: 1500, reason: 'top_up', reference: null, at: new Date() }),
    );
    const event = await stream.waitFor((one) => one.kind === 'balance', 8000);
    expect(event.payload).toMatchObject({ balance: 1500 });
    stream.close();
  });
});
