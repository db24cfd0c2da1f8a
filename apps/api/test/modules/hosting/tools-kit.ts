import { hostingPaths, sitePath } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { changeBalance } from '../../../src/modules/balance/balance.service.js';
import { registerCustomer } from '../../helpers/customers.js';
import { MONTH } from '../../helpers/hosting.js';
import { bearer } from '../../helpers/staff.js';

// What the mailbox, database, FTP, cron and usage tests share: a customer with an active order, and requests with a fresh
// Idempotency-Key for every write.

export async function customerWithOrder(app: FastifyInstance, tariffId: number) {
  const { customer, token } = await registerCustomer(app);
  const profile = await app.inject({
    method: 'GET',
    url: '/api/client/user/profile',
    headers: bearer(token),
  });
  const userId = profile.json().data.id as number;
  await app.db.transaction((tx) =>
    changeBalance(tx, {
      userId,
      amountTiyin: 100_000 * 100,
      reason: 'top_up',
      reference: null,
      at: app.clock.now(),
    }),
  );
  const created = await app.inject({
    method: 'POST',
    url: hostingPaths.createOrder,
    headers: bearer(token),
    payload: { tariff_id: tariffId, pay_type: MONTH },
  });
  expect(created.statusCode).toBe(200);
  await app.jobs.runDue();
  const orderId = created.json().data.id as number;
  const order = await app.inject({
    method: 'GET',
    url: sitePath(hostingPaths.order, orderId),
    headers: bearer(token),
  });
  const login = order.json().data.panel.account.login as string;
  return { token, userId, password: customer.password, orderId, login };
}

let keys = 0;
export function sender(app: FastifyInstance, prefix = 'tools-test') {
  return (
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    language?: string,
  ) => {
    keys += 1;
    return app.inject({
      method,
      url,
      headers: {
        ...bearer(token),
        ...(method === 'GET' ? {} : { 'idempotency-key': `${prefix}-${keys}-${Date.now()}` }),
        ...(language ? { 'accept-language': language } : {}),
      },
      ...(payload ? { payload } : {}),
    });
  };
}
