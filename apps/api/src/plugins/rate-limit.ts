import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/config.js';
import { AppError, type AppErrorDetails } from '../errors/app-error.js';
import type { LimitStore } from '../integrations/limits/limit-store.js';

type LimitHook = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    limits: {
      loginPerIp: LimitHook;
      loginStartPerIp: LimitHook;
      loginPerAccount: LimitHook;
      registerPerIp: LimitHook;
      codeRequestPerIp: LimitHook;
      codeRequestPerAccount: LimitHook;
      codeCheckPerIp: LimitHook;
      codeCheckPerAccount: LimitHook;
      mailSendPerAccount: LimitHook;
      recordWritesPerAccount: LimitHook;
      liveTicketsPerAccount: LimitHook;
      apiKeyRequests: LimitHook;
    };
  }
}

/** The account a code request or check is about: the logged-in user, else the e-mail or recovery session. */
function accountKeyOf(request: FastifyRequest): string {
  if (request.auth) return `user:${request.auth.user.id}`;
  const body = request.body as { email?: unknown; session_id?: unknown } | undefined;
  return `anon:${String(body?.email ?? body?.session_id ?? request.ip)}`;
}

const carriesCaptcha = (request: FastifyRequest) => {
  const body = request.body as { captcha_id?: unknown; captcha?: unknown } | undefined;
  return typeof body?.captcha_id === 'string' && typeof body.captcha === 'string' && body.captcha !== '';
};

const unlessCaptcha =
  (hook: LimitHook): LimitHook =>
  async (request) => {
    if (!carriesCaptcha(request)) await hook(request);
  };

/**
 * Abuse limits (docs/product/account.md) as request hooks. Every counter lives in the limit store (the database), so all
 * processes behind a balancer count together; each hook counts and checks in one atomic step.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { limits: AppConfig['rateLimits']; store: LimitStore }) => {
    const windowSeconds = options.limits.windowSeconds;
    // Attempts of limits that count only failures, given back when the answer is a success.
    const refunds = new WeakMap<FastifyRequest, (() => Promise<void>)[]>();
    const limitBy = (
      name: string,
      points: number,
      keyOf: (request: FastifyRequest) => string,
      window: number = windowSeconds,
      refusal: { onlyFailures?: boolean; fields?: AppErrorDetails['fields'] } = {},
    ): LimitHook => {
      const limiter = options.store.limiter({ name, points, windowSeconds: window });
      return async (request) => {
        const key = keyOf(request);
        // Counted before the work, so racing attempts cannot overshoot; a success gives its point back.
        const outcome = await limiter.consume(key);
        if (!outcome.allowed) {
          throw new AppError('RATE_LIMITED', {
            retryAfterSeconds: outcome.retryAfterSeconds,
            ...(refusal.fields ? { fields: refusal.fields } : {}),
          });
        }
        if (refusal.onlyFailures)
          refunds.set(request, [...(refunds.get(request) ?? []), () => limiter.reward(key)]);
      };
    };
    // A callback hook: the requests with nothing to give back, nearly all, pass without a promise of their own.
    app.addHook('onSend', (request, reply, payload, done) => {
      const due = refunds.get(request);
      if (!due || reply.statusCode >= 400) return done(null, payload);
      refunds.delete(request);
      Promise.all(due.map((refund) => refund())).then(() => done(null, payload), done);
    });

    app.decorate('limits', {
      // Logins count only failures: an owner signing in often is never held back by it.
      loginPerIp: limitBy('login-ip', options.limits.loginPerIp, (request) => request.ip, windowSeconds, {
        onlyFailures: true,
      }),
      // A step that proves nothing yet (passkey options store a challenge): every call counts, on a counter of
      // its own, since the login screen asks for options as it opens (passkeys offered in the e-mail field's
      // autofill): visitors behind one shared address must not spend the failed-login allowance by opening it.
      loginStartPerIp: limitBy('login-start-ip', options.limits.loginStartPerIp, (request) => request.ip),
      // Runs after validation, so the login is the normalised (lower-case) e-mail. An attempt that carries a
      // captcha answer is not counted: past the failure threshold every try needs a new solved captcha, so a
      // stranger guessing cannot lock the owner out, and the owner can still log in. The refusal says so: its
      // captcha field makes the login screen show the picture.
      loginPerAccount: unlessCaptcha(
        limitBy(
          'login-account',
          options.limits.loginPerAccount,
          (request) => String((request.body as { login?: unknown } | undefined)?.login ?? ''),
          windowSeconds,
          { onlyFailures: true, fields: { captcha: ['required'] } },
        ),
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
        options.limits.mailWindowSeconds,
      ),
      // Creates and updates of profile records carry uploads: an onRequest hook, so a refusal costs no upload.
      recordWritesPerAccount: limitBy(
        'record-write-account',
        options.limits.recordWritesPerAccount,
        accountKeyOf,
      ),
      // Each ticket is a row until the sweep; the web client buys one per (re)connection, with a growing pause.
      // Counted per person: a member's reconnections spend their own allowance, not the owner's.
      liveTicketsPerAccount: limitBy(
        'live-ticket-account',
        options.limits.liveTicketsPerAccount,
        (request) => (request.auth ? `person:${request.auth.actor.id}` : accountKeyOf(request)),
      ),
      // Every request a personal API key makes, per key, in one-minute windows: a runaway script is held back
      // without touching its owner's browser sessions or other keys.
      apiKeyRequests: limitBy(
        'api-key',
        options.limits.apiKeyPerMinute,
        (request) => `key:${request.auth?.apiKey?.id ?? 0}`,
        60,
      ),
    });
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
