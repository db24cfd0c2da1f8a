import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../../src/db/database.js';
import { notifications } from '../../../src/db/schema.js';
import { createManualClock } from '../../../src/lib/clock.js';
import { changeBalance, checkLedger } from '../../../src/modules/balance/balance.service.js';
import { runDomainLifecycle } from '../../../src/modules/domains/domain-lifecycle.job.js';
import { DAY_MS, graceEndsAt, redemptionEndsAt } from '../../../src/modules/domains/domain-lifecycle.js';
import { completeOperation, startOperation } from '../../../src/modules/domains/domain-operations.service.js';
import { domainLifecycle } from '../../../src/modules/domains/domains.jobs.js';
import { balanceSom, customerWithBalance } from '../../helpers/hosting.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';
import {
  domainRow,
  eventsOf,
  operationsOf,
  placeDomain,
  setTestPrices,
  uniqueLabel,
} from './renewal-fixtures.js';

// The domain timers with the test clock: expiry → grace → redemption → expired, reminders once per expiry,
// auto-renew from the balance once even when runs race, and a balance too small for it.

const clock = createManualClock(new Date('2026-05-04T05:00:00Z'));
let testApp: TestApp;
const AUTO_RENEW_DAYS = 30;

beforeAll(async () => {
  testApp = await buildTestApp({ DOMAIN_AUTO_RENEW_DAYS: String(AUTO_RENEW_DAYS) }, { clock });
  await setTestPrices(testApp.app);
});
afterAll(async () => {
  await testApp?.close();
});

const run = () => runDomainLifecycle(testApp.app.db, clock, { autoRenewDays: AUTO_RENEW_DAYS });
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

/** A one-year .uz renewal paid (free here) and waiting for staff, as the customer's renew button starts it. */
const startUzRenewal = (tx: Queryable, domainId: number, userId: number) =>
  startOperation(tx, {
    domainId,
    userId,
    zone: 'uz',
    action: 'renew',
    years: 1,
    amountTiyin: 0,
    payload: {},
    now: clock.now(),
  });

async function notificationsOf(userId: number) {
  const rows = await testApp.app.db.select().from(notifications).where(eq(notifications.userId, userId));
  return rows.sort((a, b) => a.id - b.id).map((row) => ({ kind: row.kind, params: row.params }));
}

describe('the life of a domain after expiry', () => {
  it('moves through grace, redemption and expired, each step once, and frees the name at the end', async () => {
    clock.set(new Date('2026-05-04T05:00:00Z'));
    const { userId } = await customerWithBalance(testApp.app, 0);
    const expiresAt = later(clock.now(), 10 * DAY_MS);
    const domain = await placeDomain(testApp.app, { userId, name: `${uniqueLabel('life')}.uz`, expiresAt });

    clock.set(later(expiresAt, -1000));
    await run();
    expect((await domainRow(testApp.app, domain.id)).status).toBe('active');

    clock.set(later(expiresAt, 60_000));
    await run();
    await run();
    expect((await domainRow(testApp.app, domain.id)).status).toBe('grace');

    clock.set(later(graceEndsAt(expiresAt), -1000));
    await run();
    expect((await domainRow(testApp.app, domain.id)).status).toBe('grace');
    clock.set(graceEndsAt(expiresAt));
    await run();
    expect((await domainRow(testApp.app, domain.id)).status).toBe('redemption');

    clock.set(redemptionEndsAt(expiresAt));
    await run();
    await run();
    expect((await domainRow(testApp.app, domain.id)).status).toBe('expired');

    // Each phase told once, with until when a renewal (grace) or a restore (redemption) still saves it.
    const notices = (await notificationsOf(userId)).filter((row) => row.kind !== 'domain_expiring');
    expect(notices).toEqual([
      {
        kind: 'domain_grace',
        params: {
          domain: domain.name,
          expires_at: expiresAt.toISOString(),
          until: graceEndsAt(expiresAt).toISOString(),
        },
      },
      {
        kind: 'domain_redemption',
        params: {
          domain: domain.name,
          expires_at: expiresAt.toISOString(),
          until: redemptionEndsAt(expiresAt).toISOString(),
        },
      },
      { kind: 'domain_released', params: { domain: domain.name, expires_at: expiresAt.toISOString() } },
    ]);

    const steps = (await eventsOf(testApp.app, domain.id))
      .filter((event) => event.kind === 'status')
      .map((event) => [event.fromStatus, event.toStatus, event.action]);
    expect(steps).toEqual([
      ['active', 'grace', 'expiry'],
      ['grace', 'redemption', 'grace_ended'],
      ['redemption', 'expired', 'redemption_ended'],
    ]);
    // The live-name index no longer holds an expired name: someone may register it again.
    const again = await placeDomain(testApp.app, {
      userId,
      name: domain.name,
      expiresAt: later(clock.now(), DAY_MS),
    });
    expect(again.id).not.toBe(domain.id);
  });

  it('a timer that missed days moves the domain straight to where its expiry puts it', async () => {
    clock.set(new Date('2026-05-04T05:00:00Z'));
    const { userId } = await customerWithBalance(testApp.app, 0);
    const expiresAt = later(clock.now(), DAY_MS);
    const domain = await placeDomain(testApp.app, { userId, name: `${uniqueLabel('late')}.uz`, expiresAt });
    clock.set(later(graceEndsAt(expiresAt), DAY_MS));
    await run();
    expect((await domainRow(testApp.app, domain.id)).status).toBe('redemption');
    // Only where it is now: no word of the grace it skipped.
    const kinds = (await notificationsOf(userId)).map((row) => row.kind);
    expect(kinds.filter((kind) => kind !== 'domain_expiring')).toEqual(['domain_redemption']);
  });

  it('says nothing of the expiry while a paid renewal is under way, and the domain still enters grace', async () => {
    clock.set(new Date('2026-05-04T05:00:00Z'));
    const { userId } = await customerWithBalance(testApp.app, 0);
    const expiresAt = later(clock.now(), DAY_MS);
    const domain = await placeDomain(testApp.app, { userId, name: `${uniqueLabel('paid')}.uz`, expiresAt });
    await testApp.app.db.transaction((tx) => startUzRenewal(tx, domain.id, userId));
    clock.set(later(expiresAt, 60_000));
    await run();
    expect((await domainRow(testApp.app, domain.id)).status).toBe('grace');
    expect((await notificationsOf(userId)).map((row) => row.kind)).not.toContain('domain_grace');
  });
});

