import multipart from '@fastify/multipart';
import { defineModule } from '../../composition/app-module.js';
import { bindJob, bindSchedule } from '../../jobs/job-definition.js';
import { guestSupportRoutes } from './guest.routes.js';
import { startMailListener } from './mail-listener.js';
import { ticketsStaffRoutes } from './staff/tickets-staff.routes.js';
import { postStaffChatWarning } from './staff-chat-warning.job.js';
import { staffChatWarning, supportPromise } from './support.jobs.js';
import { supportRoutes } from './support.routes.js';
import { supportLimits } from './support-limits.js';
import { runSupportPromise } from './support-promise.job.js';
import { ticketConfirmationRoutes } from './ticket-confirmation.routes.js';

/**
 * The support desk: customers' and guests' tickets, and the console's queue. Multipart parsing is registered inside this module's plugin
 * only, so no other route accepts multipart bodies.
 */
export const supportModule = defineModule({
  name: 'support',
  routes: async (app, { config, adapters }) => {
    await app.register(multipart, { throwFileSizeLimit: false });
    const deps = { db: app.db, storage: adapters.storage, config: config.supportDesk, appUrl: config.appUrl };
    const limits = supportLimits(adapters.limits, config.supportDesk);
    await app.register(supportRoutes, { deps, limits });
    await app.register(guestSupportRoutes, { deps, limits });
    await app.register(ticketConfirmationRoutes, { deps, limits });
    await app.register(ticketsStaffRoutes, { deps });
    const { smtp } = config.supportDesk;
    if (!smtp.enabled) return;
    // Started with the app and closed with it; only the process with the switch on listens.
    const listener = await startMailListener(
      { ...deps, limits, clock: app.clock, log: app.log, dns: adapters.mailDns },
      { host: smtp.host, port: smtp.port },
    );
    app.log.info({ port: listener.port }, 'support mail listener started');
    app.addHook('onClose', listener.close);
  },
  jobs: ({ config, adapters }) => {
    const chatId = config.operations.alerts.staffChatId;
    if (!adapters.telegram || chatId === undefined) return [];
    return [bindJob(staffChatWarning, postStaffChatWarning(adapters.telegram.api, chatId))];
  },
  recurring: ({ config, adapters }) => [
    bindSchedule(
      supportPromise,
      runSupportPromise({
        config: config.supportDesk,
        // The same condition as the alerts' chat (alerts.module.ts): a bot and STAFF_ALERT_CHAT_ID.
        hasStaffChat: adapters.telegram !== null && config.operations.alerts.staffChatId !== undefined,
      }),
    ),
  ],
});
