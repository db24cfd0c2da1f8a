import { defineModule } from '../../composition/app-module.js';
import { referralsRoutes } from './referrals.routes.js';

export const referralsModule = defineModule({
  name: 'referrals',
  routes: async (app, { config }) =>
    app.register(referralsRoutes, { appUrl: config.appUrl, sharePercent: config.referrals.sharePercent }),
});
