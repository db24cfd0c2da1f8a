import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  databaseSpecificMarkers,
  databaseSpecificSources,
  pgliteTestFiles,
  postgresOnly,
} from '../database-specific.js';

// The PGlite run is a selection (test/database-specific.ts); these keep a new file that touches what differs
// between PGlite and PostgreSQL from being left out of it without anyone deciding so.

const apiRoot = path.resolve(import.meta.dirname, '../..');

const filesUnder = (folder: string, suffix: string): string[] =>
  readdirSync(path.join(apiRoot, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
    .sort();

const read = (file: string) => readFileSync(path.join(apiRoot, file), 'utf8');

describe('the PGlite selection', () => {
  it('names every source file that touches what differs between PGlite and PostgreSQL, and only those', () => {
    const specific = filesUnder('src', '.ts').filter((file) =>
      databaseSpecificMarkers.some((marker) => marker.test(read(file))),
    );
    expect(Object.keys(databaseSpecificSources).sort()).toEqual(specific);
  });

  it('names test files that exist', () => {
    const missing = [...pgliteTestFiles, ...postgresOnly].filter(
      (file) => !existsSync(path.join(apiRoot, file)),
    );
    expect(missing).toEqual([]);
  });

  it('puts every test file that asks which database it runs on in the PGlite run or the PostgreSQL-only list', () => {
    const asking = filesUnder('test', '.test.ts').filter((file) =>
      /isPostgresRun|TEST_DB|pglite/i.test(read(file).replace(/^import .*$/gm, '')),
    );
    const undecided = asking.filter(
      (file) => !pgliteTestFiles.includes(file) && !postgresOnly.includes(file),
    );
    expect(undecided).toEqual([]);
  });

  it('runs nothing on PGlite from a file whose every test is for PostgreSQL only', () => {
    expect(postgresOnly.filter((file) => pgliteTestFiles.includes(file))).toEqual([]);
  });
});
