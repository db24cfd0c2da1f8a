import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { profileRecordFiles, profileRecords } from './profile-records.schema.js';

export type RecordRow = typeof profileRecords.$inferSelect;
export type NewRecordRow = typeof profileRecords.$inferInsert;
export type RecordFileRow = typeof profileRecordFiles.$inferSelect;
export type NewRecordFileRow = typeof profileRecordFiles.$inferInsert;

export async function countRecordsOf(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(profileRecords)
    .where(eq(profileRecords.userId, userId));
  return row?.total ?? 0;
}

export async function listRecordsOf(db: Queryable, userId: number): Promise<RecordRow[]> {
  return db
    .select()
    .from(profileRecords)
    .where(eq(profileRecords.userId, userId))
    .orderBy(desc(profileRecords.id));
}

export async function findRecordOf(
  db: Queryable,
  userId: number,
  id: number,
): Promise<RecordRow | undefined> {
  const [row] = await db
    .select()
    .from(profileRecords)
    .where(and(eq(profileRecords.id, id), eq(profileRecords.userId, userId)));
  return row;
}

/** The customer's record, locked for the rest of the transaction; another customer's is not found. */
export async function lockRecordOf(
  tx: Queryable,
  userId: number,
  id: number,
): Promise<RecordRow | undefined> {
  const [row] = await tx
    .select()
    .from(profileRecords)
    .where(and(eq(profileRecords.id, id), eq(profileRecords.userId, userId)))
    .for('update');
  return row;
}

export async function insertRecord(tx: Queryable, record: NewRecordRow): Promise<RecordRow> {
  const [row] = await tx.insert(profileRecords).values(record).returning();
  if (!row) throw new Error('insert into profile_records returned no row');
  return row;
}

export async function updateRecord(tx: Queryable, id: number, changes: Partial<NewRecordRow>): Promise<void> {
  await tx.update(profileRecords).set(changes).where(eq(profileRecords.id, id));
}

export async function deleteRecord(tx: Queryable, id: number): Promise<void> {
  await tx.delete(profileRecords).where(eq(profileRecords.id, id));
}

export async function filesOfRecords(db: Queryable, recordIds: number[]): Promise<RecordFileRow[]> {
  if (recordIds.length === 0) return [];
  return db
    .select()
    .from(profileRecordFiles)
    .where(inArray(profileRecordFiles.recordId, recordIds))
    .orderBy(asc(profileRecordFiles.id));
}

export async function insertRecordFiles(tx: Queryable, files: NewRecordFileRow[]): Promise<void> {
  if (files.length > 0) await tx.insert(profileRecordFiles).values(files);
}

export async function deleteRecordFiles(tx: Queryable, ids: number[]): Promise<void> {
  if (ids.length > 0) await tx.delete(profileRecordFiles).where(inArray(profileRecordFiles.id, ids));
}

/** One file of one of the customer's records: the owner is part of the query, never compared after. */
export async function findFileOf(
  db: Queryable,
  userId: number,
  recordId: number,
  kind: RecordFileRow['kind'],
) {
  const [row] = await db
    .select({ file: profileRecordFiles })
    .from(profileRecordFiles)
    .innerJoin(profileRecords, eq(profileRecords.id, profileRecordFiles.recordId))
    .where(
      and(
        eq(profileRecordFiles.recordId, recordId),
        eq(profileRecordFiles.kind, kind),
        eq(profileRecords.userId, userId),
      ),
    );
  return row?.file;
}

/** Records by id, whoever owns them: the console's fulfilment queue shows each order's registrant. */
export async function findRecordsByIds(db: Queryable, ids: number[]): Promise<RecordRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(profileRecords).where(inArray(profileRecords.id, ids));
}
