import { defineSchedule } from '../../jobs/job-definition.js';

// The support module's schedule, as data; its handler is bound in support.module.ts.

/** The promise kept in sight: warnings to staff before and after a first answer falls due, and the auto-close. */
export const supportPromise = defineSchedule({ id: 'support.promise', everyMs: 60_000 });
