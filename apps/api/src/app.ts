import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { type Adapters, buildAdapters } from './composition/adapters.js';
import type { AppModule, ModuleContext, ModulePorts } from './composition/app-module.js';
import { startDemoLayer } from './composition/demo.js';
import { seedDemoData } from './composition/demo-seed.js';
import { idempotencySweep, limitsSweep } from './composition/infrastructure.jobs.js';
import type { AppConfig } from './config/config.js';
import type { ResolveHost } from './integrations/webhooks/webhook-sender.js';
import { bindSchedule } from './jobs/job-definition.js';
import { jobsPlugin } from './jobs/jobs-plugin.js';
import { type Clock, systemClock } from './lib/clock.js';
import { responseSerializerCompiler } from './lib/response-serializer.js';
import { accountModule } from './modules/account/account.module.js';
import { alertDepsOf, alertsModule } from './modules/alerts/alerts.module.js';
import { raiseAlert } from './modules/alerts/alerts.service.js';
import { jobFailedParams } from './modules/alerts/job-failure-alert.js';
import { apiKeysModule } from './modules/api-keys/api-keys.module.js';
import { authenticateApiKey } from './modules/api-keys/api-keys.service.js';
import { authModule } from './modules/auth/auth.module.js';
import { authenticateToken } from './modules/auth/session.service.js';
import { balanceModule } from './modules/balance/balance.module.js';
import { consoleModule } from './modules/console/console.module.js';
import { devModule } from './modules/dev/dev.module.js';
import { documentsModule } from './modules/documents/documents.module.js';
import { domainsModule } from './modules/domains/domains.module.js';
import { healthModule } from './modules/health/health.module.js';
import { hostingModule } from './modules/hosting/hosting.module.js';
import { knowledgeBaseModule } from './modules/knowledge-base/knowledge-base.module.js';
import { liveModule } from './modules/live/live.module.js';
import { mailModule } from './modules/mail/mail.module.js';
import { messagesModule } from './modules/messages/messages.module.js';
import { metaModule } from './modules/meta/meta.module.js';
import { myDataModule } from './modules/my-data/my-data.module.js';
import { newsModule } from './modules/news/news.module.js';
import { notificationsModule } from './modules/notifications/notifications.module.js';
import { notify } from './modules/notifications/notifications.service.js';
import { paymentsModule } from './modules/payments/payments.module.js';
import { topUpSources } from './modules/payments/top-up-sources.js';
import { profileRecordsModule } from './modules/profile-records/profile-records.module.js';
import { promoCodesModule } from './modules/promo-codes/promo-codes.module.js';
import { referralsModule } from './modules/referrals/referrals.module.js';
import { recordReferral } from './modules/referrals/referrals.service.js';
import { checkCaptcha } from './modules/security/captcha.service.js';
import { securityModule } from './modules/security/security.module.js';
import { openLoginChallenge } from './modules/security/two-factor-login.service.js';
import { sessionsModule } from './modules/sessions/sessions.module.js';
import { auditedChange } from './modules/staff/audit.service.js';
import { staffModule } from './modules/staff/staff.module.js';
import { authenticateStaffToken } from './modules/staff/staff-auth.service.js';
import { isStaffActive, staffNamesById } from './modules/staff/staff-directory.service.js';
import { createSupportChatReplies } from './modules/support/chat-replies.js';
import { supportModule } from './modules/support/support.module.js';
import { teamModule } from './modules/team/team.module.js';
import { mayFollowAccount, openAccount, recordMemberActivity } from './modules/team/team.service.js';
import { telegramModule } from './modules/telegram/telegram.module.js';
import { createTelegramDelivery } from './modules/telegram/telegram-delivery.js';
import { webhooksModule } from './modules/webhooks/webhooks.module.js';
import { authPlugin } from './plugins/auth.js';
import { compressionPlugin } from './plugins/compression.js';
import { dbPlugin } from './plugins/db.js';
import { answerClientError, answerFrameworkError, errorsPlugin } from './plugins/errors.js';
import { idempotencyPlugin, sweepIdempotencyKeys } from './plugins/idempotency.js';
import { inputGuardPlugin } from './plugins/input-guard.js';
import { languagePlugin } from './plugins/language.js';
import { loggerOptions } from './plugins/logger.js';
import { metricsPlugin } from './plugins/metrics.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { requestIdPlugin } from './plugins/request-id.js';
import { RequestLogController } from './plugins/request-log.js';
import { requestLoggerFactory } from './plugins/request-logger.js';
import { originOf, securityHeadersPlugin } from './plugins/security-headers.js';
import { staffAuditPlugin } from './plugins/staff-audit.js';
import { staffAuthPlugin } from './plugins/staff-auth.js';
import { staticSpaPlugin } from './plugins/static-spa.js';
import { swaggerPlugin } from './plugins/swagger.js';

export type { AppConfig } from './config/config.js';
export type { Clock } from './lib/clock.js';

/** What buildApp can be given instead of the real thing (tests move the clock). */
export interface AppDeps {
  clock?: Clock;
  /** Where the log lines go instead of stdout (the test that scans them for personal data). */
  logStream?: DestinationStream;
  /** The DNS answers webhooks connect by, instead of the system resolver (tests: an answer that changes). */
  resolveHost?: ResolveHost;
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
    /** The adapters the app was built with (tests and operator tools reach the ports through them). */
    adapters: Adapters;
  }
}

/** Only the named proxies are believed about the client's address (proxy-addr walks X-Forwarded-For to them). */
const trustProxyOption = (trust: AppConfig['trustProxy']) => (trust.length > 0 ? trust : false);

