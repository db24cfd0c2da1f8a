import { notificationsPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../src/lib/clock.js';
import { notify } from '../../../src/modules/notifications/notifications.service.js';
import { kindsOf, listNotifications, mailsTo } from '../../helpers/notifications.js';
import { as, join, person } from '../../helpers/team.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// The account's news reaches the members whose permission covers it, each by their own channel choices; the
// owner's security news stays the owner's.

const clock = createManualClock(new Date('2026-12-01T09:00:00Z'));
let testApp: TestApp;
const app = () => testApp.app;

beforeAll(async () => {
  testApp = await buildTestApp({}, { clock });
});
afterAll(async () => {
  await testApp?.close();
});

const tell = (userId: number, kind: 'top_up_credited' | 'ticket_answered' | 'password_changed') =>
  app().db.transaction((tx) => notify(tx, { userId, kind, params: { amount: 5000 }, at: clock.now() }));

describe('notifications to members', () => {
  it('billing news to billing members, support news to technical ones, security news to the owner only', async () => {
    const owner = await person(app());
    const billing = await person(app(), 'ru');
    const technical = await person(app());
    const viewer = await person(app());
    await join(app(), owner, billing, 'billing');
    await join(app(), owner, technical, 'technical');
    await join(app(), owner, viewer, 'viewer');
    // The technical member wants no e-mail of answered tickets; the billing member keeps the defaults.
    const off = await app().inject({
      method: 'PUT',
      url: notificationsPaths.preferences,
      headers: as(technical),
      payload: { preferences: [{ kind: 'ticket_answered', channel: 'email', enabled: false }] },
    });
    expect(off.statusCode, off.body).toBe(200);

    // Each has had their invitation e-mail: what follows is the notifications' own.
    const before = {
      billing: (await mailsTo(app(), billing.email)).length,
      technical: (await mailsTo(app(), technical.email)).length,
    };
    await tell(owner.id, 'top_up_credited');
    await tell(owner.id, 'ticket_answered');
    await tell(owner.id, 'password_changed');
    await app().jobs.runDue();

    expect(await kindsOf(app(), owner.id)).toEqual([
      'password_changed',
      'ticket_answered',
      'top_up_credited',
    ]);
    expect(await kindsOf(app(), billing.id)).toEqual(['top_up_credited']);
    expect(await kindsOf(app(), technical.id)).toEqual(['ticket_answered']);
    // A viewer reads everything but is told of what their read permissions cover.
    expect(await kindsOf(app(), viewer.id)).toEqual(['ticket_answered', 'top_up_credited']);

    const billingMail = (await mailsTo(app(), billing.email)).slice(before.billing);
    expect(billingMail).toHaveLength(1);
    expect(billingMail[0]).toMatchObject({ language: 'ru' });
    // A member's copy names the account it is about, in the subject, the text and the in-app list; the
    // owner's own does not.
    expect(billingMail[0]?.subject).toBe('Аккаунт Aziz Karimov: Баланс пополнен');
    expect(billingMail[0]?.text).toMatch(/^Об аккаунте Aziz Karimov, в команде которого вы состоите\./);
    expect((await listNotifications(app(), billing.token)).data[0]?.params).toMatchObject({
      amount: 5000,
      account_name: 'Aziz Karimov',
    });
    const ownerList = await listNotifications(app(), owner.token);
    expect(ownerList.data.every((row) => row.params.account_name === undefined)).toBe(true);
    // Their own choice: no e-mail, the in-app notice only.
    expect(await mailsTo(app(), technical.email)).toHaveLength(before.technical);
  });

  it('a removed member hears nothing more', async () => {
    const owner = await person(app());
    const billing = await person(app());
    const membershipId = await join(app(), owner, billing, 'billing');
    await app().inject({
      method: 'DELETE',
      url: `/api/client/user/team/members/${membershipId}`,
      headers: as(owner),
    });
    await tell(owner.id, 'top_up_credited');
    expect(await kindsOf(app(), billing.id)).toEqual([]);
  });
});
