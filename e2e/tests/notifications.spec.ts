import { newAccount, openLoggedIn, registerThroughApi } from '../support/accounts.js';
import { seriousViolations } from '../support/axe.js';
import { loosely, t } from '../support/i18n.js';
import { expect, type Page, test } from '../support/test.js';

const bell = (page: Page, unread: number) =>
  page.getByRole('link', {
    name: unread > 0 ? t('header.notifications_unread', { value: unread }) : t('header.notifications'),
    exact: true,
  });

test.describe('notifications', () => {
  test('a Payme top-up shows up in the header counter and the list; marking all read clears it', async ({
    page,
    request,
  }) => {
    const token = await registerThroughApi(request, newAccount());
    await openLoggedIn(page, token, '/pay');
    await expect(bell(page, 0)).toBeVisible();

    await page.getByRole('radio', { name: 'Payme' }).check({ force: true });
    await page.getByLabel(t('balance:pay.amount')).fill('25000');
    await page.getByRole('button', { name: t('balance:pay.submit', { name: 'Payme' }) }).click();
    await page.getByTestId('payme-pay').click();
    await expect(page).toHaveURL((url) => url.pathname === '/pay' && url.searchParams.has('invoice_id'));

    await expect(bell(page, 1)).toBeVisible();
    await expect(bell(page, 1)).toContainText('1');
    await bell(page, 1).click();
    await expect(page.getByRole('heading', { level: 1, name: t('notifications:title') })).toBeVisible();
    const items = page.getByRole('list', { name: t('notifications:list_label') }).getByRole('listitem');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText(loosely(t('notifications:kinds.top_up_credited.title')));
    await expect(items.first()).toContainText(/25\s000/);
    await expect(items.first()).toContainText(t('notifications:unread'));
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: loosely(t('notifications:mark_all')) }).click();
    await expect(bell(page, 0)).toBeVisible();
    await expect(items.first()).not.toContainText(t('notifications:unread'));
    await expect(page.getByRole('button', { name: loosely(t('notifications:mark_all')) })).toBeDisabled();

    // The choice of channels: security kinds are locked on, the others can be switched off.
    const emailSwitch = page.getByRole('checkbox', {
      name: loosely(
        t('notifications:preferences.switch_label', {
          kind: t('notifications:kinds.top_up_credited.title'),
          channel: t('notifications:preferences.email'),
        }),
      ),
    });
    await emailSwitch.uncheck();
    await expect(
      page.getByRole('status').filter({ hasText: t('notifications:preferences.saved') }),
    ).toBeVisible();
    await page.reload();
    await expect(emailSwitch).not.toBeChecked();
    const locked = page.getByRole('checkbox', {
      name: loosely(
        t('notifications:preferences.switch_label', {
          kind: t('notifications:kinds.password_changed.title'),
          channel: t('notifications:preferences.email'),
        }),
      ),
    });
    await expect(locked).toBeChecked();
    await expect(locked).toBeDisabled();
  });

  test('a new customer sees the empty state', async ({ page, request }) => {
    const token = await registerThroughApi(request, newAccount());
    await openLoggedIn(page, token, '/profile');
    await bell(page, 0).click();
    await expect(page.getByText(loosely(t('notifications:empty')))).toBeVisible();
  });
});
