import { defineModule } from '../../composition/app-module.js';
import { bindJob, bindSchedule } from '../../jobs/job-definition.js';
import { runBuildExport, runSweepExports } from './build-export.job.js';
import { buildExport, sweepExports } from './my-data.jobs.js';
import { myDataRoutes } from './my-data.routes.js';

/** The customer's own data: "download my data" and "delete my account". */
export const myDataModule = defineModule({
  name: 'my-data',
  routes: async (app, { config, adapters }) => {
    await app.register(myDataRoutes, {
      codeSecret: config.codeSecret,
      hashCost: config.passwordHash,
      storage: adapters.storage,
      limits: adapters.limits,
    });
  },
  jobs: () => [bindJob(buildExport, runBuildExport)],
  recurring: () => [bindSchedule(sweepExports, runSweepExports)],
});
