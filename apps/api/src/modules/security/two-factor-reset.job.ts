import type { ScheduleRun } from '../../jobs/job-definition.js';
import { applyDueResets } from './two-factor.service.js';

/** What the `twoFactorResets` schedule runs: e-mail recovery's 24-hour wait is over, 2FA goes off. */
export const runTwoFactorResets: ScheduleRun = async ({ db, clock }) => applyDueResets(db, clock.now());
