import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results/artifacts',
  // Each worker starts its own portal on its own database (support/test.ts), so files can run side by side; the
  // tests of one file still run in order, in one worker. A journey keeps most of two cores busy (Chromium and its
  // server): on two cores a second worker made the step about a quarter shorter, but each journey took a third
  // longer, nearer its time limits. The default is one worker per two cores; E2E_WORKERS overrides it.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? Math.max(1, Math.floor(availableParallelism() / 2))),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    // Debian's Chromium: Playwright's own browser download is never used on these machines.
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumFlags },
    viewport: { width: 390, height: 844 },
    locale: 'uz-Latn',
    timezoneId: 'Asia/Tashkent',
    // The app registers its service worker once a page has loaded, and the worker then fetches all of the app's
    // some 370 scripts and stylesheets into its cache: in every test's new context, for nothing, since pages and
    // assets come from the network and the HTTP cache anyway. Only the installable app's journeys (pwa.spec.ts)
    // let it in.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'mobile', testIgnore: /screenshots\.spec\.ts$/ },
    { name: 'screenshots-mobile', testMatch: /screenshots\.spec\.ts$/ },
    {
      name: 'screenshots-desktop',
      testMatch: /screenshots\.spec\.ts$/,
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
});
