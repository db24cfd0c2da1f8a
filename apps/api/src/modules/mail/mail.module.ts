import { defineModule } from '../../composition/app-module.js';
import { mailRoutes } from './mail.routes.js';

export const mailModule = defineModule({
  name: 'mail',
  routes: async (app, { config, adapters }) =>
    app.register(mailRoutes, {
      lookups: adapters.limits.limiter({
        name: 'mail-lookup-account',
        points: config.rateLimits.mailLookupsPerAccount,
        windowSeconds: config.rateLimits.windowSeconds,
      }),
    }),
});
