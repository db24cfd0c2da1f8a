import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { componentTestProjects } from '../../packages/web-kit/vitest-projects';

// The operator console: its own bundle, served by the API under /admin/ and never loaded by customers.
// `source` makes @portal/contracts resolve to its TypeScript sources, as in the customer app.
const conditions = ['source', 'module', 'browser', 'development|production'];

export default defineConfig({
  base: '/admin/',
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  resolve: { conditions, alias: { '@': '/src' } },
  server: {
    port: 5174,
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  build: {
    target: 'es2022',
    // dist/.vite/manifest.json: bench/bundle-size.mjs reads the console's first-load JavaScript from it.
    manifest: true,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
    // One jsdom and module graph per worker, not per file, except for files that replace modules
    // (@portal/web-kit/vitest-projects); @portal/web-kit/testing's cleanEachFileEnd gives each file a fresh
    // document. Two workers even where Vitest's cores − 1 is one.
    projects: componentTestProjects(import.meta.dirname, ['src']),
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
