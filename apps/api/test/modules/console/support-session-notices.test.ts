import { adminPath, adminPaths, apiPaths } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notificationDeliveries, notifications, users } from '../../../src/db/schema.js';
import { createManualClock } from '../../../src/lib/clock.js';
import { getProfile, registerCustomer } from '../../helpers/customers.js';
import { mailsTo } from '../../helpers/notifications.js';
import { addStaff, bearer, staffToken, type TestStaff } from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// The customer is told on every channel when a support session of their account starts (who and
// why) and when it ends, once; a disabled staff member's support sessions and own sessions end at once; a
// deleted customer gets neither a support session nor a balance adjustment.

const clock = createManualClock(new Date('2026-11-25T09:00:00Z'));
let testApp: TestApp;
const app = () => testApp.app;
let support: TestStaff;
let supportToken = '';
let ownerToken = '';

let owner: TestStaff;

beforeAll(async () => {
  testApp = await buildTestApp({}, { clock });
  support = await addStaff(testApp, 'support');
  owner = await addStaff(testApp, 'owner');
});
// Staff sessions end after 30 idle minutes, which these tests pass: each starts with fresh ones (a new code step).
beforeEach(async () => {
  clock.advance(60_000);
  supportToken = await staffToken(app(), support);
  ownerToken = await staffToken(app(), owner);
});
afterAll(async () => {
  await testApp?.close();
});

async function customer() {
  const { token, customer: body } = await registerCustomer(app());
  return { token, email: body.email, id: (await getProfile(app(), token)).json().data.id as number };
}

const open = (staffBearer: string, id: number, reason = 'Customer asked for help on the phone') =>
  app().inject({
    method: 'POST',
    url: adminPath(adminPaths.customerSupportSessions, id),
    headers: bearer(staffBearer),
    payload: { reason },
  });

/** The customer's support-session notices, oldest first, with the channels each went out on. */
async function notices(userId: number) {
  await app().jobs.runDue();
  const rows = await app().db.select().from(notifications).where(eq(notifications.userId, userId));
  const found = [];
  for (const row of rows
    .filter((item) => item.kind.startsWith('support_session_'))
    .sort((a, b) => a.id - b.id)) {
    const deliveries = await app()
      .db.select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, row.id));
    found.push({
      kind: row.kind,
      params: row.params,
      channels: deliveries.map((delivery) => delivery.channel).sort(),
    });
  }
  return found;
}

describe('support session notices', () => {
  it('tell the customer on every channel who opened the session and why, and when it ended, once', async () => {
    const { id, email } = await customer();
    const opened = (await open(supportToken, id, 'Checking the failed top-up')).json().data;
    expect(await notices(id)).toEqual([
      {
        kind: 'support_session_started',
        params: {
          session_id: opened.session_id,
          staff_name: support.name,
          reason: 'Checking the failed top-up',
          expires_at: opened.expires_at,
        },
        channels: ['email', 'telegram'],
      },
    ]);
    const mails = await mailsTo(app(), email);
    expect(mails.at(-1)?.text).toContain(support.name);
    expect(mails.at(-1)?.text).toContain('Checking the failed top-up');
    // Opened at 09:01 UTC, so it ends by 09:31 UTC: 14:31 in Tashkent.
    expect(mails.at(-1)?.text).toContain('14:31');

    clock.advance(5 * 60_000);
    const logout = await app().inject({
      method: 'POST',
      url: apiPaths.logout,
      headers: bearer(opened.access_token),
    });
    expect(logout.statusCode).toBe(200);
    const ended = { kind: 'support_session_ended', channels: ['email', 'telegram'] };
    expect((await notices(id)).slice(1)).toEqual([
      {
        ...ended,
        params: {
          session_id: opened.session_id,
          staff_name: support.name,
          ended_at: clock.now().toISOString(),
        },
      },
    ]);
    // The job queued for the hard end finds the notice there.
    clock.advance(30 * 60_000);
    expect(await notices(id)).toHaveLength(2);
  });

  it('tell the customer when the session reached its hard end', async () => {
    const { id } = await customer();
    const opened = (await open(supportToken, id)).json().data;
    clock.advance(29 * 60_000);
    expect((await notices(id)).map((notice) => notice.kind)).toEqual(['support_session_started']);
    clock.advance(2 * 60_000);
    const all = await notices(id);
    expect(all.map((notice) => notice.kind)).toEqual(['support_session_started', 'support_session_ended']);
    expect(all[1]?.params).toMatchObject({ session_id: opened.session_id, ended_at: opened.expires_at });
  });
});

describe('a disabled staff member', () => {
  it('loses their support sessions and their own sessions at once; the customer is told', async () => {
    const member = await addStaff(testApp, 'support');
    const memberToken = await staffToken(app(), member);
    const { id } = await customer();
    const opened = (await open(memberToken, id)).json().data;
    expect((await getProfile(app(), opened.access_token)).statusCode).toBe(200);

    const disabled = await app().inject({
      method: 'PUT',
      url: adminPath(adminPaths.staffMember, member.id),
      headers: bearer(ownerToken),
      payload: { role: 'support', disabled: true },
    });
    expect(disabled.statusCode).toBe(200);
    expect((await getProfile(app(), opened.access_token)).statusCode).toBe(401);
    expect(
      (await app().inject({ method: 'GET', url: adminPaths.me, headers: bearer(memberToken) })).statusCode,
    ).toBe(401);
    const ended = (await notices(id)).at(-1);
    expect(ended).toMatchObject({
      kind: 'support_session_ended',
      params: { session_id: opened.session_id, staff_name: member.name, ended_at: clock.now().toISOString() },
    });
  });
});

describe('a deleted customer', () => {
  it('gets neither a support session nor a balance adjustment', async () => {
    const { id } = await customer();
    await app().db.update(users).set({ deletedAt: clock.now() }).where(eq(users.id, id));
    const session = await open(ownerToken, id);
    expect(session.statusCode).toBe(409);
    expect(session.json()).toMatchObject({ status: false, code: 'CONFLICT' });
    const adjustment = await app().inject({
      method: 'POST',
      url: adminPath(adminPaths.balanceAdjustments, id),
      headers: { ...bearer(ownerToken), 'idempotency-key': `deleted-${id}-credit` },
      payload: { amount: 5000, category: 'compensation', reason: 'Outage compensation' },
    });
    expect(adjustment.statusCode).toBe(409);
    expect(adjustment.json()).toMatchObject({ status: false, code: 'CONFLICT' });
  });
});
