import { z } from 'zod';
import { defineJob, defineRecurring } from '../../jobs/job-definition.js';
import { buildDataExport, sweepDataExports } from './export-builder.service.js';

// The export job and the sweep of "download my data" (issue 15 §5).

export const buildExportDataJobRef = defineJob({
  name: 'my-data.build-export',
  payload: z.object({ exportId: z.number().int().positive() }),
  maxAttempts: 5,
  handler: ({ exportId }, { db, clock }) => buildDataExport(db, exportId, clock.now()),
});

/** Ready exports are offered 24 hours; the sweep empties them after that. */
export const sweepDataExportsJob = defineRecurring({
  name: 'my-data.sweep-exports',
  everyMs: 10 * 60_000,
  run: ({ db, clock }) => sweepDataExports(db, clock.now()),
});
