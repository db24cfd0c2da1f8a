import { availableParallelism } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { componentTestProjects } from '../../packages/web-kit/vitest-projects.ts';
import { firstScreenPreload } from './build/first-screen-preload.ts';
import { prerenderPages } from './build/prerender-pages.ts';
import { shellOnly } from './build/shell-precache.ts';
import { webManifests } from './build/web-manifest.ts';

// `source` makes @portal/contracts resolve to its TypeScript sources, so the web needs no contracts build.
const conditions = ['source', 'module', 'browser', 'development|production'];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // React's automatic JSX runtime, and Fast Refresh on the dev server.
    react(),
    firstScreenPreload(),
    prerenderPages(),
    // Brotli and gzip copies of every asset over 1 KB; the API sends the one the browser accepts
    // (@fastify/static preCompressed), so nothing is compressed per request. The prerender's Node bundle is
    // never sent, so it is not compressed.
    isSsrBuild ? undefined : compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
    webManifests(),
    // The installable app: it writes the service worker, which src/features/pwa registers by hand (a few lines
    // instead of workbox-window's 2 KB on every page). Last, because the worker is written when the others are done.
    VitePWA({
      registerType: 'prompt',
      // Registered from the bundle (src/features/pwa): the CSP forbids inline scripts. 'prompt': the new worker
      // waits until the page sends it { type: 'SKIP_WAITING' }.
      injectRegister: false,
      // One manifest per language instead of the plugin's single "lang":"en" one (build/web-manifest.ts).
      manifest: false,
      workbox: {
        // The app shell and the hashed assets only: not the .br/.gz copies, the prerendered pages, the build's
        // manifest or source maps.
        globPatterns: ['index.html', 'theme-init.js', 'favicon.svg', 'assets/**/*.{js,css}'],
        globIgnores: ['**/*.br', '**/*.gz', 'prerendered/**', '.vite/**', '**/*.map'],
        // Of those, only what a start needs to show anything, offline included (build/shell-precache.ts): installing
        // the worker on a first visit then fetches a few files the page has not, not every screen's chunk (some
        // 380 files, 650 KB compressed). The other chunks are kept as they are first fetched (below).
        manifestTransforms: [shellOnly(path.join(import.meta.dirname, 'dist'))],
        // A page always comes from the network, so the server's prerendered page in the visitor's language
        // arrives; only when the network fails does the cached shell answer, and the app shows it is offline.
        // /api/ (the event stream included) has no route: those requests never pass through the worker.
        navigateFallback: null,
        // Nor does `/` come from the cached index.html (Workbox's default directory index): that shell carries
        // no language, and a Russian visitor's second visit would open in uz.
        directoryIndex: null,
        runtimeCaching: [
          // A screen's chunks, once fetched, are there offline too: their names change with their content.
          {
            urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'assets', expiration: { maxEntries: 400 } },
          },
          {
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' &&
              !url.pathname.startsWith('/api/') &&
              url.pathname !== '/admin' &&
              !url.pathname.startsWith('/admin/'),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: '/index.html' } },
          },
        ],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  resolve: {
    conditions,
    // Root-relative, so the same alias serves the dev server, the build and Vitest.
    alias: [
      { find: '@', replacement: '/src' },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: '/src/lib/use-sync-external-store-shim.ts',
      },
    ],
  },
  // The prerender's Node bundle carries its dependencies (it runs from node_modules/.prerender, then is removed).
  ssr: { noExternal: true },
  server: {
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  build: {
    target: 'es2022',
    // Every browser the portal supports has <link rel="modulepreload">; the polyfill would be dead weight.
    modulePreload: { polyfill: false },
    // Each chunk its own stylesheet: a prerendered page carries inline only its screen's (build/page-styles.ts),
    // not every screen's (some 11 KB compressed), and the app fetches a screen's with its chunk.
    cssCodeSplit: true,
    // dist/.vite/manifest.json maps each route module to its chunks; bench/ reads it for the route JS sizes.
    manifest: true,
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            // One long-lived chunk for React and the router keeps the per-route chunks small and cacheable.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            // The query library in one chunk, loaded with the first part of the page that queries
            // (src/lib/query-scope.tsx): left to the automatic splitting it came in some ten pieces.
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
            // What the entry imports statically runs on every page anyway; left to the automatic splitting it came
            // in some thirty small files, each a request and a task of its own on a phone.
            {
              name: 'app',
              tags: ['$initial'],
              test: (id) => !/[\\/](index\.html|src[\\/]main\.tsx)$/.test(id),
              priority: 1,
            },
            // The public pages' small parts, shared by the home, info and payments pages (icons, columns, badges, link
            // rows, lists, and the support hours and payment methods they show), in one chunk: left to the automatic
            // splitting they came in five, each a request of a few hundred bytes with its headers.
            {
              name: 'content-parts',
              test: /[\\/]src[\\/]features[\\/]content[\\/](components[\\/](icon|two-columns|badge|link-row|home-lists)\.(tsx|module\.css)|content-constants\.ts)$/,
              priority: 1,
            },
            // The line icons, which icon.tsx draws with, stay apart: other screens (news, notifications, settings) use
            // them without the public pages' parts, which capturing icon.tsx's imports would give them.
            {
              name: 'stroke-icon',
              test: /[\\/]src[\\/]components[\\/]ui[\\/]stroke-icon\.tsx$/,
              priority: 2,
            },
          ],
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
    // One jsdom and module graph per worker, not per file, except for files that replace modules
    // (@portal/web-kit/vitest-projects); @portal/web-kit/testing's cleanEachFileEnd gives each file a fresh document.
    // Two workers even where Vitest's cores − 1 is one.
    projects: componentTestProjects(import.meta.dirname, ['src', 'build']),
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
}));
