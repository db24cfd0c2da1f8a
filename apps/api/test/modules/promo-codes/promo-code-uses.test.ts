import { adminPaths, promoCodePaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPromoCli } from '../../../src/cli/promo-codes.js';
import { createManualClock } from '../../../src/lib/clock.js';
import { registerCustomer } from '../../helpers/customers.js';
import { addStaff, bearer, staffToken } from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// The console's list counts a code's uses from its redemptions, so parallel redeems cannot lose one.

const clock = createManualClock(new Date('2026-05-01T09:00:00Z'));
let testApp: TestApp;
const app = () => testApp.app;

beforeAll(async () => {
  testApp = await buildTestApp(
    { RATE_LIMIT_PROMO_PER_ACCOUNT: '100000', RATE_LIMIT_PROMO_PER_IP: '100000' },
    { clock },
  );
});
afterAll(async () => {
  await testApp?.close();
});

describe('a promo code redeemed in parallel', () => {
  it('is listed with every use counted and inactive once used up', async () => {
    const lines: string[] = [];
    const exit = await runPromoCli(
      ['create', '--code', 'RUSH3', '--amount', '300', '--max-uses', '3'],
      app().db,
      clock.now(),
      (line) => lines.push(line),
    );
    expect(exit, lines.join('\n')).toBe(0);
    const customers = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map(() => registerCustomer(app())));
    const answers = await Promise.all(
      customers.map((customer) =>
        app().inject({
          method: 'POST',
          url: promoCodePaths.redeem,
          headers: bearer(customer.token),
          payload: { code: 'rush3' },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);

    const owner = await addStaff(testApp, 'owner');
    const list = await app().inject({
      method: 'GET',
      url: adminPaths.promoCodes,
      headers: bearer(await staffToken(app(), owner)),
    });
    expect(list.statusCode).toBe(200);
    const listed = (list.json().data as { code: string; uses: number; active: boolean }[]).find(
      (row) => row.code === 'RUSH3',
    );
    expect(listed).toMatchObject({ uses: 3, max_uses: 3, active: false });
  });
});
