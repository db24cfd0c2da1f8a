import { type RegistrarSimulator, startRegistrarSimulator } from '@portal/simulators';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema.js';
import type { Registrar } from '../../../src/integrations/registrar/registrar.js';
import { createManualClock } from '../../../src/lib/clock.js';
import { checkLedger } from '../../../src/modules/balance/balance.service.js';
import { DAY_MS } from '../../../src/modules/domains/domain-lifecycle.js';
import {
  markOperationUnknown,
  type OperationAction,
  startOperation,
} from '../../../src/modules/domains/domain-operations.service.js';
import {
  findSyncDrift,
  syncDomains,
  syncDriftDryRun,
} from '../../../src/modules/domains/domain-sync.service.js';
import { domainSync } from '../../../src/modules/domains/domains.jobs.js';
import { type DomainRow, updateDomain } from '../../../src/modules/domains/domains.repository.js';
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

// The daily sync against the registrar simulator: the registrar's expiry is the truth (corrected, evented and
// audited by the system), a name missing from our account is reported but not applied, timed-out operations
// are settled by asking, and each run asks about a bounded batch, the longest unsynced first.

const clock = createManualClock(new Date('2026-05-04T05:00:00Z'));
const SYNC_BATCH = 500;
let testApp: TestApp;
let simulator: RegistrarSimulator;
let registrar: Registrar;

beforeAll(async () => {
  simulator = await startRegistrarSimulator({
    userId: 'sync-test',
    apiKey: 'sync-key',
    now: () => Math.floor(clock.now().getTime() / 1000),
  });
  testApp = await buildTestApp(
    {
      REGISTRAR_API_URL: simulator.url,
      REGISTRAR_USER_ID: 'sync-test',
      REGISTRAR_API_KEY: 'sync-key',
      DOMAIN_SYNC_BATCH: String(SYNC_BATCH),
    },
    { clock },
  );
  await setTestPrices(testApp.app);
  const api = testApp.app.adapters.registrars.api;
  if (!api) throw new Error('the registrar API is configured');
  registrar = api;
});
afterAll(async () => {
  await testApp?.close();
  await simulator?.close();
});

const later = (ms: number) => new Date(clock.now().getTime() + ms);
const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
const sync = (batch = SYNC_BATCH) => syncDomains(testApp.app.db, registrar, { now: clock.now(), batch });

/** A .com name in our reseller account with the registrar's own expiry. */
function atRegistrar(name: string, expiresAt: Date) {
  const orderId = String(90_000_000 + simulator.domains.size);
  simulator.domains.set(name, {
    orderId,
    name,
    expiresAt: seconds(expiresAt),
    nameservers: ['ns1.portal.uz', 'ns2.portal.uz'],
    locked: true,
    authCode: 'auth',
    status: 'Active',
    foreign: false,
  });
  return orderId;
}

async function ourDomain(userId: number, expiresAt: Date, registrarExpiry = expiresAt) {
  const name = `${uniqueLabel('sync')}.com`;
  const registrarId = atRegistrar(name, registrarExpiry);
  return placeDomain(testApp.app, { userId, name, expiresAt, registrarId });
}

async function driftAudit(domainName: string) {
  const rows = await testApp.app.db.select().from(auditLog).where(eq(auditLog.action, 'domain.sync-drift'));
  return rows.filter((row) => (row.after as { domain?: string }).domain === domainName);
}

