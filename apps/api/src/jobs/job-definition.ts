import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../db/database.js';
import type { Clock } from '../lib/clock.js';

// Jobs are data (ARCHITECTURE "Jobs"): a module declares each of its jobs once, in its `<module>.jobs.ts`, as an
// id and a payload schema; services enqueue the definition with a payload; what running it does is bound at
// composition (the module's `jobs`), where its dependencies exist. scripts/checks/jobs.mjs holds the rule.

export interface JobContext {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  attempt: number;
}

/** A kind of queued job: its id (the name its rows carry in the jobs table) and the shape of its payload. */
export interface Job<Payload extends z.ZodType = z.ZodType> {
  readonly id: string;
  readonly payload: Payload;
  /** Attempts before the job is given up as failed. */
  readonly maxAttempts?: number;
}

/** What enqueueing takes (defaults may be left out) and what the handler gets (defaults filled in). */
export type JobInput<J extends Job> = z.input<J['payload']>;
export type JobPayload<J extends Job> = z.output<J['payload']>;

export type JobHandler<J extends Job> = (payload: JobPayload<J>, context: JobContext) => Promise<void>;

/** A job with what running it does: made at composition, handed to the runner. */
export interface BoundJob {
  readonly job: Job;
  run(payload: unknown, context: JobContext): Promise<void>;
}

export const defineJob = <Payload extends z.ZodType>(job: Job<Payload>): Job<Payload> => Object.freeze(job);

export const bindJob = <J extends Job>(job: J, handler: JobHandler<J>): BoundJob => ({
  job,
  // The runner parses the stored payload with the job's own schema before it calls this.
  run: (payload, context) => handler(payload as JobPayload<J>, context),
});

/** What a recurring job gets: like a job's context, without attempts (a failed run waits for its next time). */
export type RecurringContext = Omit<JobContext, 'attempt'>;

/** Work done on a timer rather than on demand: its id (its row in job_schedules) and its default interval. */
export interface Schedule {
  readonly id: string;
  /** Time between runs; 0 or less: never started by the poller, only by id (tests, tools). */
  readonly everyMs: number;
}

export type ScheduleRun = (context: RecurringContext) => Promise<void>;

/** A schedule with what running it does, and the interval the config gave it. */
export interface BoundSchedule {
  readonly schedule: Schedule;
  readonly everyMs: number;
  run: ScheduleRun;
}

export const defineSchedule = (schedule: Schedule): Schedule => Object.freeze(schedule);

export const bindSchedule = (
  schedule: Schedule,
  run: ScheduleRun,
  options: { everyMs?: number } = {},
): BoundSchedule => ({ schedule, everyMs: options.everyMs ?? schedule.everyMs, run });

/** Seconds before the next attempt after `attempts` failures: 2, 4, 8 … capped at one hour. */
export const backoffSeconds = (attempts: number): number => Math.min(3600, 2 ** Math.max(1, attempts));
