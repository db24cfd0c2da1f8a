import { and, desc, eq, lte } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { dataExports } from './my-data.schema.js';

export type DataExportRow = typeof dataExports.$inferSelect;

/** Without the document: lists and state checks never carry it. */
const summary = {
  id: dataExports.id,
  userId: dataExports.userId,
  status: dataExports.status,
  sizeBytes: dataExports.sizeBytes,
  createdAt: dataExports.createdAt,
  readyAt: dataExports.readyAt,
  expiresAt: dataExports.expiresAt,
};
export type DataExportSummary = Pick<DataExportRow, keyof typeof summary>;

export const listExportsOf = (db: Queryable, userId: number, limit: number): Promise<DataExportSummary[]> =>
  db
    .select(summary)
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(limit);

export async function findPendingExportOf(db: Queryable, userId: number) {
  const [row] = await db
    .select(summary)
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'pending')))
    .limit(1);
  return row;
}

export async function insertExport(db: Queryable, userId: number, now: Date): Promise<DataExportSummary> {
  const [row] = await db
    .insert(dataExports)
    .values({ userId, status: 'pending', createdAt: now })
    .returning(summary);
  if (!row) throw new Error('data export not inserted');
  return row;
}

/** The export a job builds, locked so a retried job and a sweep do not both write it. */
export async function lockExport(tx: Queryable, id: number) {
  const [row] = await tx.select(summary).from(dataExports).where(eq(dataExports.id, id)).for('update');
  return row;
}

export async function markExportReady(
  tx: Queryable,
  id: number,
  ready: { content: string; sizeBytes: number; readyAt: Date; expiresAt: Date },
): Promise<void> {
  await tx
    .update(dataExports)
    .set({ status: 'ready', ...ready })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'pending')));
}

/** The customer's own export with its document; undefined for another customer's id. */
export async function findOwnExport(db: Queryable, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)));
  return row;
}

export async function markDownloaded(db: Queryable, id: number, now: Date): Promise<void> {
  await db.update(dataExports).set({ downloadedAt: now }).where(eq(dataExports.id, id));
}

/** Ready exports past their time become `expired` and lose their document; answers how many. */
export async function expireExports(db: Queryable, now: Date): Promise<number> {
  const rows = await db
    .update(dataExports)
    .set({ status: 'expired', content: null })
    .where(and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, now)))
    .returning({ id: dataExports.id });
  return rows.length;
}

/** Pending exports whose job gave up long ago: the customer may start another. */
export async function failStaleExports(db: Queryable, before: Date): Promise<number> {
  const rows = await db
    .update(dataExports)
    .set({ status: 'failed' })
    .where(and(eq(dataExports.status, 'pending'), lte(dataExports.createdAt, before)))
    .returning({ id: dataExports.id });
  return rows.length;
}

export async function deleteExportsOf(tx: Queryable, userId: number): Promise<void> {
  await tx.delete(dataExports).where(eq(dataExports.userId, userId));
}
