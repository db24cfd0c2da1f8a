import { defineModule } from '../../composition/app-module.js';
import { authRoutes } from './auth.routes.js';

export const authModule = defineModule({
  name: 'auth',
  routes: async (app, { config }) =>
    app.register(authRoutes, {
      captchaAfterFailures: config.loginCaptchaAfterFailures,
      referralSharePercent: config.referrals.sharePercent,
    }),
});
