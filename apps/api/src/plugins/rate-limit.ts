import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/config.js';
import { AppError } from '../errors/app-error.js';

type LimitHook = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    limits: { loginPerIp: LimitHook; loginPerAccount: LimitHook; registerPerIp: LimitHook };
  }
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
    const limitBy = (name: string, max: number, keyOf: (request: FastifyRequest) => string): LimitHook => {
      const check = app.createRateLimit({
        max,
        timeWindow,
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
    });
  },
  { name: 'rate-limit' },
);
