import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { newAccount, openLoggedIn, registerThroughApi } from '../support/accounts.js';
import { DESKTOP, PHONE, seriousViolations, themedViolations } from '../support/axe.js';
import { t } from '../support/i18n.js';
import { switchTheme, themes } from '../support/page-state.js';
import { chromium, expect, type Page, test } from '../support/test.js';

// The installable app. Lighthouse 12 has no PWA category any more, so installability is checked
// here: the manifest of the page's language, its icons, a service worker that controls the page, the offline
// shell, and that /api/ never passes through the worker.

const screenshotDir = path.resolve(import.meta.dirname, '../test-results/screenshots');

const manifestHref = (page: Page) => page.locator('link[rel="manifest"]').getAttribute('href');

/** Resolves once the app has started and its worker is active (so the app's own files are all loaded). */
const workerReady = (page: Page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

/** Waits for the worker to be active, then reloads, so the page is one the worker controls. */
const controlledByWorker = async (page: Page) => {
  await workerReady(page);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
};

const offlineHeading = (page: Page, lng: 'ru' | 'uz' | 'en') =>
  page.getByRole('heading', { level: 1, name: t('offline.title', { lng }) });

// The other journeys run with service workers blocked (playwright.config.ts); these are about the worker.
test.use({ serviceWorkers: 'allow' });

test.describe('installable app', () => {
  // A fresh context installs the worker, which fetches the app's files first: slow on a busy machine.
  test.describe.configure({ timeout: 60_000 });
  test('the page links the manifest of its language, which names the app in it and has icons that load', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'ru-RU' });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    expect(await manifestHref(page)).toBe('/manifest.ru.webmanifest');

    const response = await page.request.get('/manifest.ru.webmanifest');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      lang: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: t('app.name', { lng: 'ru' }),
      short_name: t('app.short_name', { lng: 'ru' }),
      lang: 'ru',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const image = await page.request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
    }

    // The browser reads it too: Chromium's own parse of the linked manifest finds no errors.
    const cdp = await context.newCDPSession(page);
    const parsed = await cdp.send('Page.getAppManifest');
    expect(parsed.url).toMatch(/\/manifest\.ru\.webmanifest$/);
    expect(parsed.errors).toEqual([]);
    await context.close();
  });

  test('Chromium finds the portal installable', async ({ baseURL }) => {
    // A test's own context is incognito, where nothing is installable: a real profile, thrown away after.
    const profile = await mkdtemp(path.join(os.tmpdir(), 'pwa-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
      locale: 'ru-RU',
      baseURL,
    });
    try {
      const page = await context.newPage();
      await page.goto('/login');
      await workerReady(page);
      const cdp = await context.newCDPSession(page);
      expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  test('a page the app renders links the manifest of the stored language', async ({ page }) => {
    await page.goto('/');
    expect(await manifestHref(page)).toBe('/manifest.uz.webmanifest');
    await page.evaluate(() => localStorage.setItem('selectedLang', 'en'));
    // /domen is not prerendered: index.html (which links uz) is sent and the app switches the link.
    await page.goto('/domen');
    await expect.poll(() => manifestHref(page)).toBe('/manifest.en.webmanifest');
  });

  test('a service worker controls the page after a reload; its script is never kept stale', async ({
    page,
  }) => {
    const script = await page.request.get('/sw.js');
    expect(script.status()).toBe(200);
    expect(script.headers()['cache-control']).toBe('no-cache');

    await page.goto('/');
    await controlledByWorker(page);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/');

    // Pages still come from the network: the prerendered page in the visitor's language, not a cached shell.
    const login = await page.goto('/login');
    expect(login?.fromServiceWorker()).toBe(true);
    expect(login?.headers().vary).toMatch(/Accept-Language/);
    await expect(page.getByRole('button', { name: t('auth:login.submit'), exact: true })).toBeVisible();
  });

  test('offline, a cabinet page shows the offline state in the page’s language; /api/ never passes the worker', async ({
    page,
    context,
    request,
  }) => {
    const token = await registerThroughApi(request, newAccount());
    const apiFromWorker: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/') && response.fromServiceWorker()) {
        apiFromWorker.push(response.url());
      }
    });
    await openLoggedIn(page, token, '/');
    await page.evaluate(() => localStorage.setItem('selectedLang', 'ru'));
    await page.goto('/my_orders');
    await controlledByWorker(page);
    await expect(
      page.getByRole('heading', { level: 1, name: t('routes.myOrders', { lng: 'ru' }) }),
    ).toBeVisible();

    // The worker's caches hold the shell and assets, never an answer of the API.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const entry of await (await caches.open(name)).keys()) urls.push(new URL(entry.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/index.html');
    expect(cached.filter((url) => url.startsWith('/api/'))).toEqual([]);
    expect(cached.filter((url) => url.startsWith('/prerendered/') || /\.(br|gz|map)$/.test(url))).toEqual([]);

    await context.setOffline(true);
    await page.goto('/user/moneyhistory');
    await expect(offlineHeading(page, 'ru')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    expect(await seriousViolations(page)).toEqual([]);

    // Back online, the page it stood in for opens by itself.
    await context.setOffline(false);
    await expect(
      page.getByRole('heading', { level: 1, name: t('routes.moneyHistory', { lng: 'ru' }) }),
    ).toBeVisible();
    expect(apiFromWorker).toEqual([]);
  });

  test('a Russian browser sees Russian on every visit to /, the offline one too, and links the Russian manifest', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'ru-RU' });
    const page = await context.newPage();
    const inRussian = async () => {
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
      await expect.poll(() => manifestHref(page)).toBe('/manifest.ru.webmanifest');
    };
    const homeInRussian = async () => {
      await inRussian();
      await expect(page.getByText(t('app.name', { lng: 'ru' })).first()).toBeVisible();
    };
    await page.goto('/');
    await homeInRussian();

    // The second visit, with the worker in control: the server's Russian page, not the cached (uz) shell.
    await controlledByWorker(page);
    const second = await page.goto('/');
    expect(second?.fromServiceWorker()).toBe(true);
    expect(second?.status()).toBe(200);
    await homeInRussian();
    await expect(page.locator('html')).toHaveAttribute('data-lang', 'ru');

    // Offline, the worker answers with the shell, which the app renders in the language the server would pick.
    await context.setOffline(true);
    await page.goto('/');
    await expect(offlineHeading(page, 'ru')).toBeVisible();
    await inRussian();
    await context.close();
  });

  test('losing the network on an open page keeps it, under a banner', async ({ page, context }) => {
    await page.goto('/login');
    await workerReady(page);
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: t('offline.banner') })).toBeVisible();
    await expect(page.getByRole('button', { name: t('auth:login.submit'), exact: true })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: t('offline.banner') })).toHaveCount(0);
  });

  test('a new version asks to reload, and reloading starts it', async ({ page }) => {
    await page.goto('/');
    await controlledByWorker(page);
    const restoreWorker = await announceNewVersion(page, { keepNewVersion: true });
    try {
      const prompt = page.getByRole('region', { name: t('app_update.label') });
      await expect(prompt).toContainText(t('app_update.text'));
      // axe: the prompt is checked in every theme at both widths by 'installable app screens' below.
      expect(await hasWaitingWorker(page)).toBe(true);

      await prompt.getByRole('button', { name: t('app_update.reload') }).focus();
      await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
      await expect(prompt).toHaveCount(0);
      // The new worker finishes activating on its own schedule after the reload: wait for it, not a fixed moment.
      await expect.poll(() => hasWaitingWorker(page)).toBe(false);
    } finally {
      await restoreWorker();
    }
  });
});

