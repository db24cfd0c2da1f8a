import { z } from 'zod';
import { defineJob, defineSchedule } from '../../jobs/job-definition.js';

// The support module's jobs and schedule, as data; their handlers are bound in support.module.ts.

/** The promise kept in sight: warnings to staff before and after a first answer falls due, and the auto-close. */
export const supportPromise = defineSchedule({ id: 'support.promise', everyMs: 60_000 });

/** One warning of the promise posted to the staff chat (STAFF_ALERT_CHAT_ID), queued with the warning's claim. */
export const staffChatWarning = defineJob({
  id: 'support.staff-chat-warning',
  payload: z.object({
    ticketId: z.number().int().positive(),
    warning: z.enum(['staff_due_soon', 'staff_overdue']),
  }),
  maxAttempts: 5,
});
