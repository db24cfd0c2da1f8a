import { newAccount, openLoggedIn, registerThroughApi } from '../support/accounts.js';
import { seriousViolations } from '../support/axe.js';
import { loosely, t } from '../support/i18n.js';
import { expect, test } from '../support/test.js';

// docs/product/hosting.md, Cancel: a customer cancels a hosting order at the end of the paid period, undoes it, then cancels
// now and finds the whole unused days back on the balance. The order is bought through the API (the ordering
// screens have their own journey in hosting.spec.ts).

const PROVISION_TIMEOUT_MS = 30_000;
/** "15 000 soʻm" however the grouping space is written. */
const som = (grouped: string) => new RegExp(`${grouped.replace(/ /g, '\\s')}\\s+so[ʻ'‘]m`);
/** A message's words up to its first placeholder, to find it whatever dates and amounts fill it. */
const lead = (key: string) => loosely(t(key, { date: '@', deleted: '@', amount: '@' }).split('@')[0] ?? '');

test('cancel a hosting order at the end of the term, undo it, then cancel now and see the refund', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await registerThroughApi(request, newAccount());
  const auth = { authorization: `Bearer ${token}` };
  const invoice = await request.post('/api/client/user/payment/merchant/create-invoice', {
    headers: auth,
    data: { merchant: 'payme', amount: 15_000 },
  });
  const payer = await context.newPage();
  await payer.goto((await invoice.json()).data.payment_url);
  await payer.getByTestId('payme-pay').click();
  await payer.close();
  const tariffs = await request.get('/api/client/services/hosting/tarifs', { headers: auth });
  const start = ((await tariffs.json()).data as { id: number; name: string }[]).find(
    (tariff) => tariff.name === 'Start',
  );
  const order = await request.post('/api/client/services/hosting/orders/create', {
    headers: auth,
    data: { tariff_id: start?.id, pay_type: '2592000' },
  });
  expect(order.status(), await order.text()).toBe(200);
  const id = (await order.json()).data.id as number;

  await openLoggedIn(page, token, '/my_orders');
  const card = page.getByRole('listitem', { name: t('hosting:orders.number', { id }) });
  await expect(card.getByTestId('order-status')).toHaveText(t('hosting:orders.statuses.active'), {
    timeout: PROVISION_TIMEOUT_MS,
  });

  // At the end of the paid period (the dialog's default choice), with a reason.
  await card.getByRole('button', { name: t('hosting:cancel.open') }).click();
  const dialog = page.getByRole('dialog', { name: t('hosting:cancel.title', { id }) });
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  const now = dialog.getByRole('radio', { name: t('hosting:cancel.now') });
  // A month of Start (15 000 som) was just paid: all 30 of its days would come back now.
  await expect(now).toHaveAccessibleDescription(som('15 000'));
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByLabel(t('hosting:cancel.reason')).fill('Saytni boshqa joyga koʻchiryapman');
  await dialog.getByRole('button', { name: t('hosting:cancel.confirm_end_of_term') }).click();
  const banner = card.getByTestId('order-cancellation');
  await expect(banner).toContainText(lead('hosting:cancel.state.scheduled'));
  await expect(banner).toBeFocused();
  await expect(card.getByRole('link', { name: t('hosting:orders.actions.extend') })).toBeHidden();

  // Undone while it waits: the order runs as before.
  await banner.getByRole('button', { name: t('hosting:cancel.undo') }).click();
  await expect(
    card.getByRole('status').filter({ hasText: loosely(t('hosting:cancel.undone')) }),
  ).toBeVisible();
  await expect(card.getByRole('link', { name: t('hosting:orders.actions.extend') })).toBeVisible();

  // Now: the panel account is suspended and the unused days come back.
  await card.getByRole('button', { name: t('hosting:cancel.open') }).click();
  await dialog.getByRole('radio', { name: t('hosting:cancel.now') }).check();
  await dialog.getByRole('button', { name: t('hosting:cancel.confirm_now') }).click();
  await expect(banner).toContainText(lead('hosting:cancel.state.done_now'));
  await expect(banner).toContainText(som('15 000'));
  await expect(card.getByTestId('order-status')).toHaveText(t('hosting:orders.statuses.cancelled'));

  // The money history has the refund as its own row, named for the order.
  await page.goto('/user/moneyhistory');
  const refund = page
    .getByRole('list', { name: t('balance:history.list_label') })
    .getByRole('listitem')
    .filter({ hasText: loosely(t('balance:history.order_reasons.order_cancel_refund', { id })) });
  await expect(refund).toContainText(som('15 000'));
});
