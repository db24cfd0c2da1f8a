import {
  captchaSchema,
  changePasswordRequestSchema,
  codeSentSchema,
  emailVerificationRequestSchema,
  errorResponseSchema,
  okEnvelope,
  phoneCodeRequestSchema,
  phoneConfirmRequestSchema,
  recoveryCodeRequestSchema,
  recoveryConfirmRequestSchema,
  recoverySessionSchema,
  securityPaths,
  updateProfileRequestSchema,
  userProfileSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PasswordHashConfig } from '../../config/password-hash-config.js';
import { readBearerToken } from '../../lib/bearer-token.js';
import { requireAuth } from '../../plugins/auth.js';
import { profileOf } from '../account/account.service.js';
import { authenticateToken, type SessionWithUser } from '../auth/session.service.js';
import { createCaptcha } from './captcha.service.js';
import {
  confirmEmail,
  type SecurityContext,
  sendEmailVerificationCode,
} from './email-verification.service.js';
import { confirmRecovery, requestRecovery } from './recovery.service.js';
import {
  changePassword,
  confirmPhoneChange,
  sendPhoneChangeCode,
  updateProfile,
} from './settings.service.js';

const failures = { 401: errorResponseSchema, 422: errorResponseSchema, 429: errorResponseSchema };
const security = [{ bearerAuth: [] }];

/** The profile change a support session may make: the personal-info shape, with the e-mail as it is. */
const isPersonalInfoFix = (body: unknown, auth: SessionWithUser) => {
  const update = body as Record<string, unknown>;
  return 'firstname' in update && !('password' in update) && update.email === auth.user.email;
};

