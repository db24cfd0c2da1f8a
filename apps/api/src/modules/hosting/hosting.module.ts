import { defineModule } from '../../composition/app-module.js';
import { bindJob, bindSchedule } from '../../jobs/job-definition.js';
import { catalogueRoutes } from './catalogue.routes.js';
import { cronJobsRoutes } from './cron-jobs.routes.js';
import { databasesRoutes } from './databases.routes.js';
import { dnsRoutes } from './dns.routes.js';
import { ftpUsersRoutes } from './ftp-users.routes.js';
import {
  createOrderSite,
  orderScheduler,
  panelTask,
  provisionOrder,
  sslWatch,
  usageWatch,
} from './hosting.jobs.js';
import { registerHostingMetrics } from './hosting-metrics.js';
import { mailboxesRoutes } from './mailboxes.routes.js';
import { orderCancelRoutes } from './order-cancel.routes.js';
import { runOrderScheduler } from './order-scheduler.js';
import { runCreateOrderSite } from './order-site.job.js';
import { ordersRoutes } from './orders.routes.js';
import { runPanelTask } from './panel-task.job.js';
import { runProvisionOrder } from './provision-order.job.js';
import { sitesRoutes } from './sites.routes.js';
import { runSslWatch } from './ssl-watch.js';
import { catalogueStaffRoutes } from './staff/catalogue-staff.routes.js';
import { mailDbStaffRoutes } from './staff/mail-db-staff.routes.js';
import { ordersStaffRoutes } from './staff/orders-staff.routes.js';
import { sitesStaffRoutes } from './staff/sites-staff.routes.js';
import { toolsStaffRoutes } from './staff/tools-staff.routes.js';
import { usageRoutes } from './usage.routes.js';
import { runUsageWatch } from './usage-watch.js';

/** Hosting catalogue and orders; the panel work runs as jobs, the order timers as a recurring job. */
export const hostingModule = defineModule({
  name: 'hosting',
  routes: async (app, { adapters, config }) => {
    registerHostingMetrics(app.metrics, app.db);
    await app.register(catalogueRoutes);
    await app.register(ordersRoutes, {
      deps: adapters.hosting,
      tariffChangePolicy: config.hosting.tariffChangePolicy,
    });
    await app.register(orderCancelRoutes, {
      deps: adapters.hosting,
      cancelRefundPolicy: config.hosting.cancelRefundPolicy,
    });
    await app.register(sitesRoutes, { deps: adapters.hosting });
    await app.register(dnsRoutes, { deps: adapters.hosting });
    await app.register(mailboxesRoutes, { deps: adapters.hosting });
    await app.register(databasesRoutes, { deps: adapters.hosting });
    await app.register(catalogueStaffRoutes, { hosting: adapters.hosting });
    await app.register(ordersStaffRoutes);
    await app.register(sitesStaffRoutes, { deps: adapters.hosting });
    await app.register(mailDbStaffRoutes, { deps: adapters.hosting });
    await app.register(ftpUsersRoutes, { deps: adapters.hosting });
    await app.register(cronJobsRoutes, { deps: adapters.hosting });
    await app.register(usageRoutes, { deps: adapters.hosting });
    await app.register(toolsStaffRoutes, { deps: adapters.hosting });
  },
  jobs: ({ adapters }) => [
    bindJob(provisionOrder, runProvisionOrder(adapters.hosting)),
    bindJob(panelTask, runPanelTask(adapters.hosting)),
    bindJob(createOrderSite, runCreateOrderSite(adapters.hosting)),
  ],
  // HOSTING_SCHEDULER_MS=0 leaves it to other processes (the runner never polls it); tests run it by id.
  recurring: ({ adapters, config }) => [
    bindSchedule(sslWatch, runSslWatch(adapters.hosting), { everyMs: config.hosting.sslWatchMs }),
    bindSchedule(usageWatch, runUsageWatch(adapters.hosting)),
    bindSchedule(
      orderScheduler,
      async ({ db, clock }) => {
        await runOrderScheduler(db, clock, {
          autopay: { vault: adapters.cardVault, payments: config.payments },
          hosting: adapters.hosting,
        });
      },
      { everyMs: config.hosting.schedulerMs },
    ),
  ],
});
