import { defineModule } from '../../composition/app-module.js';
import { defineRecurring } from '../../jobs/job-definition.js';
import { catalogueRoutes } from './catalogue.routes.js';
import { runOrderScheduler } from './order-scheduler.js';
import { ordersRoutes } from './orders.routes.js';
import { panelTaskJob } from './panel-task.job.js';
import { provisionOrderJob } from './provision-order.job.js';

export const ORDER_SCHEDULER_JOB = 'hosting.order-scheduler';

/** Hosting catalogue and orders; the panel work runs as jobs, the order timers as a recurring job. */
export const hostingModule = defineModule({
  name: 'hosting',
  routes: async (app, { adapters, config }) => {
    await app.register(catalogueRoutes);
    await app.register(ordersRoutes, {
      deps: adapters.hosting,
      tariffChangePolicy: config.hosting.tariffChangePolicy,
    });
  },
  jobs: ({ adapters }) => [provisionOrderJob(adapters.hosting), panelTaskJob(adapters.hosting)],
  // HOSTING_SCHEDULER_MS=0 leaves it to other processes (the runner never polls it); tests run it by name.
  recurring: ({ config }) => [
    defineRecurring({
      name: ORDER_SCHEDULER_JOB,
      everyMs: config.hosting.schedulerMs,
      run: async ({ db, clock }) => {
        await runOrderScheduler(db, clock);
      },
    }),
  ],
});