/** Every module of the API, in the order their routes register. */
const modulesOf = (config: AppConfig): AppModule[] => [
  healthModule,
  metaModule,
  authModule,
  accountModule,
  securityModule,
  sessionsModule,
  ...(config.demoMode ? [devModule] : []),
  balanceModule,
  paymentsModule,
  documentsModule,
  hostingModule,
  domainsModule,
  telegramModule,
  profileRecordsModule,
  referralsModule,
  promoCodesModule,
  myDataModule,
  mailModule,
  newsModule,
  knowledgeBaseModule,
  notificationsModule,
  liveModule,
  messagesModule,
  teamModule,
  apiKeysModule,
  staffModule,
  supportModule,
  consoleModule,
  alertsModule,
  webhooksModule,
];

/** The whole API: cross-cutting plugins, the adapters (simulators first in demo mode), then the modules. */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    logController: new RequestLogController(),
    // Each request's child logger is made when the request first writes a line (plugins/request-logger.ts).
    childLoggerFactory: requestLoggerFactory,
    // Unique across processes, so a line of one process and the job another ran from its request share an id.
    genReqId: () => randomUUID(),
    trustProxy: trustProxyOption(config.trustProxy),
    // The first start of PGlite in a new folder runs initdb, which takes seconds on a slow machine.
    pluginTimeout: 120_000,
    // While the process drains (server.ts), a request still arriving on an open connection is served, with
    // `Connection: close`, rather than refused with a 503 that nginx could not retry elsewhere for a POST.
    return503OnClosing: false,
    // Errors raised before a route runs answer the envelope too (plugins/errors.ts).
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('clock', deps.clock ?? systemClock);

  await app.register(requestIdPlugin);
  await app.register(errorsPlugin);
  // Set once the demo layer has pointed the config at its simulators (below).
  let cardFormOrigins: string[] = [];
  await app.register(securityHeadersPlugin, { connectSources: () => cardFormOrigins });
  await app.register(compressionPlugin);
  await app.register(inputGuardPlugin);
  await app.register(languagePlugin);
  await app.register(metricsPlugin, { token: config.operations.metricsToken });
  await app.register(dbPlugin, {
    database: config.database,
    // The demo seed knows every module, so it is handed to the db plugin from here (composition/demo-seed.ts).
    afterMigrate: config.demoMode
      ? (db) => seedDemoData(db, config.hosting.secretKey, config.passwordHash)
      : undefined,
  });

  const demo = await startDemoLayer(config, app.db, app.log);
  app.addHook('onClose', demo.close);
  const adapters = buildAdapters(demo.config, {
    db: app.db,
    clock: app.clock,
    ...(deps.resolveHost ? { resolveHost: deps.resolveHost } : {}),
  });
  cardFormOrigins = adapters.cardVault ? [originOf(adapters.cardVault.browserSetup.apiUrl)] : [];
  // Where a lower module needs a higher one, the higher one's function is handed down here (modules depend one way).
  const chatReplies = createSupportChatReplies({
    storage: adapters.storage,
    config: demo.config.supportDesk,
    appUrl: demo.config.appUrl,
    clock: app.clock,
  });
  const ports: ModulePorts = {
    mayFollowAccount,
    topUpSources,
    staffNamesById,
    checkCaptcha,
    openLoginChallenge,
    recordReferral,
    // `context` is defined below; the alert is raised long after composition.
    raiseStaffAlert: (db, alert) => raiseAlert(alertDepsOf(context), db, alert),
    chatDelivery: adapters.telegram ? createTelegramDelivery(adapters.telegram.api, chatReplies) : undefined,
    chatReplies,
    notifyCustomer: notify,
  };
  const context: ModuleContext = { config: demo.config, adapters, ports };
  app.decorate('adapters', adapters);

  await app.register(rateLimitPlugin, { limits: config.rateLimits, store: adapters.limits });
  // The plugins import no module: what they need of the modules is handed to them here.
  await app.register(authPlugin, {
    authenticateToken,
    authenticateApiKey,
    limitApiKey: (request) => app.limits.apiKeyRequests(request),
    isStaffActive,
    auditedChange,
    openAccount,
    recordMemberActivity,
  });
  await app.register(staffAuthPlugin, { authenticateStaffToken });
  await app.register(staffAuditPlugin, { auditedChange });
  await app.register(idempotencyPlugin);
  const modules = modulesOf(config);
  await app.register(jobsPlugin, {
    jobs: modules.flatMap((module) => module.jobs?.(context) ?? []),
    recurring: [
      ...modules.flatMap((module) => module.recurring?.(context) ?? []),
      bindSchedule(limitsSweep, async () => {
        await adapters.limits.sweep();
      }),
      bindSchedule(idempotencySweep, ({ db, clock }) => sweepIdempotencyKeys(db, clock.now())),
    ],
    pollMs: config.jobsPollMs,
    database: config.database,
    // A job given up after its last attempt is an alert for staff (at most one an hour, modules/alerts).
    onFailure: async (failure) => {
      app.metrics.jobFailures.inc({ kind: failure.name, final: String(failure.final) });
      if (!failure.final) return;
      const params = jobFailedParams(failure);
      await raiseAlert(alertDepsOf(context), app.db, { kind: 'job_failed', params, now: app.clock.now() });
    },
  });
  await app.register(swaggerPlugin, { appUrl: config.appUrl });

  for (const module of modules) {
    const { routes } = module;
    if (routes) await app.register(async (scope) => routes(scope, context), { name: module.name });
  }

  await app.register(staticSpaPlugin, {
    webDistDir: config.webDistDir,
    adminDistDir: config.adminDistDir,
    describedPages: modules.flatMap((module) => module.pages?.(context) ?? []),
    connectSources: cardFormOrigins,
  });
  return app;
}
