import type { ScheduleRun } from '../../jobs/job-definition.js';
import { deleteExpiredWebauthnChallenges } from './passkeys.repository.js';

/** What the `passkeyChallengesSweep` schedule runs: challenges nobody answered within five minutes go. */
export const runPasskeyChallengesSweep: ScheduleRun = async ({ db, clock }) => {
  await deleteExpiredWebauthnChallenges(db, clock.now());
};
