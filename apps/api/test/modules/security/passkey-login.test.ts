import { passkeyPaths } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users, webauthnCredentials } from '../../../src/db/schema.js';
import { createManualClock } from '../../../src/lib/clock.js';
import { getProfile, registerCustomer, userIdOf } from '../../helpers/customers.js';
import { kindsOf } from '../../helpers/notifications.js';
import {
  addPasskey,
  loginOptions,
  passkeyCall,
  passkeyLogin,
  SoftwareAuthenticator,
  TEST_RP_ID,
  WEBAUTHN_TEST_ENV,
} from '../../helpers/passkeys.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';
import { enableTwoFactor } from '../../helpers/two-factor.js';

// Signing in with a passkey (discoverable, no e-mail), with a software authenticator.

const clock = createManualClock(new Date('2026-03-01T09:00:10Z'));
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ ...WEBAUTHN_TEST_ENV, RATE_LIMIT_LOGIN_PER_IP: '1000' }, { clock });
});
afterAll(() => testApp.close());

async function customerWithPasskey(counter = 0) {
  const { app } = testApp;
  const { customer, token } = await registerCustomer(app);
  const owner = { token, password: customer.password };
  const authenticator = new SoftwareAuthenticator({ counter });
  await addPasskey(app, owner, authenticator);
  return { ...owner, email: customer.email, userId: await userIdOf(app, token), authenticator };
}

async function signIn(authenticator: SoftwareAuthenticator, settings = {}) {
  const { challenge_id, options } = await loginOptions(testApp.app);
  return passkeyLogin(testApp.app, challenge_id, authenticator.assert(options, settings));
}

const errorsOf = (response: { json(): { errors?: Record<string, string[]> } }) => response.json().errors;

