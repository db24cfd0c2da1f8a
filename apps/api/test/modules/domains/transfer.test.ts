import { domainPath, domainPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceSom, customerWithBalance } from '../../helpers/hosting.js';
import { type DomainEnv, domainLedger, operationsOf, startDomainEnv, uniqueLabel } from './orders-kit.js';

// POST /services/domains/transfer: a gTLD registered elsewhere moves in with its auth code, paid at the
// transfer price; a wrong code is refunded. The code is a secret: wiped from the operation when it ends.

let env: DomainEnv;
beforeAll(async () => {
  env = await startDomainEnv();
});
afterAll(async () => {
  await env?.close();
});

async function transfer(
  authCode: (name: string) => string,
  elsewhere: Parameters<DomainEnv['registrar']['takeElsewhere']>[1] = {},
) {
  const customer = await customerWithBalance(env.app, 500_000);
  const name = `${uniqueLabel('kochish')}.net`;
  env.registrar.takeElsewhere(name, elsewhere);
  const answer = await env.app.inject({
    method: 'POST',
    url: domainPaths.transfer,
    headers: { authorization: `Bearer ${customer.token}`, 'idempotency-key': `transfer-${name}` },
    payload: { name, auth_code: authCode(name) },
  });
  expect(answer.statusCode).toBe(200);
  const domain = answer.json().data;
  expect(domain).toMatchObject({
    status: 'transfer_pending',
    open_operation: { action: 'transfer', status: 'pending', years: 1, amount: 200_000 },
  });
  expect(await balanceSom(env.app, customer.userId)).toBe(300_000);
  await env.app.jobs.runDue();
  const detail = await env.app.inject({
    method: 'GET',
    url: domainPath(domainPaths.detail, domain.id),
    headers: { authorization: `Bearer ${customer.token}` },
  });
  const [operation] = await operationsOf(env.app, domain.id);
  return { ...customer, name, detail: detail.json().data, operation };
}

describe('transferring a domain in', () => {
  it('with the right auth code: active with the registrar’s expiry, the code wiped', async () => {
    const { name, detail, operation, userId } = await transfer((name) => `their-${name}`);
    const atRegistrar = env.registrar.domains.get(name);
    expect(atRegistrar).toMatchObject({ foreign: false });
    expect(detail).toMatchObject({ status: 'active', open_operation: null });
    expect(new Date(detail.expires_at).getTime()).toBe((atRegistrar?.expiresAt ?? 0) * 1000);
    expect(operation).toMatchObject({ status: 'done' });
    expect(operation?.payload).not.toHaveProperty('auth_code');
    expect(await balanceSom(env.app, userId)).toBe(300_000);
  });

  it('with a wrong auth code: refunded in full, the domain failed, the code wiped', async () => {
    const { detail, operation, userId } = await transfer(() => 'guess-1234');
    expect(detail).toMatchObject({ status: 'failed', open_operation: null });
    expect(operation).toMatchObject({ status: 'refunded' });
    expect(operation?.error).toMatch(/^auth_code_invalid/);
    expect(operation?.payload).not.toHaveProperty('auth_code');
    expect(await balanceSom(env.app, userId)).toBe(500_000);
    expect((await domainLedger(env.app, userId)).map((row) => row.amount)).toEqual([-200_000, 200_000]);
  });

  it('names why the current registrar refused: the name is locked there, or younger than 60 days', async () => {
    const locked = await transfer((name) => `their-${name}`, { locked: true });
    expect(locked.detail).toMatchObject({ status: 'failed' });
    expect(locked.operation?.error).toMatch(/^transfer_locked:/);
    expect(await balanceSom(env.app, locked.userId)).toBe(500_000);
    const young = await transfer((name) => `their-${name}`, { registeredDaysAgo: 20 });
    expect(young.operation?.error).toMatch(/^transfer_too_new:/);
    expect(young.detail.operations[0]).toMatchObject({ action: 'transfer', status: 'refunded' });
    expect(young.detail.operations[0].error).toMatch(/^transfer_too_new/);
  });

  it('refuses a missing auth code and a term with no transfer price', async () => {
    const { token } = await customerWithBalance(env.app, 500_000);
    for (const [payload, field] of [
      [{ name: 'kod-yoq.com' }, 'auth_code'],
      [{ name: 'uzoq.com', auth_code: 'x', years: 9 }, 'years'],
    ] as const) {
      const answer = await env.app.inject({
        method: 'POST',
        url: domainPaths.transfer,
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
      expect(answer.statusCode).toBe(422);
      expect(answer.json().errors[field]).toBeDefined();
    }
  });
});
