import { adminDomainPaths, profileRecordPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN, seedDemoData } from '../../../src/composition/demo-seed.js';
import { DEMO_QUEUED_DOMAIN } from '../../../src/modules/domains/demo-queue.js';
import { getData, login } from '../../helpers/customers.js';
import { balanceSom } from '../../helpers/hosting.js';
import { addStaff, bearer, staffToken } from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// Demo mode shows the console's .uz queue with one paid order of the demo customer, whose registrant is approved.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

describe('the demo seed for domains', () => {
  it('approves the demo customer’s registrant and queues one paid .uz order, once however often it runs', async () => {
    const { app } = testApp;
    await seedDemoData(app.db, Buffer.alloc(32, 7), testApp.config.passwordHash);
    await seedDemoData(app.db, Buffer.alloc(32, 7), testApp.config.passwordHash);

    const token = (await login(app, { login: DEMO_LOGIN.email, password: DEMO_LOGIN.password })).json().data
      .access_token as string;
    const records = await getData(app, token, profileRecordPaths.list);
    expect(records).toEqual([expect.objectContaining({ verification: 'approved', firstname: 'Demo' })]);

    const staff = await staffToken(app, await addStaff(testApp, 'support'));
    const queue = (
      await app.inject({ method: 'GET', url: adminDomainPaths.queue, headers: bearer(staff) })
    ).json().data;
    expect(queue).toEqual([
      expect.objectContaining({
        action: 'register',
        amount: 60_000,
        domain: expect.objectContaining({ name: DEMO_QUEUED_DOMAIN, status: 'pending' }),
        record: expect.objectContaining({ verification: 'approved' }),
      }),
    ]);
    // The order was paid by a top-up of exactly its price: the balance is back where it started.
    expect(await balanceSom(app, queue[0].customer.id)).toBe(0);
  });
});
