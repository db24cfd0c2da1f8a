import { defineModule } from '../../composition/app-module.js';
import { staffRoutes } from './staff.routes.js';
import { staffSecretBox } from './staff-auth.service.js';

/**
 * Failed staff logins in this window, per address and per account (across addresses), before attempts wait for
 * the window's end (staff-login-guard.ts).
 */
const STAFF_LOGIN_WINDOW_SECONDS = 15 * 60;
const STAFF_LOGIN_FAILURES_PER_IP = 10;
const STAFF_LOGIN_FAILURES_PER_ACCOUNT = 10;

export const staffModule = defineModule({
  name: 'staff',
  routes: async (app, { config, adapters }) =>
    app.register(staffRoutes, {
      box: staffSecretBox(config.hosting.secretKey),
      appUrl: config.appUrl,
      loginLimits: {
        perAddress: adapters.limits.limiter({
          name: 'staff-login-ip',
          points: STAFF_LOGIN_FAILURES_PER_IP,
          windowSeconds: STAFF_LOGIN_WINDOW_SECONDS,
        }),
        perAddressPoints: STAFF_LOGIN_FAILURES_PER_IP,
        perAccount: adapters.limits.limiter({
          name: 'staff-login-account',
          points: STAFF_LOGIN_FAILURES_PER_ACCOUNT,
          windowSeconds: STAFF_LOGIN_WINDOW_SECONDS,
        }),
        perAccountPoints: STAFF_LOGIN_FAILURES_PER_ACCOUNT,
        windowSeconds: STAFF_LOGIN_WINDOW_SECONDS,
      },
    }),
});
