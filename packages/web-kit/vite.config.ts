import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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
  },
});
