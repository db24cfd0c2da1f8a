import { newAccount, openLoggedIn, registerThroughApi } from '../support/accounts.js';
import { t } from '../support/i18n.js';
import { expect, test } from '../support/test.js';

// A checkout the balance does not cover: the top-up page has the missing amount filled in, and after the
// payment "back to your order" opens the same checkout with the same choices, ready to confirm.

test('a domain checkout short of money: top up the shortfall, come back, confirm with the same choices', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await registerThroughApi(request, newAccount());
  const name = `e2e${Date.now().toString(36)}.com`;
  const checkout = `/domen/order?${new URLSearchParams({ name })}`;
  await openLoggedIn(page, token, checkout);

  // Two years and the customer's own name servers.
  await page.getByLabel(t('domains:term.label')).selectOption('2');
  await page.getByRole('radio', { name: new RegExp(`^${t('domains:nameservers.modes.custom')}`) }).check();
  await page.getByLabel(t('domains:nameservers.custom_label')).fill('ns1.example.uz\nns2.example.uz');
  const money = page.getByTestId('money-facts');
  await expect(money).toBeVisible();
  await page.getByRole('link', { name: t('common:shortfall.top_up') }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/pay');
  const missing = new URL(page.url()).searchParams.get('amount');
  expect(Number(missing)).toBeGreaterThan(0);
  await page.getByRole('radio', { name: 'Payme' }).check({ force: true });
  await expect(page.getByLabel(t('balance:pay.amount'))).toHaveValue(String(missing));
  await page.getByRole('button', { name: t('balance:pay.submit', { name: 'Payme' }) }).click();
  await page.getByTestId('payme-pay').click();
  await expect(page.getByRole('heading', { level: 1, name: t('balance:result.title') })).toBeVisible();
  await expect(page.getByText(t('balance:result.new_balance'))).toBeVisible();

  await page.getByRole('link', { name: t('balance:result.back_to_order') }).click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === checkout);
  await expect(page.getByLabel(t('domains:term.label'))).toHaveValue('2');
  await expect(page.getByLabel(t('domains:nameservers.custom_label'))).toHaveValue(
    'ns1.example.uz\nns2.example.uz',
  );
  await expect(page.getByRole('link', { name: t('common:shortfall.top_up') })).toBeHidden();
  await page.getByRole('button', { name: t('domains:order.submit') }).click();
  await expect(page.getByText(t('domains:order.success', { name }))).toBeVisible({ timeout: 15_000 });
});
