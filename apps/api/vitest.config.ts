import { availableParallelism } from 'node:os';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { pgliteTestFiles } from './test/database-specific.js';

// The `source` condition points workspace packages at their TypeScript sources, so tests need no build. The run
// passes these conditions on to Node for the packages it does not transform, and Node itself never resolves
// `module` (a bundler's condition): with it, @opentelemetry/api (which prom-client requires) resolved to an ES
// build Node cannot load.
const conditions = ['source', ...defaultServerConditions.filter((condition) => condition !== 'module')];

// TEST_FILES=pglite (npm run test:pglite): only the files whose outcome can differ on PGlite (test/database-specific.ts);
// every other run, and a file named on the command line, is not narrowed.
const include = process.env.TEST_FILES === 'pglite' ? [...pgliteTestFiles] : ['test/**/*.test.ts'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include,
    globalSetup: ['test/global-setup.ts'],
    // PG_QUERY_OVERLAPS=<file>: note there every query sent on a node-postgres connection still answering another.
    setupFiles: process.env.PG_QUERY_OVERLAPS ? ['test/helpers/query-overlap-log.ts'] : [],
    environment: 'node',
    testTimeout: 30_000,
    // Vitest's default (cores − 1) is one worker on a two-core CI machine, and these files spend much of their
    // time waiting on PostgreSQL, child processes and sockets: two workers there keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    hookTimeout: 60_000,
    // Each file builds its own app on its own database, and the app keeps no state in modules: a worker may keep
    // the modules it loaded for the next file. Loading the app's graph again for every file was a fifth of the run.
    isolate: false,
  },
});
