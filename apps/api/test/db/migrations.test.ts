import { spawn } from 'node:child_process';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { API_ROOT } from '../../src/config/paths.js';
import { openDatabase } from '../../src/db/open-database.js';
import { nodeArgsFor } from '../helpers/node-entry.js';
import { buildTestApp } from '../helpers/test-app.js';
import { createTestDatabase, isPostgresRun } from '../helpers/test-database.js';

// Several processes on one PostgreSQL: migrations run under an advisory lock, and the read-only ledger check
// needs nothing but DATABASE_URL and never migrates what it checks.

const tableCount = async (url: string): Promise<number> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
};

/** Runs the ledger check as an operator would, with only DATABASE_URL (and PATH) in its environment. */
function runLedgerCheck(url: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, nodeArgsFor('src/cli/check-ledger.ts'), {
      cwd: API_ROOT,
      env: { DATABASE_URL: url, PATH: process.env.PATH ?? '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe.runIf(isPostgresRun)('migrations with several processes', () => {
  it('lets two processes that start at once on an empty database both come up', async () => {
    const database = await createTestDatabase({ empty: true });
    try {
      const opened = await Promise.all([openDatabase(database.config), openDatabase(database.config)]);
      await Promise.all(opened.map((one) => one.close()));
      if (database.config.kind !== 'postgres') throw new Error('a PostgreSQL run');
      expect(await tableCount(database.config.url)).toBeGreaterThan(20);
    } finally {
      await database.drop();
    }
  });
});

describe.runIf(isPostgresRun)('npm run check:ledger', () => {
  it('runs with only DATABASE_URL set and checks a migrated database', async () => {
    const testApp = await buildTestApp();
    try {
      const { database } = testApp.config;
      if (database.kind !== 'postgres') throw new Error('a PostgreSQL run');
      const result = await runLedgerCheck(database.url);
      expect(result.stderr).toBe('');
      expect(result.stdout).toContain('ledger check passed');
      expect(result.code).toBe(0);
    } finally {
      await testApp.close();
    }
  });

  it('refuses a database that is not migrated, and leaves it as it was', async () => {
    const database = await createTestDatabase({ empty: true });
    try {
      if (database.config.kind !== 'postgres') throw new Error('a PostgreSQL run');
      const result = await runLedgerCheck(database.config.url);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('has 0 of');
      expect(await tableCount(database.config.url)).toBe(0);
    } finally {
      await database.drop();
    }
  });
});
