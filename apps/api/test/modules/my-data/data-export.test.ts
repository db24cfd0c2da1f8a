import { DATA_EXPORTS_PER_DAY, myDataPaths, webhookPaths } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dataExports,
  profileRecordFiles,
  sessions,
  twoFactorRecoveryCodes,
  users,
  userTotp,
} from '../../../src/db/schema.js';
import { registerCustomer, userIdOf } from '../../helpers/customers.js';
import { send } from '../../helpers/mail.js';
import { buildMyDataApp, downloadUrl, moveMoney, myDataCall } from '../../helpers/my-data.js';
import { kindsOf } from '../../helpers/notifications.js';
import { enableTwoFactor } from '../../helpers/two-factor.js';
import {
  RECORDS,
  recordForm,
  send as sendForm,
  threeFiles,
  validFields,
} from '../profile-records/record-fixtures.js';

// "Download my data" — one JSON document built by a job, offered for 24 hours, then swept.

let testApp: Awaited<ReturnType<typeof buildMyDataApp>>;
beforeAll(async () => {
  testApp = await buildMyDataApp();
});
afterAll(() => testApp.close());

async function customer() {
  const { customer: details, token } = await registerCustomer(testApp.app);
  return { ...details, token, id: await userIdOf(testApp.app, token) };
}

const start = (token: string) => myDataCall(testApp.app, 'POST', myDataPaths.exports, token);
const list = async (token: string) =>
  (await myDataCall(testApp.app, 'GET', myDataPaths.exports, token)).json().data.exports;

