import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { firstScreenPreload } from './build/first-screen-preload.ts';
import { prerenderPages } from './build/prerender-pages.ts';

// `source` makes @portal/contracts resolve to its TypeScript sources, so the web needs no contracts build.
const conditions = ['source', 'module', 'browser', 'development|production'];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    firstScreenPreload(),
    prerenderPages(),
    // Brotli and gzip copies of every asset over 1 KB; the API sends the one the browser accepts
    // (@fastify/static preCompressed), so nothing is compressed per request. The prerender's Node bundle is
    // never sent, so it is not compressed.
    isSsrBuild ? undefined : compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  resolve: {
    conditions,
    // Root-relative, so the same alias serves the dev server, the build and Vitest.
    alias: { '@': '/src' },
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  build: {
    target: 'es2022',
    // One stylesheet (about 9 KB compressed for every screen): a prerendered page paints after the HTML and one
    // CSS request, instead of waiting for each of its screen's parts' small stylesheets (issue 14 §3).
    cssCodeSplit: false,
    // dist/.vite/manifest.json maps each route module to its chunks; bench/ reads it for the route JS sizes.
    manifest: true,
    rollupOptions: {
      output: {
        // One long-lived chunk for React and the router keeps the per-route chunks small and cacheable.
        manualChunks(id: string) {
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
          return undefined;
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
  },
}));
