import { domainPath, domainPaths } from '@portal/contracts';
import { type RegistrarSimulator, startRegistrarSimulator } from '@portal/simulators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../src/lib/clock.js';
import { checkLedger } from '../../../src/modules/balance/balance.service.js';
import { DAY_MS, graceEndsAt } from '../../../src/modules/domains/domain-lifecycle.js';
import { updateDomain } from '../../../src/modules/domains/domains.repository.js';
import { balanceSom, customerWithBalance } from '../../helpers/hosting.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';
import { domainRow, operationsOf, placeDomain, setTestPrices, uniqueLabel } from './renewal-fixtures.js';

// PUT /services/domains/:id/renew and /restore: from the balance, one change at a time, owner only; a gTLD
// renewal goes to the registrar simulator, a .uz one to the staff queue.

const clock = createManualClock(new Date('2026-05-04T05:00:00Z'));
const YEAR_SECONDS = 365 * 86_400;
let testApp: TestApp;
let registrar: RegistrarSimulator;

beforeAll(async () => {
  registrar = await startRegistrarSimulator({
    userId: 'renew-test',
    apiKey: 'renew-key',
    balance: 1000,
    now: () => Math.floor(clock.now().getTime() / 1000),
  });
  testApp = await buildTestApp(
    {
      REGISTRAR_API_URL: registrar.url,
      REGISTRAR_USER_ID: 'renew-test',
      REGISTRAR_API_KEY: 'renew-key',
      REGISTRAR_TIMEOUT_MS: '3000',
    },
    { clock },
  );
  await setTestPrices(testApp.app);
});
afterAll(async () => {
  await testApp?.close();
  await registrar?.close();
});

const later = (ms: number) => new Date(clock.now().getTime() + ms);
const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

function put(token: string, url: string, payload?: object, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: 'PUT',
    url,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en', ...headers },
    ...(payload ? { payload } : {}),
  });
}

/** A .com domain in our reseller account at the simulator and in the portal, expiring at `expiresAt`. */
async function gtldDomain(userId: number, expiresAt: Date) {
  const name = `${uniqueLabel('renew')}.com`;
  const orderId = String(80_000_000 + registrar.domains.size);
  registrar.domains.set(name, {
    orderId,
    name,
    expiresAt: seconds(expiresAt),
    nameservers: ['ns1.portal.uz', 'ns2.portal.uz'],
    locked: true,
    authCode: 'auth',
    status: 'Active',
    foreign: false,
  });
  return placeDomain(testApp.app, { userId, name, expiresAt, registrarId: orderId });
}

