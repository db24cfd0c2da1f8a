import { appendFileSync } from 'node:fs';
import { afterAll, expect } from 'vitest';
import { watchQueryOverlaps } from './query-overlaps.js';

// A sweep, not a test: with PG_QUERY_OVERLAPS=<file> (vitest.config.ts) each test file run on PostgreSQL appends
// to that file every query it sent on a connection still answering another, with both statements.

const logFile = process.env.PG_QUERY_OVERLAPS;
const watch = watchQueryOverlaps();
afterAll(() => {
  watch.stop();
  if (!logFile) return;
  const file = expect.getState().testPath ?? 'unknown file';
  for (const overlap of watch.overlaps) appendFileSync(logFile, `## ${file}\n${overlap.stack}\n\n`);
});
