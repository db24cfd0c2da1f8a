import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { jobSchedules, jobs } from './jobs.schema.js';

export interface NewJob {
  name: string;
  payload: unknown;
  maxAttempts?: number;
  runAt?: Date;
  /** The request that queued it (its log lines and the job's share the id). */
  requestId?: string;
}

export interface Lease {
  owner: string;
  now: Date;
  leaseMs: number;
}

const leaseEnd = ({ now, leaseMs }: Lease) => new Date(now.getTime() + leaseMs);

/** The channel every job runner LISTENs on: a job was queued or made due, so look at the queue now. */
export const JOBS_CHANNEL = 'jobs_queued';

/**
 * Inserts the job and queues a NOTIFY in one statement: inside the caller's transaction PostgreSQL sends it at
 * commit (so a runner woken by it finds the row) and never for a rollback. The payload is empty, so PostgreSQL
 * folds the NOTIFYs of one transaction into one.
 */
export async function insertJob(db: Queryable, job: NewJob): Promise<number> {
  const inserted = db.$with('inserted').as(
    db
      .insert(jobs)
      .values({
        name: job.name,
        payload: job.payload,
        requestId: job.requestId ?? null,
        ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
        ...(job.runAt ? { runAt: job.runAt } : {}),
      })
      .returning({ id: jobs.id }),
  );
  const [row] = await db
    .with(inserted)
    .select({ id: inserted.id, notified: sql<string>`pg_notify(${JOBS_CHANNEL}, '')` })
    .from(inserted);
  if (!row) throw new Error('insert into jobs returned no row');
  return row.id;
}

/** Wakes every runner (a job made due by hand); inside a transaction at its commit. */
export async function notifyJobRunners(db: Queryable): Promise<void> {
  await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
}

/**
 * Claims the next due job for `owner`: a pending one whose time has come, or a running one whose lease ran out
 * (its process died). One job per claim, so a lease covers only the job being run; SKIP LOCKED lets several
 * runners claim at once without taking the same job.
 */
export async function claimNextJob(db: Queryable, lease: Lease) {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        or(
          and(eq(jobs.status, 'pending'), lte(jobs.runAt, lease.now)),
          and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, lease.now)),
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return undefined;
    const [claimed] = await tx
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedBy: lease.owner,
        lockedUntil: leaseEnd(lease),
        updatedAt: lease.now,
      })
      .where(eq(jobs.id, due.id))
      .returning();
    return claimed;
  });
}
export type ClaimedJob = NonNullable<Awaited<ReturnType<typeof claimNextJob>>>;

const heldBy = (id: number, owner: string) =>
  and(eq(jobs.id, id), eq(jobs.status, 'running'), eq(jobs.lockedBy, owner));

/** Extends the lease of a job still held by `owner`; false when another runner has taken it over. */
export async function renewJobLease(db: Queryable, id: number, lease: Lease): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: leaseEnd(lease) })
    .where(heldBy(id, lease.owner))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Records success, only while `owner` still holds the job: a runner whose lease was taken over changes nothing. */
export async function markJobDone(db: Queryable, id: number, owner: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'done', lockedUntil: null, lockedBy: null, lastError: null, updatedAt: now })
    .where(heldBy(id, owner))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function markJobFailed(
  db: Queryable,
  id: number,
  owner: string,
  failure: { now: Date; error: string; retryAt: Date | null },
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      status: failure.retryAt ? 'pending' : 'failed',
      runAt: failure.retryAt ?? failure.now,
      lockedUntil: null,
      lockedBy: null,
      lastError: failure.error.slice(0, 2000),
      updatedAt: failure.now,
    })
    .where(heldBy(id, owner))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Claims a recurring job for one run: when it is due (or `force`d) and no live lease holds it. One UPDATE, so
 * of several processes asking at once exactly one gets the row; the next run is set at claim time.
 */
export async function claimSchedule(
  db: Queryable,
  schedule: { name: string; everyMs: number; force: boolean },
  lease: Lease,
): Promise<boolean> {
  await db
    .insert(jobSchedules)
    .values({ name: schedule.name, nextRunAt: lease.now })
    .onConflictDoNothing({ target: jobSchedules.name });
  const free = or(isNull(jobSchedules.lockedUntil), lte(jobSchedules.lockedUntil, lease.now));
  const rows = await db
    .update(jobSchedules)
    .set({
      lockedBy: lease.owner,
      lockedUntil: leaseEnd(lease),
      nextRunAt: new Date(lease.now.getTime() + Math.max(0, schedule.everyMs)),
    })
    .where(
      and(
        eq(jobSchedules.name, schedule.name),
        free,
        schedule.force ? undefined : lte(jobSchedules.nextRunAt, lease.now),
      ),
    )
    .returning({ name: jobSchedules.name });
  return rows.length > 0;
}

/**
 * Of the named recurring jobs, those a pass should try to claim: due and not held by a live lease, or without a
 * row yet. One read, so a pass over a dozen schedules writes only for those whose time has come.
 */
