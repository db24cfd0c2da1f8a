import {
  errorResponseSchema,
  idParamsSchema,
  loginResponseSchema,
  okEnvelope,
  passkeyChallengeSchema,
  passkeyLoginOptionsRequestSchema,
  passkeyLoginRequestSchema,
  passkeyOptionsRequestSchema,
  passkeyPaths,
  passkeyRegisterRequestSchema,
  passkeyRemoveRequestSchema,
  passkeyRenameRequestSchema,
  passkeySchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { WebauthnConfig } from '../../config/webauthn-config.js';
import { requireAuth } from '../../plugins/auth.js';
import type { PasskeyContext } from './passkey-ceremony.js';
import { startPasskeyConfirmation } from './passkey-confirmation.service.js';
import { finishPasskeyLogin, startPasskeyLogin } from './passkey-login.service.js';
import {
  finishPasskeyRegistration,
  listPasskeys,
  type PasskeyOwner,
  removePasskey,
  renamePasskey,
  startPasskeyRegistration,
} from './passkeys.service.js';

const failures = { 401: errorResponseSchema, 422: errorResponseSchema, 429: errorResponseSchema };
const security = [{ bearerAuth: [] }];

const ownerOf = (request: FastifyRequest): PasskeyOwner => {
  const { user, session } = requireAuth(request);
  return { userId: user.id, sessionId: session.sessionId, sessionRowId: session.id };
};

export const passkeysRoutes: FastifyPluginAsyncZod<{ webauthn: WebauthnConfig }> = async (app, options) => {
  const context = (): PasskeyContext => ({ db: app.db, webauthn: options.webauthn, now: app.clock.now() });
  // The password is checked by these, so they count like other code and password checks.
  const passwordChecked = [app.limits.codeCheckPerIp, app.limits.codeCheckPerAccount];

  app.get(
    passkeyPaths.list,
    {
      config: { accountPermission: 'owner' },
      schema: {
        tags: ['security'],
        operationId: 'listPasskeys',
        summary: "The customer's passkeys, oldest first",
        security,
        response: { 200: okEnvelope(z.array(passkeySchema)), 401: errorResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listPasskeys(context(), requireAuth(request).user.id),
    }),
  );

  app.post(
    passkeyPaths.confirmOptions,
    {
      // Each call stores a challenge: counted like the code requests that send something.
      onRequest: [app.limits.codeRequestPerIp, app.limits.codeRequestPerAccount],
      config: { accountPermission: 'owner' },
      schema: {
        tags: ['security'],
        operationId: 'getPasskeyConfirmOptions',
        summary:
          "Options for one of the customer's passkeys to confirm a security change instead of the password",
        description:
          'The signed answer goes with the change as `passkey: {challenge_id, response}` (turning on 2FA). The ' +
          'challenge is good once, for five minutes, in this session only. No passkey: passkey_unknown.',
        security,
        response: { 200: okEnvelope(passkeyChallengeSchema), ...failures },
      },
    },
    async (request) => ({
      status: true as const,
      data: await startPasskeyConfirmation(context(), ownerOf(request)),
    }),
  );

  app.post(
    passkeyPaths.registerOptions,
    {
      onRequest: passwordChecked,
      config: { accountPermission: 'owner' },
      schema: {
        tags: ['security'],
        operationId: 'getPasskeyRegistrationOptions',
        summary: 'Adding a passkey, step one: the password gives the options for the browser and a challenge',
        description: 'The challenge is good once, for five minutes, in this session only.',
        security,
        body: passkeyOptionsRequestSchema,
        response: { 200: okEnvelope(passkeyChallengeSchema), ...failures },
      },
    },
    async (request) => ({
      status: true as const,
      data: await startPasskeyRegistration(context(), ownerOf(request), request.body.password),
    }),
  );

  app.post(
    passkeyPaths.list,
    {
      onRequest: app.limits.codeCheckPerAccount,
      config: { accountPermission: 'owner' },
      schema: {
        tags: ['security'],
        operationId: 'addPasskey',
        summary: "Adding a passkey, step two: the browser's registration response and a name save it",
        description: 'At most ten per customer; notifies on every channel.',
        security,
        body: passkeyRegisterRequestSchema,
        response: { 200: okEnvelope(passkeySchema), ...failures },
      },
    },
    async (request) => ({
      status: true as const,
      data: await finishPasskeyRegistration(context(), ownerOf(request), request.body),
    }),
  );

  app.patch(
    passkeyPaths.item,
    {
      config: { accountPermission: 'owner' },
      schema: {
        tags: ['security'],
        operationId: 'renamePasskey',
        summary: 'Renames a passkey',
        security,
        params: idParamsSchema,
        body: passkeyRenameRequestSchema,
        response: { 200: okEnvelope(passkeySchema), 404: errorResponseSchema, ...failures },
      },
    },
    async (request) => ({
      status: true as const,
      data: await renamePasskey(context(), {
        userId: requireAuth(request).user.id,
        id: request.params.id,
        name: request.body.name,
      }),
    }),
  );

  app.delete(
    passkeyPaths.item,
    {
      onRequest: passwordChecked,
      config: { accountPermission: 'owner' },
      schema: {
        tags: ['security'],
        operationId: 'removePasskey',
        summary: 'Removes a passkey; takes the password',
        description: 'Notifies on every channel.',
        security,
        params: idParamsSchema,
        body: passkeyRemoveRequestSchema,
        response: { 200: okEnvelope(z.null()), 404: errorResponseSchema, ...failures },
      },
    },
    async (request) => {
      const { id } = request.params;
      await removePasskey(context(), ownerOf(request), { id, password: request.body.password });
      return { status: true as const, data: null };
    },
  );

  app.post(
    passkeyPaths.loginOptions,
    {
      onRequest: app.limits.loginStartPerIp,
      schema: {
        tags: ['auth'],
        operationId: 'getPasskeyLoginOptions',
        security: [],
        summary:
          'Sign in with a passkey, step one: options for the browser (no e-mail needed) and a challenge',
        body: passkeyLoginOptionsRequestSchema,
        response: {
          200: okEnvelope(passkeyChallengeSchema),
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      status: true as const,
      data: await startPasskeyLogin(context(), request.body.remember),
    }),
  );

  app.post(
    passkeyPaths.login,
    {
      onRequest: app.limits.loginPerIp,
      schema: {
        tags: ['auth'],
        operationId: 'loginWithPasskey',
        security: [],
        summary: "Sign in with a passkey, step two: the browser's signed answer gives the session",
        description:
          'A passkey satisfies the second factor: never answers two_factor_required. The challenge is good once.',
        body: passkeyLoginRequestSchema,
        response: {
          200: okEnvelope(loginResponseSchema),
          403: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      status: true as const,
      data: await finishPasskeyLogin(context(), request.body, {
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      }),
    }),
  );
};
