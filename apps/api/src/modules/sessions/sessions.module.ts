import { defineModule } from '../../composition/app-module.js';
import { sessionsRoutes } from './sessions.routes.js';

export const sessionsModule = defineModule({
  name: 'sessions',
  routes: async (app) => app.register(sessionsRoutes),
});