export async function dueScheduleNames(
  db: Queryable,
  names: readonly string[],
  now: Date,
): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db
    .select({
      name: jobSchedules.name,
      due: sql<boolean>`${jobSchedules.nextRunAt} <= ${now} and (${jobSchedules.lockedUntil} is null or ${jobSchedules.lockedUntil} <= ${now})`,
    })
    .from(jobSchedules)
    .where(inArray(jobSchedules.name, [...names]));
  const known = new Map(rows.map((row) => [row.name, row.due]));
  return names.filter((name) => known.get(name) ?? true);
}

export async function renewScheduleLease(db: Queryable, name: string, lease: Lease): Promise<boolean> {
  const rows = await db
    .update(jobSchedules)
    .set({ lockedUntil: leaseEnd(lease) })
    .where(and(eq(jobSchedules.name, name), eq(jobSchedules.lockedBy, lease.owner)))
    .returning({ name: jobSchedules.name });
  return rows.length > 0;
}

export async function releaseSchedule(
  db: Queryable,
  name: string,
  owner: string,
  outcome: { now: Date; error: string | null },
): Promise<void> {
  await db
    .update(jobSchedules)
    .set({
      lockedBy: null,
      lockedUntil: null,
      lastRunAt: outcome.now,
      lastError: outcome.error?.slice(0, 2000) ?? null,
    })
    .where(and(eq(jobSchedules.name, name), eq(jobSchedules.lockedBy, owner)));
}

/** Jobs that used up their attempts: someone has to look at them. */
export async function countFailedJobs(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(eq(jobs.status, 'failed'));
  return row?.count ?? 0;
}

/** Jobs for the console, newest first, optionally of one status. */
export async function listJobsPage(
  db: Queryable,
  status: JobStatus | undefined,
  limit: number,
  offset: number,
) {
  return db
    .select()
    .from(jobs)
    .where(status ? eq(jobs.status, status) : undefined)
    .orderBy(desc(jobs.id))
    .limit(limit)
    .offset(offset);
}

/** A failed job runs again from its first attempt; false when the job is not failed (any more). */
export async function retryFailedJob(db: Queryable, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'pending', attempts: 0, runAt: now, lockedBy: null, lockedUntil: null, updatedAt: now })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'failed')))
    .returning({ id: jobs.id });
  if (rows.length > 0) await notifyJobRunners(db);
  return rows.length > 0;
}

export type JobStatus = (typeof jobs.$inferSelect)['status'];

/** Runs a waiting job for this order now instead of after its back-off; false when none waits. */
export async function expediteOrderJob(
  db: Queryable,
  name: string,
  orderId: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ runAt: now, updatedAt: now })
    .where(
      and(
        eq(jobs.name, name),
        eq(jobs.status, 'pending'),
        sql`${jobs.payload} ->> 'orderId' = ${String(orderId)}`,
      ),
    )
    .returning({ id: jobs.id });
  if (rows.length > 0) await notifyJobRunners(db);
  return rows.length > 0;
}

/**
 * The queue as the metrics see it, by kind: jobs due or running and the age of the oldest due one, and jobs
 * given up. Read at scrape time, so every process reports the same shared queue.
 */
export async function jobQueueStats(db: Queryable, now: Date) {
  const rows = await db
    .select({
      name: jobs.name,
      waiting: sql<number>`count(*) filter (where ${jobs.status} = 'running' or ${jobs.runAt} <= ${now} and ${jobs.status} = 'pending')::int`,
      oldestRunAt: sql<
        string | null
      >`min(${jobs.runAt}) filter (where ${jobs.status} = 'pending' and ${jobs.runAt} <= ${now})`,
      failed: sql<number>`count(*) filter (where ${jobs.status} = 'failed')::int`,
    })
    .from(jobs)
    .where(inArray(jobs.status, ['pending', 'running', 'failed']))
    .groupBy(jobs.name);
  return rows.map((row) => ({
    name: row.name,
    waiting: Number(row.waiting),
    failed: Number(row.failed),
    oldestAgeSeconds: row.oldestRunAt
      ? Math.max(0, (now.getTime() - new Date(row.oldestRunAt).getTime()) / 1000)
      : 0,
  }));
}

/**
 * When a runner next has work, as milliseconds since the epoch (null: nothing waits): the earliest pending job,
 * the lease end of a running one (its process may have died), and the next run of the named recurring jobs (or
 * the end of the lease holding one). A runner sleeps until then, unless a NOTIFY wakes it first.
 */
export async function nextDueAt(db: Queryable, scheduleNames: readonly string[]): Promise<number | null> {
  const schedules =
    scheduleNames.length === 0
      ? sql`null::timestamptz`
      : sql`(select min(greatest(${jobSchedules.nextRunAt}, coalesce(${jobSchedules.lockedUntil}, ${jobSchedules.nextRunAt})))
             from ${jobSchedules} where ${inArray(jobSchedules.name, [...scheduleNames])})`;
  const [row] = await db
    .select({
      // Epoch milliseconds: a number on both drivers, where a bare timestamp would come back in two shapes.
      at: sql<string | number | null>`extract(epoch from least(
        (select min(${jobs.runAt}) from ${jobs} where ${jobs.status} = 'pending'),
        (select min(${jobs.lockedUntil}) from ${jobs} where ${jobs.status} = 'running'),
        ${schedules})) * 1000`,
    })
    .from(sql`(select 1) as one`);
  return row?.at === null || row?.at === undefined ? null : Number(row.at);
}
