import { defineRecurring } from '../../jobs/job-definition.js';
import { applyDueResets } from './two-factor.service.js';

/** E-mail recovery's 24-hour wait is over: 2FA goes off and every channel says so. */
export const twoFactorResetJob = defineRecurring({
  name: 'security.two-factor-resets',
  everyMs: 5 * 60_000,
  run: async ({ db, clock }) => applyDueResets(db, clock.now()),
});
