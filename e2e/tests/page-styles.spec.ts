import type { Page } from '@playwright/test';
import { loosely, t } from '../support/i18n.js';
import { expect, test } from '../support/test.js';

// A prerendered page carries its screen's stylesheets inline and names each by a disabled link
// (apps/web/build/prerendered-html.ts); other screens' stylesheets come with their chunks.

/** Every stylesheet the page asks the network for, from now on. */
function stylesheetRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'stylesheet' || pathname.endsWith('.css')) requested.push(pathname);
  });
  return requested;
}

async function settle(page: Page, started = 'hydrated') {
  await expect(page.locator('html')).toHaveAttribute('data-app', started);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}

test.describe('page styles', () => {
  for (const path of ['/', '/login']) {
    test(`${path} paints styled and fetches no stylesheet, before or after it hydrates`, async ({ page }) => {
      const requested = stylesheetRequests(page);
      // A stylesheet whose hash the page's CSP lacks is refused with a console error.
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      await page.goto(path);
      await settle(page);
      expect(requested).toEqual([]);
      expect(problems).toEqual([]);
      // The disabled links are there for Vite's preload helper, and no stylesheet is linked for real.
      const links = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => ({
          href: new URL(link.href).pathname,
          disabled: link.disabled,
        })),
      );
      expect(links.length).toBeGreaterThan(1);
      expect(links.filter((link) => !link.disabled)).toEqual([]);
      // Styled: the shell's header keeps to the top by the inlined stylesheet's rule.
      await expect(page.locator('header').first()).toHaveCSS('position', 'sticky');
    });
  }

  test('a screen whose styles the page did not carry fetches them when the app moves there, and shows styled', async ({
    page,
  }) => {
    const requested = stylesheetRequests(page);
    await page.goto('/');
    await settle(page);
    await page.getByRole('link', { name: loosely(t('home:menu.news')) }).click();
    await expect(page).toHaveURL(/\/news$/);
    const list = page.getByRole('list', { name: t('news:list_label') });
    await expect(list).toBeVisible();
    expect(requested.some((pathname) => /^\/assets\/news-[\w-]+\.css$/.test(pathname))).toBe(true);
    // The news list's own rules: no bullets, no indent (a bare <ul> has both).
    await expect(list).toHaveCSS('list-style-type', 'none');
    await expect(list).toHaveCSS('padding-left', '0px');
    // Nothing the home page carried inline was fetched on the way.
    const inlined = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    expect(requested.filter((pathname) => inlined.includes(pathname))).toEqual([]);
  });

  test("an address the server answers with the app's shell fetches each of its screen's stylesheets once", async ({
    page,
  }) => {
    const requested = stylesheetRequests(page);
    // Not a prerendered page: index.html links the entry's stylesheet, public/theme-init.js preloads the screen's.
    await page.goto('/order');
    await settle(page, 'rendered');
    expect(requested.some((pathname) => /^\/assets\/app-[\w-]+\.css$/.test(pathname))).toBe(true);
    const screens = requested.filter((pathname) => !/^\/assets\/app-[\w-]+\.css$/.test(pathname));
    expect(screens.length).toBeGreaterThan(0);
    expect(requested).toEqual([...new Set(requested)]);
    const applied = await page.evaluate(() =>
      [...document.styleSheets].flatMap((sheet) => (sheet.href ? [new URL(sheet.href).pathname] : [])),
    );
    for (const pathname of screens) expect(applied).toContain(pathname);
  });
});
