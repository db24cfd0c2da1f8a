import { adminPath, adminPaths, myDataPaths, securityPaths, webhookPaths } from '@portal/contracts';
import type { IspmanagerSimulator } from '@portal/simulators';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  dataExports,
  domains,
  hostingOrders,
  ledgerEntries,
  liveEvents,
  mailMessages,
  notifications,
  outbox,
  profileRecords,
  users,
  userTotp,
  webhookDeliveries,
  webhookEndpoints,
} from '../../../src/db/schema.js';
import { checkLedger } from '../../../src/modules/balance/balance.service.js';
import { getProfile, login, register, registerCustomer, userIdOf } from '../../helpers/customers.js';
import { seedCatalogue } from '../../helpers/hosting.js';
import { conversation, send } from '../../helpers/mail.js';
import { buildMyDataApp, moveMoney, myDataCall } from '../../helpers/my-data.js';
import { latestCodeTo, newCaptcha } from '../../helpers/security.js';
import { addStaff, bearer, staffToken } from '../../helpers/staff.js';
import { enableTwoFactor } from '../../helpers/two-factor.js';
import { placeDomain } from '../domains/renewal-fixtures.js';
import {
  RECORDS,
  recordForm,
  send as sendForm,
  storedFiles,
  threeFiles,
  validFields,
} from '../profile-records/record-fixtures.js';

// "Delete my account" — password and e-mailed code; refused while something runs or money is left;
// sessions end, personal data goes, the ledger stays.

let testApp: Awaited<ReturnType<typeof buildMyDataApp>>;
beforeAll(async () => {
  testApp = await buildMyDataApp();
});
afterAll(() => testApp.close());

async function customer() {
  const { customer: details, token } = await registerCustomer(testApp.app);
  return { ...details, token, id: await userIdOf(testApp.app, token) };
}

const getCode = (token: string) => myDataCall(testApp.app, 'POST', myDataPaths.deleteGetCode, token);
const remove = (token: string, body: object) =>
  myDataCall(testApp.app, 'POST', myDataPaths.deleteAccount, token, body);

/** Asks for a code as the screen does and reads it from the outbox; the cooldown is stepped over. */
async function codeFor(who: { token: string; email: string }) {
  testApp.clock.advance(61_000);
  const sent = await getCode(who.token);
  expect(sent.statusCode).toBe(200);
  return latestCodeTo(testApp.app, who.email);
}

async function userRow(id: number) {
  const [row] = await testApp.app.db.select().from(users).where(eq(users.id, id));
  return row;
}

