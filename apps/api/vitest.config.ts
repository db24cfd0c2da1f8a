import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// The `source` condition points workspace packages at their TypeScript sources, so tests need no build.
export default defineConfig({
  resolve: { conditions: ['source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
