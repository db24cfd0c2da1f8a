import { eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { profileRecordFiles, profileRecords } from './profile-records.schema.js';

/** Deletes every record of the user (their file rows cascade) and answers the storage keys of the files. */
export async function deleteRecordsOf(tx: Queryable, userId: number): Promise<string[]> {
  const records = await tx
    .select({ id: profileRecords.id })
    .from(profileRecords)
    .where(eq(profileRecords.userId, userId));
  if (records.length === 0) return [];
  const files = await tx
    .select({ storageKey: profileRecordFiles.storageKey })
    .from(profileRecordFiles)
    .where(
      inArray(
        profileRecordFiles.recordId,
        records.map((record) => record.id),
      ),
    );
  await tx.delete(profileRecords).where(eq(profileRecords.userId, userId));
  return files.map((file) => file.storageKey);
}
