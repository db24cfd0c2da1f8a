import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../db/database.js';
import type { Clock } from '../lib/clock.js';

export interface JobContext {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  attempt: number;
}

/** A kind of job as data: its name, the shape of its payload and what running it does. */
export interface JobDefinition<Payload = unknown> {
  name: string;
  payload: z.ZodType<Payload>;
  /** Attempts before the job is given up as failed. */
  maxAttempts?: number;
  // A method, so definitions of different payloads fit in one list (method parameters are bivariant).
  handler(payload: Payload, context: JobContext): Promise<void>;
}

/** What a recurring job gets: like a job's context, without attempts (a failed run waits for its next time). */
export type RecurringContext = Omit<JobContext, 'attempt'>;

/** Work done on a timer rather than on demand, e.g. the hosting order scheduler. */
export interface RecurringJob {
  name: string;
  /** Time between runs; 0 or less: never started by the poller, only by name (tests, tools). */
  everyMs: number;
  run(context: RecurringContext): Promise<void>;
}

export const defineRecurring = (job: RecurringJob): RecurringJob => job;

export const defineJob = <Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> => definition;

/** Seconds before the next attempt after `attempts` failures: 2, 4, 8 … capped at one hour. */
export const backoffSeconds = (attempts: number): number => Math.min(3600, 2 ** Math.max(1, attempts));