describe('renewing a domain', () => {
  it('renews a gTLD for two years: charged, sent to the registrar, active with the new expiry', async () => {
    const { token, userId } = await customerWithBalance(testApp.app, 500_000);
    const expiresAt = later(20 * DAY_MS);
    const domain = await gtldDomain(userId, expiresAt);

    const answer = await put(token, domainPath(domainPaths.renew, domain.id), { years: 2 });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      id: domain.id,
      status: 'active',
      open_operation: { action: 'renew', status: 'pending', years: 2, amount: 360_000 },
    });
    expect(await balanceSom(testApp.app, userId)).toBe(140_000);

    await testApp.app.jobs.runDue();
    const renewed = await domainRow(testApp.app, domain.id);
    expect(renewed.expiresAt?.getTime()).toBe(expiresAt.getTime() + 2 * YEAR_SECONDS * 1000);
    expect(registrar.domains.get(domain.name)?.expiresAt).toBe(seconds(expiresAt) + 2 * YEAR_SECONDS);
    expect(await operationsOf(testApp.app, domain.id)).toEqual([
      expect.objectContaining({ action: 'renew', status: 'done', amountTiyin: 36_000_000 }),
    ]);
    expect((await checkLedger(testApp.app.db)).ok).toBe(true);
  });

  it('renews a .uz domain in its grace: the renewal waits for staff, and a second one is refused', async () => {
    const { token, userId } = await customerWithBalance(testApp.app, 200_000);
    const expiresAt = later(-2 * DAY_MS);
    const domain = await placeDomain(testApp.app, {
      userId,
      name: `${uniqueLabel('grace')}.uz`,
      status: 'grace',
      expiresAt,
    });
    const first = await put(token, domainPath(domainPaths.renew, domain.id), { years: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.open_operation).toMatchObject({
      action: 'renew',
      status: 'manual',
      amount: 60_000,
    });

    const second = await put(token, domainPath(domainPaths.renew, domain.id), { years: 1 });
    expect(second.statusCode).toBe(409);
    expect(second.json().errors.domain).toHaveLength(1);
    expect(await balanceSom(testApp.app, userId)).toBe(140_000);
    expect(await operationsOf(testApp.app, domain.id)).toHaveLength(1);
  });

  it('answers the same renewal for a repeated Idempotency-Key, charging once', async () => {
    const { token, userId } = await customerWithBalance(testApp.app, 200_000);
    const domain = await placeDomain(testApp.app, {
      userId,
      name: `${uniqueLabel('idem')}.uz`,
      expiresAt: later(90 * DAY_MS),
    });
    const key = { 'idempotency-key': `renew-${domain.id}-0001` };
    const answers = [
      await put(token, domainPath(domainPaths.renew, domain.id), { years: 1 }, key),
      await put(token, domainPath(domainPaths.renew, domain.id), { years: 1 }, key),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[1]?.json()).toEqual(answers[0]?.json());
    expect(await balanceSom(testApp.app, userId)).toBe(140_000);
  });

  it('refuses a domain in redemption, a term that is not sold, bad input and a balance too small', async () => {
    const { token, userId } = await customerWithBalance(testApp.app, 50_000);
    const redeeming = await placeDomain(testApp.app, {
      userId,
      name: `${uniqueLabel('late')}.uz`,
      status: 'redemption',
      expiresAt: later(-20 * DAY_MS),
    });
    const refused = await put(token, domainPath(domainPaths.renew, redeeming.id), { years: 1 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.domain[0]).toMatch(/renew/i);

    const active = await placeDomain(testApp.app, {
      userId,
      name: `${uniqueLabel('term')}.uz`,
      expiresAt: later(90 * DAY_MS),
    });
    const url = domainPath(domainPaths.renew, active.id);
    const notSold = await put(token, url, { years: 7 });
    expect(notSold.statusCode).toBe(422);
    expect(notSold.json().errors.years).toHaveLength(1);
    for (const body of [{ years: 0 }, { years: 11 }, { years: 'two' }, {}]) {
      const bad = await put(token, url, body);
      expect({ body, status: bad.statusCode }).toEqual({ body, status: 422 });
      expect(bad.json().errors.years).toHaveLength(1);
    }
    const poor = await put(token, url, { years: 1 });
    expect(poor.statusCode).toBe(422);
    expect(poor.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', shortfall: 10_000 });
    expect(await balanceSom(testApp.app, userId)).toBe(50_000);
    expect(await operationsOf(testApp.app, active.id)).toEqual([]);
  });

  it('treats a domain the timers have not moved yet by its expiry: past the grace it is not renewable', async () => {
    const { token, userId } = await customerWithBalance(testApp.app, 200_000);
    const expiresAt = later(-30 * DAY_MS);
    expect(graceEndsAt(expiresAt) < clock.now()).toBe(true);
    const stale = await placeDomain(testApp.app, { userId, name: `${uniqueLabel('stale')}.uz`, expiresAt });
    const answer = await put(token, domainPath(domainPaths.renew, stale.id), { years: 1 });
    expect(answer.statusCode).toBe(422);
    expect(await balanceSom(testApp.app, userId)).toBe(200_000);
  });

  it('answers 404 for another customer’s domain and an unknown one, and 401 without a session', async () => {
    const owner = await customerWithBalance(testApp.app, 0);
    const other = await customerWithBalance(testApp.app, 200_000);
    const domain = await placeDomain(testApp.app, {
      userId: owner.userId,
      name: `${uniqueLabel('mine')}.uz`,
      expiresAt: later(90 * DAY_MS),
    });
    expect((await put(other.token, domainPath(domainPaths.renew, domain.id), { years: 1 })).statusCode).toBe(
      404,
    );
    expect((await put(other.token, domainPath(domainPaths.restore, domain.id))).statusCode).toBe(404);
    expect((await put(other.token, domainPath(domainPaths.renew, 99_999_999), { years: 1 })).statusCode).toBe(
      404,
    );
    const anonymous = await testApp.app.inject({
      method: 'PUT',
      url: domainPath(domainPaths.renew, domain.id),
      payload: { years: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await balanceSom(testApp.app, other.userId)).toBe(200_000);
  });
});

describe('restoring a domain', () => {
  it('restores a gTLD in redemption at the restore price: the registrar gives it a year from now', async () => {
    const { token, userId } = await customerWithBalance(testApp.app, 1_000_000);
    const expiresAt = later(-15 * DAY_MS);
    const domain = await gtldDomain(userId, expiresAt);
    await updateDomain(testApp.app.db, domain.id, { status: 'redemption' });

    const renewing = await put(token, domainPath(domainPaths.renew, domain.id), { years: 1 });
    expect(renewing.statusCode).toBe(422);
    const answer = await put(token, domainPath(domainPaths.restore, domain.id));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.open_operation).toMatchObject({ action: 'restore', years: 1, amount: 900_000 });
    expect(await balanceSom(testApp.app, userId)).toBe(100_000);

    await testApp.app.jobs.runDue();
    const restored = await domainRow(testApp.app, domain.id);
    expect(restored.status).toBe('active');
    expect(restored.expiresAt?.getTime()).toBe((seconds(clock.now()) + YEAR_SECONDS) * 1000);
  });

  it('refuses to restore a domain that is not in redemption', async () => {
    const { token, userId } = await customerWithBalance(testApp.app, 1_000_000);
    const domain = await placeDomain(testApp.app, {
      userId,
      name: `${uniqueLabel('alive')}.uz`,
      expiresAt: later(90 * DAY_MS),
    });
    const answer = await put(token, domainPath(domainPaths.restore, domain.id), {});
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors.domain[0]).toMatch(/restor/i);
    expect(await balanceSom(testApp.app, userId)).toBe(1_000_000);
  });
});
