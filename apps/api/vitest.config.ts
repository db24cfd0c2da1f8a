import { availableParallelism } from 'node:os';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// The `source` condition points workspace packages at their TypeScript sources, so tests need no build. The run
// passes these conditions on to Node for the packages it does not transform, and Node itself never resolves
// `module` (a bundler's condition): with it, @opentelemetry/api (which prom-client requires) resolved to an ES
// build Node cannot load.
const conditions = ['source', ...defaultServerConditions.filter((condition) => condition !== 'module')];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
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
