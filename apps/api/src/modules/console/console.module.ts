import { defineModule } from '../../composition/app-module.js';
import { backgroundJobsRoutes } from './background-jobs.routes.js';
import { customerPageRoutes } from './customer-page.routes.js';
import { dashboardRoutes } from './dashboard.routes.js';

/**
 * The operator console's screens that draw on several modules (the dashboard, the customer search and page) and
 * the job runner's, which no module owns. Every other staff route lives with the module it acts on, in that
 * module's staff/ folder; staff sign-in is the staff module's.
 */
export const consoleModule = defineModule({
  name: 'console',
  routes: async (app) => {
    await app.register(dashboardRoutes);
    await app.register(customerPageRoutes);
    await app.register(backgroundJobsRoutes);
  },
});
