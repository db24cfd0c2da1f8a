import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.js';

// The messages module's job, as data; its handler (with the transports) is bound in messages.module.ts.

/** Delivers one outbox message through its transport (send-message.job.ts). */
export const sendMessage = defineJob({
  id: 'message.send',
  payload: z.object({ outboxId: z.number().int().positive() }),
  maxAttempts: 6,
});