describe('delete my account: refusals change nothing', () => {
  it('refuses a wrong password, a wrong, foreign or expired code, and keeps the account', async () => {
    const me = await customer();
    const code = await codeFor(me);
    expect(code).toMatch(/^\d{6}$/);

    const wrongPassword = await remove(me.token, { password: 'Wrong#2024', code });
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json().errors).toEqual({ password: ['The password is incorrect.'] });
    const wrongCode = await remove(me.token, {
      password: me.password,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrongCode.json().errors).toEqual({ code: ['Invalid verification code!'] });
    const malformed = await remove(me.token, { password: me.password, code: 'abc' });
    expect(malformed.statusCode).toBe(422);
    expect((await remove(me.token, {})).json().errors).toMatchObject({
      password: expect.any(Array),
      code: expect.any(Array),
    });

    testApp.clock.advance(15 * 60_000 + 1000);
    const expired = await remove(me.token, { password: me.password, code });
    expect(expired.json().errors).toEqual({ code: ['The code has expired. Request a new one.'] });

    expect((await getProfile(testApp.app, me.token)).statusCode).toBe(200);
    expect((await userRow(me.id))?.deletedAt).toBeNull();
  });

  it('refuses while a hosting order runs, a domain is live or money is left, listing every reason at once', async () => {
    const { app } = testApp;
    const me = await customer();
    const { small } = await seedCatalogue(app, {
      url: 'http://127.0.0.1:9',
      apiUrl: 'http://127.0.0.1:9',
    } as IspmanagerSimulator);
    const now = app.clock.now();
    const [order] = await app.db
      .insert(hostingOrders)
      .values({
        userId: me.id,
        serverId: small.serverId,
        tariffId: small.id,
        status: 'active',
        payType: 2_592_000,
        periodPriceTiyin: 3_000_000,
        expiresAt: new Date(now.getTime() + 30 * 86_400_000),
        panelLogin: `u${me.id}`,
        panelPasswordSealed: 'sealed',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const orderId = order?.id ?? 0;
    const liveUntil = new Date(now.getTime() + 300 * 86_400_000);
    const domain = await placeDomain(app, {
      userId: me.id,
      name: `delete-me-${process.pid}-${me.id}.uz`,
      expiresAt: liveUntil,
    });
    await moveMoney(app, me.id, 1234.5);

    // One refusal names the order, the domain with its date and the balance, not the first alone.
    const all = await getCode(me.token);
    expect(all.statusCode).toBe(409);
    expect(all.json()).toMatchObject({
      code: 'ACCOUNT_DELETE_BLOCKED',
      blockers: [
        { kind: 'hosting_order', order_id: orderId, tariff: 'Small' },
        {
          kind: 'domain',
          domain_id: domain.id,
          name: domain.displayName,
          expires_at: liveUntil.toISOString(),
        },
        { kind: 'balance', amount: 1234.5 },
      ],
    });
    expect(all.json().message).toBe('The account cannot be deleted yet: finish each item listed first.');

    for (const status of ['progress', 'week', 'suspended'] as const) {
      await app.db.update(hostingOrders).set({ status }).where(eq(hostingOrders.id, orderId));
      expect((await getCode(me.token)).json().blockers[0]).toMatchObject({ kind: 'hosting_order' });
    }
    // Cancelled by the customer "now": in its grace week, ending by itself, it no longer stops the deletion; a
    // cancellation waiting for the end of the term still does (the order runs until then).
    await app.db
      .update(hostingOrders)
      .set({ status: 'active', cancelWhen: 'end_of_term', cancelRequestedAt: now })
      .where(eq(hostingOrders.id, orderId));
    expect((await getCode(me.token)).json().blockers[0]).toMatchObject({ kind: 'hosting_order' });
    await app.db
      .update(hostingOrders)
      .set({ status: 'week', cancelWhen: 'now', cancelledAt: now, cancelRefundTiyin: 0 })
      .where(eq(hostingOrders.id, orderId));
    expect((await getCode(me.token)).json().blockers[0]).toMatchObject({ kind: 'domain' });
    await app.db.update(hostingOrders).set({ status: 'cancelled' }).where(eq(hostingOrders.id, orderId));
    await app.db.update(domains).set({ status: 'expired' }).where(eq(domains.id, domain.id));

    // The refusal comes before the code is even looked at, and the balance stays.
    const balance = await remove(me.token, { password: me.password, code: '123456' });
    expect(balance.statusCode).toBe(409);
    expect(balance.json().blockers).toEqual([{ kind: 'balance', amount: 1234.5 }]);
    const [account] = await app.db.select().from(accounts).where(eq(accounts.userId, me.id));
    expect(account?.balanceTiyin).toBe(123_450);
    expect((await userRow(me.id))?.deletedAt).toBeNull();

    // Once the money is out and nothing runs, the same account can go.
    await moveMoney(app, me.id, -1234.5);
    const fresh = await codeFor(me);
    expect((await remove(me.token, { password: me.password, code: fresh })).statusCode).toBe(200);
    // The finished order and the domain stay for accounting, pointing at the anonymized row.
    expect(await app.db.select().from(hostingOrders).where(eq(hostingOrders.userId, me.id))).toHaveLength(1);
  });
});

describe('delete my account: a support session', () => {
  it('may look at the exports but neither take the data nor delete the account', async () => {
    const { app } = testApp;
    const me = await customer();
    const support = await staffToken(app, await addStaff(testApp, 'support'));
    const opened = await app.inject({
      method: 'POST',
      url: adminPath(adminPaths.customerSupportSessions, me.id),
      headers: bearer(support),
      payload: { reason: 'Customer asked how to delete the account' },
    });
    const staffAsCustomer = opened.json().data.access_token as string;
    expect((await myDataCall(app, 'GET', myDataPaths.exports, staffAsCustomer)).statusCode).toBe(200);
    for (const [url, body] of [
      [myDataPaths.exports, undefined],
      [myDataPaths.deleteGetCode, undefined],
      [myDataPaths.deleteAccount, { password: me.password, code: '123456' }],
    ] as const) {
      const refused = await myDataCall(app, 'POST', url, staffAsCustomer, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('SUPPORT_SESSION_FORBIDDEN');
    }
    expect((await userRow(me.id))?.deletedAt).toBeNull();
  });
});

describe('delete my account: success', () => {
  it('ends every session, erases the personal data, keeps the ledger, and frees the e-mail and phone', async () => {
    const { app } = testApp;
    const me = await customer();
    const peer = await customer();
    const other = await login(app, { login: me.email, password: me.password });
    const otherToken = other.json().data.access_token as string;
    await enableTwoFactor(app, me.token);
    await moveMoney(app, me.id, 20_000);
    await moveMoney(app, me.id, -20_000);
    const meAsMail = { token: me.token, id: me.id };
    expect((await send(app, meAsMail, peer.id, 'Rahmat, hammasi ishlayapti')).statusCode).toBe(200);
    expect((await send(app, meAsMail, me.id, 'Eslatma: parolni yangilash')).statusCode).toBe(200);
    expect(
      (await sendForm(app, me.token, 'POST', RECORDS, recordForm(validFields, threeFiles()))).statusCode,
    ).toBe(200);
    expect(await storedFiles(testApp.uploadsDir)).toHaveLength(3);
    await myDataCall(app, 'POST', myDataPaths.exports, me.token);
    await app.jobs.runDue();
    const ledgerBefore = await app.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, me.id));
    expect(ledgerBefore).toHaveLength(2);
    // A webhook endpoint with a delivery queued to it (never run here: the address is not reachable).
    const hook = await myDataCall(app, 'POST', webhookPaths.list, me.token, {
      url: 'https://93.184.215.14/hook',
      events: ['payment.received'],
    });
    const hookId = hook.json().data.id as number;
    await myDataCall(app, 'POST', webhookPaths.test.replace(':id', String(hookId)), me.token);
    expect(
      await app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hookId)),
    ).toHaveLength(1);

    const settledTo = async (address: string) =>
      (await app.db.select().from(outbox).where(eq(outbox.to, address))).filter(
        (message) => message.status !== 'queued',
      );
    const eventKindsOf = async (id: number) =>
      (await app.db.select().from(liveEvents).where(eq(liveEvents.userId, id))).map((event) => event.kind);
    expect(await settledTo(me.email)).not.toEqual([]);
    expect(await eventKindsOf(me.id)).toContain('balance');

    const code = await codeFor(me);
    const deleted = await remove(me.token, { password: me.password, code });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ status: true, data: null });
    // The copies of what was sent to the account go; of its live events only the one that closes its streams
    // is left (swept a day later).
    expect(await settledTo(me.email)).toEqual([]);
    expect(await eventKindsOf(me.id)).toEqual(['session']);

    // Every session ended: this one and the other device's.
    expect((await getProfile(app, me.token)).statusCode).toBe(401);
    expect((await getProfile(app, otherToken)).statusCode).toBe(401);
    // No way back in: not with the password, not through recovery's e-mail (it no longer names an account).
    const again = await login(app, { login: me.email, password: me.password });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('INVALID_CREDENTIALS');
    const row = await userRow(me.id);
    expect(row).toMatchObject({
      firstname: 'Deleted',
      lastname: 'Customer',
      email: `deleted-${me.id}@deleted.invalid`,
      username: null,
      webauthnHandle: null,
      emailVerifiedAt: null,
      deletedAt: app.clock.now(),
    });
    expect(row?.phoneNumber).toMatch(/^\+[1-9][0-9]{6,14}$/);
    expect(row?.phoneNumber).not.toBe(me.phone_number);
    const byPlaceholder = await login(app, { login: row?.email, password: me.password });
    expect(byPlaceholder.statusCode).toBe(422);
    // Recovery answers as for any unknown e-mail and sends nothing.
    const sentBefore = await app.db.select().from(outbox).where(eq(outbox.to, me.email));
    const captcha = await newCaptcha(app);
    const recovery = await app.inject({
      method: 'POST',
      url: securityPaths.recoveryGetCode,
      payload: { email: me.email, captcha_id: captcha.id, captcha: captcha.answer },
    });
    expect(recovery.statusCode).toBe(200);
    await app.jobs.runDue();
    expect(await app.db.select().from(outbox).where(eq(outbox.to, me.email))).toHaveLength(sentBefore.length);

    // Erased: second factor, notifications, person records and their stored files, exports, the note to self.
    expect(await app.db.select().from(userTotp).where(eq(userTotp.userId, me.id))).toEqual([]);
    expect(await app.db.select().from(notifications).where(eq(notifications.userId, me.id))).toEqual([]);
    expect(await app.db.select().from(profileRecords).where(eq(profileRecords.userId, me.id))).toEqual([]);
    expect(await storedFiles(testApp.uploadsDir)).toEqual([]);
    expect(await app.db.select().from(dataExports).where(eq(dataExports.userId, me.id))).toEqual([]);
    expect(await app.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, me.id))).toEqual(
      [],
    );
    expect(
      await app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hookId)),
    ).toEqual([]);
    const mail = await app.db.select().from(mailMessages).where(eq(mailMessages.senderId, me.id));
    expect(mail.map((message) => message.body)).toEqual(['Rahmat, hammasi ishlayapti']);
    // The other customer keeps the conversation, under the anonymized name.
    const seen = await conversation(app, { token: peer.token, id: peer.id }, me.id);
    expect(JSON.stringify(seen.json().data)).toContain('Rahmat, hammasi ishlayapti');
    expect(JSON.stringify(seen.json().data)).not.toContain(me.lastname);

    // Kept for accounting: the ledger, and every balance still equals its ledger.
    const ledgerAfter = await app.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, me.id));
    expect(ledgerAfter).toEqual(ledgerBefore);
    expect((await checkLedger(app.db)).ok).toBe(true);

    // The e-mail and the phone can open a new account.
    const reborn = await register(app, { ...me, password_confirmation: me.password });
    expect(reborn.statusCode).toBe(200);

    // Staff see the old row as deleted, anonymized, in the list and on the customer page.
    const support = await staffToken(app, await addStaff(testApp, 'support'));
    const page = await app.inject({
      method: 'GET',
      url: adminPath(adminPaths.customer, me.id),
      headers: bearer(support),
    });
    expect(page.json().data).toMatchObject({
      id: me.id,
      deleted: true,
      firstname: 'Deleted',
      email: `deleted-${me.id}@deleted.invalid`,
      sessions: [expect.objectContaining({ ip_address: '' }), expect.anything()],
    });
    const list = await app.inject({
      method: 'GET',
      url: `${adminPaths.customers}?q=${encodeURIComponent(`deleted-${me.id}@`)}`,
      headers: bearer(support),
    });
    expect(list.json().data).toEqual([expect.objectContaining({ id: me.id, deleted: true, blocked: false })]);
  });

  it('does it once when two deletions race with the same code', async () => {
    const me = await customer();
    const code = await codeFor(me);
    const answers = await Promise.all([
      remove(me.token, { password: me.password, code }),
      remove(me.token, { password: me.password, code }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect(statuses[1]).not.toBe(200);
    expect(statuses[1]).toBeLessThan(500);
    expect((await userRow(me.id))?.email).toBe(`deleted-${me.id}@deleted.invalid`);
    // The used code cannot be replayed.
    const replay = await remove(me.token, { password: me.password, code });
    expect(replay.statusCode).toBe(401);
  });
});

describe('delete my account: nothing is left behind', () => {
  it('drops the messages still queued for the customer and clears birthday and sex instead of inventing them', async () => {
    const { app } = testApp;
    const me = await customer();
    const code = await codeFor(me);
    // A verification e-mail asked for just before the deletion is still queued when the account goes.
    testApp.clock.advance(61_000);
    const resend = await app.inject({
      method: 'GET',
      url: securityPaths.emailVerifyGetCode,
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(resend.statusCode).toBe(200);
    const toMe = () => app.db.select().from(outbox).where(eq(outbox.to, me.email));
    expect((await toMe()).filter((message) => message.status === 'queued')).not.toEqual([]);

    expect((await remove(me.token, { password: me.password, code })).statusCode).toBe(200);
    expect(await toMe()).toEqual([]);
    // The send jobs that were waiting find nothing: nothing goes out to the deleted customer.
    await app.jobs.runDue();
    expect(await toMe()).toEqual([]);

    const row = await userRow(me.id);
    expect(row).toMatchObject({ birthday: null, sex: null, firstname: 'Deleted' });
    // A live account cannot lose them: the database refuses.
    const other = await customer();
    await expect(
      app.db.update(users).set({ birthday: null }).where(eq(users.id, other.id)),
    ).rejects.toThrow();
  });
});
