import {
  apiPaths,
  errorResponseSchema,
  loginAnswerSchema,
  loginRequestSchema,
  loginResponseSchema,
  okEnvelope,
  registerRequestSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModulePorts } from '../../composition/app-module.js';
import type { PasswordHashConfig } from '../../config/password-hash-config.js';
import type { LimitStore } from '../../integrations/limits/limit-store.js';
import { requireAuth } from '../../plugins/auth.js';
import { logIn, logOut, registerCustomer } from './auth.service.js';
import type { ClientInfo } from './session.service.js';

const clientOf = (request: FastifyRequest): ClientInfo => ({
  ipAddress: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

const failures = { 422: errorResponseSchema, 429: errorResponseSchema };

export interface AuthRoutesOptions {
  captchaAfterFailures: number;
  hashCost: PasswordHashConfig;
  limits: LimitStore;
  /** REFERRAL_SHARE_PERCENT: the terms a customer registering through a referral link joins under. */
  referralSharePercent: number;
  /** The captcha, the second factor and referrals are modules above auth: their functions come as ports. */
  ports: Pick<ModulePorts, 'checkCaptcha' | 'openLoginChallenge' | 'recordReferral'>;
}

/** Failures are forgotten an hour after the first one of a run, so nobody is held behind the captcha for ever. */
const FAILURE_WINDOW_SECONDS = 3600;

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const loginFailures = options.limits.limiter({
    name: 'login-failures',
    points: options.captchaAfterFailures,
    windowSeconds: FAILURE_WINDOW_SECONDS,
  });
  app.post(
    apiPaths.register,
    {
      onRequest: app.limits.registerPerIp,
      schema: {
        tags: ['auth'],
        operationId: 'registerCustomer',
        security: [],
        summary: 'Register a customer and log them in',
        description: 'Answers like login, so the client is logged in at once. Duplicates are field errors.',
        body: registerRequestSchema,
        response: { 200: okEnvelope(loginResponseSchema), ...failures },
      },
    },
    async (request) => {
      const language = request.language;
      const referral = {
        sharePercent: options.referralSharePercent,
        at: app.clock.now(),
        record: options.ports.recordReferral,
      };
      const data = await registerCustomer(app.db, referral, {
        input: request.body,
        language,
        client: clientOf(request),
        hashCost: options.hashCost,
      });
      return { status: true as const, data };
    },
  );

  app.post(
    apiPaths.login,
    {
      onRequest: app.limits.loginPerIp,
      preHandler: app.limits.loginPerAccount,
      schema: {
        tags: ['auth'],
        operationId: 'login',
        security: [],
        summary: 'Log in with e-mail and password',
        description:
          '"remember" keeps the session 30 days idle; otherwise it ends after 12 hours idle. With a second ' +
          'factor on, the answer is {two_factor_required, challenge_id} instead, for POST /user/auth/login/2fa.',
        body: loginRequestSchema,
        response: { 200: okEnvelope(loginAnswerSchema), ...failures },
      },
    },
    async (request) => {
      const guard = {
        now: app.clock.now(),
        hashCost: options.hashCost,
        failures: loginFailures,
        captchaAfterFailures: options.captchaAfterFailures,
        checkCaptcha: options.ports.checkCaptcha,
        openLoginChallenge: options.ports.openLoginChallenge,
      };
      const data = await logIn(app.db, guard, { input: request.body, client: clientOf(request) });
      return { status: true as const, data };
    },
  );

  app.post(
    apiPaths.logout,
    {
      // Support ends its own session this way.
      config: { accountPermission: 'self', supportSession: 'allowed' },
      schema: {
        tags: ['auth'],
        operationId: 'logout',
        summary: 'Log out: end the current session',
        security: [{ bearerAuth: [] }],
        response: { 200: okEnvelope(z.null()), 401: errorResponseSchema },
      },
    },
    async (request) => {
      await logOut(app.db, requireAuth(request), app.clock.now());
      return { status: true as const, data: null };
    },
  );
};
