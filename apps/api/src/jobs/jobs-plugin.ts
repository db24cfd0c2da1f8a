import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BoundJob, BoundSchedule } from './job-definition.js';
import { createJobRunner, type JobRunner } from './job-runner.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

export interface JobsPluginOptions {
  /** Every module's jobs and schedules with their handlers, bound at composition and gathered by app.ts. */
  jobs: BoundJob[];
  recurring: BoundSchedule[];
  /** 0: this process runs no jobs by itself (tests call runDue and runRecurring). */
  pollMs: number;
}

/** The job runner of this process; polls unless the interval is 0. */
export const jobsPlugin = fp(
  async (app: FastifyInstance, options: JobsPluginOptions) => {
    const runner = createJobRunner({
      db: app.db,
      clock: app.clock,
      log: app.log,
      jobs: options.jobs,
      recurring: options.recurring,
    });
    app.decorate('jobs', runner);
    app.addHook('onReady', async () => runner.start(options.pollMs));
    // Registered after the db plugin, so this runs before the database closes.
    app.addHook('onClose', async () => runner.stop());
  },
  { name: 'jobs', dependencies: ['db'] },
);
