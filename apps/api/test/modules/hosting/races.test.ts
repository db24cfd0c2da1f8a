import { hostingPaths } from '@portal/contracts';
import type { IspmanagerSimulator } from '@portal/simulators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../src/lib/clock.js';
import { checkLedger } from '../../../src/modules/balance/balance.service.js';
import { runOrderScheduler } from '../../../src/modules/hosting/order-scheduler.js';
import { listEvents } from '../../../src/modules/hosting/orders.repository.js';
import {
  balanceSom,
  call,
  customerWithBalance,
  MONTH,
  seedCatalogue,
  startPanel,
} from '../../helpers/hosting.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// Meaningful on PostgreSQL (TEST_DB=postgres), where the pool runs the transactions truly at once; PGlite
// has one connection and serializes them anyway.

const DAY_MS = 86_400_000;
const clock = createManualClock(new Date('2026-05-01T08:00:00Z'));
let testApp: TestApp;
let panel: IspmanagerSimulator;
let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
const path = (template: string, id: number) => template.replace(':id', String(id));

beforeAll(async () => {
  panel = await startPanel();
  testApp = await buildTestApp({}, { clock });
  catalogue = await seedCatalogue(testApp.app, panel);
});
afterAll(async () => {
  await testApp.close();
  await panel.close();
});

async function activeOrder(som: number) {
  const customer = await customerWithBalance(testApp.app, som);
  const created = await call(testApp.app, customer.token, 'POST', hostingPaths.createOrder, {
    tariff_id: catalogue.small.id,
    pay_type: MONTH,
  });
  await testApp.app.jobs.runDue();
  return { ...customer, id: created.json().data.id as number };
}

describe('races', () => {
  it('two extensions at once with balance for one: one succeeds, the balance never goes below zero', async () => {
    const { token, userId, id } = await activeOrder(60_000);
    const answers = await Promise.all(
      [1, 2].map(() => call(testApp.app, token, 'PUT', path(hostingPaths.extend, id), { extend_period: 1 })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((answer) => answer.statusCode === 422)?.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await balanceSom(testApp.app, userId)).toBe(0);
    expect((await checkLedger(testApp.app.db)).ok).toBe(true);
  });

  it('two scheduler runs at once never apply a transition twice', async () => {
    const renewing = await activeOrder(60_000);
    const lapsing = await activeOrder(30_000);
    clock.advance(30 * DAY_MS + 1000);
    const results = await Promise.all([1, 2, 3].map(() => runOrderScheduler(testApp.app.db, clock)));
    expect(results.reduce((sum, result) => sum + result.renewed, 0)).toBe(1);
    expect(results.reduce((sum, result) => sum + result.expired, 0)).toBe(1);
    expect(await balanceSom(testApp.app, renewing.userId)).toBe(0);
    const lapsed = await listEvents(testApp.app.db, lapsing.id);
    expect(lapsed.filter((event) => event.toStatus === 'week')).toHaveLength(1);
    const renewals = (await listEvents(testApp.app.db, renewing.id)).filter(
      (event) => event.action === 'auto_renew',
    );
    expect(renewals).toHaveLength(1);
    expect((await checkLedger(testApp.app.db)).ok).toBe(true);
  });
});
