import { readFile } from 'node:fs/promises';
import { apiPaths, newAccount, openLoggedIn, registerThroughApi, storedToken } from '../support/accounts.js';
import { seriousViolations } from '../support/axe.js';
import { t } from '../support/i18n.js';
import { readOutbox, waitForCode } from '../support/outbox.js';
import { expect, test } from '../support/test.js';

// The customer's own data. The export is built by the demo server's job runner; the deletion code
// comes from the demo outbox, as the e-mail would.

test('a customer downloads a copy of their data: one JSON file with their e-mail', async ({
  page,
  request,
}) => {
  const account = newAccount();
  const token = await registerThroughApi(request, account);
  await openLoggedIn(page, token, '/settings');
  await page.getByRole('link', { name: t('my-data:link.open') }).click();
  await expect(page).toHaveURL(/\/user\/data$/);
  await expect(page.getByRole('heading', { level: 1, name: t('common:routes.myData') })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: t('my-data:export.start') }).click();
  // The screen asks again while the job prepares it, and turns to the download button by itself.
  const download = page.getByRole('button', { name: t('my-data:export.download') });
  await expect(download).toBeVisible({ timeout: 20_000 });
  expect(await seriousViolations(page)).toEqual([]);

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}-\d+\.json$/);
  const document = JSON.parse(await readFile((await file.path()) ?? '', 'utf8'));
  expect(document.profile.email).toBe(account.email);
  expect(document.format_version).toBe(1);
  expect(Object.keys(document)).toEqual(expect.arrayContaining(['sessions', 'ledger', 'invoices', 'orders']));
});

test('a customer with nothing running and no money deletes the account and can no longer log in', async ({
  page,
  request,
}) => {
  const account = newAccount();
  const token = await registerThroughApi(request, account);
  await openLoggedIn(page, token, '/user/data');
  await expect(page.getByRole('heading', { name: t('my-data:delete.title') })).toBeVisible();

  const seen = (await readOutbox(request, account.email)).length;
  await page.getByRole('button', { name: t('my-data:delete.send_code') }).click();
  await expect(page.getByText(t('my-data:delete.code_sent'))).toBeVisible();
  const code = await waitForCode(request, account.email, seen);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel(t('my-data:delete.password'), { exact: true }).fill(account.password);
  await page.getByLabel(t('my-data:delete.code')).fill(code);
  await page.getByLabel(t('my-data:delete.confirm')).check();
  await page.getByRole('button', { name: t('my-data:delete.submit'), exact: true }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByText(t('my-data:delete.done'))).toBeVisible();
  await expect.poll(() => storedToken(page)).toBeNull();
  expect(await seriousViolations(page)).toEqual([]);

  // The old token is dead and the password no longer opens anything.
  const profile = await request.get(apiPaths.profile, { headers: { authorization: `Bearer ${token}` } });
  expect(profile.status()).toBe(401);
  const login = await request.post(apiPaths.login, {
    data: { login: account.email, password: account.password, remember: true },
  });
  expect(login.status()).toBe(422);
  await page.goto('/login');
  await page.getByLabel(t('auth:login.login')).fill(account.email);
  await page.getByLabel(t('auth:login.password'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: t('auth:login.submit'), exact: true }).click();
  await expect(page.getByText(t('errors:INVALID_CREDENTIALS')).first()).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});