describe('download my data', () => {
  it('builds one document with every section, offers it as an attachment and leaves out every secret', async () => {
    const { app } = testApp;
    const me = await customer();
    const peer = await customer();
    await moveMoney(app, me.id, 50_000);
    expect(
      (await send(app, { token: me.token, id: me.id }, peer.id, 'Salom, hostingni qachon ochasiz?'))
        .statusCode,
    ).toBe(200);
    const totp = await enableTwoFactor(app, me.token);
    expect(
      (await sendForm(app, me.token, 'POST', RECORDS, recordForm(validFields, threeFiles()))).statusCode,
    ).toBe(200);
    const hook = await myDataCall(app, 'POST', webhookPaths.list, me.token, {
      url: 'https://93.184.215.14/hook',
      events: ['payment.received'],
      description: 'CRM',
    });
    expect(hook.statusCode, hook.body).toBe(200);
    const hookSecret = hook.json().data.secret as string;

    const started = await start(me.token);
    expect(started.statusCode).toBe(200);
    const pending = started.json().data;
    expect(pending).toMatchObject({ status: 'pending', size_bytes: null, ready_at: null, expires_at: null });
    // A second click while it is prepared answers the same export and starts no other.
    expect((await start(me.token)).json().data.id).toBe(pending.id);
    const early = await myDataCall(app, 'GET', downloadUrl(pending.id), me.token);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'DATA_EXPORT_NOT_READY',
      message: expect.stringContaining('prepared'),
    });

    await app.jobs.runDue();
    const [ready] = await list(me.token);
    expect(ready).toMatchObject({ id: pending.id, status: 'ready', size_bytes: expect.any(Number) });
    expect(new Date(ready.expires_at).getTime() - new Date(ready.ready_at).getTime()).toBe(24 * 3_600_000);
    expect(await kindsOf(app, me.id)).toContain('data_export_ready');

    const download = await myDataCall(app, 'GET', downloadUrl(pending.id), me.token);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-2026-06-01-\d+\.json"$/,
    );
    expect(download.headers['cache-control']).toContain('no-store');
    expect(Buffer.byteLength(download.body)).toBe(ready.size_bytes);
    const document = JSON.parse(download.body);
    expect(Object.keys(document).sort()).toEqual(
      [
        'format_version',
        'generated_at',
        'profile',
        'sessions',
        'balance_som',
        'ledger',
        'invoices',
        'orders',
        'notifications',
        'notification_preferences',
        'mail_messages',
        'profile_records',
        'referrals',
        'telegram',
        'security',
        'webhooks',
      ].sort(),
    );
    expect(document.format_version).toBe(1);
    expect(document.profile).toMatchObject({ id: me.id, email: me.email, phone_number: me.phone_number });
    expect(document.sessions.length).toBeGreaterThan(0);
    expect(document.balance_som).toBe(50_000);
    expect(document.ledger).toEqual([
      expect.objectContaining({ amount: 50_000, action: '+', reason: 'top_up' }),
    ]);
    expect(document.orders).toEqual({ hosting: [], domains: [] });
    expect(document.mail_messages).toEqual([
      expect.objectContaining({
        direction: 'sent',
        other_customer_id: peer.id,
        body: 'Salom, hostingni qachon ochasiz?',
      }),
    ]);
    expect(document.notifications.map((row: { kind: string }) => row.kind)).toContain('two_factor_enabled');
    expect(document.profile_records).toHaveLength(1);
    expect(document.profile_records[0].files).toHaveLength(3);
    expect(document.telegram).toEqual({
      linked: false,
      telegram_username: null,
      telegram_name: null,
      linked_at: null,
    });
    expect(document.security.two_factor).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    expect(document.security.passkeys).toEqual([]);
    expect(document.webhooks).toEqual([
      {
        url: 'https://93.184.215.14/hook',
        events: ['payment.received'],
        description: 'CRM',
        enabled: true,
        created_at: expect.any(String),
      },
    ]);
    expect(download.body).not.toContain(hookSecret);

    // No secret of any kind: the password hash, the TOTP secret (plain or sealed), recovery codes and their
    // hashes, the session token hashes, the stored files' keys.
    const [user] = await app.db.select().from(users).where(eq(users.id, me.id));
    const [factor] = await app.db.select().from(userTotp).where(eq(userTotp.userId, me.id));
    const codes = await app.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, me.id));
    const tokens = await app.db.select().from(sessions).where(eq(sessions.userId, me.id));
    const files = await app.db.select().from(profileRecordFiles);
    const secrets = [
      user?.passwordHash,
      totp.secret,
      factor?.secretSealed,
      ...totp.recoveryCodes,
      ...codes.map((row) => row.codeHash),
      ...tokens.map((row) => row.tokenHash),
      me.token,
      ...files.map((row) => row.storageKey),
    ];
    expect(secrets.every((secret) => typeof secret === 'string' && secret.length > 0)).toBe(true);
    for (const secret of secrets) expect(download.body).not.toContain(secret);
    expect(download.body).not.toMatch(/password|token_hash|secret/i);
  });

  it("answers 404 for another customer's export and lists only one's own", async () => {
    const { app } = testApp;
    const owner = await customer();
    const stranger = await customer();
    const id = (await start(owner.token)).json().data.id;
    await app.jobs.runDue();
    const foreign = await myDataCall(app, 'GET', downloadUrl(id), stranger.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NOT_FOUND');
    expect(await list(stranger.token)).toEqual([]);
    expect((await myDataCall(app, 'GET', downloadUrl(id), null)).statusCode).toBe(401);
    expect((await myDataCall(app, 'GET', downloadUrl('abc'), owner.token)).statusCode).toBe(422);
    expect((await myDataCall(app, 'GET', downloadUrl(999_999_999_999), owner.token)).statusCode).toBe(422);
  });

  it('is offered for 24 hours; then the download is refused and the sweep empties the document', async () => {
    const { app, clock } = testApp;
    const me = await customer();
    const id = (await start(me.token)).json().data.id;
    await app.jobs.runDue();
    clock.advance(24 * 3_600_000 - 60_000);
    expect((await myDataCall(app, 'GET', downloadUrl(id), me.token)).statusCode).toBe(200);
    clock.advance(60_000);
    const late = await myDataCall(app, 'GET', downloadUrl(id), me.token);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({
      code: 'DATA_EXPORT_EXPIRED',
      message: 'This download has expired. Start a new one.',
    });
    expect((await list(me.token))[0]).toMatchObject({ id, status: 'expired', size_bytes: null });

    await app.jobs.runRecurring('my-data.sweep-exports');
    const [row] = await app.db.select().from(dataExports).where(eq(dataExports.id, id));
    expect(row).toMatchObject({ status: 'expired', content: null });
    // A new export may be started after that.
    expect((await start(me.token)).json().data).toMatchObject({ status: 'pending' });
  });

  it('marks an export whose job never finished as failed, and its late job then changes nothing', async () => {
    const { app, clock } = testApp;
    const me = await customer();
    const id = (await start(me.token)).json().data.id;
    clock.advance(6 * 3_600_000);
    await app.jobs.runRecurring('my-data.sweep-exports');
    expect((await list(me.token))[0]).toMatchObject({ id, status: 'failed' });
    expect((await myDataCall(app, 'GET', downloadUrl(id), me.token)).statusCode).toBe(404);
    await app.jobs.runDue();
    const [row] = await app.db.select().from(dataExports).where(eq(dataExports.id, id));
    expect(row).toMatchObject({ status: 'failed', content: null });
    // A new one may be started.
    expect((await start(me.token)).json().data).toMatchObject({ status: 'pending' });
  });

  it(`starts at most ${DATA_EXPORTS_PER_DAY} a day`, async () => {
    const { app } = testApp;
    const me = await customer();
    for (let n = 0; n < DATA_EXPORTS_PER_DAY; n++) {
      expect((await start(me.token)).statusCode).toBe(200);
      await app.jobs.runDue();
    }
    const refused = await start(me.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await list(me.token)).toHaveLength(DATA_EXPORTS_PER_DAY);
  });
});