describe('signing in with a passkey', () => {
  it('needs no e-mail: the options allow any passkey, and the answer gives a working session', async () => {
    const { app } = testApp;
    const { authenticator, userId } = await customerWithPasskey();
    const { challenge_id, options } = await loginOptions(app, true);
    expect(options).toMatchObject({ rpId: TEST_RP_ID, userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    clock.advance(60_000);
    const response = await passkeyLogin(app, challenge_id, authenticator.assert(options));
    expect(response.statusCode, response.body).toBe(200);
    const session = response.json().data;
    expect(session).toMatchObject({ token_type: 'Bearer', access_token: expect.any(String) });
    expect((await getProfile(app, session.access_token)).json().data.id).toBe(userId);
    // "Remember me" carried from the options to the session.
    const [row] = await app.db.select().from(sessions).where(eq(sessions.sessionId, session.session_id));
    expect(row?.remember).toBe(true);
    const [credential] = await app.db
      .select()
      .from(webauthnCredentials)
      .where(eq(webauthnCredentials.credentialId, authenticator.id));
    expect(credential?.lastUsedAt?.toISOString()).toBe('2026-03-01T09:01:10.000Z');
    const listed = await passkeyCall(app, 'GET', passkeyPaths.list, session.access_token);
    expect(listed.json().data[0].last_used_at).toBe('2026-03-01T09:01:10.000Z');
  });

  it('"remember me" as it stood when the passkey answered wins over the one given with the options', async () => {
    const { app } = testApp;
    const { authenticator } = await customerWithPasskey();
    // The login screen asks for options as it opens, with the box ticked; the customer unticks it later.
    const { challenge_id, options } = await loginOptions(app, true);
    const response = await passkeyCall(app, 'POST', passkeyPaths.login, null, {
      challenge_id,
      response: authenticator.assert(options),
      remember: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    const sessionId = response.json().data.session_id as string;
    const [row] = await app.db.select().from(sessions).where(eq(sessions.sessionId, sessionId));
    expect(row?.remember).toBe(false);
  });

  it('with 2FA on, a passkey gives the token directly (it is the second factor)', async () => {
    const { app } = testApp;
    const { authenticator, token } = await customerWithPasskey();
    await enableTwoFactor(app, token);
    const response = await signIn(authenticator);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).not.toHaveProperty('two_factor_required');
    expect(response.json().data.access_token).toEqual(expect.any(String));
  });

  it('a new device is told about, as after a password login', async () => {
    const { app } = testApp;
    const { authenticator, userId } = await customerWithPasskey();
    const { challenge_id, options } = await loginOptions(app);
    const response = await app.inject({
      method: 'POST',
      url: passkeyPaths.login,
      payload: { challenge_id, response: authenticator.assert(options) },
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' },
    });
    expect(response.statusCode).toBe(200);
    expect(await kindsOf(app, userId)).toContain('new_login');
  });

  it('a challenge is good once, for five minutes; racing answers open one session', async () => {
    const { app } = testApp;
    const { authenticator, userId } = await customerWithPasskey();
    const { challenge_id, options } = await loginOptions(app);
    const answer = authenticator.assert(options);
    const before = (await app.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
    const results = await Promise.all([
      passkeyLogin(app, challenge_id, answer),
      passkeyLogin(app, challenge_id, answer),
      passkeyLogin(app, challenge_id, answer),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 422, 422]);
    for (const refused of results.filter((result) => result.statusCode === 422)) {
      expect(errorsOf(refused)?.challenge_id).toEqual(['This passkey attempt has ended. Please try again.']);
    }
    const after = (await app.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
    expect(after - before).toBe(1);

    const late = await loginOptions(app);
    clock.advance(5 * 60_000 + 1);
    const expired = await passkeyLogin(app, late.challenge_id, authenticator.assert(late.options));
    expect(expired.statusCode).toBe(422);
    expect(errorsOf(expired)?.challenge_id).toEqual([expect.any(String)]);
    const unknownChallenge = await passkeyLogin(app, 'no-such-challenge', authenticator.assert(late.options));
    expect(errorsOf(unknownChallenge)?.challenge_id).toEqual([expect.any(String)]);
  });

  it('a failed answer uses the challenge up too', async () => {
    const { app } = testApp;
    const { authenticator } = await customerWithPasskey();
    const { challenge_id, options } = await loginOptions(app);
    const bad = await passkeyLogin(
      app,
      challenge_id,
      authenticator.assert(options, { origin: 'https://evil.test' }),
    );
    expect(bad.statusCode).toBe(422);
    const good = await passkeyLogin(app, challenge_id, authenticator.assert(options));
    expect(errorsOf(good)?.challenge_id).toEqual([expect.any(String)]);
  });

  it('refuses an unknown credential, a bad signature, a wrong origin or rp, and no user verification', async () => {
    const { app } = testApp;
    const { authenticator } = await customerWithPasskey();
    const unknown = await signIn(new SoftwareAuthenticator());
    expect(unknown.statusCode).toBe(422);
    expect(errorsOf(unknown)?.response).toEqual([
      'This passkey is not registered with us. Sign in with your password.',
    ]);
    for (const settings of [
      { origin: 'https://evil.test' },
      { rpId: 'evil.test' },
      { userVerified: false },
    ]) {
      const refused = await signIn(authenticator, settings);
      expect(refused.statusCode, JSON.stringify(settings)).toBe(422);
      expect(errorsOf(refused)?.response).toEqual(['The passkey could not be verified. Please try again.']);
    }
    // A signature by another key over the same credential id.
    const { challenge_id, options } = await loginOptions(app);
    const forged = new SoftwareAuthenticator().assert(options, { userHandle: authenticator.userHandle });
    const badSignature = await passkeyLogin(app, challenge_id, {
      ...forged,
      id: authenticator.id,
      rawId: authenticator.id,
    });
    expect(badSignature.statusCode).toBe(422);
    expect(errorsOf(badSignature)?.response).toEqual([expect.any(String)]);
    const junk = await passkeyLogin(app, challenge_id, { id: authenticator.id, type: 'public-key' });
    expect(junk.statusCode).toBe(422);
  });

  it("another customer's credential with a forged user handle is refused", async () => {
    const victim = await customerWithPasskey();
    const attacker = await customerWithPasskey();
    // The attacker's own authenticator, claiming the victim's handle: the handle is not the credential owner's.
    const response = await signIn(attacker.authenticator, { userHandle: victim.authenticator.userHandle });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)?.response).toEqual(['The passkey could not be verified. Please try again.']);
    const noHandle = await signIn(victim.authenticator, { userHandle: '' });
    expect(noHandle.statusCode).toBe(422);
  });

  it('a counter going backwards is refused as a cloned authenticator; a counting one moves on', async () => {
    const { app } = testApp;
    const { authenticator } = await customerWithPasskey(10);
    expect((await signIn(authenticator)).statusCode).toBe(200); // 11
    const [row] = await app.db
      .select()
      .from(webauthnCredentials)
      .where(eq(webauthnCredentials.credentialId, authenticator.id));
    expect(row?.counter).toBe(11);
    for (const counter of [11, 7]) {
      const refused = await signIn(authenticator, { counter });
      expect(refused.statusCode).toBe(422);
      expect(errorsOf(refused)?.response).toEqual([
        'This passkey looks copied and was refused. Sign in with your password and contact support.',
      ]);
    }
    expect((await signIn(authenticator, { counter: 12 })).statusCode).toBe(200);
    // A synced passkey that never counts (always 0) signs in every time.
    const synced = await customerWithPasskey(0);
    expect((await signIn(synced.authenticator)).statusCode).toBe(200);
    expect((await signIn(synced.authenticator)).statusCode).toBe(200);
  });

  it('a blocked customer is refused, as at password login; a deleted one is unknown', async () => {
    const { app } = testApp;
    const blocked = await customerWithPasskey();
    await app.db.update(users).set({ blockedAt: clock.now() }).where(eq(users.id, blocked.userId));
    const refused = await signIn(blocked.authenticator);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ACCOUNT_BLOCKED');
    const deleted = await customerWithPasskey();
    await app.db.update(users).set({ deletedAt: clock.now() }).where(eq(users.id, deleted.userId));
    const gone = await signIn(deleted.authenticator);
    expect(gone.statusCode).toBe(422);
    expect(errorsOf(gone)?.response).toEqual([expect.any(String)]);
  });
});

describe('limits', () => {
  it('failed answers count toward the login limit per address; options have a counter of their own', async () => {
    const limited = await buildTestApp({
      ...WEBAUTHN_TEST_ENV,
      RATE_LIMIT_LOGIN_PER_IP: '2',
      RATE_LIMIT_LOGIN_START_PER_IP: '4',
    });
    try {
      const { app } = limited;
      // Every opening of /login asks for options: doing so more often than failed logins are allowed spends
      // none of their allowance.
      for (let opening = 0; opening < 3; opening++) await loginOptions(app);
      const { challenge_id, options } = await loginOptions(app);
      const fake = new SoftwareAuthenticator().assert(options);
      expect((await passkeyLogin(app, challenge_id, fake)).statusCode).toBe(422);
      expect((await passkeyLogin(app, challenge_id, fake)).statusCode).toBe(422);
      const limitedAnswer = await passkeyLogin(app, challenge_id, fake);
      expect(limitedAnswer.statusCode).toBe(429);
      const fifthOptions = await passkeyCall(app, 'POST', passkeyPaths.loginOptions, null, {});
      expect(fifthOptions.statusCode).toBe(429);
      expect(fifthOptions.headers['retry-after']).toEqual(expect.any(String));
    } finally {
      await limited.close();
    }
  });
});
