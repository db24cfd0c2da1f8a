import { newAccount, openLoggedIn, registerThroughApi } from '../support/accounts.js';
import { loosely, t } from '../support/i18n.js';
import { expect, test } from '../support/test.js';

const som = (grouped: string) => new RegExp(`${grouped.replace(/ /g, '\\s')}\\s+so[ʻ'‘]m`);

test('DEMO2026 credits the balance once; the second time it is refused with the translated message', async ({
  page,
  request,
}) => {
  const token = await registerThroughApi(request, newAccount());
  await openLoggedIn(page, token, '/user/promo-code/list');
  await expect(page.getByRole('heading', { level: 1, name: t('common:routes.promoCodes') })).toBeVisible();
  await expect(page.getByTestId('promo-received')).toHaveText('0');
  await expect(page.getByTestId('promo-income')).toHaveText(som('0'));
  await expect(page.getByTestId('promo-count')).toHaveText('0');
  await expect(page.getByTestId('balance')).toHaveText(som('0'));

  const field = page.getByRole('textbox', { name: t('promo:redeem.label'), exact: true });
  const apply = page.getByRole('button', { name: t('promo:redeem.submit') });
  await field.fill('demo2026');
  await apply.click();
  await expect(page.getByRole('status').filter({ hasText: som('10 000') })).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText(som('10 000'));
  await expect(page.getByTestId('promo-count')).toHaveText('1');
  await expect(page.getByTestId('promo-income')).toHaveText(som('10 000'));
  await expect(page.getByRole('listitem').filter({ hasText: 'DEMO2026' })).toContainText(som('10 000'));

  await field.fill('DEMO2026');
  await apply.click();
  await expect(page.getByText(loosely(t('validation:promo_code_already_used')))).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('balance')).toHaveText(som('10 000'));
  await expect(page.getByTestId('promo-count')).toHaveText('1');
});
