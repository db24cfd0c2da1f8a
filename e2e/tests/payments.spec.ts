import { newAccount, openLoggedIn, registerThroughApi } from '../support/accounts.js';
import { seriousViolations } from '../support/axe.js';
import { loosely, t } from '../support/i18n.js';
import { expect, type Page, test } from '../support/test.js';

// Amounts are grouped with a (no-break) space in Uzbek: "25 000".
const digits = (grouped: string) => grouped.replace(/ /g, '\\s');
const som = (grouped: string) => new RegExp(`${digits(grouped)}\\s+so[ʻ'‘]m`);

async function startTopUp(page: Page, method: 'Click' | 'Payme', amount: string) {
  await page.goto('/pay');
  await page.getByRole('radio', { name: method }).check({ force: true });
  await page.getByLabel(t('balance:pay.amount')).fill(amount);
  await page.getByRole('button', { name: t('balance:pay.submit', { name: method }) }).click();
}

async function expectBackOnResult(page: Page) {
  await expect(page).toHaveURL((url) => url.pathname === '/pay' && url.searchParams.has('invoice_id'));
  await expect(page.getByRole('heading', { level: 1, name: t('balance:result.title') })).toBeVisible();
}

test.describe('top-up', () => {
  test('Payme and Click top-ups land on the balance and in the history; a failed Click payment does not', async ({
    page,
    request,
  }) => {
    const token = await registerThroughApi(request, newAccount());
    await openLoggedIn(page, token, '/pay');
    await expect(page.getByTestId('balance')).toHaveText(som('0'));

    await startTopUp(page, 'Payme', '25000');
    await expect(page).toHaveURL((url) => !url.pathname.startsWith('/pay'));
    await page.getByTestId('payme-pay').click();
    await expectBackOnResult(page);
    await expect(page.getByRole('status').filter({ hasText: som('25 000') })).toContainText(
      loosely(t('balance:result.paid', { amount: '@' }).split('@')[0] ?? ''),
    );
    await expect(page.getByText(t('balance:result.new_balance'))).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveText(som('25 000'));

    await startTopUp(page, 'Click', '25000');
    await page.getByTestId('click-pay').click();
    await expectBackOnResult(page);
    await expect(page.getByTestId('balance')).toHaveText(som('50 000'));

    await startTopUp(page, 'Click', '12345.67');
    await page.getByTestId('click-fail').click();
    await expectBackOnResult(page);
    await expect(page.getByRole('alert')).toHaveText(loosely(t('balance:result.failed')));
    await expect(page.getByTestId('balance')).toHaveText(som('50 000'));

    await page.getByRole('link', { name: t('balance:result.history') }).click();
    const entries = page.getByRole('list', { name: t('balance:history.list_label') }).getByRole('listitem');
    await expect(entries).toHaveCount(2);
    // Each top-up names the provider that paid it; the newest is the Click one.
    await expect(entries.first()).toContainText(
      loosely(t('balance:history.via.top_up', { provider: 'Click' })),
    );
    await expect(entries.first()).toContainText(new RegExp(`\\+${digits('25 000')}`));
    await expect(entries.last()).toContainText(
      loosely(t('balance:history.via.top_up', { provider: 'Payme' })),
    );
    // Payme's simulator sent the fiscal receipt before it sent the browser back: the row links it.
    await expect(
      entries.last().getByRole('link', { name: new RegExp(`^${t('balance:history.receipt')}`) }),
    ).toHaveAttribute('href', /^https:\/\/ofd\.soliq\.uz\/epi\?/);

    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: t('balance:history.expenses') }).click();
    await expect(page.getByText(t('balance:history.empty_filtered'))).toBeVisible();

    await page.goto('/profile');
    const transactions = page.getByRole('link', { name: loosely(t('account:profile.links.transactions')) });
    await expect(transactions).toContainText('2');
  });

  test('Uzum and Paynet point to their own sites instead of a form', async ({ page, request }) => {
    const token = await registerThroughApi(request, newAccount());
    await openLoggedIn(page, token, '/pay');
    await page.getByRole('radio', { name: 'Paynet' }).check({ force: true });
    await expect(page.getByRole('alert')).toContainText(
      loosely(t('balance:pay.unsupported', { name: 'Paynet' })),
    );
    await expect(page.getByRole('link', { name: 'paynet.uz' })).toHaveAttribute('href', 'https://paynet.uz');
    await expect(page.getByLabel(t('balance:pay.amount'))).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('radio', { name: 'Payme' }).check({ force: true });
    await expect(page.getByLabel(t('balance:pay.amount'))).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
