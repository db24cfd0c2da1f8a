import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import { currentRequestId, runWithRequestId } from '../lib/request-context.js';
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
  dueScheduleNames,
  insertJob,
  type Lease,
  markJobDone,
  markJobFailed,
  nextDueAt,
  releaseSchedule,
  renewJobLease,
  renewScheduleLease,
} from './jobs.repository.js';

/**
 * A job is held under a lease this long and the lease is renewed while it runs; a job whose process died is
 * claimed again once the lease has run out: a sleeping runner's next wake-up is at the earliest lease end.
 */
export const LEASE_MS = 30_000;
const HEARTBEAT_MS = 10_000;

export interface JobRunner {
  /** Runs every due queued job once; answers how many ran. Tests call it to run jobs deterministically. */
  runDue(): Promise<number>;
  /** Runs one recurring job now (by its schedule or id), unless a live lease holds it; answers whether it ran. */
  runRecurring(schedule: Schedule | string): Promise<boolean>;
  /**
   * Runs queued jobs and due recurring jobs: now, then whenever the next one is due, whenever wake() is called,
   * and at the latest every `intervalMs` (the safety net for a missed wake-up); 0 or less: never.
   */
  start(intervalMs: number): void;
  /** Something was queued or made due: look at the queue now (or right after the pass under way). */
  wake(): void;
  /** Resolves once no pass is under way, i.e. the runner sleeps (tests: only a wake-up or the poll ends it). */
  whenIdle(): Promise<void>;
  stop(): Promise<void>;
  /**
   * The runner's state: `off` when it was never started (polling turned off), `running` while it makes progress,
   * `stalled` when a pass has made none for a long while, `stopped` after stop(). Readiness reads it.
   */
  state(): RunnerState;
}

export type RunnerState = 'off' | 'running' | 'stalled' | 'stopped';

/** A pass that has not finished for this long (or no pass for this long and 3 intervals) is taken as stuck. */
const STALL_MS = 120_000;
/** The shortest sleep between passes, so a job due now that another runner holds cannot make this one spin. */
const MIN_SLEEP_MS = 50;

/** A failed attempt of a queued job; `final` when it was the last one and the job is given up. */
export interface JobFailure {
  id: number;
  name: string;
  attempt: number;
  final: boolean;
  error: string;
}

export interface JobRunnerOptions {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The jobs this runner runs, each with its handler (bound at composition). */
  jobs: BoundJob[];
  recurring?: BoundSchedule[];
  /** Told of every failed attempt (metrics) and of a job given up after its last one (staff alerts). */
  onFailure?: (failure: JobFailure) => Promise<void> | void;
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
  const requestId = currentRequestId();
  return insertJob(tx, {
    name: job.id,
    ...(requestId ? { requestId } : {}),
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
  let started = false;
  let stopped = false;
  let wokenMeanwhile = false;
  let pollEveryMs = 0;
  // Real time, not the app clock: tests move the clock, and a stall is measured in seconds actually spent.
  let lastProgress = performance.now();

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
    // The job's lines carry the id of the request that queued it; jobs it queues in turn keep that id.
    const requestId = job.requestId ?? `job-${job.id}`;
    const jobLog = log.child({ reqId: requestId, job: job.name, jobId: job.id, attempt: job.attempts });
    let recorded: boolean;
    try {
      const bound = byId.get(job.name);
      if (!bound) throw new Error(`no job bound under the id "${job.name}"`);
      const payload = bound.job.payload.parse(job.payload);
      const started = performance.now();
      await runWithRequestId(requestId, () =>
        withHeartbeat(
          () => renewJobLease(db, job.id, lease()),
          () => bound.run(payload, { db, clock, log: jobLog, attempt: job.attempts }),
        ),
      );
      recorded = await markJobDone(db, job.id, owner, clock.now());
      lastProgress = performance.now();
      jobLog.info({ ms: Math.round(performance.now() - started) }, 'job done');
    } catch (error) {
      const now = clock.now();
      const final = job.attempts >= job.maxAttempts;
      const retryAt = final ? null : new Date(now.getTime() + backoffSeconds(job.attempts) * 1000);
      jobLog.warn({ err: error, final }, 'job failed');
      recorded = await markJobFailed(db, job.id, owner, { now, error: errorText(error), retryAt });
      if (recorded) await reportFailure({ id: job.id, name: job.name, attempt: job.attempts, final, error });
    }
    if (!recorded) jobLog.warn('job lease was taken over; its outcome is not recorded');
  }

  /** The observer's own failure (an alert that could not be queued) must not stop the runner. */
  async function reportFailure(failure: Omit<JobFailure, 'error'> & { error: unknown }): Promise<void> {
    try {
      await options.onFailure?.({ ...failure, error: errorText(failure.error) });
    } catch (error) {
      log.error({ err: error, job: failure.name, jobId: failure.id }, 'reporting a failed job failed');
    }
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

  const scheduled = [...recurring.values()]
    .filter((bound) => bound.everyMs > 0)
    .map((bound) => bound.schedule.id);

  async function pollOnce(): Promise<void> {
    await runDue();
    // Claiming writes; only the schedules one read finds due are tried (the claim still decides who runs them).
    for (const id of await dueScheduleNames(db, scheduled, clock.now())) {
      const bound = recurring.get(id);
      if (bound) await runSchedule(bound, false);
    }
  }

  /** How long to sleep after a pass: until the next job or recurring run is due, never past the safety poll. */
  async function sleepAfterPass(): Promise<number> {
    const dueAt = await nextDueAt(db, scheduled);
    const untilDue = dueAt === null ? pollEveryMs : dueAt - clock.now().getTime();
    return Math.min(pollEveryMs, Math.max(MIN_SLEEP_MS, untilDue));
  }

  function sleep(ms: number): void {
    clearTimeout(timer);
    timer = setTimeout(pass, ms);
    timer.unref();
  }

  /** One pass over the queue and the schedules, then sleep; a wake-up during a pass runs another right after. */
  function pass(): void {
    if (stopped) return;
    if (polling) {
      wokenMeanwhile = true;
      return;
    }
    clearTimeout(timer);
    timer = undefined;
    wokenMeanwhile = false;
    polling = pollOnce()
      .then(sleepAfterPass)
      .catch((error: unknown) => {
        log.error({ err: error }, 'the job poller failed');
        return pollEveryMs;
      })
      .then((ms) => {
        polling = undefined;
        lastProgress = performance.now();
        if (stopped) return;
        if (wokenMeanwhile) pass();
        else sleep(ms);
      });
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
      if (intervalMs <= 0 || started) return;
      started = true;
      pollEveryMs = intervalMs;
      lastProgress = performance.now();
      pass();
    },
    wake() {
      if (started && !stopped) pass();
    },
    async whenIdle() {
      while (polling) await polling;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await polling;
    },
    state() {
      if (stopped) return 'stopped';
      if (!started) return 'off';
      const quiet = performance.now() - lastProgress;
      return quiet > Math.max(STALL_MS, pollEveryMs * 3) ? 'stalled' : 'running';
    },
  };
}
