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
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
