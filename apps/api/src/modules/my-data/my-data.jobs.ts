import { z } from 'zod';
import { defineJob, defineSchedule } from '../../jobs/job-definition.js';

// The export job and the sweep of "download my data", as data; bound in my-data.module.ts.

export const buildExport = defineJob({
  id: 'my-data.build-export',
  payload: z.object({ exportId: z.number().int().positive() }),
  maxAttempts: 5,
});

/** Ready exports are offered 24 hours; the sweep empties them after that. */
export const sweepExports = defineSchedule({ id: 'my-data.sweep-exports', everyMs: 10 * 60_000 });
