import path from 'node:path';
import { newAccount, openLoggedIn, registerThroughApi } from '../support/accounts.js';
import { DESKTOP, PHONE, sweptViolations } from '../support/axe.js';
import { ct, openConsoleAs } from '../support/console.js';
import { t } from '../support/i18n.js';
import { settle, switchTheme } from '../support/page-state.js';
import { expect, type Page, test } from '../support/test.js';

// A date of birth typed day first whatever the browser's language (the browser here speaks uz-Latn; the native
// date input followed it, not the page), and the console's internal note as its own tab: each screen swept by
// axe at a phone's and a desktop's width in the three themes, and photographed light and dark for people.

const screenshotDir = path.resolve(import.meta.dirname, '../test-results/screenshots');

async function photograph(page: Page, name: string) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await settle(page);
    for (const theme of ['default', 'night'] as const) {
      await switchTheme(page, theme);
      await page.screenshot({
        path: path.join(screenshotDir, `${name}-${theme}-${viewport.width}.png`),
        fullPage: true,
      });
    }
    await switchTheme(page, 'default');
  }
  await page.setViewportSize(PHONE);
}

test('a birthday typed as 15031990 is saved as 15 March 1990, and 31.02.1990 is refused in words', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await registerThroughApi(request, newAccount());
  await openLoggedIn(page, token, '/user/personal');
  const birthday = page.getByLabel(t('auth:registration.birthday'));
  await expect(birthday).toHaveAttribute('type', 'text');
  await expect(
    page.getByText(t('validation:date_hint', { pattern: 'kk.oo.yyyy', example: '15.03.1990' })),
  ).toBeVisible();

  await birthday.fill('31.02.1990');
  await birthday.press('Tab');
  await expect(page.getByText(t('validation:date_not_real'))).toBeVisible();
  await photograph(page, 'birthday-refused');
  expect(await sweptViolations(page, 'uz')).toEqual([]);

  await birthday.fill('15031990');
  await birthday.press('Tab');
  await expect(birthday).toHaveValue('15.03.1990');
  await page.getByRole('button', { name: t('security:common.save') }).click();
  await expect(page.getByText(t('security:personal.success'))).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(t('auth:registration.birthday'))).toHaveValue('15.03.1990');
});

test('staff write an internal note in its own tab, under its own button', async ({ page, request }) => {
  test.setTimeout(120_000);
  const customerToken = await registerThroughApi(request, newAccount());
  const opened = await request.post('/api/client/support/tickets', {
    headers: { authorization: `Bearer ${customerToken}` },
    data: { department: 'technical', subject: 'Sayt sekin ishlayapti', message: 'Kechadan beri sayt sekin.' },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  const id = ((await opened.json()) as { data: { id: number } }).data.id;

  await openConsoleAs(page, 'support', `/admin/tickets/${id}`);
  await page.getByRole('tab', { name: ct('tickets:tab_note') }).click();
  await page.getByLabel(ct('tickets:note_body')).fill('Mijoz serverini tekshirish kerak.');
  await photograph(page, 'console-note-tab');
  expect(await sweptViolations(page, 'uz')).toEqual([]);
  await expect(page.getByRole('button', { name: ct('tickets:send_reply') })).toBeHidden();
  await page.getByRole('button', { name: ct('tickets:add_note') }).click();
  const note = page.locator('li[data-internal]').filter({ hasText: 'Mijoz serverini tekshirish kerak.' });
  await expect(note).toBeVisible();

  await page.getByRole('tab', { name: ct('tickets:tab_reply') }).click();
  await photograph(page, 'console-reply-tab');
});
