import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { componentTestProjects } from './vitest-projects';

// The kit has no app of its own: this config only runs its tests (components in jsdom, as the apps do).
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
    // One jsdom and module graph per worker, not per file, except for files that replace modules
    // (@portal/web-kit/vitest-projects); @portal/web-kit/testing's cleanEachFileEnd gives each file a fresh
    // document. Two workers even where Vitest's cores − 1 is one.
    projects: componentTestProjects(import.meta.dirname, ['src']),
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
