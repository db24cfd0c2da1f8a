import type { JobHandler, ScheduleRun } from '../../jobs/job-definition.js';
import { buildDataExport, sweepDataExports } from './export-builder.service.js';
import type { buildExport } from './my-data.jobs.js';

// What the export job and the sweep of "download my data" run; bound in my-data.module.ts.

export const runBuildExport: JobHandler<typeof buildExport> = ({ exportId }, { db, clock }) =>
  buildDataExport(db, exportId, clock.now());

export const runSweepExports: ScheduleRun = ({ db, clock }) => sweepDataExports(db, clock.now());
