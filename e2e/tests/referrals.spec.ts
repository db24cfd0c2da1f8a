import { newAccount, openLoggedIn, registerThroughApi } from '../support/accounts.js';
import { loosely, t } from '../support/i18n.js';
import { waitForCode } from '../support/outbox.js';
import { expect, type Page, test } from '../support/test.js';

// Amounts are grouped with a (no-break) space in Uzbek: "2 000".
const som = (grouped: string) => new RegExp(`${grouped.replace(/ /g, '\\s')}\\s+so[ʻ'‘]m`);

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function registerThroughForm(page: Page) {
  const account = newAccount();
  await page.getByLabel(t('auth:registration.firstname')).fill('Alisher');
  await page.getByLabel(t('auth:registration.lastname')).fill('Karimov');
  await page.getByLabel(t('auth:registration.sex')).selectOption('male');
  await page.getByLabel(t('auth:registration.birthday')).fill(account.birthday);
  await page.getByLabel(t('auth:registration.email')).fill(account.email);
  await page.getByLabel(t('auth:registration.phone')).pressSequentially(account.nationalPhone);
  await page.getByLabel(t('auth:registration.password'), { exact: true }).fill(account.password);
  await page.getByLabel(t('auth:registration.password_confirmation')).fill(account.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: t('auth:registration.submit') }).click();
  await expect(page).toHaveURL(/\/email-verification$/);
  return account;
}

test('a customer shares the referral link; a newcomer registers through it and tops up; the referrer earns 10 %', async ({
  page,
  request,
  browser,
}) => {
  const token = await registerThroughApi(request, newAccount());
  await openLoggedIn(page, token, '/user/refereal');
  await expect(page.getByRole('heading', { level: 1, name: t('common:routes.referrals') })).toBeVisible();
  await expect(page.getByText(t('referrals:list.empty'))).toBeVisible();
  await expect(page.getByTestId('referrals-joined')).toHaveText('0');

  const linkField = page.getByLabel(t('referrals:link.label'));
  const link = await linkField.inputValue();
  expect(link).toMatch(/\/registration\?ref=[a-z2-9]{8}$/);
  await page.getByRole('button', { name: t('referrals:link.copy') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('referrals:link.copied') })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // The newcomer: another browser, opens the link, looks at the rules first, then comes back to register.
  const newcomerContext = await browser.newContext();
  const newcomer = await newcomerContext.newPage();
  try {
    await newcomer.goto(link);
    await expect(newcomer.getByLabel(t('auth:registration.firstname'))).toBeVisible();
    await newcomer.goto('/rules');
    await newcomer.goto('/registration');
    const account = await registerThroughForm(newcomer);
    // Rewards are paid for newcomers who confirmed an address of their own.
    await newcomer.getByLabel(t('security:common.code')).fill(await waitForCode(request, account.email));
    await newcomer.getByRole('button', { name: t('security:email_verification.submit') }).click();
    await expect(newcomer.getByText(t('security:email_verification.success'))).toBeVisible();

    await newcomer.goto('/pay');
    await newcomer.getByRole('radio', { name: 'Payme' }).check({ force: true });
    await newcomer.getByLabel(t('balance:pay.amount')).fill('20000');
    await newcomer.getByRole('button', { name: t('balance:pay.submit', { name: 'Payme' }) }).click();
    await newcomer.getByTestId('payme-pay').click();
    await expect(newcomer).toHaveURL((url) => url.pathname === '/pay' && url.searchParams.has('invoice_id'));
    await expect(newcomer.getByTestId('balance')).toHaveText(som('20 000'));
  } finally {
    await newcomerContext.close();
  }

  await page.reload();
  await expect(page.getByTestId('referrals-joined')).toHaveText('1');
  await expect(page.getByTestId('referrals-earned')).toHaveText(som('2 000'));
  await expect(page.getByRole('listitem').filter({ hasText: 'Alisher K.' })).toContainText(som('2 000'));
  await expect(page.getByText(t('referrals:list.empty'))).toHaveCount(0);

  await page.goto('/pay');
  await expect(page.getByTestId('balance')).toHaveText(som('2 000'));
  await page.goto('/user/moneyhistory');
  await expect(page.getByText(loosely(t('balance:history.reasons.referral_bonus')))).toBeVisible();
});
