import { defineModule } from '../../composition/app-module.js';
import { domainsRoutes } from './domains.routes.js';

/** Domain checks per address per minute: each may cost a query to the registry or the registrar. */
const CHECKS_PER_IP_PER_MINUTE = 30;

export const domainsModule = defineModule({
  name: 'domains',
  routes: async (app, { adapters }) =>
    app.register(domainsRoutes, {
      registrars: adapters.registrars,
      checksPerIp: adapters.limits.limiter({
        name: 'domain-check-ip',
        points: CHECKS_PER_IP_PER_MINUTE,
        windowSeconds: 60,
      }),
    }),
});
