import { newAccount, openLoggedIn, registerThroughApi } from '../support/accounts.js';
import { seriousViolations } from '../support/axe.js';
import { loosely, t } from '../support/i18n.js';
import { expect, type Page, test } from '../support/test.js';

// Demo mode runs the fake Telegram Bot API in-process: the bot link opens its chat page, whose Start button
// sends `/start <code>` to our webhook, and whose list shows what the bot sends to that chat.

const lastBotMessage = (chat: Page) => chat.locator('[data-from="bot"]').last();

test.describe('Telegram', () => {
  test('linking through the fake bot, asking /balance, and receiving the next notification there', async ({
    page,
    request,
    context,
  }) => {
    const token = await registerThroughApi(request, newAccount());
    await openLoggedIn(page, token, '/user/tg');
    await expect(page.getByText(t('telegram:not_connected.status'), { exact: true })).toBeVisible();
    const code = (await page.getByTestId('telegram-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect(await seriousViolations(page)).toEqual([]);

    const [chat] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: t('telegram:not_connected.open_bot') }).click(),
    ]);
    await chat.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(lastBotMessage(chat)).toContainText(loosely('Telegram hisobingiz kabinetga ulandi'));

    // The portal page polls and turns "connected" by itself.
    await expect(page.getByTestId('telegram-connected')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText(t('telegram:connected.status'), { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await chat.getByLabel('Message').fill('/balance');
    await chat.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(lastBotMessage(chat)).toHaveText(loosely('Balansingiz: 0 soʻm'));

    // A top-up through the demo Payme checkout produces a notification, delivered to the linked chat.
    await page.goto('/pay');
    await page.getByRole('radio', { name: 'Payme' }).check({ force: true });
    await page.getByLabel(t('balance:pay.amount')).fill('25000');
    await page.getByRole('button', { name: t('balance:pay.submit', { name: 'Payme' }) }).click();
    await page.getByTestId('payme-pay').click();
    await expect(page).toHaveURL((url) => url.pathname === '/pay' && url.searchParams.has('invoice_id'));
    await expect(lastBotMessage(chat)).toContainText(loosely('Balans toʻldirildi'), { timeout: 20_000 });
    await expect(lastBotMessage(chat)).toContainText(/25\s?000/);

    // Unlinking asks first, then the page offers a new code again.
    await page.goto('/user/tg');
    await page.getByRole('button', { name: t('telegram:connected.unlink') }).click();
    await page.getByRole('button', { name: t('telegram:connected.confirm') }).click();
    await expect(page.getByTestId('telegram-not-connected')).toBeVisible();
    await expect(page.getByTestId('telegram-code')).not.toHaveText(code);
  });
});
