import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// Background jobs and recurring schedules: infrastructure no module names (the runner reads and writes them).

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Background jobs; each claimed alone with FOR UPDATE SKIP LOCKED under a lease, so processes can share them. */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'running', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The runner holding the lease; only it may record the outcome. */
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** The request that queued it, so its log lines and the job's share one id; null for recurring work. */
    requestId: text('request_id'),
    ...timestamps,
  },
  (table) => [index('jobs_due_idx').on(table.status, table.runAt)],
);

/** One row per recurring job: when it is next due and which runner holds it while it runs. */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lockedBy: text('locked_by'),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastError: text('last_error'),
});
