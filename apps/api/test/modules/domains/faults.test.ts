import { domainPath, domainPaths } from '@portal/contracts';
import { type RegistrarSimulator, startRegistrarSimulator } from '@portal/simulators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../../src/modules/balance/balance.service.js';
import {
  completeOperation,
  refundOperation,
} from '../../../src/modules/domains/domain-operations.service.js';
import { freePort } from '../../helpers/free-port.js';
import { balanceSom, customerWithBalance } from '../../helpers/hosting.js';
import { kindsOf } from '../../helpers/notifications.js';
import {
  addRecord,
  type DomainEnv,
  domainLedger,
  operationsOf,
  startDomainEnv,
  uniqueLabel,
} from './orders-kit.js';

// What the registrar's faults do to a paid registration (docs/providers/registrar.md): a definitive refusal
// refunds exactly what was paid and the domain fails; a time-out keeps the money and marks the outcome unknown
// (never retried blindly); a registrar that cannot be reached is retried with backoff, then refunded.

// Two apps: one whose registrar answers (slowly when told to), one whose registrar is not there at first.
let env: DomainEnv;
let unreachable: DomainEnv;
let port: number;
beforeAll(async () => {
  port = await freePort();
  env = await startDomainEnv({ timeoutMs: 1000 });
  unreachable = await startDomainEnv({ registrarUrl: `http://127.0.0.1:${port}` });
});
afterAll(async () => {
  await env?.close();
  await unreachable?.close();
});

async function place(env: DomainEnv, name: string) {
  const customer = await customerWithBalance(env.app, 500_000);
  const answer = await env.app.inject({
    method: 'POST',
    url: domainPaths.register,
    headers: { authorization: `Bearer ${customer.token}` },
    payload: { name, years: 1 },
  });
  expect(answer.statusCode).toBe(200);
  return { ...customer, id: answer.json().data.id as number };
}

const detailOf = async (env: DomainEnv, token: string, id: number) =>
  (
    await env.app.inject({
      method: 'GET',
      url: domainPath(domainPaths.detail, id),
      headers: { authorization: `Bearer ${token}` },
    })
  ).json().data;