describe('correcting drift', () => {
  it('lists the drift in a dry run without applying it, then corrects the expiry and audits it', async () => {
    const { userId } = await customerWithBalance(testApp.app, 0);
    const ours = later(20 * DAY_MS);
    const theirs = later(385 * DAY_MS);
    const domain = await ourDomain(userId, ours, theirs);
    await updateDomain(testApp.app.db, domain.id, { reminderDaysSent: 30 });

    const dry = await findSyncDrift(testApp.app.db, registrar, { now: clock.now(), batch: SYNC_BATCH });
    expect(dry.filter((drift) => drift.domainId === domain.id)).toEqual([
      expect.objectContaining({
        kind: 'expiry',
        before: { status: 'active', expires_at: ours.toISOString() },
        after: { status: 'active', expires_at: theirs.toISOString() },
      }),
    ]);
    const listed = await syncDriftDryRun(registrar, SYNC_BATCH)(testApp.app.db, clock.now());
    expect(listed.find((item) => item.domain_id === domain.id)).toMatchObject({
      name: domain.name,
      at: null,
    });
    expect((await domainRow(testApp.app, domain.id)).expiresAt?.toISOString()).toBe(ours.toISOString());
    expect(await driftAudit(domain.name)).toEqual([]);

    await sync();
    const synced = await domainRow(testApp.app, domain.id);
    expect(synced.expiresAt?.toISOString()).toBe(theirs.toISOString());
    expect(synced.reminderDaysSent).toBeNull();
    expect(synced.syncedAt?.toISOString()).toBe(clock.now().toISOString());
    const audit = await driftAudit(domain.name);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staffId: null,
      customerId: userId,
      before: { domain_id: domain.id, expires_at: ours.toISOString() },
      after: { domain_id: domain.id, kind: 'expiry', expires_at: theirs.toISOString() },
    });
    expect((await eventsOf(testApp.app, domain.id)).filter((event) => event.kind === 'sync')).toHaveLength(1);

    // In step now: a second run changes nothing.
    await sync();
    expect(await driftAudit(domain.name)).toHaveLength(1);
  });

  it('brings a domain in grace back to active when the registrar shows it renewed', async () => {
    const { userId } = await customerWithBalance(testApp.app, 0);
    const domain = await ourDomain(userId, later(-2 * DAY_MS), later(363 * DAY_MS));
    await updateDomain(testApp.app.db, domain.id, { status: 'grace' });
    await sync();
    const row = await domainRow(testApp.app, domain.id);
    expect(row.status).toBe('active');
    expect((await eventsOf(testApp.app, domain.id)).find((event) => event.kind === 'sync')).toMatchObject({
      fromStatus: 'grace',
      toStatus: 'active',
      action: 'drift',
    });
  });

  it('reports a name missing from our account once, and leaves the domain as it is', async () => {
    const { userId } = await customerWithBalance(testApp.app, 0);
    const expiresAt = later(100 * DAY_MS);
    const domain = await ourDomain(userId, expiresAt);
    simulator.domains.delete(domain.name);
    await sync();
    await sync();
    const row = await domainRow(testApp.app, domain.id);
    expect(row).toMatchObject({ status: 'active', expiresAt });
    const audit = await driftAudit(domain.name);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toMatchObject({ kind: 'missing' });
  });

  it('leaves .uz names alone: the registry has no API, staff keep them', async () => {
    const { userId } = await customerWithBalance(testApp.app, 0);
    const domain = await placeDomain(testApp.app, {
      userId,
      name: `${uniqueLabel('manual')}.uz`,
      expiresAt: later(50 * DAY_MS),
    });
    const asked = simulator.calls.length;
    await sync();
    expect(simulator.calls.slice(asked).some((call) => call.params['domain-name']?.[0] === domain.name)).toBe(
      false,
    );
    expect((await domainRow(testApp.app, domain.id)).syncedAt).toBeNull();
  });
});

