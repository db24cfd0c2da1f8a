import { apiPaths, passkeyPaths } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, webauthnChallenges, webauthnCredentials } from '../../../src/db/schema.js';
import { createManualClock } from '../../../src/lib/clock.js';
import { login, registerCustomer, userIdOf } from '../../helpers/customers.js';
import { kindsOf } from '../../helpers/notifications.js';
import {
  addPasskey,
  passkeyCall,
  registrationOptions,
  SoftwareAuthenticator,
  TEST_RP_ID,
  WEBAUTHN_TEST_ENV,
} from '../../helpers/passkeys.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// Adding, naming, listing and removing passkeys, with a software authenticator.

const clock = createManualClock(new Date('2026-03-01T09:00:00Z'));
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp(WEBAUTHN_TEST_ENV, { clock });
});
afterAll(() => testApp.close());

async function customer() {
  const { customer, token } = await registerCustomer(testApp.app);
  return { token, password: customer.password, email: customer.email };
}

const list = async (token: string) =>
  (await passkeyCall(testApp.app, 'GET', passkeyPaths.list, token)).json().data as Array<{
    id: number;
    name: string;
  }>;

const itemUrl = (id: number | string) => passkeyPaths.item.replace(':id', String(id));

describe('adding a passkey', () => {
  it('needs the password; options are discoverable, verified, ES256/RS256 only, bound to the rp', async () => {
    const { app } = testApp;
    const owner = await customer();
    const wrong = await passkeyCall(app, 'POST', passkeyPaths.registerOptions, owner.token, {
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toEqual([expect.any(String)]);
    const noPassword = await passkeyCall(app, 'POST', passkeyPaths.registerOptions, owner.token, {});
    expect(noPassword.statusCode).toBe(422);
    expect(
      (await passkeyCall(app, 'POST', passkeyPaths.registerOptions, null, { password: owner.password }))
        .statusCode,
    ).toBe(401);

    const { options } = await registrationOptions(app, owner.token, owner.password);
    expect(options.rp).toEqual({ id: TEST_RP_ID, name: 'Portal' });
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      requireResidentKey: true,
      userVerification: 'required',
    });
    expect((options.pubKeyCredParams as Array<{ alg: number }>).map((param) => param.alg)).toEqual([
      -7, -257,
    ]);
    expect(options.excludeCredentials).toEqual([]);
    // The user handle is random bytes, kept once made, never the internal id.
    const userId = await userIdOf(app, owner.token);
    const [row] = await app.db.select().from(users).where(eq(users.id, userId));
    expect(options.user).toMatchObject({ id: row?.webauthnHandle, name: owner.email });
    expect(row?.webauthnHandle).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await registrationOptions(app, owner.token, owner.password);
    expect(again.options.user).toMatchObject({ id: row?.webauthnHandle });
    expect(again.options.challenge).not.toBe(options.challenge);
  });

  it('adds, lists, renames and removes a passkey; adding and removing notify', async () => {
    const { app } = testApp;
    const owner = await customer();
    const authenticator = new SoftwareAuthenticator();
    const added = await addPasskey(app, owner, authenticator, '  iPhone  ', { synced: true });
    expect(added).toMatchObject({ name: 'iPhone', device_type: 'multiDevice', backed_up: true });
    const second = await addPasskey(app, owner, new SoftwareAuthenticator({ counter: 5 }), 'YubiKey');
    expect(await list(owner.token)).toEqual([
      {
        id: added.id,
        name: 'iPhone',
        created_at: '2026-03-01T09:00:00.000Z',
        last_used_at: null,
        device_type: 'multiDevice',
        backed_up: true,
        transports: ['internal'],
      },
      expect.objectContaining({
        id: second.id,
        name: 'YubiKey',
        device_type: 'singleDevice',
        backed_up: false,
      }),
    ]);
    // The next options exclude what is registered, so the browser will not register it twice.
    const { options } = await registrationOptions(app, owner.token, owner.password);
    expect((options.excludeCredentials as Array<{ id: string }>).map((item) => item.id)).toEqual([
      authenticator.id,
      expect.any(String),
    ]);

    const renamed = await passkeyCall(app, 'PATCH', itemUrl(added.id), owner.token, { name: 'Work phone' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.name).toBe('Work phone');
    const blank = await passkeyCall(app, 'PATCH', itemUrl(added.id), owner.token, { name: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.name).toEqual(['This field is required.']);

    const wrongPassword = await passkeyCall(app, 'DELETE', itemUrl(added.id), owner.token, {
      password: 'nope',
    });
    expect(wrongPassword.statusCode).toBe(422);
    expect(await list(owner.token)).toHaveLength(2);
    const removed = await passkeyCall(app, 'DELETE', itemUrl(added.id), owner.token, {
      password: owner.password,
    });
    expect(removed.statusCode).toBe(200);
    expect((await list(owner.token)).map((item) => item.name)).toEqual(['YubiKey']);
    const kinds = await kindsOf(app, await userIdOf(app, owner.token));
    expect(kinds.filter((kind) => kind === 'passkey_added')).toHaveLength(2);
    expect(kinds).toContain('passkey_removed');
  });

  it('ends the other sessions when a passkey is added or removed, and keeps the one that did it', async () => {
    const { app } = testApp;
    const owner = await customer();
    const signInElsewhere = async () =>
      (await login(app, { login: owner.email, password: owner.password })).json().data.access_token as string;
    const profileStatus = async (token: string) =>
      (
        await app.inject({
          method: 'GET',
          url: apiPaths.profile,
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode;

    const elsewhere = await signInElsewhere();
    const added = await addPasskey(app, owner, new SoftwareAuthenticator(), 'Laptop');
    expect(await profileStatus(elsewhere)).toBe(401);
    expect(await profileStatus(owner.token)).toBe(200);

    const again = await signInElsewhere();
    const removed = await passkeyCall(app, 'DELETE', itemUrl(added.id), owner.token, {
      password: owner.password,
    });
    expect(removed.statusCode).toBe(200);
    expect(await profileStatus(again)).toBe(401);
    expect(await profileStatus(owner.token)).toBe(200);
  });

  it('refuses an answer that fails verification: wrong origin, wrong rp, no user verification, junk', async () => {
    const { app } = testApp;
    const owner = await customer();
    const attempt = async (response: object) => {
      const { challenge_id } = await registrationOptions(app, owner.token, owner.password);
      return passkeyCall(app, 'POST', passkeyPaths.list, owner.token, {
        challenge_id,
        name: 'Key',
        response,
      });
    };
    const options = async () => (await registrationOptions(app, owner.token, owner.password)).options;
    for (const settings of [
      { origin: 'https://evil.test' },
      { rpId: 'evil.test' },
      { userVerified: false },
    ]) {
      const { challenge_id, options: opts } = await registrationOptions(app, owner.token, owner.password);
      const response = await passkeyCall(app, 'POST', passkeyPaths.list, owner.token, {
        challenge_id,
        name: 'Key',
        response: new SoftwareAuthenticator().register(opts, settings),
      });
      expect(response.statusCode, JSON.stringify(settings)).toBe(422);
      expect(response.json().errors.response).toEqual([
        'The passkey could not be verified. Please try again.',
      ]);
    }
    // A response for another challenge than the one named.
    const signedForOther = new SoftwareAuthenticator().register(await options());
    const mismatched = await attempt(signedForOther);
    expect(mismatched.json().errors.response).toEqual([expect.any(String)]);
    const junk = await attempt({
      id: 'abc',
      rawId: 'abc',
      type: 'public-key',
      response: { clientDataJSON: 'x' },
    });
    expect(junk.statusCode).toBe(422);
    expect(await list(owner.token)).toEqual([]);
  });

  it('a challenge is good once, for five minutes, in the session that asked only', async () => {
    const { app } = testApp;
    const owner = await customer();
    const authenticator = new SoftwareAuthenticator();
    const { challenge_id, options } = await registrationOptions(app, owner.token, owner.password);
    const response = authenticator.register(options);
    // Another session of the same customer cannot use it.
    const other = (await login(app, { login: owner.email, password: owner.password })).json().data
      .access_token;
    const fromOther = await passkeyCall(app, 'POST', passkeyPaths.list, other, {
      challenge_id,
      name: 'Key',
      response,
    });
    expect(fromOther.statusCode).toBe(422);
    expect(fromOther.json().errors.challenge_id).toEqual([
      'This passkey attempt has ended. Please try again.',
    ]);
    // Nor another customer.
    const stranger = await customer();
    const fromStranger = await passkeyCall(app, 'POST', passkeyPaths.list, stranger.token, {
      challenge_id,
      name: 'Key',
      response,
    });
    expect(fromStranger.json().errors.challenge_id).toEqual([expect.any(String)]);
    // The owner's session can, once.
    const first = await passkeyCall(app, 'POST', passkeyPaths.list, owner.token, {
      challenge_id,
      name: 'Key',
      response,
    });
    expect(first.statusCode).toBe(200);
    const replay = await passkeyCall(app, 'POST', passkeyPaths.list, owner.token, {
      challenge_id,
      name: 'Key',
      response,
    });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors.challenge_id).toEqual([expect.any(String)]);

    const late = await registrationOptions(app, owner.token, owner.password);
    clock.advance(5 * 60_000 + 1);
    const expired = await passkeyCall(app, 'POST', passkeyPaths.list, owner.token, {
      challenge_id: late.challenge_id,
      name: 'Late',
      response: new SoftwareAuthenticator().register(late.options),
    });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors.challenge_id).toEqual([expect.any(String)]);
    expect((await list(owner.token)).map((item) => item.name)).toEqual(['Key']);
  });

  it('refuses a credential already registered, by this customer or another', async () => {
    const { app } = testApp;
    const owner = await customer();
    const authenticator = new SoftwareAuthenticator();
    await addPasskey(app, owner, authenticator);
    for (const who of [owner, await customer()]) {
      const { challenge_id, options } = await registrationOptions(app, who.token, who.password);
      const response = await passkeyCall(app, 'POST', passkeyPaths.list, who.token, {
        challenge_id,
        name: 'Again',
        response: authenticator.register(options),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.response).toEqual(['This passkey has already been added to an account.']);
    }
    const rows = await app.db
      .select()
      .from(webauthnCredentials)
      .where(eq(webauthnCredentials.credentialId, authenticator.id));
    expect(rows).toHaveLength(1);
  });

  it('keeps at most ten passkeys per customer', async () => {
    const { app } = testApp;
    const owner = await customer();
    for (let n = 0; n < 10; n++) await addPasskey(app, owner, new SoftwareAuthenticator(), `Key ${n}`);
    const refused = await passkeyCall(app, 'POST', passkeyPaths.registerOptions, owner.token, {
      password: owner.password,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.response).toEqual(['You can keep at most 10 passkeys. Remove one first.']);
    expect(await list(owner.token)).toHaveLength(10);
  });

  it("another customer's passkey: rename and remove answer 404 and change nothing", async () => {
    const { app } = testApp;
    const owner = await customer();
    const mine = await addPasskey(app, owner, new SoftwareAuthenticator(), 'Mine');
    const stranger = await customer();
    const rename = await passkeyCall(app, 'PATCH', itemUrl(mine.id), stranger.token, { name: 'Taken' });
    expect(rename.statusCode).toBe(404);
    const remove = await passkeyCall(app, 'DELETE', itemUrl(mine.id), stranger.token, {
      password: stranger.password,
    });
    expect(remove.statusCode).toBe(404);
    expect((await list(owner.token)).map((item) => item.name)).toEqual(['Mine']);
    expect((await passkeyCall(app, 'PATCH', itemUrl('abc'), owner.token, { name: 'X' })).statusCode).toBe(
      422,
    );
  });

  it('the sweep deletes challenges past their five minutes', async () => {
    const { app } = testApp;
    const owner = await customer();
    const { challenge_id } = await registrationOptions(app, owner.token, owner.password);
    const stored = () =>
      app.db.select().from(webauthnChallenges).where(eq(webauthnChallenges.id, challenge_id));
    await app.jobs.runRecurring('security.passkey-challenges-sweep');
    expect(await stored()).toHaveLength(1);
    clock.advance(5 * 60_000 + 1);
    await app.jobs.runRecurring('security.passkey-challenges-sweep');
    expect(await stored()).toHaveLength(0);
  });
});