describe('registrar faults', () => {
  it('a name taken between the order and the registration: refunded in full, the domain failed', async () => {
    const name = `${uniqueLabel('tezkor')}.com`;
    const { token, userId, id } = await place(env, name);
    expect(await balanceSom(env.app, userId)).toBe(320_000);
    env.registrar.takeElsewhere(name);
    await env.app.jobs.runDue();

    const detail = await detailOf(env, token, id);
    expect(detail).toMatchObject({ status: 'failed', open_operation: null });
    expect(detail.operations[0]).toMatchObject({ status: 'refunded', amount: 180_000 });
    expect(detail.operations[0].error).toMatch(/^taken/);
    expect(await balanceSom(env.app, userId)).toBe(500_000);
    expect((await domainLedger(env.app, userId)).map((row) => [row.reason, row.amount])).toEqual([
      ['domain_payment', -180_000],
      ['domain_refund', 180_000],
    ]);
    expect(await kindsOf(env.app, userId)).toContain('domain_refunded');
    expect((await checkLedger(env.app.db)).ok).toBe(true);
  });

  it('the reseller account cannot pay the registrar: refunded, the domain failed', async () => {
    env.registrar.setBalance(0);
    const { token, userId, id } = await place(env, `${uniqueLabel('pulsiz')}.net`);
    await env.app.jobs.runDue();
    const detail = await detailOf(env, token, id);
    expect(detail.status).toBe('failed');
    expect(detail.operations[0]).toMatchObject({ status: 'refunded' });
    expect(detail.operations[0].error).toMatch(/^insufficient_funds/);
    expect(await balanceSom(env.app, userId)).toBe(500_000);
    env.registrar.setBalance(1000);
  });

  it('a time-out: the outcome is unknown, the money held, and the registrar is not asked again', async () => {
    const name = `${uniqueLabel('sekin')}.org`;
    const { token, userId, id } = await place(env, name);
    env.registrar.delayNext('register', 2500);
    await env.app.jobs.runDue();

    const detail = await detailOf(env, token, id);
    expect(detail).toMatchObject({
      status: 'unknown',
      open_operation: { status: 'unknown', amount: 190_000 },
    });
    expect(await balanceSom(env.app, userId)).toBe(310_000);
    const registers = () =>
      env.registrar.calls.filter((call) => call.operation === 'domains/register').length;
    const before = registers();
    env.clock.advance(3_600_000);
    await env.app.jobs.runDue();
    expect(registers()).toBe(before);
    const [operation] = await operationsOf(env.app, id);
    expect(operation).toMatchObject({ status: 'unknown', error: 'timeout', attempts: 1 });
  });

  it('an operation ends once: a second refund or a late completion (console click vs job) changes nothing', async () => {
    const customer = await customerWithBalance(env.app, 500_000);
    const answer = await env.app.inject({
      method: 'POST',
      url: domainPaths.register,
      headers: { authorization: `Bearer ${customer.token}` },
      payload: {
        name: `${uniqueLabel('bir-bor')}.uz`,
        years: 1,
        record_id: await addRecord(env.app, customer.userId),
      },
    });
    const id = answer.json().data.id as number;
    const [operation] = await operationsOf(env.app, id);
    if (!operation) throw new Error('no operation');
    const now = env.clock.now();
    const refund = () =>
      env.app.db.transaction((tx) => refundOperation(tx, operation.id, { error: 'rejected by staff', now }));
    await Promise.all([refund(), refund()]);
    await env.app.db.transaction((tx) =>
      completeOperation(tx, operation.id, { expiresAt: new Date(now.getTime() + 86_400_000), now }),
    );
    expect(await balanceSom(env.app, customer.userId)).toBe(500_000);
    expect((await domainLedger(env.app, customer.userId)).map((row) => row.reason)).toEqual([
      'domain_payment',
      'domain_refund',
    ]);
    expect((await detailOf(env, customer.token, id)).status).toBe('failed');
  });

  it('an unreachable registrar on every attempt: refunded after the last one', async () => {
    const env = unreachable;
    const { token, userId, id } = await place(env, `${uniqueLabel('yoq')}.com`);
    for (let attempt = 0; attempt < 5; attempt++) {
      await env.app.jobs.runDue();
      env.clock.advance(3_600_000);
    }
    const detail = await detailOf(env, token, id);
    expect(detail.status).toBe('failed');
    expect(detail.operations[0]).toMatchObject({ status: 'refunded' });
    const [operation] = await operationsOf(env.app, id);
    expect(operation?.attempts).toBe(5);
    expect(await balanceSom(env.app, userId)).toBe(500_000);
  });

  it('an unreachable registrar: retried with backoff, and done once it answers', async () => {
    const env = unreachable;
    const name = `${uniqueLabel('qayta')}.com`;
    const { token, id } = await place(env, name);
    await env.app.jobs.runDue();
    let [operation] = await operationsOf(env.app, id);
    expect(operation).toMatchObject({ status: 'pending', attempts: 1, error: 'unavailable' });
    expect(operation?.nextAttemptAt?.getTime()).toBeGreaterThan(env.clock.now().getTime());

    const registrar: RegistrarSimulator = await startRegistrarSimulator({
      userId: 'orders-test',
      apiKey: 'orders-key',
      port,
      now: () => Math.floor(env.clock.now().getTime() / 1000),
    });
    try {
      env.clock.advance(60_000);
      await env.app.jobs.runDue();
      [operation] = await operationsOf(env.app, id);
      expect(operation).toMatchObject({ status: 'done', attempts: 2 });
      expect((await detailOf(env, token, id)).status).toBe('active');
      expect(registrar.domains.get(name)).toBeDefined();
    } finally {
      await registrar.close();
    }
  });
});
