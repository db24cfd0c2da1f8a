import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { ConfigError, parseBackupConfig, parseConfig } from '../../src/config/config.js';
import { API_ROOT } from '../../src/config/paths.js';
import { registerCustomer } from '../helpers/customers.js';
import { TEST_SECRETS } from '../helpers/test-app.js';
import { createTestDatabase, isPostgresRun } from '../helpers/test-database.js';

// `npm run backup` and `restore` read their own settings only: the database's URL and the folders. None of the
// server's secrets, and not production's rules for serving processes (the backup unit carries the owner's URL).

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => {});
});

describe('the backup tools settings', () => {
  it('need nothing but where the database and the folders are', () => {
    const config = parseBackupConfig(
      { DATABASE_URL: 'postgres://portal_app@db/portal', BACKUP_DIR: '/srv/backups' },
      '/opt/portal',
    );
    expect(config).toEqual({
      database: { kind: 'postgres', url: 'postgres://portal_app@db/portal' },
      uploadsDir: '/opt/portal/data/uploads',
      backups: { dir: '/srv/backups', keep: 7 },
    });
    // The whole server configuration refuses the same environment outside demo mode.
    expect(() =>
      parseConfig({ DATABASE_URL: 'postgres://portal_app@db/portal', BACKUP_DIR: '/srv/backups' }),
    ).toThrow(/CODE_SECRET is required/);
  });

  it("take the production unit's environment, owner URL included, and still name a bad setting", () => {
    const unit = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://portal_app@db/portal',
      DATABASE_OWNER_URL: 'postgres://portal_owner@db/portal',
      DATA_DIR: '/var/lib/portal',
    };
    expect(parseBackupConfig(unit)).toMatchObject({
      database: { kind: 'postgres', ownerUrl: 'postgres://portal_owner@db/portal' },
      backups: { dir: '/var/lib/portal/backups' },
    });
    expect(() => parseBackupConfig({ ...unit, BACKUP_KEEP: 'many' })).toThrow(ConfigError);
    expect(() => parseBackupConfig({ ...unit, BACKUP_KEEP: 'many' })).toThrow(
      /BACKUP_KEEP must be an integer/,
    );
  });
});

const run = promisify(execFile);
/** tsx by its file, since the tools run from a folder of their own. */
const TSX = path.join(API_ROOT, '../../node_modules/tsx/dist/loader.mjs');

/** A tool as `npm run` starts it, with nothing in its environment but `env` (and PATH, for pg_dump). */
function runTool(tool: 'backup' | 'restore', cwd: string, env: Record<string, string>, args: string[] = []) {
  return run(
    process.execPath,
    ['--import', TSX, '--conditions=source', path.join(API_ROOT, `src/cli/${tool}.ts`), ...args],
    { cwd, env: { PATH: process.env.PATH ?? '', ...env } },
  );
}

describe.runIf(isPostgresRun)('npm run backup and restore with only DATABASE_URL and a folder', () => {
  it('back up a database and restore it into an empty one', async () => {
    const work = await mkdtemp(path.join(tmpdir(), 'portal-backup-tools-'));
    cleanup.push(() => rm(work, { recursive: true, force: true }));
    const original = await createTestDatabase({ roles: 'one' });
    cleanup.push(original.drop);
    const app = await buildApp({
      ...parseConfig({ ...TEST_SECRETS, LOG_LEVEL: 'silent', DEMO_MODE: 'false', JOBS_POLL_MS: '0' }),
      database: original.config,
    });
    await app.ready();
    const { customer } = await registerCustomer(app);
    await app.close();
    if (original.config.kind !== 'postgres') throw new Error('expected PostgreSQL');

    const backupDir = path.join(work, 'backups');
    const backup = await runTool('backup', work, {
      DATABASE_URL: original.config.url,
      BACKUP_DIR: backupDir,
    });
    expect(backup.stdout).toMatch(/^backup written to /);
    const [folder] = await readdir(backupDir);
    expect(folder).toMatch(/^portal-\d{8}T\d{6}Z$/);

    const empty = await createTestDatabase({ roles: 'one', empty: true });
    cleanup.push(empty.drop);
    if (empty.config.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const restored = await runTool('restore', work, { DATABASE_URL: empty.config.url }, [
      path.join(backupDir, folder ?? ''),
    ]);
    expect(restored.stdout).toMatch(/^restored from /);

    const client = new pg.Client({ connectionString: empty.config.url });
    await client.connect();
    try {
      const { rows } = await client.query('select email from users');
      expect(rows).toEqual([{ email: customer.email }]);
    } finally {
      await client.end();
    }
  }, 180_000);
});
