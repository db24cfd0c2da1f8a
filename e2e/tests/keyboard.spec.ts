import { newAccount, openLoggedIn, registerThroughApi } from '../support/accounts.js';
import { t } from '../support/i18n.js';
import { expect, type Locator, type Page, test } from '../support/test.js';

// Keyboard alone: every page starts with a link past the header (and the cabinet menu) to the page; a wide
// screen costs at most two more Tab presses to a page's main action than a phone; focus lands on a page's
// heading after the app moves on by itself, and inside a dialog when it opens.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const MAX_TABS = 200;

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Tab presses from a freshly opened page until `target` has focus; the first one must reach the skip link. */
async function tabsTo(page: Page, path: string, target: (page: Page) => Locator): Promise<number> {
  await page.goto(path);
  await expect(target(page)).toBeAttached({ timeout: 20_000 });
  // A prerendered form stays disabled until React hydrates it, and Tab skips disabled fields: count on the
  // hydrated page, or the count depends on how fast the machine hydrates (a loaded one once gave 8 against 21).
  await expect(target(page)).toBeEnabled({ timeout: 20_000 });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: t('nav.skip_to_content') })).toBeFocused();
  for (let presses = 1; presses <= MAX_TABS; presses += 1) {
    if (await isFocused(target(page))) return presses;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${path}: the main action was not reached in ${MAX_TABS} Tab presses`);
}

test('register, top up and order take at most two more Tab presses at 1280 px than at 390 px', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const steps = [
    {
      path: '/registration',
      action: (p: Page) => p.getByRole('button', { name: t('auth:registration.submit') }),
    },
    // The first choice of the top-up: the payment method.
    { path: '/pay', action: (p: Page) => p.getByRole('radio', { name: 'Click' }) },
    {
      path: '/orders/product/infohosting/1',
      action: (p: Page) => p.getByRole('link', { name: `${t('hosting:tariffs.order')}: Start` }),
    },
  ];
  const counts: Record<string, { phone: number; desktop: number }> = {};
  const token = await registerThroughApi(request, newAccount());
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const step of steps) {
      // The registration page is a visitor's; the others a customer's.
      if (step.path === '/registration') {
        await page.goto('/robots.txt');
        await page.evaluate(() => localStorage.removeItem('token'));
      } else if (!(await page.evaluate(() => localStorage.getItem('token')))) {
        await openLoggedIn(page, token, '/robots.txt');
      }
      counts[step.path] ??= { phone: 0, desktop: 0 };
      (counts[step.path] as { phone: number; desktop: number })[name] = await tabsTo(
        page,
        step.path,
        step.action,
      );
    }
  }
  for (const [path, { phone, desktop }] of Object.entries(counts)) {
    expect(desktop, `${path}: ${desktop} presses at 1280 px, ${phone} at 390 px`).toBeLessThanOrEqual(
      phone + 2,
    );
  }
  const total = (width: 'phone' | 'desktop') => Object.values(counts).reduce((sum, c) => sum + c[width], 0);
  expect(total('desktop')).toBeLessThanOrEqual(total('phone') + 2);
});

test('the skip link and a page opened from the cabinet menu take the keyboard past the menu to the page', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  const token = await registerThroughApi(request, newAccount());
  await openLoggedIn(page, token, '/pay');
  await expect(page.getByRole('radio', { name: 'Click' })).toBeAttached({ timeout: 20_000 });
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: t('nav.skip_to_content') });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL((url) => url.pathname === '/pay' && url.hash === '');
  await page.keyboard.press('Tab');
  // The next stop is inside the page, not in the header or the menu beside it.
  const isInPage = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      return Boolean(active?.closest('main') && !active.closest('[data-testid="cabinet-sidebar"]'));
    });
  expect(await isInPage()).toBe(true);
  // A page opened from the menu beside it: focus goes to the new page's heading, so the next Tab is in the page
  // rather than back in the menu (once 29 Tabs from the payment choice).
  await page
    .getByTestId('cabinet-sidebar')
    .getByRole('link', { name: t('account:profile.links.personal') })
    .press('Enter');
  await expect(page).toHaveURL((url) => url.pathname !== '/pay');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await isInPage()).toBe(true);
});

test('after the login sends the customer on, focus is on the new page’s heading', async ({
  page,
  request,
}) => {
  const account = newAccount();
  await registerThroughApi(request, account);
  await page.goto('/user/moneyhistory');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await page.getByLabel(t('auth:login.login')).fill(account.email);
  await page.getByLabel(t('auth:login.password')).fill(account.password);
  await page.getByLabel(t('auth:login.password')).press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/user/moneyhistory', { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: t('routes.moneyHistory') })).toBeFocused();
});
