import type { Page } from '@playwright/test';
import { loosely, t } from '../support/i18n.js';
import { expect, test } from '../support/test.js';

/** The scripts the page has loaded so far (their paths under /assets/) and their texts. */
async function loadedScripts(page: Page): Promise<{ scripts: string[]; bodies: string[] }> {
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/assets/') && path.endsWith('.js')),
  );
  const bodies = await Promise.all(scripts.map(async (path) => (await page.request.get(path)).text()));
  return { scripts, bodies };
}

test.describe('first load', () => {
  test('assets come compressed and the first screen is preloaded from the page itself', async ({ page }) => {
    const encodings = new Map<string, string | undefined>();
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) {
        encodings.set(url.pathname, (await response.allHeaders())['content-encoding']);
      }
    });
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('selectedLang', 'ru'));
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Войти', exact: true })).toBeVisible();

    const preloads = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    // The login screen's chunk and the Russian messages, named before the entry script has run; no language falls
    // back on another, so no uz messages come with them.
    expect(preloads.some((path) => /^\/assets\/login-[\w-]+\.js$/.test(path))).toBe(true);
    expect(preloads.filter((path) => /^\/assets\/common-[\w-]+\.js$/.test(path))).toHaveLength(1);

    // Chromium asks for brotli only over HTTPS; here it is offered gzip, which the build also wrote.
    const large = [...encodings.entries()].filter(([path]) => /\/(react|index)-/.test(path));
    expect(large.length).toBeGreaterThan(0);
    for (const [, encoding] of large) expect(encoding).toMatch(/^(br|gzip)$/);
  });

  test('the scripts of / are React 19’s, not a stand-in runtime', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'hydrated');
    const { bodies } = await loadedScripts(page);
    // React 19 marks its elements with this symbol; Preact's compat layer uses another.
    expect(bodies.some((body) => body.includes('react.transitional.element'))).toBe(true);
    expect(bodies.filter((body) => /preact/i.test(body))).toEqual([]);
  });

  test('a visitor’s home page loads neither the query library nor zod’s full build, yet shows the news count', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'hydrated');
    // The counter's answer came and passed its check: the demo's two news, not the painted 0.
    await expect(page.getByRole('link', { name: loosely(t('home:menu.news')) })).toContainText(
      t('home:menu.news_count', { value: 2 }),
    );
    await page.waitForLoadState('networkidle');
    const { scripts, bodies } = await loadedScripts(page);
    // Markers that survive minification: TanStack Query's missing-client message, and a method only classic zod
    // schemas have (zod/mini, which the home page's answer schemas use, has none).
    expect(scripts.filter((_, index) => bodies[index]?.includes('No QueryClient set'))).toEqual([]);
    expect(scripts.filter((_, index) => bodies[index]?.includes('superRefine'))).toEqual([]);
  });

  test('/login leaves the kit’s texts to the visitor’s first reach for the form, and a submit then shows them', async ({
    page,
  }) => {
    const kitTexts = async () =>
      (await loadedScripts(page)).scripts.filter((path) =>
        /^\/assets\/(validation|errors)-[\w-]+\.js$/.test(path),
      );
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'hydrated');
    await page.waitForLoadState('networkidle');
    expect(await kitTexts()).toEqual([]);

    // A submit straight away, before the texts had any time to arrive: the rule's message shows, not its key.
    await page.getByRole('button', { name: t('auth:login.submit'), exact: true }).click();
    await expect(page.getByText(t('validation:required')).first()).toBeVisible();
    expect(await kitTexts()).not.toEqual([]);
  });

  test('robots.txt and the page description are there for search engines', async ({ page, request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain('Disallow: /api/');
    await page.goto('/');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Payme/);
  });

  test('public pages arrive painted in the visitor’s language, before any script runs', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'ru-RU' });
    const page = await context.newPage();
    const response = await page.goto('/login');
    expect(response?.headers().vary).toMatch(/Accept-Language/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('button', { name: 'Войти', exact: true })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Хостинг и домены/);

    // A path no route knows: status 404 with the not-found page, also painted.
    const missing = await page.goto('/no/such/page');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('link', { name: 'Перейти на главную' })).toBeVisible();
    await context.close();
  });

  test('the browser takes over the painted page without painting it again', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // The entry script is held back until the painted page has been marked.
    let releaseEntry = () => {};
    const entryHeld = new Promise<void>((resolve) => {
      releaseEntry = resolve;
    });
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await entryHeld;
      await route.continue();
    });

    await page.goto('/', { waitUntil: 'commit' });
    const header = page.locator('header').first();
    await expect(header).toBeVisible();
    await header.evaluate((element) => element.setAttribute('data-painted', 'server'));
    releaseEntry();

    // Hydrated: the app adopted the very element the server painted; a fresh render would have replaced it,
    // mark and all.
    await expect(page.locator('html')).toHaveAttribute('data-app', 'hydrated');
    const marked = page.locator('header[data-painted="server"]');
    await expect(marked).toHaveCount(1);
    // And working: a link navigates inside the app, which keeps that element (a page load would not).
    await page.getByRole('link', { name: 'Roʻyxatdan oʻtish' }).first().click();
    await expect(page).toHaveURL(/\/registration$/);
    await expect(marked).toHaveCount(1);
    expect(problems).toEqual([]);
  });

  // Every prerendered page in every language, and the home page in every theme: React adopts it with no
  // mismatch. main.tsx logs each recoverable error (a mismatch makes React throw the painted part away and render it
  // again) as a console error, so any such error, or any other, fails here. The stored theme reaches only the
  // `data-theme` attribute (public/theme-init.js) before React starts, the same in every language and on every page
  // (no public page renders by theme: only the settings screen reads it), so the other themes are checked once, on
  // the home page in Uzbek.
  const languages = { uz: 'uz-Latn', uzc: 'uz-Cyrl', ru: 'ru-RU', en: 'en-US', tj: 'tg-TJ' } as const;
  const pages = [
    '/',
    '/news',
    '/info',
    '/info/kb',
    '/info/kb/reset-your-password',
    '/rules',
    '/payments',
    '/login',
    '/registration',
    '/forgot-password',
  ];
  for (const [lang, locale] of Object.entries(languages)) {
    const themes = lang === 'uz' ? ['light', 'twilight', 'night'] : ['light'];
    test(`every public page in ${lang} is hydrated without a mismatch, in ${themes.join(', ')}`, async ({
      browser,
    }) => {
      test.setTimeout(90_000);
      for (const theme of themes) {
        const context = await browser.newContext({ locale });
        await context.addInitScript(
          (chosen) => {
            localStorage.setItem('selectedLang', chosen.lang);
            localStorage.setItem('theme', chosen.theme);
          },
          { lang, theme },
        );
        const page = await context.newPage();
        const problems: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
        });
        page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
        for (const path of theme === 'light' ? pages : pages.slice(0, 1)) {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('data-app', 'hydrated');
          if (theme !== 'light') await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          // The header, page and footer boundaries hydrate in later tasks: wait until the page is at rest.
          await page.waitForLoadState('networkidle');
          await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
        }
        await context.close();
        expect(problems, `${lang} ${theme}`).toEqual([]);
      }
    });
  }
});
