import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '../../src/config/paths.js';
import { DataDirLockedError } from '../../src/db/folder-lock.js';
import { openDatabase } from '../../src/db/open-database.js';
import { nodeArgsFor } from '../helpers/node-entry.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the PGlite folder lock', () => {
  it('refuses a second open of the same folder, in this process and in another one', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toBeInstanceOf(DataDirLockedError);

      // Started without blocking this process: a synchronous spawn would stop the lock's heartbeat, and a child
      // that takes over 10 s to start on a loaded machine would find the lock stale and take the folder.
      const second = await new Promise<{ status: number | null; stderr: string }>((resolve) => {
        execFile(
          process.execPath,
          nodeArgsFor('src/server.ts'),
          {
            cwd: API_ROOT,
            env: { ...process.env, DATA_DIR: dataDir, PORT: '59123', LOG_LEVEL: 'silent', DATABASE_URL: '' },
            encoding: 'utf8',
            timeout: 50_000,
          },
          (error, _stdout, stderr) => resolve({ status: error ? (error.code as number | null) : 0, stderr }),
        );
      });
      expect(second.status).toBe(1);
      expect(second.stderr).toContain(
        `The database folder ${dataDir} is already in use by another running server`,
      );
    } finally {
      await first.close();
    }
    // Once released, the folder opens again.
    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    await reopened.close();
  }, 60_000);
});
