import { liveEventPaths } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEventTickets } from '../../../src/db/schema.js';
import { registerCustomer } from '../../helpers/customers.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

const TICKETS = 3;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ RATE_LIMIT_LIVE_TICKETS_PER_ACCOUNT: String(TICKETS) });
});
afterAll(async () => {
  await testApp.close();
});

const buyTicket = (token: string) =>
  testApp.app.inject({
    method: 'POST',
    url: liveEventPaths.ticket,
    headers: { authorization: `Bearer ${token}` },
  });

const ticketRows = async () =>
  (await testApp.app.db.select({ count: sql<number>`count(*)::int` }).from(liveEventTickets))[0]?.count;

describe('live tickets per account', () => {
  it('answers 429 with Retry-After past the configured number, writes no ticket, and counts per account', async () => {
    const first = await registerCustomer(testApp.app);
    const second = await registerCustomer(testApp.app);
    for (let index = 0; index < TICKETS; index += 1)
      expect((await buyTicket(first.token)).statusCode).toBe(200);
    const before = await ticketRows();

    const refused = await buyTicket(first.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: false, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await ticketRows()).toBe(before);

    // Another customer's tickets are counted apart.
    expect((await buyTicket(second.token)).statusCode).toBe(200);
  });
});
