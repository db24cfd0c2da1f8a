import { defineModule } from '../../composition/app-module.js';
import { promoCodesRoutes } from './promo-codes.routes.js';
import { createPromoGuard } from './promo-failures.js';

export const promoCodesModule = defineModule({
  name: 'promo-codes',
  routes: async (app, { config, adapters }) =>
    app.register(promoCodesRoutes, { guard: createPromoGuard(adapters.limits, config.promoCodes) }),
});
