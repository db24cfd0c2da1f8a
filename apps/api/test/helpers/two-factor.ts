import { twoFactorPaths } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { expect } from 'vitest';
import { newCustomer } from './customers.js';
import { call } from './security.js';

/** The code an authenticator app would show at the app's clock (`offsetSteps` steps later or earlier). */
export const totpCode = (app: FastifyInstance, secret: string, offsetSteps = 0) =>
  generate({ secret, epoch: Math.floor(app.clock.now().getTime() / 1000) + offsetSteps * 30 });

/**
 * Sets up and enables TOTP as the security screen does, with the customer's password (the test customers'
 * one unless given); answers the secret and the ten recovery codes.
 */
export async function enableTwoFactor(
  app: FastifyInstance,
  token: string,
  password = newCustomer().password,
) {
  const setup = await call(app, 'POST', twoFactorPaths.totpSetup, token, { password });
  expect(setup.statusCode).toBe(200);
  const secret = setup.json().data.secret as string;
  const enabled = await call(app, 'POST', twoFactorPaths.totpEnable, token, {
    password,
    code: await totpCode(app, secret),
  });
  expect(enabled.statusCode).toBe(200);
  return { secret, recoveryCodes: enabled.json().data.recovery_codes as string[] };
}

/** A call in English, so tests can read the translated field errors. */
export const callEn = (
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  token: string | null,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

export const answerChallenge = (app: FastifyInstance, challengeId: string, code: string) =>
  callEn(app, 'POST', twoFactorPaths.login, null, { challenge_id: challengeId, code });
