import { defineRecurring } from '../../jobs/job-definition.js';
import { deleteExpiredWebauthnChallenges } from './passkeys.repository.js';

/** Passkey challenges nobody answered within their five minutes are of no use: they go. */
export const passkeyChallengesSweepJob = defineRecurring({
  name: 'security.passkey-challenges-sweep',
  everyMs: 15 * 60_000,
  run: async ({ db, clock }) => {
    await deleteExpiredWebauthnChallenges(db, clock.now());
  },
});
