import { defineModule } from '../../composition/app-module.js';
import { sendRecoveryCodeJob } from './recovery-code.job.js';
import { securityRoutes } from './security.routes.js';

export const securityModule = defineModule({
  name: 'security',
  routes: async (app, { config }) => app.register(securityRoutes, { codeSecret: config.codeSecret }),
  jobs: ({ config }) => [sendRecoveryCodeJob(config.codeSecret)],
});
