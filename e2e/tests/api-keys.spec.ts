import { newAccount, openLoggedIn, registerThroughApi } from '../support/accounts.js';
import { sweptViolations } from '../support/axe.js';
import { t } from '../support/i18n.js';
import { expect, test } from '../support/test.js';

// An owner makes a personal API key in the security settings, copies its secret (shown once), a script uses it,
// and revoking it in the same screen stops the script at its next request. Both screens swept by axe in uz at two
// widths and three themes (support/axe.ts sweepOf); the English words are api-keys-screen.test.tsx's, every text
// in all five locales the parity test's.

const history = '/api/client/user/payment/history';

test('an owner creates an API key, a script uses it, revoking it stops the script', async ({
  page,
  request,
}) => {
  // Two screens swept in three themes at two widths.
  test.setTimeout(120_000);
  const token = await registerThroughApi(request, newAccount());
  await openLoggedIn(page, token, '/user/api-keys');
  await expect(page.getByText(t('api-keys:list.empty'))).toBeVisible();

  await page.getByRole('button', { name: t('api-keys:list.create') }).click();
  const dialog = page.getByRole('dialog', { name: t('api-keys:create.title') });
  await dialog.getByLabel(t('api-keys:create.name')).fill('Deploy bot');
  await dialog.getByLabel(new RegExp(`^${t('api-keys:scopes.hosting')}`)).check();
  await dialog.getByRole('button', { name: t('api-keys:create.submit'), exact: true }).click();

  const secret = (await page.getByTestId('api-key-secret').textContent()) ?? '';
  expect(secret).toMatch(/^hp_[A-Za-z0-9_-]{43}$/);
  expect(await sweptViolations(page, 'uz')).toEqual([]);
  await page.getByRole('button', { name: t('api-keys:secret.done') }).click();

  const byScript = await request.get(history, { headers: { authorization: `Bearer ${secret}` } });
  expect(byScript.status()).toBe(200);
  await page.reload();
  const row = page.getByRole('listitem').filter({ hasText: 'Deploy bot' });
  await expect(row).toContainText('127.0.0.1');
  await expect(page.getByText(secret)).toHaveCount(0);
  expect(await sweptViolations(page, 'uz')).toEqual([]);

  await row.getByRole('button', { name: t('api-keys:list.revoke_named', { name: 'Deploy bot' }) }).click();
  await page
    .getByRole('dialog', { name: t('api-keys:revoke.title') })
    .getByRole('button', { name: t('api-keys:revoke.confirm'), exact: true })
    .click();
  await expect(page.getByText(t('api-keys:list.empty'))).toBeVisible();
  const refused = await request.get(history, { headers: { authorization: `Bearer ${secret}` } });
  expect(refused.status()).toBe(401);
});
