import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { newAccount, openLoggedIn, registerThroughApi } from '../support/accounts.js';
import { settle } from '../support/page-state.js';

const seriousViolations = async (page: Page) => {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
};

test.describe('axe: no serious or critical violations', () => {
  for (const route of ['/', '/login', '/registration', '/settings', '/news']) {
    test(`visitor on ${route}`, async ({ page }) => {
      await page.goto(route);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('customer on /profile', async ({ page, request }) => {
    const token = await registerThroughApi(request, newAccount());
    await openLoggedIn(page, token, '/profile');
    await expect(page).toHaveURL(/\/profile$/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  for (const route of ['/user/refereal', '/user/promo-code/list', '/profayl/my_profayl', '/profayl/new']) {
    test(`customer on ${route}`, async ({ page, request }) => {
      const token = await registerThroughApi(request, newAccount());
      await openLoggedIn(page, token, route);
      await expect(page).toHaveURL(new RegExp(`${route}$`));
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
