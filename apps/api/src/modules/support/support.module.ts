import multipart from '@fastify/multipart';
import { defineModule } from '../../composition/app-module.js';
import { guestSupportRoutes } from './guest.routes.js';
import { ticketsStaffRoutes } from './staff/tickets-staff.routes.js';
import { supportRoutes } from './support.routes.js';
import { supportLimits } from './support-limits.js';

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
    await app.register(ticketsStaffRoutes, { deps });
  },
});
