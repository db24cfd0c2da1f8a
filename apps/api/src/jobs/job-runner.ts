import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import {
  type BoundJob,
  type BoundSchedule,
  backoffSeconds,
  type Job,
  type JobInput,
  type Schedule,
} from './job-definition.js';
import {
  type ClaimedJob,
  claimNextJob,
  claimSchedule,
  insertJob,
  type Lease,
  markJobDone,
  markJobFailed,
  releaseSchedule,
  renewJobLease,
  renewScheduleLease,
} from './jobs.repository.js';

/**
 * A job is held under a lease this long and the lease is renewed while it runs; a job whose process died is
 * claimed again once the lease has run out, i.e. within LEASE_MS plus one poll.
 */
export const LEASE_MS = 30_000;
const HEARTBEAT_MS = 10_000;

export interface JobRunner {
  /** Runs every due queued job once; answers how many ran. Tests call it to run jobs deterministically. */
  runDue(): Promise<number>;
  /** Runs one recurring job now (by its schedule or id), unless a live lease holds it; answers whether it ran. */
  runRecurring(schedule: Schedule | string): Promise<boolean>;
  /** Polls queued jobs and due recurring jobs every `intervalMs`; 0 or less: never. */
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The jobs this runner runs, each with its handler (bound at composition). */
  jobs: BoundJob[];
  recurring?: BoundSchedule[];
  /** Tests shorten these; production keeps the defaults. */
  leaseMs?: number;
  heartbeatMs?: number;
}

/**
 * Queues `job` with `payload` (checked against the job's schema); pass the service's transaction so the job
 * exists only if the work it follows commits. Whoever runs it finds the handler bound under the job's id.
 */
export async function enqueue<J extends Job>(
  tx: Queryable,
  job: J,
  payload: JobInput<J>,
  runAt?: Date,
): Promise<number> {
  return insertJob(tx, {
    name: job.id,
    payload: job.payload.parse(payload),
    ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
    ...(runAt ? { runAt } : {}),
  });
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, clock, log } = options;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  // Who holds a lease: one id per runner, so a runner that lost its lease cannot record an outcome.
  const owner = randomUUID();
  const lease = (): Lease => ({ owner, now: clock.now(), leaseMs });
  const byId = new Map(options.jobs.map((bound) => [bound.job.id, bound]));
  const recurring = new Map((options.recurring ?? []).map((bound) => [bound.schedule.id, bound]));
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;

  /** Renews the lease every heartbeat while `work` runs, so a slow panel call cannot outlive it. */
  async function withHeartbeat<T>(renew: () => Promise<boolean>, work: () => Promise<T>): Promise<T> {
    const beat = setInterval(() => {
      renew().catch((error: unknown) => log.warn({ err: error }, 'renewing a job lease failed'));
    }, heartbeatMs);
    beat.unref();
    try {
      return await work();
    } finally {
      clearInterval(beat);
    }
  }

  async function runOne(job: ClaimedJob): Promise<void> {
    let recorded: boolean;
    try {
      const bound = byId.get(job.name);
      if (!bound) throw new Error(`no job bound under the id "${job.name}"`);
      const payload = bound.job.payload.parse(job.payload);
      await withHeartbeat(
        () => renewJobLease(db, job.id, lease()),
        () => bound.run(payload, { db, clock, log, attempt: job.attempts }),
      );
      recorded = await markJobDone(db, job.id, owner, clock.now());
    } catch (error) {
      const now = clock.now();
      const retryAt =
        job.attempts < job.maxAttempts ? new Date(now.getTime() + backoffSeconds(job.attempts) * 1000) : null;
      log.warn({ job: job.name, id: job.id, attempt: job.attempts, err: error }, 'job failed');
      recorded = await markJobFailed(db, job.id, owner, { now, error: errorText(error), retryAt });
    }
    if (!recorded)
      log.warn({ job: job.name, id: job.id }, 'job lease was taken over; its outcome is not recorded');
  }

  async function runDue(): Promise<number> {
    let total = 0;
    for (let job = await claimNextJob(db, lease()); job; job = await claimNextJob(db, lease())) {
      await runOne(job);
      total += 1;
    }
    return total;
  }

  async function runSchedule(bound: BoundSchedule, force: boolean): Promise<boolean> {
    const { id } = bound.schedule;
    if (!(await claimSchedule(db, { name: id, everyMs: bound.everyMs, force }, lease()))) return false;
    let error: string | null = null;
    try {
      await withHeartbeat(
        () => renewScheduleLease(db, id, lease()),
        () => bound.run({ db, clock, log }),
      );
    } catch (failure) {
      error = errorText(failure);
      log.error({ err: failure, job: id }, 'a recurring job failed');
    }
    await releaseSchedule(db, id, owner, { now: clock.now(), error });
    return true;
  }

  async function pollOnce(): Promise<void> {
    await runDue();
    for (const bound of recurring.values()) {
      if (bound.everyMs > 0) await runSchedule(bound, false);
    }
  }

  return {
    runDue,
    async runRecurring(schedule) {
      const id = typeof schedule === 'string' ? schedule : schedule.id;
      const bound = recurring.get(id);
      if (!bound) throw new Error(`no recurring job named "${id}"`);
      return runSchedule(bound, true);
    },
    start(intervalMs) {
      if (intervalMs <= 0 || timer) return;
      timer = setInterval(() => {
        if (polling) return;
        polling = pollOnce()
          .catch((error: unknown) => log.error({ err: error }, 'the job poller failed'))
          .finally(() => {
            polling = undefined;
          });
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await polling;
    },
  };
}