describe('reminders', () => {
  it('reminds 30, 7 and 1 days before expiry, each once, and again for the next expiry', async () => {
    clock.set(new Date('2026-05-04T05:00:00Z'));
    const { userId } = await customerWithBalance(testApp.app, 0);
    const expiresAt = later(clock.now(), 40 * DAY_MS);
    const domain = await placeDomain(testApp.app, { userId, name: `${uniqueLabel('remind')}.uz`, expiresAt });
    const reminders = async () =>
      (await notificationsOf(userId))
        .filter((row) => row.kind === 'domain_expiring')
        .map((row) => row.params.days);

    await run();
    expect(await reminders()).toEqual([]);
    for (const days of [30, 7, 1]) {
      clock.set(later(expiresAt, -days * DAY_MS + 60_000));
      await run();
      await run();
    }
    expect(await reminders()).toEqual([30, 7, 1]);
    const [first] = (await notificationsOf(userId)).filter((row) => row.kind === 'domain_expiring');
    expect(first?.params).toMatchObject({ domain: domain.name, expires_at: expiresAt.toISOString() });

    // Staff renew it by hand (.uz): the new expiry gets its own reminders.
    clock.set(later(expiresAt, -DAY_MS / 2));
    const renewed = later(expiresAt, 365 * DAY_MS);
    await testApp.app.db.transaction(async (tx) => {
      const { operationId } = await startUzRenewal(tx, domain.id, userId);
      await completeOperation(tx, operationId, { expiresAt: renewed, now: clock.now() });
    });
    clock.set(later(renewed, -30 * DAY_MS + 60_000));
    await run();
    expect(await reminders()).toEqual([30, 7, 1, 30]);
    expect(
      (await eventsOf(testApp.app, domain.id)).filter((event) => event.kind === 'reminder'),
    ).toHaveLength(4);
  });
});

