import { newAccount, openLoggedIn, registerThroughApi } from '../support/accounts.js';
import { DESKTOP, PHONE, sweptViolations } from '../support/axe.js';
import { type Language, t } from '../support/i18n.js';
import { switchTheme, themes } from '../support/page-state.js';
import { expect, type Page, test } from '../support/test.js';

// The owner adds a webhook from the settings' link, copies its secret, sends a test event and sees its delivery
// (an address this offline server cannot reach, so a failure with its reason), and switches it off. In uz and en,
// axe clean at the widths sweepOf gives each language; screenshots of each width and theme are kept.

const planted = async (page: Page, lang: Language, token: string, path: string) => {
  await page.goto('/robots.txt');
  await page.evaluate((language) => localStorage.setItem('selectedLang', language), lang);
  await openLoggedIn(page, token, path);
};

for (const lang of ['uz', 'en'] as const) {
  test(`webhooks: add, test and switch off an endpoint (${lang})`, async ({ page, request }, testInfo) => {
    test.setTimeout(180_000);
    const token = await registerThroughApi(request, newAccount());
    await planted(page, lang, token, '/settings');
    await page.getByRole('link', { name: t('webhooks:link.open', { lng: lang }) }).click();
    await expect(page).toHaveURL(/\/webhooks$/);

    await page.getByLabel(t('webhooks:form.url', { lng: lang })).fill('https://hooks.example.invalid/portal');
    await page.getByLabel(t('webhooks:events.payment.received', { lng: lang })).check();
    await page.getByLabel(t('webhooks:events.ticket.answered', { lng: lang })).check();
    await page.getByRole('button', { name: t('webhooks:form.add', { lng: lang }) }).click();
    await expect(page.getByText(/^whsec_/).first()).toBeVisible();
    await page.getByRole('button', { name: t('webhooks:actions.test', { lng: lang }) }).click();
    await page.getByRole('button', { name: t('webhooks:actions.deliveries', { lng: lang }) }).click();
    await expect(
      page.getByText(t('webhooks:events.webhook.test', { lng: lang }), { exact: true }),
    ).toBeVisible();

    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      for (const theme of themes) {
        await switchTheme(page, theme);
        await page.screenshot({
          path: testInfo.outputPath(`webhooks-${lang}-${viewport.width}-${theme}.png`),
          fullPage: true,
        });
      }
    }
    await switchTheme(page, 'default');
    expect(await sweptViolations(page, lang)).toEqual([]);

    await page.getByRole('button', { name: t('webhooks:actions.disable', { lng: lang }) }).click();
    await expect(
      page.getByRole('button', { name: t('webhooks:actions.enable', { lng: lang }) }),
    ).toBeVisible();
  });
}
