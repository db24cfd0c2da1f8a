import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import { backoffSeconds, type JobDefinition } from './job-definition.js';
import { type ClaimedJob, claimDueJobs, insertJob, markJobDone, markJobFailed } from './jobs.repository.js';

/** A job that runs longer than this is taken to have died with its process and is claimed again. */
const LEASE_MS = 5 * 60_000;
const BATCH = 20;

export interface JobRunner {
  /** Runs every due job once; answers how many ran. Tests call it to run jobs deterministically. */
  runDue(): Promise<number>;
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

/** Adds a job; pass the service's transaction so the job exists only if the work it follows commits. */
export async function enqueueJob<Payload>(
  tx: Queryable,
  definition: JobDefinition<Payload>,
  payload: Payload,
  runAt?: Date,
): Promise<number> {
  return insertJob(tx, {
    name: definition.name,
    payload: definition.payload.parse(payload),
    ...(definition.maxAttempts ? { maxAttempts: definition.maxAttempts } : {}),
    ...(runAt ? { runAt } : {}),
  });
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function createJobRunner(options: {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  definitions: JobDefinition<unknown>[];
}): JobRunner {
  const { db, clock, log } = options;
  const byName = new Map<string, JobDefinition<unknown>>(
    options.definitions.map((definition) => [definition.name, definition]),
  );
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function runOne(job: ClaimedJob): Promise<void> {
    try {
      const definition = byName.get(job.name);
      if (!definition) throw new Error(`no job definition named "${job.name}"`);
      const payload = definition.payload.parse(job.payload);
      await definition.handler(payload, { db, clock, log, attempt: job.attempts });
      await markJobDone(db, job.id, clock.now());
    } catch (error) {
      const now = clock.now();
      const retryAt =
        job.attempts < job.maxAttempts ? new Date(now.getTime() + backoffSeconds(job.attempts) * 1000) : null;
      log.warn({ job: job.name, id: job.id, attempt: job.attempts, err: error }, 'job failed');
      await markJobFailed(db, job.id, now, errorText(error), retryAt);
    }
  }

  async function runDue(): Promise<number> {
    let total = 0;
    for (;;) {
      const claimed = await claimDueJobs(db, clock.now(), LEASE_MS, BATCH);
      for (const job of claimed) await runOne(job);
      total += claimed.length;
      if (claimed.length < BATCH) return total;
    }
  }

  return {
    runDue,
    start(intervalMs) {
      if (intervalMs <= 0 || timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = runDue()
          .catch((error: unknown) => {
            log.error({ err: error }, 'the job poller failed');
            return 0;
          })
          .finally(() => {
            running = undefined;
          });
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
