import { userProfileSchema } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts } from '../../../src/db/schema.js';
import { getProfile, registerCustomer } from '../../helpers/customers.js';
import { useTestApp } from '../../helpers/test-app.js';

const testApp = useTestApp();

describe('GET /api/client/user/profile', () => {
  it('answers the profile fields of docs/product/account.md with the balance in som', async () => {
    const { customer, token } = await registerCustomer(testApp.app, { sex: 'female', firstname: 'Dilnoza' });
    const first = await getProfile(testApp.app, token);
    const userId = first.json().data.id as number;
    await testApp.app.db.update(accounts).set({ balanceTiyin: 1_234_567 }).where(eq(accounts.userId, userId));

    const response = await getProfile(testApp.app, token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json();
    expect(body.status).toBe(true);
    expect(userProfileSchema.strict().parse(body.data)).toEqual({
      id: userId,
      firstname: 'Dilnoza',
      lastname: customer.lastname,
      email: customer.email,
      email_verified_at: null,
      birthday: customer.birthday,
      sex: 'female',
      phone_number: customer.phone_number,
      username: null,
      accounts: { amount: 12_345.67 },
      support_session: null,
    });
  });

  it('never lets the balance go below zero', async () => {
    const { token } = await registerCustomer(testApp.app);
    const userId = (await getProfile(testApp.app, token)).json().data.id as number;
    await expect(
      testApp.app.db.execute(sql`update accounts set balance_tiyin = -1 where user_id = ${userId}`),
    ).rejects.toThrow();
  });
});
