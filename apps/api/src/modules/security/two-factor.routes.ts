import {
  errorResponseSchema,
  loginResponseSchema,
  okEnvelope,
  recoveryCodesRenewRequestSchema,
  recoveryCodesSchema,
  totpDisableRequestSchema,
  totpEnableBodySchema,
  totpSetupBodySchema,
  totpSetupSchema,
  twoFactorLoginRequestSchema,
  twoFactorPaths,
  twoFactorStatusSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PasswordHashConfig } from '../../config/password-hash-config.js';
import type { WebauthnConfig } from '../../config/webauthn-config.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { requireAuth } from '../../plugins/auth.js';
import {
  disableTotp,
  enableTotp,
  renewRecoveryCodes,
  setUpTotp,
  type TwoFactorContext,
  twoFactorStatus,
} from './two-factor.service.js';
import { answerLoginChallenge } from './two-factor-login.service.js';

const failures = { 401: errorResponseSchema, 422: errorResponseSchema, 429: errorResponseSchema };
const security = [{ bearerAuth: [] }];

export const twoFactorRoutes: FastifyPluginAsyncZod<{
  box: SecretBox;
  webauthn: WebauthnConfig;
  hashCost: PasswordHashConfig;
}> = async (app, options) => {
  const context = (): TwoFactorContext => ({
    db: app.db,
    box: options.box,
    webauthn: options.webauthn,
    hashCost: options.hashCost,
    now: app.clock.now(),
  });

  app.get(
    twoFactorPaths.status,
    {
      config: { accountPermission: 'owner' },
      schema: {
        tags: ['security'],
        operationId: 'getTwoFactorStatus',
        summary: 'Second factor: on or off, recovery codes left, a pending reset by e-mail recovery',
        security,
        response: { 200: okEnvelope(twoFactorStatusSchema), 401: errorResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      data: await twoFactorStatus(app.db, requireAuth(request).user.id),
    }),
  );

  app.post(
    twoFactorPaths.totpSetup,
    {
      // The password is checked here, so the call counts like other password checks too.
      onRequest: [
        app.limits.codeRequestPerIp,
        app.limits.codeRequestPerAccount,
        app.limits.codeCheckPerIp,
        app.limits.codeCheckPerAccount,
      ],
      config: { accountPermission: 'owner' },
      schema: {
        tags: ['security'],
        operationId: 'setUpTotp',
        summary:
          'TOTP, step one: the password gives a new secret and its otpauth:// URL (pending until enabled)',
        description: 'Asking again replaces a pending secret; with 2FA on it is refused.',
        security,
        body: totpSetupBodySchema,
        response: { 200: okEnvelope(totpSetupSchema), ...failures },
      },
    },
    async (request) => {
      const { user, session } = requireAuth(request);
      const data = await setUpTotp(context(), { user, sessionId: session.sessionId, input: request.body });
      return { status: true as const, data };
    },
  );

  app.post(
    twoFactorPaths.totpEnable,
    {
      onRequest: [app.limits.codeCheckPerIp, app.limits.codeCheckPerAccount],
      config: { accountPermission: 'owner' },
      schema: {
        tags: ['security'],
        operationId: 'enableTotp',
        summary:
          'TOTP, step two: the password and a code from the app turn 2FA on; answers ten recovery codes, once',
        description: 'Ends the other sessions and notifies on every channel.',
        security,
        body: totpEnableBodySchema,
        response: { 200: okEnvelope(recoveryCodesSchema), ...failures },
      },
    },
    async (request) => {
      const { user, session } = requireAuth(request);
      const owner = { userId: user.id, sessionId: session.sessionId, sessionRowId: session.id };
      const data = await enableTotp(context(), owner, request.body);
      return { status: true as const, data };
    },
  );

  app.post(
    twoFactorPaths.totpDisable,
    {
      onRequest: [app.limits.codeCheckPerIp, app.limits.codeCheckPerAccount],
      config: { accountPermission: 'owner' },
      schema: {
        tags: ['security'],
        operationId: 'disableTotp',
        summary: 'Turn 2FA off with the password and a code (TOTP or recovery code)',
        description: 'Ends the other sessions and notifies on every channel.',
        security,
        body: totpDisableRequestSchema,
        response: { 200: okEnvelope(z.null()), ...failures },
      },
    },
    async (request) => {
      const { user, session } = requireAuth(request);
      await disableTotp(context(), { userId: user.id, currentSessionRowId: session.id, input: request.body });
      return { status: true as const, data: null };
    },
  );

  app.post(
    twoFactorPaths.recoveryCodes,
    {
      onRequest: [app.limits.codeCheckPerIp, app.limits.codeCheckPerAccount],
      config: { accountPermission: 'owner' },
      schema: {
        tags: ['security'],
        operationId: 'renewRecoveryCodes',
        summary:
          'New recovery codes with the password and a code (TOTP or recovery code); the old ones are void',
        description: 'Answers the ten new codes, once. Notifies on every channel; the other sessions stay.',
        security,
        body: recoveryCodesRenewRequestSchema,
        response: { 200: okEnvelope(recoveryCodesSchema), ...failures },
      },
    },
    async (request) => {
      const data = await renewRecoveryCodes(context(), {
        userId: requireAuth(request).user.id,
        input: request.body,
      });
      return { status: true as const, data };
    },
  );

  app.post(
    twoFactorPaths.login,
    {
      onRequest: app.limits.loginPerIp,
      schema: {
        tags: ['auth'],
        operationId: 'completeTwoFactorLogin',
        security: [],
        summary: 'Login, second step: the challenge and a TOTP or recovery code give the session',
        description:
          'Each code is good once; five wrong codes end the challenge; a challenge lasts five minutes.',
        body: twoFactorLoginRequestSchema,
        response: {
          200: okEnvelope(loginResponseSchema),
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const data = await answerLoginChallenge(app.db, options.box, {
        input: request.body,
        client: { ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? '' },
        now: app.clock.now(),
      });
      return { status: true as const, data };
    },
  );
};