export const securityRoutes: FastifyPluginAsyncZod<{
  codeSecret: string;
  hashCost: PasswordHashConfig;
}> = async (app, options) => {
  const context = (): SecurityContext & { hashCost: PasswordHashConfig } => ({
    db: app.db,
    secret: options.codeSecret,
    hashCost: options.hashCost,
    now: app.clock.now(),
  });

  app.get(
    securityPaths.emailVerifyGetCode,
    {
      onRequest: [app.limits.codeRequestPerIp, app.limits.codeRequestPerAccount],
      config: { accountPermission: 'owner' },
      schema: {
        tags: ['security'],
        operationId: 'sendEmailVerificationCode',
        summary: 'Send an e-mail verification code to the current address',
        description:
          'At most one code a minute (429 with Retry-After); resend_after tells when the next may go.',
        security,
        response: { 200: okEnvelope(codeSentSchema), ...failures },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const data = await sendEmailVerificationCode(context(), user, request.language);
      return { status: true as const, data };
    },
  );

  app.post(
    securityPaths.emailVerifyConfirm,
    {
      onRequest: [app.limits.codeCheckPerIp, app.limits.codeCheckPerAccount],
      config: { accountPermission: 'owner' },
      schema: {
        tags: ['security'],
        operationId: 'confirmEmail',
        summary: 'Confirm the e-mail address with the code',
        security,
        body: emailVerificationRequestSchema,
        response: { 200: okEnvelope(z.null()), ...failures },
      },
    },
    async (request) => {
      await confirmEmail(context(), requireAuth(request).user, request.body.code);
      return { status: true as const, data: null };
    },
  );

  app.get(
    securityPaths.captcha,
    {
      onRequest: app.limits.codeRequestPerIp,
      schema: {
        tags: ['security'],
        operationId: 'getCaptcha',
        security: [],
        summary: 'A new 4-digit captcha image with its id (one use, 5 minutes)',
        response: { 200: okEnvelope(captchaSchema), 429: errorResponseSchema },
      },
    },
    async () => ({ status: true as const, data: await createCaptcha(app.db, app.clock.now()) }),
  );

  app.post(
    securityPaths.recoveryGetCode,
    {
      onRequest: app.limits.codeRequestPerIp,
      preHandler: app.limits.codeRequestPerAccount,
      schema: {
        tags: ['security'],
        operationId: 'requestPasswordResetCode',
        security: [],
        summary: 'Password recovery: check the captcha and send a code to the e-mail',
        description:
          'Answers a session_id whether or not the e-mail has an account (no enumeration); resend_after tells ' +
          'when another code may be asked for the same e-mail (429 with Retry-After before then).',
        body: recoveryCodeRequestSchema,
        response: {
          200: okEnvelope(recoverySessionSchema),
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const data = await requestRecovery(context(), request.body, request.language);
      return { status: true as const, data };
    },
  );

  app.post(
    securityPaths.recoveryConfirm,
    {
      onRequest: app.limits.codeCheckPerIp,
      preHandler: app.limits.codeCheckPerAccount,
      schema: {
        tags: ['security'],
        operationId: 'resetPassword',
        security: [],
        summary: 'Password recovery: set a new password with the code; ends every session',
        body: recoveryConfirmRequestSchema,
        response: { 200: okEnvelope(z.null()), 422: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => {
      await confirmRecovery(context(), request.body);
      return { status: true as const, data: null };
    },
  );

  app.put(
    securityPaths.changePassword,
    {
      config: { accountPermission: 'owner' },
      schema: {
        tags: ['security'],
        operationId: 'changePassword',
        summary: 'Change the password; ends every session, this one included',
        security,
        body: changePasswordRequestSchema,
        response: { 200: okEnvelope(z.null()), ...failures },
      },
    },
    async (request) => {
      await changePassword(context(), requireAuth(request).user.id, request.body);
      return { status: true as const, data: null };
    },
  );

  app.put(
    securityPaths.updateProfile,
    {
      // Support may fix a typo in the personal info, never the login name or the e-mail address.
      config: { accountPermission: 'owner', supportSession: isPersonalInfoFix },
      schema: {
        tags: ['account'],
        operationId: 'updateProfile',
        summary: 'Change the login name; or the e-mail (with password); or the personal info',
        description: 'A changed e-mail is unverified until confirmed; a code goes to the new address.',
        security,
        body: updateProfileRequestSchema,
        response: { 200: okEnvelope(userProfileSchema), ...failures },
      },
    },
    async (request) => {
      await updateProfile(context(), {
        user: requireAuth(request).user,
        input: request.body,
        language: request.language,
      });
      // Read back through the same lookup the auth plugin uses, so the answer is the stored profile.
      const token = readBearerToken(request.headers.authorization) ?? '';
      const fresh = await authenticateToken(app.db, token, app.clock.now());
      return { status: true as const, data: await profileOf(app.db, fresh ?? requireAuth(request)) };
    },
  );

  app.post(
    securityPaths.phoneGetCode,
    {
      onRequest: [app.limits.codeRequestPerIp, app.limits.codeRequestPerAccount],
      config: { accountPermission: 'owner' },
      schema: {
        tags: ['security'],
        operationId: 'requestPhoneChangeCode',
        summary: 'Phone change, step one: password and new number; an SMS code goes to the new number',
        security,
        body: phoneCodeRequestSchema,
        response: { 200: okEnvelope(codeSentSchema), ...failures },
      },
    },
    async (request) => {
      const userId = requireAuth(request).user.id;
      const data = await sendPhoneChangeCode(context(), {
        userId,
        input: request.body,
        language: request.language,
      });
      return { status: true as const, data };
    },
  );

  app.post(
    securityPaths.phoneConfirm,
    {
      onRequest: [app.limits.codeCheckPerIp, app.limits.codeCheckPerAccount],
      config: { accountPermission: 'owner' },
      schema: {
        tags: ['security'],
        operationId: 'confirmPhoneChange',
        summary: 'Phone change, step two: the code sent to that number changes the phone',
        security,
        body: phoneConfirmRequestSchema,
        response: { 200: okEnvelope(z.null()), ...failures },
      },
    },
    async (request) => {
      await confirmPhoneChange(context(), requireAuth(request).user.id, request.body);
      return { status: true as const, data: null };
    },
  );
};
