import { adminPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerCard, customerHoldings } from '../../../src/modules/console/customer-summary.service.js';
import { customerWithBalance } from '../../helpers/hosting.js';
import { newInvoice, PAYMENT_ENV } from '../../helpers/payments.js';
import { addStaff, bearer, staffToken } from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// The customer's money and services as staff see them are built once: the customer page shows them whole, the
// desk's ticket card shows the balance, the services and the newest five payments of the same build.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp(PAYMENT_ENV);
});
afterAll(async () => testApp.close());

describe('the customer summary', () => {
  it('gives the ticket card and the customer page the same balance and payments', async () => {
    const { app } = testApp;
    const { token, userId } = await customerWithBalance(app, 150);
    for (const som of [1000, 2000, 3000, 4000, 5000, 6000]) await newInvoice(app, token, 'payme', som);

    const holdings = await customerHoldings(app.db, userId);
    expect(holdings.balanceTiyin).toBe(15_000);
    expect(holdings.invoices).toHaveLength(6);

    const card = await customerCard(app.db, userId);
    expect(card).toMatchObject({ id: userId, balance: 150, services: [] });
    expect(card?.recent_payments).toEqual(
      holdings.invoices
        .slice(0, 5)
        .map(({ id, amount, status, created_at }) => ({ id, amount, status, created_at })),
    );
    expect(card?.recent_payments.map((payment) => payment.amount)).toEqual([6000, 5000, 4000, 3000, 2000]);

    const readonly = await staffToken(app, await addStaff(testApp, 'readonly'));
    const page = await app.inject({
      method: 'GET',
      url: adminPaths.customer.replace(':id', String(userId)),
      headers: bearer(readonly),
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ id: userId, balance: 150, orders: [], domains: [] });
    expect(page.json().data.invoices).toEqual(holdings.invoices);
  });

  it('has no card for a customer who does not exist', async () => {
    expect(await customerCard(testApp.app.db, 2_000_000_000)).toBeNull();
  });
});