describe('auto-renew', () => {
  it('charges one year once, even when three runs race, and the renewal is queued for staff (.uz)', async () => {
    clock.set(new Date('2026-05-04T05:00:00Z'));
    const { userId } = await customerWithBalance(testApp.app, 100_000);
    const expiresAt = later(clock.now(), 40 * DAY_MS);
    const domain = await placeDomain(testApp.app, {
      userId,
      name: `${uniqueLabel('auto')}.uz`,
      expiresAt,
      autoRenew: true,
    });
    clock.set(later(expiresAt, -(AUTO_RENEW_DAYS + 1) * DAY_MS));
    await run();
    expect(await operationsOf(testApp.app, domain.id)).toEqual([]);

    clock.set(later(expiresAt, -AUTO_RENEW_DAYS * DAY_MS + 60_000));
    const results = await Promise.all([run(), run(), run()]);
    expect(results.reduce((sum, result) => sum + result.renewing, 0)).toBe(1);
    const operations = await operationsOf(testApp.app, domain.id);
    expect(operations).toHaveLength(1);
    expect(operations[0]).toMatchObject({
      action: 'renew',
      status: 'manual',
      years: 1,
      amountTiyin: 6_000_000,
    });
    expect(operations[0]?.payload).toMatchObject({ auto: true, expires_at: expiresAt.toISOString() });
    expect(await balanceSom(testApp.app, userId)).toBe(40_000);
    // Paid and waiting for staff: no "expires soon" for it.
    expect((await notificationsOf(userId)).map((row) => row.kind)).not.toContain('domain_expiring');
    await run();
    expect(await operationsOf(testApp.app, domain.id)).toHaveLength(1);
    expect((await checkLedger(testApp.app.db)).ok).toBe(true);
  });

  it('a balance too small: one renew_failed notice per expiry, then it renews once the balance is topped up', async () => {
    clock.set(new Date('2026-05-04T05:00:00Z'));
    const { userId } = await customerWithBalance(testApp.app, 10_000);
    const expiresAt = later(clock.now(), 40 * DAY_MS);
    const domain = await placeDomain(testApp.app, {
      userId,
      name: `${uniqueLabel('poor')}.uz`,
      expiresAt,
      autoRenew: true,
    });
    clock.set(later(expiresAt, -AUTO_RENEW_DAYS * DAY_MS + 60_000));
    const first = await run();
    expect(first.renewFailed).toBe(1);
    clock.set(later(clock.now(), 3_600_000));
    await run();
    const failed = (await notificationsOf(userId)).filter((row) => row.kind === 'domain_renew_failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]?.params).toMatchObject({
      domain: domain.name,
      amount: 60_000,
      expires_at: expiresAt.toISOString(),
    });
    expect(await operationsOf(testApp.app, domain.id)).toEqual([]);
    expect(await balanceSom(testApp.app, userId)).toBe(10_000);

    await testApp.app.db.transaction((tx) =>
      changeBalance(tx, {
        userId,
        amountTiyin: 5_000_000,
        reason: 'top_up',
        reference: null,
        at: clock.now(),
      }),
    );
    clock.set(later(clock.now(), 3_600_000));
    // Through the job runner, as the poller starts it.
    expect(await testApp.app.jobs.runRecurring(domainLifecycle)).toBe(true);
    expect(await operationsOf(testApp.app, domain.id)).toEqual([
      expect.objectContaining({ action: 'renew', status: 'manual', amountTiyin: 6_000_000 }),
    ]);
    expect(await balanceSom(testApp.app, userId)).toBe(0);
    expect((await notificationsOf(userId)).filter((row) => row.kind === 'domain_renew_failed')).toHaveLength(
      1,
    );
  });

  it('leaves domains with auto-renew off alone', async () => {
    clock.set(new Date('2026-05-04T05:00:00Z'));
    const { userId } = await customerWithBalance(testApp.app, 100_000);
    const expiresAt = later(clock.now(), 10 * DAY_MS);
    const domain = await placeDomain(testApp.app, { userId, name: `${uniqueLabel('off')}.uz`, expiresAt });
    await run();
    expect(await operationsOf(testApp.app, domain.id)).toEqual([]);
    expect(await balanceSom(testApp.app, userId)).toBe(100_000);
  });
});

describe('auto-renew after the registrar refused', () => {
  it('refunds, waits a day, then tries again', async () => {
    clock.set(new Date('2026-05-04T05:00:00Z'));
    const { userId } = await customerWithBalance(testApp.app, 400_000);
    const expiresAt = later(clock.now(), 20 * DAY_MS);
    // A gTLD in an app without a registrar account: the operation job refuses and refunds.
    const domain = await placeDomain(testApp.app, {
      userId,
      name: `${uniqueLabel('refused')}.com`,
      expiresAt,
      autoRenew: true,
    });
    await run();
    await testApp.app.jobs.runDue();
    expect(await operationsOf(testApp.app, domain.id)).toEqual([
      expect.objectContaining({ action: 'renew', status: 'refunded' }),
    ]);
    expect(await balanceSom(testApp.app, userId)).toBe(400_000);

    clock.set(later(clock.now(), 3_600_000));
    await run();
    expect(await operationsOf(testApp.app, domain.id)).toHaveLength(1);
    clock.set(later(clock.now(), DAY_MS));
    await run();
    expect((await operationsOf(testApp.app, domain.id)).map((operation) => operation.status).sort()).toEqual([
      'pending',
      'refunded',
    ]);
    expect(await balanceSom(testApp.app, userId)).toBe(220_000);
  });
});
