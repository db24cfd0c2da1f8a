import { execFile } from 'node:child_process';
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseConfig } from '../config/config.js';
import { DATA_DIR_LOCK, lockDataDir } from '../db/folder-lock.js';

// Backups (ARCHITECTURE "Backups"): a consistent copy of the database and the uploaded files in one dated folder
// under the backup folder, the newest `keep` kept. PostgreSQL: pg_dump's custom format, one snapshot of every
// table. PGlite: its data dump, taken with the folder locked (the server holds the lock while it runs, so a
// PGlite backup is taken with the server stopped). The files are copied after the dump: they are only ever added
// under new keys, so every file the dump refers to is in the copy.

const run = promisify(execFile);
const DUMP = 'database.dump';
const PGLITE_DUMP = 'database.tar.gz';
const FILES = 'files';
const FOLDER = /^portal-\d{8}T\d{6}Z$/;

export interface BackupTarget {
  database: DatabaseConfig;
  /** The uploaded files (UPLOADS_DIR). */
  uploadsDir: string;
}

const folderName = (at: Date) =>
  `portal-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}`;
const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** Backs up into a new folder under `backupDir`, then deletes all but the newest `keep`; answers the new folder. */
export async function backUp(
  target: BackupTarget,
  backupDir: string,
  keep: number,
  at = new Date(),
): Promise<string> {
  const folder = path.join(backupDir, folderName(at));
  await mkdir(folder, { recursive: true });
  const { database } = target;
  if (database.kind === 'postgres') {
    await run('pg_dump', [
      '--format=custom',
      `--file=${path.join(folder, DUMP)}`,
      database.ownerUrl ?? database.url,
    ]);
  } else {
    const release = await lockDataDir(database.dataDir, () => {});
    try {
      const client = new PGlite(database.dataDir);
      // dumpDataDir does not wait for the instance to start: called before, it never settles.
      await client.waitReady;
      const dump = await client.dumpDataDir('gzip');
      await writeFile(path.join(folder, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
      await client.close();
    } finally {
      await release();
    }
  }
  if (await exists(target.uploadsDir))
    await cp(target.uploadsDir, path.join(folder, FILES), { recursive: true });
  await pruneBackups(backupDir, keep);
  return folder;
}

/** Keeps the newest `keep` backup folders (their names sort by time) and deletes the others. */
export async function pruneBackups(backupDir: string, keep: number): Promise<string[]> {
  const folders = (await readdir(backupDir)).filter((name) => FOLDER.test(name)).sort();
  const old = folders.slice(0, Math.max(0, folders.length - keep));
  for (const name of old) await rm(path.join(backupDir, name), { recursive: true, force: true });
  return old;
}

export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

/** Restores a backup folder into an EMPTY database (never over live data) and puts the files back. */
export async function restore(folder: string, target: BackupTarget): Promise<void> {
  const { database } = target;
  if (database.kind === 'postgres') {
    const url = database.ownerUrl ?? database.url;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ count: number }>(
        "select count(*)::int as count from pg_tables where schemaname in ('public', 'drizzle')",
      );
      if ((rows[0]?.count ?? 0) > 0) throw new RestoreRefusedError('the target database is not empty');
    } finally {
      await client.end();
    }
    await run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${url}`,
      path.join(folder, DUMP),
    ]);
  } else {
    if ((await exists(database.dataDir)) && (await readdir(database.dataDir)).length > 0) {
      throw new RestoreRefusedError(`the data folder ${database.dataDir} is not empty`);
    }
    const dump = new Blob([await readFile(path.join(folder, PGLITE_DUMP))]);
    const client = new PGlite(database.dataDir, { loadDataDir: dump });
    await client.waitReady;
    await client.close();
    // The dump is of the whole folder, the backup's own lock included (it lives in the folder): a restored folder
    // is nobody's yet.
    await rm(path.join(database.dataDir, DATA_DIR_LOCK), { recursive: true, force: true });
  }
  if (await exists(path.join(folder, FILES))) {
    await cp(path.join(folder, FILES), target.uploadsDir, { recursive: true, force: false });
  }
}
