import { defineModule } from '../../composition/app-module.js';
import { bindJob, bindSchedule } from '../../jobs/job-definition.js';
import { derivedSecretBox } from '../../lib/secret-box.js';
import { runPasskeyChallengesSweep } from './passkey-challenges.job.js';
import { passkeysRoutes } from './passkeys.routes.js';
import { runSendRecoveryCode } from './recovery-code.job.js';
import { passkeyChallengesSweep, sendRecoveryCode, twoFactorResets } from './security.jobs.js';
import { securityRoutes } from './security.routes.js';
import { twoFactorRoutes } from './two-factor.routes.js';
import { runTwoFactorResets } from './two-factor-reset.job.js';

export const securityModule = defineModule({
  name: 'security',
  routes: async (app, { config }) => {
    await app.register(securityRoutes, { codeSecret: config.codeSecret, hashCost: config.passwordHash });
    // Customers' TOTP secrets get a key of their own, as staff's do.
    await app.register(twoFactorRoutes, {
      box: derivedSecretBox(config.hosting.secretKey, 'customer-totp-secrets'),
      webauthn: config.webauthn,
      hashCost: config.passwordHash,
    });
    await app.register(passkeysRoutes, { webauthn: config.webauthn });
  },
  jobs: ({ config }) => [bindJob(sendRecoveryCode, runSendRecoveryCode(config.codeSecret))],
  recurring: () => [
    bindSchedule(twoFactorResets, runTwoFactorResets),
    bindSchedule(passkeyChallengesSweep, runPasskeyChallengesSweep),
  ],
});
