import {
  adminPath,
  adminPaths,
  apiPaths,
  paymentPaths,
  promoCodePaths,
  securityPaths,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../src/lib/clock.js';
import { getProfile, registerCustomer } from '../../helpers/customers.js';
import { PAYMENT_ENV } from '../../helpers/payments.js';
import { addStaff, bearer, staffToken, type TestStaff } from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// "View as customer": a 30-minute support session with a reason, shown to the customer, closed to credentials
// and money, and every request audited as the staff member acting for the customer.

const clock = createManualClock(new Date('2026-11-25T09:00:00Z'));
let testApp: TestApp;
const app = () => testApp.app;
let support: TestStaff;
let supportToken = '';
let ownerToken = '';

beforeAll(async () => {
  testApp = await buildTestApp(PAYMENT_ENV, { clock });
  support = await addStaff(testApp, 'support');
  supportToken = await staffToken(app(), support);
  ownerToken = await staffToken(app(), await addStaff(testApp, 'owner'));
});
afterAll(async () => {
  await testApp?.close();
});

async function customer() {
  const { token } = await registerCustomer(app());
  return { token, id: (await getProfile(app(), token)).json().data.id as number };
}

const open = (staffBearer: string, id: number, payload: object) =>
  app().inject({
    method: 'POST',
    url: adminPath(adminPaths.customerSupportSessions, id),
    headers: bearer(staffBearer),
    payload,
  });

describe('a support session', () => {
  it('needs a reason and the permission, and is shown to the customer', async () => {
    const { token, id } = await customer();
    expect((await open(supportToken, id, {})).statusCode).toBe(422);
    const billing = await staffToken(app(), await addStaff(testApp, 'billing'));
    expect((await open(billing, id, { reason: 'Customer asked for help on the phone' })).statusCode).toBe(
      403,
    );

    const opened = await open(supportToken, id, { reason: 'Customer asked for help on the phone' });
    expect(opened.statusCode).toBe(200);
    const session = opened.json().data;
    expect(session.url).toBe(`${PAYMENT_ENV.APP_URL}/support-session#token=${session.access_token}`);
    expect(session.expires_at).toBe(new Date(clock.now().getTime() + 30 * 60_000).toISOString());

    const profile = await getProfile(app(), session.access_token);
    expect(profile.json().data).toMatchObject({ id, support_session: { expires_at: session.expires_at } });
    expect((await getProfile(app(), token)).json().data.support_session).toBeNull();
    const history = await app().inject({
      method: 'GET',
      url: securityPaths.authHistory,
      headers: bearer(token),
    });
    const entries = history.json().data as { session_id: string; support_session: boolean }[];
    expect(entries.find((entry) => entry.session_id === session.session_id)?.support_session).toBe(true);
    expect(entries.filter((entry) => entry.support_session)).toHaveLength(1);
  });

  it('cannot change credentials or contacts, nor move money', async () => {
    const { id } = await customer();
    const { access_token } = (await open(supportToken, id, { reason: 'Checking an order' })).json().data;
    const refused = [
      {
        method: 'PUT' as const,
        url: securityPaths.changePassword,
        payload: {
          old_password: 'Secret#2024',
          password: 'Other#2025x',
          password_confirmation: 'Other#2025x',
        },
      },
      { method: 'PUT' as const, url: apiPaths.profile, payload: { username: 'changed' } },
      {
        method: 'POST' as const,
        url: securityPaths.phoneGetCode,
        payload: { phone_number: '+998901112233' },
      },
      {
        method: 'POST' as const,
        url: paymentPaths.createInvoice,
        payload: { merchant: 'payme', amount: '5000' },
      },
      { method: 'POST' as const, url: promoCodePaths.redeem, payload: { code: 'ANYCODE' } },
    ];
    for (const call of refused) {
      const answer = await app().inject({ ...call, headers: bearer(access_token) });
      expect({ url: call.url, status: answer.statusCode }).toEqual({ url: call.url, status: 403 });
      expect(answer.json().code).toBe('SUPPORT_SESSION_FORBIDDEN');
    }
    // Reading is what the session is for.
    expect(
      (await app().inject({ method: 'GET', url: paymentPaths.history, headers: bearer(access_token) }))
        .statusCode,
    ).toBe(200);
  });

  it('audits every request as the staff member acting for the customer, and ends after 30 minutes', async () => {
    const { id } = await customer();
    const { access_token } = (await open(supportToken, id, { reason: 'Walkthrough of the cabinet' })).json()
      .data;
    await getProfile(app(), access_token);
    await app().inject({
      method: 'POST',
      url: promoCodePaths.redeem,
      headers: bearer(access_token),
      payload: { code: 'X12' },
    });
    const audit = (
      await app().inject({
        method: 'GET',
        url: `${adminPaths.auditLog}?customer_id=${id}`,
        headers: bearer(ownerToken),
      })
    ).json().data as {
      action: string;
      staff_id: number;
      after: { path?: string; status?: number; reason?: string };
    }[];
    expect(audit.map((row) => row.action)).toEqual([
      'support.request',
      'support.request',
      'customer.support-session',
    ]);
    expect(audit.every((row) => row.staff_id === support.id)).toBe(true);
    expect(audit[0]?.after).toMatchObject({ path: promoCodePaths.redeem, status: 403 });
    expect(audit[1]?.after).toMatchObject({ path: apiPaths.profile, status: 200 });
    expect(audit[2]?.after.reason).toBe('Walkthrough of the cabinet');

    clock.advance(20 * 60_000);
    expect((await getProfile(app(), access_token)).statusCode).toBe(200);
    clock.advance(11 * 60_000);
    expect((await getProfile(app(), access_token)).statusCode).toBe(401);
  });

  it('is refused for a blocked customer and an unknown one', async () => {
    clock.advance(60_000);
    ownerToken = await staffToken(app(), await addStaff(testApp, 'owner'));
    const { id } = await customer();
    await app().inject({
      method: 'POST',
      url: adminPath(adminPaths.customerBlock, id),
      headers: bearer(ownerToken),
      payload: { reason: 'fraud' },
    });
    expect((await open(ownerToken, id, { reason: 'look at it' })).statusCode).toBe(409);
    expect((await open(ownerToken, 2_000_000, { reason: 'look at it' })).statusCode).toBe(404);
  });
});
