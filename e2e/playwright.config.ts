import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { findFreePort } from './support/free-port.js';

// Workers load this file again; the environment carries the main process's choice of port to them.
process.env.E2E_PORT ??= String(await findFreePort(18080));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

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
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // Debian's Chromium: Playwright's own browser download is never used on these machines.
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumFlags },
    viewport: { width: 390, height: 844 },
    locale: 'uz-Latn',
    timezoneId: 'Asia/Tashkent',
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
  webServer: {
    command: 'node e2e/support/serve-built-app.mjs',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // A first start migrates and seeds a fresh database; a busy machine has needed more than a minute.
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(os.tmpdir(), `portal-e2e-${port}`),
      DEMO_MODE: 'true',
      APP_URL: baseURL,
      LOG_LEVEL: 'warn',
      // Demo mode's support mail listener on a free port: 2525 may be held by a demo server on this machine.
      SUPPORT_SMTP_PORT: '0',
      // The journeys register and log in more often than one person would in 15 minutes.
      RATE_LIMIT_LOGIN_PER_IP: '1000',
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '1000',
      RATE_LIMIT_LOGIN_START_PER_IP: '1000',
      RATE_LIMIT_REGISTER_PER_IP: '1000',
      // Every journey comes from 127.0.0.1: the captchas, codes and passkey confirmations of some ninety journeys
      // pass the 30 a real visitor's address may ask for in 15 minutes (the limits themselves: API tests).
      RATE_LIMIT_CODE_REQUEST_PER_IP: '1000',
      RATE_LIMIT_CODE_CHECK_PER_IP: '1000',
      // Passkeys: WebAuthn takes no IP address as its relying party, so the passkey journeys
      // open the app at http://localhost:<port>; the rest keep using 127.0.0.1.
      WEBAUTHN_RP_ID: 'localhost',
      WEBAUTHN_ORIGINS: `http://localhost:${port},${baseURL}`,
    },
  },
});
