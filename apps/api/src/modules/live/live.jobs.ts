import { defineSchedule } from '../../jobs/job-definition.js';

// The live module's schedule, as data; bound in live.module.ts.

/** Live events after a day, expired tickets, and used ones left by a process that died (sweepLiveEvents). */
export const liveSweep = defineSchedule({ id: 'live.sweep', everyMs: 60 * 60_000 });
