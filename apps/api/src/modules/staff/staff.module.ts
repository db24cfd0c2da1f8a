import { defineModule } from '../../composition/app-module.js';
import { staffRoutes } from './staff.routes.js';
import { staffSecretBox } from './staff-auth.service.js';

/** Failed staff logins per address in this window before every attempt is refused until it ends. */
const STAFF_LOGIN_WINDOW_SECONDS = 15 * 60;
const STAFF_LOGIN_FAILURES_PER_IP = 10;

export const staffModule = defineModule({
  name: 'staff',
  routes: async (app, { config, adapters }) =>
    app.register(staffRoutes, {
      box: staffSecretBox(config.hosting.secretKey),
      appUrl: config.appUrl,
      loginFailures: adapters.limits.limiter({
        name: 'staff-login-ip',
        points: STAFF_LOGIN_FAILURES_PER_IP,
        windowSeconds: STAFF_LOGIN_WINDOW_SECONDS,
      }),
    }),
});
