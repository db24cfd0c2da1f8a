import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseConfig } from '../config/config.js';
import { listenOnChannel } from '../db/notify-listener.js';
import type { BoundJob, BoundSchedule } from './job-definition.js';
import { createJobRunner, type JobFailure, type JobRunner } from './job-runner.js';
import { JOBS_CHANNEL, jobQueueStats } from './jobs.repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

export interface JobsPluginOptions {
  /** Every module's jobs and schedules with their handlers, bound at composition and gathered by app.ts. */
  jobs: BoundJob[];
  recurring: BoundSchedule[];
  /**
   * The safety poll: a runner is woken by a NOTIFY when a job is queued and sleeps until the next job or recurring
   * run is due, but looks at least this often. 0: this process runs no jobs by itself (tests call runDue and
   * runRecurring).
   */
  pollMs: number;
  /** Where the wake-ups come from: a LISTEN connection on PostgreSQL, PGlite's own listen() on PGlite. */
  database: DatabaseConfig;
  /** Told of each failed attempt (metrics, and staff alerts for a job given up); given by app.ts. */
  onFailure?: (failure: JobFailure) => Promise<void> | void;
}

/** The job runner of this process, woken by NOTIFYs and a slow poll; off when the poll interval is 0. */
export const jobsPlugin = fp(
  async (app: FastifyInstance, options: JobsPluginOptions) => {
    const runner = createJobRunner({
      db: app.db,
      clock: app.clock,
      log: app.log,
      jobs: options.jobs,
      recurring: options.recurring,
      onFailure: options.onFailure,
    });
    app.decorate('jobs', runner);
    // The shared queue, read at scrape time: due or running jobs, the oldest one's wait, and jobs given up.
    const queue = async () => jobQueueStats(app.db, app.clock.now());
    app.metrics.gauge(
      { name: 'portal_jobs_waiting', help: 'Queued jobs due or running, by kind', labelNames: ['kind'] },
      async () => (await queue()).map((row) => ({ labels: { kind: row.name }, value: row.waiting })),
    );
    app.metrics.gauge(
      {
        name: 'portal_jobs_oldest_age_seconds',
        help: 'How long the oldest due job of each kind has waited',
        labelNames: ['kind'],
      },
      async () => (await queue()).map((row) => ({ labels: { kind: row.name }, value: row.oldestAgeSeconds })),
    );
    app.metrics.gauge(
      {
        name: 'portal_jobs_failed',
        help: 'Jobs given up after their last attempt, by kind',
        labelNames: ['kind'],
      },
      async () => (await queue()).map((row) => ({ labels: { kind: row.name }, value: row.failed })),
    );
    let stopListening: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      if (options.pollMs <= 0) return;
      // A job queued by any process (this one included) wakes the runner; after a lost LISTEN connection is
      // back, the runner looks too, since a NOTIFY may have been missed meanwhile.
      stopListening = await listenOnChannel(app.db, options.database, JOBS_CHANNEL, {
        onNotify: () => runner.wake(),
        onReconnected: () => runner.wake(),
        onError: (error) => app.log.warn({ err: error }, 'jobs: the LISTEN connection failed'),
      });
      runner.start(options.pollMs);
    });
    // Registered after the db plugin, so this runs before the database closes.
    app.addHook('onClose', async () => {
      await stopListening?.();
      await runner.stop();
    });
  },
  { name: 'jobs', dependencies: ['db', 'metrics'] },
);
