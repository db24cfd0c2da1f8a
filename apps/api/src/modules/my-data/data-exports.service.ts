import type { DataExport } from '@portal/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import type { Limiter } from '../../integrations/limits/limit-store.js';
import { enqueue } from '../../jobs/job-runner.js';
import { lockUser } from '../account/user-directory.service.js';
import { buildExport } from './my-data.jobs.js';
import {
  type DataExportSummary,
  findOwnExport,
  findPendingExportOf,
  insertExport,
  listExportsOf,
  markDownloaded,
} from './my-data.repository.js';

// "Download my data": the customer's side. A job builds the document (export-builder.service.ts).

const LISTED = 5;

const toDto = (row: DataExportSummary, now: Date): DataExport => {
  // Between its expiry and the next sweep an export already reads as expired.
  const isExpired = row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= now;
  return {
    id: row.id,
    status: isExpired ? 'expired' : row.status,
    size_bytes: isExpired ? null : row.sizeBytes,
    created_at: row.createdAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
  };
};

export async function listDataExports(db: Database, userId: number, now: Date): Promise<DataExport[]> {
  return (await listExportsOf(db, userId, LISTED)).map((row) => toDto(row, now));
}

/**
 * Starts an export, or answers the one still being prepared (a second click does not start another). A new
 * one counts against the daily limit; the user's lock keeps two clicks from both starting one.
 */
export async function startDataExport(
  db: Database,
  perDay: Limiter,
  { userId, now }: { userId: number; now: Date },
): Promise<DataExport> {
  const pending = await findPendingExportOf(db, userId);
  if (pending) return toDto(pending, now);
  // Counted before the transaction: the limit store is its own connection (one only, on PGlite).
  const outcome = await perDay.consume(`user:${userId}`);
  if (!outcome.allowed) throw new AppError('RATE_LIMITED', { retryAfterSeconds: outcome.retryAfterSeconds });
  const row = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const raced = await findPendingExportOf(tx, userId);
    if (raced) return raced;
    const created = await insertExport(tx, userId, now);
    await enqueue(tx, buildExport, { exportId: created.id }, now);
    return created;
  });
  return toDto(row, now);
}

/** The document of a ready export, for the download; another customer's id is a 404. */
export async function downloadDataExport(
  db: Database,
  { userId, id, now }: { userId: number; id: number; now: Date },
) {
  const row = await findOwnExport(db, userId, id);
  if (!row || row.status === 'failed') throw new AppError('NOT_FOUND');
  if (row.status === 'pending') throw new AppError('DATA_EXPORT_NOT_READY');
  const dto = toDto(row, now);
  if (dto.status === 'expired' || row.content === null) throw new AppError('DATA_EXPORT_EXPIRED');
  await markDownloaded(db, id, now);
  return { content: row.content, createdAt: row.createdAt };
}
