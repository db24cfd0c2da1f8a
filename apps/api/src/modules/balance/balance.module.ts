import { defineModule } from '../../composition/app-module.js';
import { balanceRoutes } from './balance.routes.js';

export const balanceModule = defineModule({
  name: 'balance',
  routes: async (app, { ports }) => app.register(balanceRoutes, { topUpSources: ports.topUpSources }),
});
