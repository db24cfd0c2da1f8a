import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/config.js';
import { jobsPlugin } from './jobs/jobs-plugin.js';
import { type Clock, systemClock } from './lib/clock.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { devRoutes } from './modules/dev/dev.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { hostingModule } from './modules/hosting/hosting.module.js';
import { mailRoutes } from './modules/mail/mail.routes.js';
import { metaRoutes } from './modules/meta/meta.routes.js';
import { newsRoutes } from './modules/news/news.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { paymentsModule } from './modules/payments/payments.module.js';
import { profileRecordsModule } from './modules/profile-records/profile-records.module.js';
import { promoCodesRoutes } from './modules/promo-codes/promo-codes.routes.js';
import { referralsRoutes } from './modules/referrals/referrals.routes.js';
import { securityRoutes } from './modules/security/security.routes.js';
import { sessionsRoutes } from './modules/sessions/sessions.routes.js';
import { telegramModule } from './modules/telegram/telegram.module.js';
import { telegramPlugin } from './modules/telegram/telegram.plugin.js';
import { authPlugin } from './plugins/auth.js';
import { dbPlugin } from './plugins/db.js';
import { errorsPlugin } from './plugins/errors.js';
import { loggerOptions } from './plugins/logger.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { staticSpaPlugin } from './plugins/static-spa.js';
import { swaggerPlugin } from './plugins/swagger.js';

export type { AppConfig } from './config/config.js';
export type { Clock } from './lib/clock.js';

/** What buildApp can be given instead of the real thing (tests move the clock). */
export interface AppDeps {
  clock?: Clock;
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

/** A hop count trusts that many proxies nearest to us, as proxy-addr counts them. */
const trustProxyOption = (trust: AppConfig['trustProxy']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/** The whole API: plugins first, then the modules, in the order they apply. */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: trustProxyOption(config.trustProxy),
    // The first start of PGlite in a new folder runs initdb, which takes seconds on a slow machine.
    pluginTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('clock', deps.clock ?? systemClock);

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(dbPlugin, { database: config.database, seedDemo: config.demoMode });
  await app.register(rateLimitPlugin, { limits: config.rateLimits });
  await app.register(authPlugin);
  // Before the jobs: the notification delivery job sends through the bot.
  await app.register(telegramPlugin, { config });
  await app.register(jobsPlugin, { config });
  await app.register(swaggerPlugin, { appUrl: config.appUrl });

  await app.register(healthRoutes);
  await app.register(metaRoutes, { config });
  await app.register(authRoutes, {
    captchaAfterFailures: config.loginCaptchaAfterFailures,
    referralSharePercent: config.referrals.sharePercent,
  });
  await app.register(accountRoutes);
  await app.register(securityRoutes, { codeSecret: config.codeSecret });
  await app.register(sessionsRoutes);
  if (config.demoMode) await app.register(devRoutes);
  await app.register(paymentsModule, { config });
  await app.register(hostingModule, { config });
  await app.register(telegramModule, { config });
  await app.register(profileRecordsModule, { config });
  await app.register(referralsRoutes, {
    appUrl: config.appUrl,
    sharePercent: config.referrals.sharePercent,
  });
  await app.register(promoCodesRoutes, { limits: config.promoCodes });
  await app.register(mailRoutes);
  await app.register(newsRoutes);
  await app.register(notificationsRoutes);

  await app.register(staticSpaPlugin, { webDistDir: config.webDistDir });
  return app;
}
