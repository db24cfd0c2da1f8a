import { defineModule } from '../../composition/app-module.js';
import { bindJob, bindSchedule } from '../../jobs/job-definition.js';
import { domainLifecycleRun } from './domain-lifecycle.job.js';
import { carryDomainOperation } from './domain-operation.job.js';
import { domainOrdersRoutes } from './domain-orders.routes.js';
import { domainRenewalRoutes } from './domain-renewal.routes.js';
import { domainSyncRun } from './domain-sync.job.js';
import { syncDomains, syncDriftDryRun } from './domain-sync.service.js';
import { domainLifecycle, domainOperation, domainSync } from './domains.jobs.js';
import { domainsRoutes } from './domains.routes.js';
import { registerDomainMetrics } from './domains-metrics.js';
import { domainsStaffRoutes } from './staff/domains-staff.routes.js';

/** Domain checks per address per minute: each may cost a query to the registry or the registrar. */
const CHECKS_PER_IP_PER_MINUTE = 30;

export const domainsModule = defineModule({
  name: 'domains',
  routes: async (app, { adapters, config }) => {
    registerDomainMetrics(app.metrics, app.db);
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
    await app.register(domainsStaffRoutes, {
      registrar: adapters.registrars.api,
      lowBalanceUsd: config.domains.lowBalanceUsd,
      dryRun: syncDriftDryRun(adapters.registrars.api, config.domains.syncBatch),
      syncNow: (db, now) =>
        syncDomains(db, adapters.registrars.api, { now, batch: config.domains.syncBatch }),
    });
  },
  // Pending operations of gTLDs go to the registrar's API; .uz ones wait for staff in the console.
  jobs: ({ adapters }) => [bindJob(domainOperation, carryDomainOperation(adapters.registrars.api))],
  // The timers (expiry, grace, redemption, reminders, auto-pay, auto-renew) hourly; the registrar sync daily.
  recurring: ({ adapters, config }) => [
    bindSchedule(
      domainLifecycle,
      domainLifecycleRun({
        autoRenewDays: config.domains.autoRenewDays,
        autopay: { vault: adapters.cardVault, payments: config.payments },
      }),
    ),
    bindSchedule(
      domainSync,
      domainSyncRun({ registrar: adapters.registrars.api, batch: config.domains.syncBatch }),
    ),
  ],
});
