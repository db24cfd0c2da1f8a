import { z } from 'zod';
import { defineJob, defineSchedule } from '../../jobs/job-definition.js';

// The security module's job and schedules, as data; bound in security.module.ts (the code secret there).

/** Recovery's second half, after the answer (recovery-code.job.ts). */
export const sendRecoveryCode = defineJob({
  id: 'security.send-recovery-code',
  payload: z.object({ publicId: z.string().min(1).max(64), language: z.string().max(8) }),
  maxAttempts: 5,
});

/** E-mail recovery's 24-hour wait is over: 2FA goes off (two-factor-reset.job.ts). */
export const twoFactorResets = defineSchedule({ id: 'security.two-factor-resets', everyMs: 5 * 60_000 });

/** Passkey challenges nobody answered within their five minutes go (passkey-challenges.job.ts). */
export const passkeyChallengesSweep = defineSchedule({
  id: 'security.passkey-challenges-sweep',
  everyMs: 15 * 60_000,
});
