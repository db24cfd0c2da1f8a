import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type FileStorage, StoredFileMissingError } from './file-storage.js';

/**
 * Files on the local disk under `root` (by default <DATA_DIR>/uploads, outside the web root). Folders are
 * 0700 and files 0600: only the server's user reads them. A write goes to a temporary file in the same
 * folder tree, is flushed, then renamed into place, so a crash never leaves half a file under a real key.
 */
export function createLocalDiskStorage(root: string): FileStorage {
  const tempDir = path.join(root, 'tmp');
  // Two hex digits of fan-out keep any one folder small.
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key.slice(0, 2), key);
  };

  return {
    async put(key, content) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await mkdir(tempDir, { recursive: true, mode: 0o700 });
      const temp = path.join(tempDir, `${key}.${randomBytes(6).toString('hex')}`);
      try {
        const source = content instanceof Readable ? content : Readable.from([content]);
        await pipeline(source, createWriteStream(temp, { mode: 0o600, flags: 'wx' }));
        const handle = await open(temp, 'r');
        try {
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },

    async open(key) {
      const file = pathOf(key);
      try {
        const handle = await open(file, 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StoredFileMissingError(key);
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
