import { defineModule } from '../../composition/app-module.js';
import { promoCodesRoutes } from './promo-codes.routes.js';

export const promoCodesModule = defineModule({
  name: 'promo-codes',
  routes: async (app, { config }) => app.register(promoCodesRoutes, { limits: config.promoCodes }),
});
