import { DESKTOP, PHONE, seriousViolations, sweptViolations } from '../support/axe.js';
import { ct, openConsoleAs, openSection } from '../support/console.js';
import { type Language, t } from '../support/i18n.js';
import { switchTheme, themes } from '../support/page-state.js';
import { expect, test } from '../support/test.js';

// The knowledge base: from the support page to an article found by searching, in each language, with axe clean at
// the widths and themes support/axe.ts sweepOf gives that language; then the console's list and editor.

const SHOTS = process.env.KB_SHOTS_DIR;
const titles: Record<Language, string> = {
  uz: 'Parolni tiklash',
  uzc: 'Паролни тиклаш',
  ru: 'Как восстановить пароль',
  en: 'Reset your password',
  tj: 'Барқарор кардани парол',
};
const searchWord: Record<Language, string> = {
  uz: 'parol',
  uzc: 'парол',
  ru: 'пароль',
  en: 'password',
  tj: 'парол',
};

for (const lng of ['uz', 'uzc', 'ru', 'en', 'tj'] as const) {
  test(`a visitor finds an article from the support page in ${lng}`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: PHONE });
    await context.addInitScript((chosen) => localStorage.setItem('selectedLang', chosen), lng);
    const page = await context.newPage();
    // Each screen once, swept in place (support/axe.ts sweepOf); KB_SHOTS_DIR also keeps every width and theme.
    const check = async (screen: string) => {
      expect(await sweptViolations(page, lng), `${lng} ${screen}`).toEqual([]);
      if (SHOTS) {
        for (const viewport of [PHONE, DESKTOP]) {
          await page.setViewportSize(viewport);
          for (const theme of themes) {
            await switchTheme(page, theme);
            await page.screenshot({
              path: `${SHOTS}/${screen}-${lng}-${viewport.width}-${theme}.png`,
              fullPage: true,
            });
          }
        }
        await switchTheme(page, 'default');
      }
      await page.setViewportSize(PHONE);
    };
    await page.goto('/info');
    await page.getByRole('link', { name: t('content:support.kb.link', { lng }) }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('kb:title', { lng }) })).toBeVisible();
    await expect(page.getByRole('link', { name: titles[lng] })).toBeVisible();
    await check('kb');

    await page.getByRole('searchbox', { name: t('kb:search.label', { lng }) }).fill(searchWord[lng]);
    await expect(page.getByRole('list', { name: t('kb:search.results', { lng }) })).toBeVisible();
    await page.getByRole('link', { name: titles[lng] }).click();
    await expect(page.getByRole('heading', { level: 2, name: titles[lng] })).toBeVisible();
    await expect(page.getByRole('article').getByRole('listitem').first()).toBeVisible();
    // The article ends with "did this answer your question?": the vote reaches the server and is thanked for.
    await page.getByRole('button', { name: t('kb:feedback.yes', { lng }), exact: true }).click();
    await expect(page.getByRole('article').getByRole('status')).toHaveText(
      t('kb:feedback.thanks_yes', { lng }),
    );
    await check('kb-article');
    await context.close();
  });
}

test('support writes a draft in the console; the portal shows it once published', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await openConsoleAs(page, 'support');
  await openSection(page, ct('nav:kb'), ct('kb:title'));
  await expect(page.getByRole('heading', { level: 2, name: 'Parolni tiklash' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: ct('kb:add') }).click();
  await page.getByLabel(ct('kb:slug')).fill('e2e-ftp-access');
  const uz = page.getByRole('group', { name: 'Oʻzbekcha' });
  await uz.getByLabel(ct('kb:title_field')).fill('FTP orqali ulanish');
  await uz
    .getByLabel(ct('kb:body_field'))
    .fill('1. **FileZilla** dasturini oching\n2. Panel loginini kiriting');
  await page.getByRole('button', { name: 'Oʻzbekcha' }).last().click();
  await expect(page.locator('strong', { hasText: 'FileZilla' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/console-kb-editor.png`, fullPage: true });
  await page.getByRole('button', { name: ct('catalogue:save') }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'FTP orqali ulanish' })).toBeVisible();

  const visitor = await browser.newPage();
  const draft = await visitor.goto('/info/kb/e2e-ftp-access');
  expect(draft?.status()).toBe(404);
  await expect(visitor.getByText(t('kb:not_found'))).toBeVisible();

  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'FTP orqali ulanish' }) });
  await card.getByRole('button', { name: ct('kb:edit') }).click();
  await card.getByLabel(ct('kb:status')).selectOption('published');
  await card.getByRole('button', { name: ct('catalogue:save') }).click();
  await expect(card.getByText(ct('kb:statuses.published'))).toBeVisible();
  // Published: its address now answers the article's title and text in the page the server sends (link
  // previews, search engines), and the app hydrates that page and shows it.
  const published = await visitor.reload();
  expect(published?.status()).toBe(200);
  const html = (await published?.text()) ?? '';
  expect(html).toMatch(/<title>FTP orqali ulanish · [^<]+<\/title>/);
  expect(html).toContain('<meta property="og:title" content="FTP orqali ulanish" />');
  expect(html).toContain('<strong>FileZilla</strong>');
  await expect(visitor.getByRole('heading', { level: 2, name: 'FTP orqali ulanish' })).toBeVisible();
});
