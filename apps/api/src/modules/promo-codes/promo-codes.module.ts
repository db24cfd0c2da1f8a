import { defineModule } from '../../composition/app-module.js';
import { promoCodesRoutes } from './promo-codes.routes.js';
import { createPromoGuard } from './promo-failures.js';
import { promoCodesStaffRoutes } from './staff/promo-codes-staff.routes.js';

export const promoCodesModule = defineModule({
  name: 'promo-codes',
  routes: async (app, { config, adapters }) => {
    await app.register(promoCodesRoutes, { guard: createPromoGuard(adapters.limits, config.promoCodes) });
    await app.register(promoCodesStaffRoutes);
  },
});
