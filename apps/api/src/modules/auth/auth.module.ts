import { defineModule } from '../../composition/app-module.js';
import { bindJob } from '../../jobs/job-definition.js';
import { supportSessionEnd } from './auth.jobs.js';
import { authRoutes } from './auth.routes.js';
import { supportSessionStaffRoutes } from './staff/support-session-staff.routes.js';
import { tellSupportSessionEnd } from './support-session-end.job.js';

export const authModule = defineModule({
  name: 'auth',
  routes: async (app, { config, adapters, ports }) => {
    await app.register(authRoutes, {
      captchaAfterFailures: config.loginCaptchaAfterFailures,
      hashCost: config.passwordHash,
      limits: adapters.limits,
      referralSharePercent: config.referrals.sharePercent,
      ports,
    });
    await app.register(supportSessionStaffRoutes, {
      appUrl: config.appUrl,
      staffNamesById: ports.staffNamesById,
    });
  },
  // Staff names come from the staff module, through a port: staff sits above auth.
  jobs: ({ ports }) => [bindJob(supportSessionEnd, tellSupportSessionEnd(ports.staffNamesById))],
});
