import { defineModule } from '../../composition/app-module.js';
import { accountRoutes } from './account.routes.js';

export const accountModule = defineModule({
  name: 'account',
  routes: async (app) => app.register(accountRoutes),
});
