import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type FileStorage, newStorageKey } from '../../integrations/storage/file-storage.js';
import type { NewRecordFileRow } from './profile-records.repository.js';
import type { CheckedFile } from './record-validation.js';

export type WrittenFile = Omit<NewRecordFileRow, 'recordId' | 'createdAt'>;

/** Writes the files under fresh random keys; if one write fails, the ones already written are removed. */
export async function writeRecordFiles(storage: FileStorage, files: CheckedFile[]): Promise<WrittenFile[]> {
  const written: WrittenFile[] = [];
  try {
    for (const file of files) {
      const storageKey = newStorageKey();
      await storage.put(storageKey, file.bytes);
      written.push({
        kind: file.kind,
        storageKey,
        contentType: file.contentType,
        sizeBytes: file.bytes.length,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
      });
    }
  } catch (error) {
    await removeStoredFiles(
      storage,
      written.map((file) => file.storageKey),
    );
    throw error;
  }
  return written;
}

/**
 * Removes files no row points at any more. A failure here is logged, not thrown: the database change it
 * follows is already committed, and the customer's request succeeded.
 */
export async function removeStoredFiles(storage: FileStorage, keys: string[], log?: FastifyBaseLogger) {
  await Promise.all(
    keys.map((key) =>
      storage
        .delete(key)
        .catch((error: unknown) => log?.error({ err: error, key }, 'an upload was not removed')),
    ),
  );
}
