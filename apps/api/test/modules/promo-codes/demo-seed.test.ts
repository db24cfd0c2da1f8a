import { promoCodePaths } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGIN, seedDemoData } from '../../../src/composition/demo-seed.js';
import { promoCodes } from '../../../src/db/schema.js';
import { login } from '../../helpers/customers.js';
import { useTestApp } from '../../helpers/test-app.js';

const testApp = useTestApp();

describe('the demo seed', () => {
  it('adds DEMO2026 and a personal code for the demo customer, once, however often it runs', async () => {
    const { db } = testApp.app;
    await seedDemoData(db, Buffer.alloc(32, 7), testApp.config.passwordHash);
    await seedDemoData(db, Buffer.alloc(32, 7), testApp.config.passwordHash);
    const codes = await db.select().from(promoCodes);
    expect(codes.map((row) => [row.code, row.amountTiyin, row.userId !== null]).sort()).toEqual([
      ['DEMO2026', 1_000_000, false],
      ['WELCOME-DEMO', 500_000, true],
    ]);

    const session = await login(testApp.app, { login: DEMO_LOGIN.email, password: DEMO_LOGIN.password });
    const token = session.json().data.access_token;
    const overview = await testApp.app.inject({
      method: 'GET',
      url: promoCodePaths.overview,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(overview.json().data.received_codes).toEqual([
      { code: 'WELCOME-DEMO', amount: 5000, valid_until: null },
    ]);
    const redeemed = await testApp.app.inject({
      method: 'POST',
      url: promoCodePaths.redeem,
      headers: { authorization: `Bearer ${token}` },
      payload: { code: 'demo2026' },
    });
    expect(redeemed.json().data).toEqual({ amount: 10000, balance: 10000 });
  });
});
