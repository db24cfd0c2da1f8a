import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/database.js';
import type { FileStorage } from '../../integrations/storage/file-storage.js';
import { listRecords } from './profile-records.service.js';
import { deleteRecordsOf } from './profile-records-personal-data.repository.js';
import { removeStoredFiles } from './record-files.js';

// Person records in "download my data": their fields and the files' metadata, never the bytes.

export async function recordsForExport(db: Database, userId: number) {
  return (await listRecords(db, userId)).data;
}

/** Deletes the records in the caller's transaction; answers the stored files to remove once it commits. */
export const eraseRecords = (tx: Queryable, userId: number): Promise<string[]> => deleteRecordsOf(tx, userId);

/** After the commit: the files of erased records leave the storage (a failure is logged, never undone). */
export const removeErasedFiles = (storage: FileStorage, keys: string[], log?: FastifyBaseLogger) =>
  removeStoredFiles(storage, keys, log);
