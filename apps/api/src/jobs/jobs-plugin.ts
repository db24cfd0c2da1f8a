import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobDefinition, RecurringJob } from './job-definition.js';
import { createJobRunner, type JobRunner } from './job-runner.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner & {
      /** Runs one recurring job now, by name (tests and tools). */
      runRecurring(name: string): Promise<void>;
    };
  }
}

export interface JobsPluginOptions {
  /** Every module's job definitions and recurring jobs, gathered by app.ts. */
  definitions: JobDefinition<unknown>[];
  recurring: RecurringJob[];
  /** 0: this process runs no jobs by itself (tests call runDue). */
  pollMs: number;
}

/** The job runner; polls in this process unless the interval is 0. */
export const jobsPlugin = fp(
  async (app: FastifyInstance, options: JobsPluginOptions) => {
    const runner = createJobRunner({
      db: app.db,
      clock: app.clock,
      log: app.log,
      definitions: options.definitions,
    });
    const recurring = new Map(options.recurring.map((job) => [job.name, job]));
    const context = { db: app.db, clock: app.clock, log: app.log };
    const runRecurring = async (name: string) => {
      const job = recurring.get(name);
      if (!job) throw new Error(`no recurring job named "${name}"`);
      await job.run(context);
    };
    app.decorate('jobs', Object.assign(runner, { runRecurring }));

    // Each recurring job on its own timer, never overlapping itself in this process; the jobs themselves claim
    // their rows with SKIP LOCKED, so several processes may run them at once.
    const timers: NodeJS.Timeout[] = [];
    const running = new Map<string, Promise<void>>();
    app.addHook('onReady', async () => {
      runner.start(options.pollMs);
      if (options.pollMs <= 0) return;
      for (const job of recurring.values()) {
        if (job.everyMs <= 0) continue;
        const timer = setInterval(() => {
          if (running.has(job.name)) return;
          const run = job
            .run(context)
            .catch((error: unknown) => app.log.error({ err: error, job: job.name }, 'a recurring job failed'))
            .finally(() => running.delete(job.name));
          running.set(job.name, run);
        }, job.everyMs);
        timer.unref();
        timers.push(timer);
      }
    });
    // Registered after the db plugin, so this runs before the database closes.
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
      await Promise.all([runner.stop(), ...running.values()]);
    });
  },
  { name: 'jobs', dependencies: ['db'] },
);
