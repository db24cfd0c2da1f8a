import { defineModule } from '../../composition/app-module.js';
import { healthRoutes } from './health.routes.js';

export const healthModule = defineModule({
  name: 'health',
  routes: async (app) => app.register(healthRoutes),
});
