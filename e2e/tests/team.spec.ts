import { newAccount, openLoggedIn, registerThroughApi } from '../support/accounts.js';
import { sweptViolations } from '../support/axe.js';
import { type Language, t } from '../support/i18n.js';
import { readOutbox } from '../support/outbox.js';
import { expect, type Page, test } from '../support/test.js';

// The owner invites a technical member from the team page; the member accepts the e-mailed link signed in as
// themselves, opens a ticket in the owner's account and is refused its money history; the owner sees it in the
// activity list. In uz, axe clean at a phone's and a desktop's width in the three themes (support/axe.ts
// sweepOf). Once, not again in en: a language changes words alone (team-screen.test.tsx and
// accept-invitation.test.tsx hold the English ones, the locale parity test every text in all five languages).

const planted = async (page: Page, lang: Language, token: string, path: string) => {
  await page.goto('/robots.txt');
  await page.evaluate((language) => localStorage.setItem('selectedLang', language), lang);
  await openLoggedIn(page, token, path);
};

for (const lang of ['uz'] as const) {
  test(`team: a technical member works in the owner's account (${lang})`, async ({ browser, request }) => {
    test.setTimeout(180_000);
    const ownerAccount = newAccount();
    const memberAccount = newAccount();
    const ownerToken = await registerThroughApi(request, ownerAccount);
    const memberToken = await registerThroughApi(request, memberAccount);
    const problems: string[] = [];

    const ownerPage = await (await browser.newContext()).newPage();
    await planted(ownerPage, lang, ownerToken, '/team');
    await ownerPage.getByLabel(t('team:invite.email', { lng: lang })).fill(memberAccount.email);
    await ownerPage.getByLabel(t('team:invite.role', { lng: lang })).selectOption('technical');
    await ownerPage.getByRole('button', { name: t('team:invite.submit', { lng: lang }) }).click();
    await expect(ownerPage.getByText(memberAccount.email).first()).toBeVisible();
    for (const problem of await sweptViolations(ownerPage, lang)) problems.push(`/team ${problem}`);

    let link = '';
    await expect
      .poll(async () => {
        const mail = (await readOutbox(request, memberAccount.email))[0];
        link = /\/team\/accept#token=[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0] ?? '';
        return link;
      })
      .not.toBe('');

    const memberPage = await (await browser.newContext()).newPage();
    await planted(memberPage, lang, memberToken, link);
    for (const problem of await sweptViolations(memberPage, lang)) problems.push(`/team/accept ${problem}`);
    await memberPage.getByRole('button', { name: t('team:accept.submit', { lng: lang }) }).click();
    await expect(memberPage).toHaveURL(/\/profile$/);
    const switcher = memberPage.getByRole('combobox', {
      name: t('header.account', { lng: lang }),
      exact: true,
    });
    await expect(switcher).toHaveValue(/\d+/);
    await expect(switcher.locator('option:checked')).toHaveText(
      `${ownerAccount.firstname} ${ownerAccount.lastname}`,
    );

    await memberPage.goto('/support/tickets/new');
    await memberPage.getByLabel(t('support-tickets:new.subject', { lng: lang })).fill('PHP version');
    await memberPage
      .getByLabel(t('support-tickets:new.message', { lng: lang }))
      .fill('Please switch the site to PHP 8.3.');
    await memberPage.getByRole('button', { name: t('support-tickets:new.submit', { lng: lang }) }).click();
    await expect(memberPage).toHaveURL(/\/support\/tickets\/\d+$/);

    const refused = memberPage.waitForResponse((response) => response.url().includes('/payment/history'));
    await memberPage.goto('/user/moneyhistory');
    expect((await refused).status()).toBe(403);

    await ownerPage.reload();
    await expect(ownerPage.getByText(t('team:operations.openSupportTicket', { lng: lang }))).toBeVisible();
    expect(problems).toEqual([]);
  });
}
