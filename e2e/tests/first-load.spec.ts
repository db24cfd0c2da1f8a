import { expect, test } from '@playwright/test';

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
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();

    const preloads = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    // The login screen's chunk and the Russian messages, named before the entry script has run.
    expect(preloads.some((path) => /^\/assets\/login-[\w-]+\.js$/.test(path))).toBe(true);
    expect(preloads.filter((path) => /^\/assets\/common-[\w-]+\.js$/.test(path))).toHaveLength(2);

    // Chromium asks for brotli only over HTTPS; here it is offered gzip, which the build also wrote.
    const large = [...encodings.entries()].filter(([path]) => /\/(react|index)-/.test(path));
    expect(large.length).toBeGreaterThan(0);
    for (const [, encoding] of large) expect(encoding).toMatch(/^(br|gzip)$/);
  });

  test('robots.txt and the page description are there for search engines', async ({ page, request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain('Disallow: /api/');
    await page.goto('/');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Payme/);
  });
});
