import { defineModule } from '../../composition/app-module.js';
import { domainLifecycleJob } from './domain-lifecycle.job.js';
import { domainOperationJob } from './domain-operation.job.js';
import { domainOrdersRoutes } from './domain-orders.routes.js';
import { domainRenewalRoutes } from './domain-renewal.routes.js';
import { domainSyncJob } from './domain-sync.job.js';
import { domainsRoutes } from './domains.routes.js';

/** Domain checks per address per minute: each may cost a query to the registry or the registrar. */
const CHECKS_PER_IP_PER_MINUTE = 30;

export const domainsModule = defineModule({
  name: 'domains',
  routes: async (app, { adapters, config }) => {
    await app.register(domainsRoutes, {
      registrars: adapters.registrars,
      checksPerIp: adapters.limits.limiter({
        name: 'domain-check-ip',
        points: CHECKS_PER_IP_PER_MINUTE,
        windowSeconds: 60,
      }),
    });
    await app.register(domainOrdersRoutes, {
      registrars: adapters.registrars,
      defaultNameservers: config.domains.defaultNameservers,
    });
    await app.register(domainRenewalRoutes);
  },
  // Pending operations of gTLDs go to the registrar's API; .uz ones wait for staff in the console.
  jobs: ({ adapters }) => [domainOperationJob(adapters.registrars.api)],
  // The timers (expiry, grace, redemption, reminders, auto-renew) hourly; the registrar sync daily.
  recurring: ({ adapters, config }) => [
    domainLifecycleJob({ autoRenewDays: config.domains.autoRenewDays }),
    domainSyncJob({ registrar: adapters.registrars.api, batch: config.domains.syncBatch }),
  ],
});
