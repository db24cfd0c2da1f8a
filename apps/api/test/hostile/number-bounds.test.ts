import { hostingPaths, newsPaths, notificationsPaths } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { registerCustomer } from '../helpers/customers.js';
import { useTestApp } from '../helpers/test-app.js';

// Numbers past what the database holds are the contract's refusal (422 with the envelope), never a 500.
const testApp = useTestApp();
const TOO_BIG = '2147483648';

describe('ids and numbers beyond the database range', () => {
  it('refuse a server id, a page and an order id past 2^31 − 1', async () => {
    const { token } = await registerCustomer(testApp.app);
    const auth = { authorization: `Bearer ${token}` };
    const urls = [
      `${hostingPaths.tariffs}?server_id=${TOO_BIG}`,
      `${hostingPaths.tariffs}?server_id=1&page=99999999999`,
      `${newsPaths.list}?page=1e30`,
      hostingPaths.order.replace(':id', TOO_BIG),
      `${notificationsPaths.list}?page=${'9'.repeat(30)}`,
    ];
    for (const url of urls) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: auth });
      expect(response.statusCode, url).toBe(422);
      expect(response.json(), url).toMatchObject({ status: false, code: 'VALIDATION_FAILED' });
    }
  });

  it('refuse a tariff id past the range when ordering and changing a tariff', async () => {
    const { token } = await registerCustomer(testApp.app);
    const auth = { authorization: `Bearer ${token}` };
    const create = await testApp.app.inject({
      method: 'POST',
      url: hostingPaths.createOrder,
      headers: auth,
      payload: { tariff_id: Number(TOO_BIG), pay_type: 2592000 },
    });
    expect(create.statusCode).toBe(422);
    expect(create.json().errors.tariff_id).toBeDefined();
    const change = await testApp.app.inject({
      method: 'PUT',
      url: hostingPaths.tariffChange.replace(':id', '1'),
      headers: auth,
      payload: { tariff_id: TOO_BIG, pay_type: 2592000 },
    });
    expect(change.statusCode).toBe(422);
  });
});
