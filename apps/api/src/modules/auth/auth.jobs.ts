import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.js';

// The auth module's jobs, as data; their handlers are bound in auth.module.ts.

/** Tells the customer once that a support session of their account ended (support-session-end.job.ts). */
export const supportSessionEnd = defineJob({
  id: 'auth.support-session-end',
  payload: z.object({ sessionId: z.string().min(1) }),
});
