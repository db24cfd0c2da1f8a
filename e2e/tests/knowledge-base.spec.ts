import { DESKTOP, PHONE, seriousViolations, sweptViolations } from '../support/axe.js';
import { ct, openConsoleAs, openSection } from '../support/console.js';
import { t } from '../support/i18n.js';
import { switchTheme, themes } from '../support/page-state.js';
import { expect, test } from '../support/test.js';

// The knowledge base: from the support page to an article found by searching, with axe clean at a phone's and a
// desktop's width in the three themes; then the console's list and editor. The path is walked in uz only: the
// other four languages change words alone, proven cheaper: every seeded article served and searched in each
// language (apps/api/test/modules/knowledge-base/knowledge-base.test.ts), the portal asking in the chosen
// language (apps/web/src/lib/api-client.test.ts), the vote and its thanks (kb-article-feedback.test.tsx,
// kb-feedback.test.ts) and every text in all five locales (apps/web/src/locales/locales.test.ts).

const SHOTS = process.env.KB_SHOTS_DIR;
const title = 'Parolni tiklash';

test('a visitor finds an article from the support page, says it answered and opens the guest form about it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Each screen once, swept in place (support/axe.ts sweepOf); KB_SHOTS_DIR also keeps every width and theme.
  const check = async (screen: string) => {
    expect(await sweptViolations(page, 'uz'), screen).toEqual([]);
    if (SHOTS) {
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        for (const theme of themes) {
          await switchTheme(page, theme);
          await page.screenshot({
            path: `${SHOTS}/${screen}-uz-${viewport.width}-${theme}.png`,
            fullPage: true,
          });
        }
      }
      await switchTheme(page, 'default');
    }
    await page.setViewportSize(PHONE);
  };
  await page.goto('/info');
  await page.getByRole('link', { name: t('content:support.kb.link') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('kb:title') })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await check('kb');

  await page.getByRole('searchbox', { name: t('kb:search.label') }).fill('parol');
  await expect(page.getByRole('list', { name: t('kb:search.results') })).toBeVisible();
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByRole('article').getByRole('listitem').first()).toBeVisible();
  // The article ends with "did this answer your question?": the vote reaches the server and is thanked for.
  await page.getByRole('button', { name: t('kb:feedback.yes'), exact: true }).click();
  await expect(page.getByRole('article').getByRole('status')).toHaveText(t('kb:feedback.thanks_yes'));
  await check('kb-article');

  // Still stuck: "write to us" opens the support page's guest form naming the article, its title the subject;
  // the prerendered page, loaded afresh, is adopted before it reads the article (no mismatch logged).
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.getByRole('link', { name: t('kb:feedback.write_to_us') }).click();
  await expect(page).toHaveURL(/\/info\?article=/);
  await page.reload();
  const guestForm = page.getByRole('region', { name: t('support-tickets:guest.title') });
  await expect(guestForm.locator('p', { hasText: t('support-tickets:new.article') })).toContainText(title);
  await expect(guestForm.getByLabel(t('support-tickets:new.subject'))).toHaveValue(title);
  expect(problems).toEqual([]);
});

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
