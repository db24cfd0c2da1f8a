import { defineModule } from '../../composition/app-module.js';
import { authRoutes } from './auth.routes.js';

export const authModule = defineModule({
  name: 'auth',
  routes: async (app, { config, adapters }) =>
    app.register(authRoutes, {
      captchaAfterFailures: config.loginCaptchaAfterFailures,
      limits: adapters.limits,
      referralSharePercent: config.referrals.sharePercent,
    }),
});
