import { defineModule } from '../../composition/app-module.js';
import { accountRoutes } from './account.routes.js';
import { customersStaffRoutes } from './staff/customers-staff.routes.js';

export const accountModule = defineModule({
  name: 'account',
  routes: async (app) => {
    await app.register(accountRoutes);
    await app.register(customersStaffRoutes);
  },
});
