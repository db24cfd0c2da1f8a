import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/config.js';
import { AppError } from '../errors/app-error.js';

type LimitHook = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    limits: {
      loginPerIp: LimitHook;
      loginPerAccount: LimitHook;
      registerPerIp: LimitHook;
      codeRequestPerIp: LimitHook;
      codeRequestPerAccount: LimitHook;
      codeCheckPerIp: LimitHook;
      codeCheckPerAccount: LimitHook;
      mailSendPerAccount: LimitHook;
      recordWritesPerAccount: LimitHook;
    };
  }
}

/** The account a code request or check is about: the logged-in user, else the e-mail or recovery session. */
function accountKeyOf(request: FastifyRequest): string {
  if (request.auth) return `user:${request.auth.user.id}`;
  const body = request.body as { email?: unknown; session_id?: unknown } | undefined;
  return `anon:${String(body?.email ?? body?.session_id ?? request.ip)}`;
}

/**
 * Abuse limits (DESIGN.md §3). Counters live in this process's memory, which is right for one process;
 * several processes behind a balancer would each count separately.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { limits: AppConfig['rateLimits'] }) => {
    await app.register(rateLimit, { global: false });
    const timeWindow = options.limits.windowSeconds * 1000;

    // createRateLimit counts without replying, so several limits can apply to one route and every
    // refusal goes through our error handler as the RATE_LIMITED envelope.
    const limitBy = (
      name: string,
      max: number,
      keyOf: (request: FastifyRequest) => string,
      windowMs: number = timeWindow,
    ): LimitHook => {
      const check = app.createRateLimit({
        max,
        timeWindow: windowMs,
        keyGenerator: (request) => `${name}:${keyOf(request)}`,
      });
      return async (request) => {
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) {
          throw new AppError('RATE_LIMITED', { retryAfterSeconds: Math.max(1, result.ttlInSeconds) });
        }
      };
    };

    app.decorate('limits', {
      loginPerIp: limitBy('login-ip', options.limits.loginPerIp, (request) => request.ip),
      // Runs after validation, so the login is the normalised (lower-case) e-mail.
      loginPerAccount: limitBy('login-account', options.limits.loginPerAccount, (request) =>
        String((request.body as { login?: unknown } | undefined)?.login ?? ''),
      ),
      registerPerIp: limitBy('register-ip', options.limits.registerPerIp, (request) => request.ip),
      codeRequestPerIp: limitBy('code-request-ip', options.limits.codeRequestPerIp, (request) => request.ip),
      codeRequestPerAccount: limitBy(
        'code-request-account',
        options.limits.codeRequestPerAccount,
        accountKeyOf,
      ),
      codeCheckPerIp: limitBy('code-check-ip', options.limits.codeCheckPerIp, (request) => request.ip),
      codeCheckPerAccount: limitBy('code-check-account', options.limits.codeCheckPerAccount, accountKeyOf),
      // Messages between customers have their own, shorter window (spam comes in bursts).
      mailSendPerAccount: limitBy(
        'mail-send-account',
        options.limits.mailPerAccount,
        accountKeyOf,
        options.limits.mailWindowSeconds * 1000,
      ),
      // Creates and updates of profile records carry uploads: an onRequest hook, so a refusal costs no upload.
      recordWritesPerAccount: limitBy(
        'record-write-account',
        options.limits.recordWritesPerAccount,
        accountKeyOf,
      ),
    });
  },
  { name: 'rate-limit' },
);
