import { defineModule } from '../../composition/app-module.js';
import type { JobDefinition } from '../../jobs/job-definition.js';
import { authRoutes } from './auth.routes.js';
import { supportSessionEndJob } from './support-session-end.job.js';

export const authModule = defineModule({
  name: 'auth',
  routes: async (app, { config, adapters }) =>
    app.register(authRoutes, {
      captchaAfterFailures: config.loginCaptchaAfterFailures,
      limits: adapters.limits,
      referralSharePercent: config.referrals.sharePercent,
    }),
  jobs: () => [supportSessionEndJob as JobDefinition<unknown>],
});