describe('operations whose outcome is unknown', () => {
  async function timedOut(
    userId: number,
    domainId: number,
    action: OperationAction,
    amountTiyin: number,
    payload: Record<string, unknown> = {},
  ) {
    const { operationId } = await testApp.app.db.transaction((tx) =>
      startOperation(tx, {
        domainId,
        userId,
        zone: 'com',
        action,
        years: 1,
        amountTiyin,
        payload,
        now: clock.now(),
      }),
    );
    await testApp.app.db.transaction((tx) => markOperationUnknown(tx, operationId, clock.now()));
    return operationId;
  }

  it('completes a registration the registrar has in our account, with its expiry and id', async () => {
    const { userId } = await customerWithBalance(testApp.app, 200_000);
    const name = `${uniqueLabel('late-yes')}.com`;
    const domain = await placeDomain(testApp.app, { userId, name, status: 'pending', expiresAt: later(0) });
    await timedOut(userId, domain.id, 'register', 18_000_000);
    expect((await domainRow(testApp.app, domain.id)).status).toBe('unknown');
    const expiresAt = later(365 * DAY_MS);
    const orderId = atRegistrar(name, expiresAt);

    // Too fresh: the registrar may still be finishing the call.
    await sync();
    expect((await operationsOf(testApp.app, domain.id))[0]?.status).toBe('unknown');

    clock.advance(11 * 60_000);
    const result = await sync();
    expect(result.resolved).toBeGreaterThanOrEqual(1);
    expect(await domainRow(testApp.app, domain.id)).toMatchObject({
      status: 'active',
      registrarId: orderId,
      expiresAt: new Date(seconds(expiresAt) * 1000),
    });
    expect((await operationsOf(testApp.app, domain.id))[0]?.status).toBe('done');
    expect(await balanceSom(testApp.app, userId)).toBe(20_000);
  });

  it('refunds a registration the registrar does not have', async () => {
    const { userId } = await customerWithBalance(testApp.app, 200_000);
    const name = `${uniqueLabel('late-no')}.com`;
    const domain = await placeDomain(testApp.app, { userId, name, status: 'pending', expiresAt: later(0) });
    await timedOut(userId, domain.id, 'register', 18_000_000);
    expect(await balanceSom(testApp.app, userId)).toBe(20_000);
    clock.advance(11 * 60_000);
    await sync();
    expect((await domainRow(testApp.app, domain.id)).status).toBe('failed');
    expect((await operationsOf(testApp.app, domain.id))[0]).toMatchObject({
      status: 'refunded',
      error: 'not_found',
    });
    expect(await balanceSom(testApp.app, userId)).toBe(200_000);
    expect((await checkLedger(testApp.app.db)).ok).toBe(true);
  });

  it('settles a timed-out renewal by whether the registrar’s expiry moved', async () => {
    const { userId } = await customerWithBalance(testApp.app, 400_000);
    const expiresAt = later(10 * DAY_MS);
    const renewed = await ourDomain(userId, expiresAt);
    const notRenewed = await ourDomain(userId, expiresAt);
    const payload = { expires_at: expiresAt.toISOString() };
    await timedOut(userId, renewed.id, 'renew', 18_000_000, payload);
    await timedOut(userId, notRenewed.id, 'renew', 18_000_000, payload);
    const record = simulator.domains.get(renewed.name);
    if (record) record.expiresAt += 365 * 86_400;

    clock.advance(11 * 60_000);
    await sync();
    expect((await operationsOf(testApp.app, renewed.id))[0]?.status).toBe('done');
    expect((await domainRow(testApp.app, renewed.id)).expiresAt?.getTime()).toBe(
      expiresAt.getTime() + 365 * DAY_MS,
    );
    expect((await operationsOf(testApp.app, notRenewed.id))[0]?.status).toBe('refunded');
    expect((await domainRow(testApp.app, notRenewed.id)).expiresAt?.getTime()).toBe(expiresAt.getTime());
    expect(await balanceSom(testApp.app, userId)).toBe(220_000);
  });
});

describe('the batch', () => {
  it('asks about at most the batch per run, the longest unsynced first, and runs as the daily job', async () => {
    clock.advance(DAY_MS);
    await sync();
    const { userId } = await customerWithBalance(testApp.app, 0);
    const fresh: DomainRow[] = [];
    for (let n = 0; n < 3; n++) fresh.push(await ourDomain(userId, later(200 * DAY_MS)));
    clock.advance(DAY_MS);

    const asked = simulator.calls.length;
    await sync(2);
    expect(simulator.calls.length - asked).toBe(2);
    const syncedAt = async () =>
      Promise.all(fresh.map(async (domain) => (await domainRow(testApp.app, domain.id)).syncedAt));
    expect((await syncedAt()).map((at) => at !== null)).toEqual([true, true, false]);

    clock.advance(60_000);
    expect(await testApp.app.jobs.runRecurring(domainSync)).toBe(true);
    expect((await syncedAt()).every((at) => at?.getTime() === clock.now().getTime())).toBe(true);
  });
});
