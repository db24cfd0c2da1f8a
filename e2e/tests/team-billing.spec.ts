import { newAccount, openLoggedIn, registerThroughApi } from '../support/accounts.js';
import { sweptViolations } from '../support/axe.js';
import { type Language, t } from '../support/i18n.js';
import { readOutbox } from '../support/outbox.js';
import { expect, type Page, test } from '../support/test.js';

// The owner (in Uzbek) invites a billing member from the team page; the member (in English) accepts, opens the
// owner's account and pays a top-up invoice through Payme. The owner's balance moves once, and the owner's
// activity list names the member. One test, both languages: the owner's screens swept as uz is (phone and
// desktop, three themes), the member's as en is (phone).

const planted = async (page: Page, lang: Language, token: string, path: string) => {
  await page.goto('/robots.txt');
  await page.evaluate((language) => localStorage.setItem('selectedLang', language), lang);
  await openLoggedIn(page, token, path);
};

test('team: a billing member pays an invoice in the owner’s account', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const ownerAccount = newAccount();
  // Another name than the owner's, so the activity list is seen to name the member.
  const memberAccount = { ...newAccount(), firstname: 'Jasur', lastname: 'Tursunov' };
  const ownerToken = await registerThroughApi(request, ownerAccount);
  const memberToken = await registerThroughApi(request, memberAccount);
  const ownerName = `${ownerAccount.firstname} ${ownerAccount.lastname}`;
  const balanceOf = async (token: string) =>
    (
      (await (
        await request.get('/api/client/user/profile', { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { data: { accounts: { amount: number } } }
    ).data.accounts.amount;
  const problems: string[] = [];

  const ownerPage = await (await browser.newContext()).newPage();
  await planted(ownerPage, 'uz', ownerToken, '/team');
  await ownerPage.getByLabel(t('team:invite.email', { lng: 'uz' })).fill(memberAccount.email);
  const role = ownerPage.getByLabel(t('team:invite.role', { lng: 'uz' }));
  // The form with its permission boxes open is swept; the member gets the billing role.
  await role.selectOption('custom');
  await expect(
    ownerPage.getByRole('group', { name: t('team:permissions.legend', { lng: 'uz' }) }),
  ).toBeVisible();
  for (const problem of await sweptViolations(ownerPage, 'uz')) problems.push(`/team ${problem}`);
  await role.selectOption('billing');
  await ownerPage.getByRole('button', { name: t('team:invite.submit', { lng: 'uz' }) }).click();
  await expect(ownerPage.getByText(memberAccount.email).first()).toBeVisible();

  let link = '';
  await expect
    .poll(async () => {
      const mail = (await readOutbox(request, memberAccount.email))[0];
      link = /\/team\/accept#token=[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');

  const memberPage = await (await browser.newContext()).newPage();
  await planted(memberPage, 'en', memberToken, link);
  await memberPage.getByRole('button', { name: t('team:accept.submit', { lng: 'en' }) }).click();
  await expect(memberPage).toHaveURL(/\/profile$/);
  const switcher = memberPage.getByRole('combobox', {
    name: t('header.account', { lng: 'en' }),
    exact: true,
  });
  await expect(switcher.locator('option:checked')).toHaveText(ownerName);

  await memberPage.goto('/pay');
  await memberPage.getByRole('radio', { name: 'Payme' }).check({ force: true });
  await memberPage.getByLabel(t('balance:pay.amount', { lng: 'en' })).fill('25000');
  await memberPage
    .getByRole('button', { name: t('balance:pay.submit', { name: 'Payme', lng: 'en' }) })
    .click();
  await memberPage.getByTestId('payme-pay').click();
  await expect(memberPage).toHaveURL((url) => url.pathname === '/pay' && url.searchParams.has('invoice_id'));
  await expect(
    memberPage.getByRole('heading', { level: 1, name: t('balance:result.title', { lng: 'en' }) }),
  ).toBeVisible();
  await expect(memberPage.getByText(t('balance:result.new_balance', { lng: 'en' }))).toBeVisible();
  for (const problem of await sweptViolations(memberPage, 'en')) problems.push(`/pay ${problem}`);

  // The money is the account's: the owner's balance moved once, the member's own did not.
  expect(await balanceOf(ownerToken)).toBe(25000);
  expect(await balanceOf(memberToken)).toBe(0);

  await ownerPage.reload();
  const activity = ownerPage.getByRole('region', { name: t('team:activity.title', { lng: 'uz' }) });
  const row = activity.getByRole('listitem').filter({
    hasText: t('team:operations.createTopUpInvoice', { lng: 'uz' }),
  });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${memberAccount.firstname} ${memberAccount.lastname}`);
  expect(problems).toEqual([]);
});
