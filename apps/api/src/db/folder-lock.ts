import fs from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `The database folder ${dataDir} is already in use by another running server. ` +
        'PGlite cannot share a folder between processes (writes would be lost). Stop the other server, ' +
        'or start this one with a different DATA_DIR, or set DATABASE_URL to use PostgreSQL.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** The lock's name inside the folder (a restored backup drops the one it was taken under). */
export const DATA_DIR_LOCK = '.server.lock';

/**
 * Takes an exclusive lock on the PGlite folder, because PGlite has no cross-process locking of its own.
 * Answers the release function. A lock left by a crashed process goes stale after 10 s.
 */
export async function lockDataDir(dataDir: string, onCompromised: (error: Error) => void) {
  await fs.mkdir(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, DATA_DIR_LOCK),
      stale: 10_000,
      update: 5_000,
      onCompromised,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
}
