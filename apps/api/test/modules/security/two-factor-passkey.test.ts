import { passkeyPaths, twoFactorPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../../helpers/customers.js';
import { addPasskey, passkeyCall, SoftwareAuthenticator, WEBAUTHN_TEST_ENV } from '../../helpers/passkeys.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';
import { totpCode } from '../../helpers/two-factor.js';

// Turning on two-step verification takes the password, or one of the customer's own passkeys in
// its place: a signed answer to a challenge of this session, good once.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp(WEBAUTHN_TEST_ENV);
});
afterAll(() => testApp.close());

async function confirmation(token: string, authenticator: SoftwareAuthenticator) {
  const started = await passkeyCall(testApp.app, 'POST', passkeyPaths.confirmOptions, token);
  expect(started.statusCode, started.body).toBe(200);
  const { challenge_id, options } = started.json().data;
  expect(options.allowCredentials).toEqual([expect.objectContaining({ id: authenticator.id })]);
  return { challenge_id, response: authenticator.assert(options) };
}

describe('turning 2FA on with a passkey instead of the password', () => {
  it("takes a signed answer of the customer's own passkey, once, at both steps", async () => {
    const { app } = testApp;
    const { customer, token } = await registerCustomer(app);
    const phone = new SoftwareAuthenticator();
    await addPasskey(app, { token, password: customer.password }, phone);

    const proof = await confirmation(token, phone);
    const setup = await passkeyCall(app, 'POST', twoFactorPaths.totpSetup, token, { passkey: proof });
    expect(setup.statusCode, setup.body).toBe(200);
    // The same answer again: its challenge was used up.
    const replayed = await passkeyCall(app, 'POST', twoFactorPaths.totpSetup, token, { passkey: proof });
    expect(replayed.statusCode).toBe(422);
    expect(replayed.json().errors.passkey).toEqual([expect.any(String)]);

    const { secret } = setup.json().data;
    const enabled = await passkeyCall(app, 'POST', twoFactorPaths.totpEnable, token, {
      passkey: await confirmation(token, phone),
      code: await totpCode(app, secret),
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json().data.recovery_codes).toHaveLength(10);
  });

  it("refuses another customer's passkey, a challenge of another customer, and neither password nor passkey", async () => {
    const { app } = testApp;
    const me = await registerCustomer(app);
    const other = await registerCustomer(app);
    const mine = new SoftwareAuthenticator();
    const theirs = new SoftwareAuthenticator();
    await addPasskey(app, { token: me.token, password: me.customer.password }, mine);
    await addPasskey(app, { token: other.token, password: other.customer.password }, theirs);

    // Their passkey signing my challenge.
    const started = (await passkeyCall(app, 'POST', passkeyPaths.confirmOptions, me.token)).json().data;
    const foreign = await passkeyCall(app, 'POST', twoFactorPaths.totpSetup, me.token, {
      passkey: { challenge_id: started.challenge_id, response: theirs.assert(started.options) },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.passkey).toEqual(['The passkey could not be verified. Please try again.']);
    // Their own, valid answer to their own challenge, sent with my token.
    const theirProof = await confirmation(other.token, theirs);
    const stolen = await passkeyCall(app, 'POST', twoFactorPaths.totpSetup, me.token, {
      passkey: theirProof,
    });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors.passkey).toEqual([expect.any(String)]);
    // Nothing at all.
    const bare = await passkeyCall(app, 'POST', twoFactorPaths.totpSetup, me.token, {});
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors.password).toEqual([expect.any(String)]);
    // A customer without passkeys gets no challenge.
    const plain = await registerCustomer(app);
    const none = await passkeyCall(app, 'POST', passkeyPaths.confirmOptions, plain.token);
    expect(none.statusCode).toBe(422);
    expect((await passkeyCall(app, 'GET', twoFactorPaths.status, me.token)).json().data.enabled).toBe(false);
  });
});
