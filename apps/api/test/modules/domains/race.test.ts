import { domainPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../../src/modules/balance/balance.service.js';
import { balanceSom, customerWithBalance } from '../../helpers/hosting.js';
import { addRecord, type DomainEnv, domainLedger, startDomainEnv, uniqueLabel } from './orders-kit.js';

// Two customers buy the same name at the same moment: the partial unique index domains_live_name_unique lets
// one registration live; the other order is refused as taken, in a transaction that charged nothing.

let env: DomainEnv;
beforeAll(async () => {
  env = await startDomainEnv();
});
afterAll(async () => {
  await env?.close();
});

async function race(name: string, withRecord: boolean) {
  const buyers = await Promise.all([
    customerWithBalance(env.app, 500_000),
    customerWithBalance(env.app, 500_000),
  ]);
  const bodies = await Promise.all(
    buyers.map(async (buyer) => ({
      name,
      years: 1,
      ...(withRecord ? { record_id: await addRecord(env.app, buyer.userId) } : {}),
    })),
  );
  const answers = await Promise.all(
    buyers.map((buyer, index) =>
      env.app.inject({
        method: 'POST',
        url: domainPaths.register,
        headers: { authorization: `Bearer ${buyer.token}`, 'accept-language': 'en' },
        payload: bodies[index],
      }),
    ),
  );
  const won = answers.findIndex((answer) => answer.statusCode === 200);
  const lost = 1 - won;
  return { buyers, answers, won, lost };
}

describe('two customers racing for one name', () => {
  it.each([
    ['a gTLD', 'com', false],
    ['a .uz name', 'uz', true],
  ] as const)(
    '%s: exactly one is charged and holds it; the other is told it is taken',
    async (_, zone, withRecord) => {
      const name = `${uniqueLabel('poyga')}.${zone}`;
      const { buyers, answers, won, lost } = await race(name, withRecord);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
      expect(answers[lost]?.json().errors.name[0]).toContain('already taken');
      const winner = buyers[won];
      const loser = buyers[lost];
      if (!winner || !loser) throw new Error('two buyers expected');
      expect(await balanceSom(env.app, loser.userId)).toBe(500_000);
      expect(await domainLedger(env.app, loser.userId)).toEqual([]);
      expect(await balanceSom(env.app, winner.userId)).toBeLessThan(500_000);
      expect(await domainLedger(env.app, winner.userId)).toHaveLength(1);
      const list = await env.app.inject({
        method: 'GET',
        url: domainPaths.list,
        headers: { authorization: `Bearer ${loser.token}` },
      });
      expect(list.json().total).toBe(0);
      expect((await checkLedger(env.app.db)).ok).toBe(true);
    },
  );
});
