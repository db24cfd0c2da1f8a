import { defineModule } from '../../composition/app-module.js';
import { auditRoutes } from './audit.routes.js';
import { staffRoutes } from './staff.routes.js';
import { staffSecretBox } from './staff-auth.service.js';

/**
 * Failed staff logins in this window: per address before its attempts wait for the window's end, and per account
 * (across addresses) before unknown addresses need a captcha and the owners are alerted (staff-login-guard.ts).
 */
const STAFF_LOGIN_WINDOW_SECONDS = 15 * 60;
const STAFF_LOGIN_FAILURES_PER_IP = 10;
const STAFF_LOGIN_FAILURES_PER_ACCOUNT = 10;

export const staffModule = defineModule({
  name: 'staff',
  routes: async (app, { config, adapters, ports }) => {
    await app.register(auditRoutes);
    await app.register(staffRoutes, {
      box: staffSecretBox(config.hosting.secretKey),
      hashCost: config.passwordHash,
      appUrl: config.appUrl,
      loginLimits: {
        perAddress: adapters.limits.limiter({
          name: 'staff-login-ip',
          points: STAFF_LOGIN_FAILURES_PER_IP,
          windowSeconds: STAFF_LOGIN_WINDOW_SECONDS,
        }),
        // Counted past its points: the count says the account is under attack, it never refuses by itself.
        perAccount: adapters.limits.limiter({
          name: 'staff-login-account',
          points: STAFF_LOGIN_FAILURES_PER_ACCOUNT,
          windowSeconds: STAFF_LOGIN_WINDOW_SECONDS,
        }),
        perAccountPoints: STAFF_LOGIN_FAILURES_PER_ACCOUNT,
        windowSeconds: STAFF_LOGIN_WINDOW_SECONDS,
        checkCaptcha: ports.checkCaptcha,
        alertAttack: async (db, { staff, failures, minutes, ip, now }) => {
          await ports.raiseStaffAlert(db, {
            kind: 'staff_login_attack',
            params: { name: staff.name, email: staff.email, failures, minutes, ip },
            guardKey: `staff_login_attack:${staff.id}`,
            now,
          });
        },
      },
    });
  },
});