test.describe('installable app screens', () => {
  // The worker is installed (it fetches the whole precache) once; the widths and themes change in place on it.
  test.describe.configure({ timeout: 180_000 });
  test('the offline state and the update prompt pass axe at both widths in the three themes', async ({
    page,
    context,
  }) => {
    // Photographs are for people to look at, not a check: taken with E2E_SCREENSHOTS=1.
    const photograph = Boolean(process.env.E2E_SCREENSHOTS);
    await page.goto('/');
    await controlledByWorker(page);
    await announceNewVersion(page);
    const prompt = page.getByRole('region', { name: t('app_update.label') });
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      // Each state loaded once, its themes switched in place (a stored theme before first paint: first-load.spec.ts).
      const inEveryTheme = async (name: string) => {
        if (!photograph) return;
        for (const theme of themes) {
          await switchTheme(page, theme);
          await page.screenshot({ path: shot(name, theme, viewport.width) });
        }
        await switchTheme(page, 'default');
      };
      // The new worker still waits, so the page asks again.
      await page.goto('/');
      await expect(prompt).toBeVisible();
      expect(await themedViolations(page), `prompt ${viewport.width}`).toEqual([]);
      await inEveryTheme('update-prompt');

      await context.setOffline(true);
      await expect(page.getByRole('status').filter({ hasText: t('offline.banner') })).toBeVisible();
      // No reload offer without a network: reloading would only show the offline screen.
      await expect(prompt).toHaveCount(0);
      await inEveryTheme('offline-banner');

      await page.goto('/profile');
      await expect(offlineHeading(page, 'uz')).toBeVisible();
      expect(await themedViolations(page), `offline ${viewport.width}`).toEqual([]);
      await inEveryTheme('offline-screen');
      await context.setOffline(false);
      await expect(offlineHeading(page, 'uz')).toHaveCount(0);
    }
  });
});

const shot = (name: string, theme: string, width: number) =>
  path.join(screenshotDir, `pwa-${name}-${theme}-${width}.png`);

/** Whether a new worker is installed and waits to take over. */
const hasWaitingWorker = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.ready).waiting !== null);

const workerFile = path.resolve(import.meta.dirname, '../../apps/web/dist/sw.js');

/**
 * A deploy, as the browser sees it: /sw.js changes and the browser's update check installs the new worker,
 * which waits for the page's say-so. Playwright cannot intercept the browser's fetch of a worker script, so the
 * built file gets a comment added for the moment of the check. It is put back at once, unless the test is to
 * start the new version: then the original would itself be a newer script to the activated worker, and the
 * next update check would announce it again, so the test puts it back with the returned function at its end.
 */
async function announceNewVersion(page: Page, options: { keepNewVersion?: boolean } = {}) {
  const original = await readFile(workerFile, 'utf8');
  const restore = () => writeFile(workerFile, original);
  try {
    await writeFile(workerFile, `${original}\n// next version ${Date.now()}\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.ready).update();
    });
    await expect.poll(() => hasWaitingWorker(page)).toBe(true);
  } catch (error) {
    await restore();
    throw error;
  }
  if (!options.keepNewVersion) await restore();
  return restore;
}
