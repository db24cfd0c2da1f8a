import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/config.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { catalogueRoutes } from './catalogue.routes.js';
import { startDemoPanel } from './demo-catalogue.js';
import { createHostingDeps, type HostingDeps } from './hosting-deps.js';
import { runOrderScheduler, type SchedulerResult } from './order-scheduler.js';
import { ordersRoutes } from './orders.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    hosting: { deps: HostingDeps; runScheduler(): Promise<SchedulerResult> };
  }
}

/** Hosting catalogue and orders; the order scheduler polls here; demo mode runs the fake ISPmanager. */
export const hostingModule = fp(
  async (app: FastifyInstance, options: { config: AppConfig }) => {
    const { hosting } = options.config;
    const deps = createHostingDeps(createSecretBox(hosting.secretKey), hosting.panelTimeoutMs);
    if (hosting.simulator.enabled) {
      const panel = await startDemoPanel(app.db, deps.box, hosting.simulator.port);
      app.addHook('onClose', panel.close);
      app.log.info({ panel: panel.url }, 'fake ISPmanager started');
    }
    const runScheduler = () => runOrderScheduler(app.db, app.clock);
    app.decorate('hosting', { deps, runScheduler });

    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | undefined;
    app.addHook('onReady', async () => {
      if (hosting.schedulerMs <= 0) return;
      timer = setInterval(() => {
        if (running) return;
        running = runScheduler()
          .catch((error: unknown) => app.log.error({ err: error }, 'the order scheduler failed'))
          .finally(() => {
            running = undefined;
          });
      }, hosting.schedulerMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await running;
    });

    await app.register(catalogueRoutes);
    await app.register(ordersRoutes, { deps });
  },
  { name: 'hosting', dependencies: ['db', 'jobs'] },
);
