import type { Database, Queryable } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { type JobStatus, listJobsPage, retryFailedJob } from '../../jobs/jobs.repository.js';

// The job runner's rows for staff: no module owns them (the runner is infrastructure), so the console shows them.

export const JOBS_PAGE_SIZE = 50;

export async function jobsPage(db: Database, status: JobStatus | undefined, page: number) {
  const rows = await listJobsPage(db, status, JOBS_PAGE_SIZE, (page - 1) * JOBS_PAGE_SIZE);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    status: row.status,
    attempts: row.attempts,
    max_attempts: row.maxAttempts,
    run_at: row.runAt.toISOString(),
    last_error: row.lastError,
    payload: row.payload,
    updated_at: row.updatedAt.toISOString(),
  }));
}

/** A failed job from its first attempt again, in the caller's (audited) transaction; 404 unless it failed. */
export async function retryJob(tx: Queryable, id: number, at: Date) {
  if (!(await retryFailedJob(tx, id, at))) throw new AppError('NOT_FOUND');
  return {
    result: null,
    customerId: null,
    before: { job_id: id, status: 'failed' },
    after: { status: 'pending' },
  };
}
