import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { jobs } from '../db/schema.js';

export interface NewJob {
  name: string;
  payload: unknown;
  maxAttempts?: number;
  runAt?: Date;
}

export async function insertJob(db: Queryable, job: NewJob): Promise<number> {
  const [row] = await db
    .insert(jobs)
    .values({
      name: job.name,
      payload: job.payload,
      ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
      ...(job.runAt ? { runAt: job.runAt } : {}),
    })
    .returning({ id: jobs.id });
  if (!row) throw new Error('insert into jobs returned no row');
  return row.id;
}

/**
 * Claims up to `limit` due jobs: pending ones whose time has come and running ones whose lease ran out
 * (their process died). SKIP LOCKED lets several runners claim at once without taking the same job.
 */
export async function claimDueJobs(db: Queryable, now: Date, leaseMs: number, limit: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        or(
          and(eq(jobs.status, 'pending'), lte(jobs.runAt, now)),
          and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, now)),
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedUntil: new Date(now.getTime() + leaseMs),
        updatedAt: now,
      })
      .where(
        inArray(
          jobs.id,
          due.map((job) => job.id),
        ),
      )
      .returning();
  });
}
export type ClaimedJob = Awaited<ReturnType<typeof claimDueJobs>>[number];

export async function markJobDone(db: Queryable, id: number, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'done', lockedUntil: null, lastError: null, updatedAt: now })
    .where(eq(jobs.id, id));
}

export async function markJobFailed(
  db: Queryable,
  id: number,
  now: Date,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: retryAt ? 'pending' : 'failed',
      runAt: retryAt ?? now,
      lockedUntil: null,
      lastError: error.slice(0, 2000),
      updatedAt: now,
    })
    .where(eq(jobs.id, id));
}
