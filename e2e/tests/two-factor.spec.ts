import { generate } from 'otplib';
import {
  type NewAccount,
  newAccount,
  openLoggedIn,
  registerThroughApi,
  storedToken,
} from '../support/accounts.js';
import { seriousViolations } from '../support/axe.js';
import { t } from '../support/i18n.js';
import { expect, type Page, test } from '../support/test.js';

// A customer turns on two-step verification with an authenticator app, then logs in with a code
// from it and with a recovery code. Codes are computed with otplib from the secret the screen shows, as an
// authenticator app would.

const logOut = async (page: Page) => {
  await page.goto('/user/exit');
  await page.getByRole('button', { name: t('auth:logout.confirm'), exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect.poll(() => storedToken(page)).toBeNull();
};

const passwordStep = async (page: Page, account: NewAccount) => {
  await page.goto('/login');
  await page.getByLabel(t('auth:login.login')).fill(account.email);
  await page.getByLabel(t('auth:login.password'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: t('auth:login.submit'), exact: true }).click();
  await expect(page.getByRole('heading', { name: t('auth:login.two_factor.title') })).toBeVisible();
  // No token before the second step.
  expect(await storedToken(page)).toBeNull();
};

const expectLoggedIn = async (page: Page) => {
  await expect(page.getByText(t('auth:login.success'))).toBeVisible();
  await expect.poll(() => storedToken(page)).toBeTruthy();
};

test('enable TOTP, then log in with a code from the app and with a recovery code', async ({
  page,
  request,
}) => {
  // A long journey: three logins, five screens checked by axe.
  test.slow();
  const account = newAccount();
  const token = await registerThroughApi(request, account);
  await openLoggedIn(page, token, '/user/2fa');
  await expect(page.getByRole('heading', { level: 1, name: t('common:routes.twoFactor') })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The secret is shown only for the current password.
  await page.getByLabel(t('security:two_factor.password'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: t('security:two_factor.start') }).click();
  await expect(page.getByAltText(t('security:two_factor.qr_alt'))).toBeVisible();
  const secret = ((await page.locator('form code').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  // On a phone the QR code cannot be scanned by the phone showing it: the link hands the key to the app.
  const openInApp = page.getByRole('link', { name: t('security:two_factor.open_app') });
  expect(new URL((await openInApp.getAttribute('href')) ?? '').searchParams.get('secret')).toBe(secret);
  expect(await openInApp.getAttribute('href')).toMatch(/^otpauth:\/\/totp\//);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: t('security:two_factor.copy_key') }).click();
  await expect(page.getByRole('button', { name: t('security:two_factor.key_copied') })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  expect(await seriousViolations(page)).toEqual([]);
  const enabledAt = Math.floor(Date.now() / 1000);
  await page.getByLabel(t('security:two_factor.code')).fill(await generate({ secret, epoch: enabledAt }));
  await page.getByRole('button', { name: t('security:two_factor.enable') }).click();

  await expect(page.getByRole('heading', { name: t('security:two_factor.codes_title') })).toBeVisible();
  const recoveryCodes = await page
    .getByRole('listitem')
    .filter({ has: page.locator('code') })
    .allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: t('security:two_factor.codes_done') }).click();
  await expect(page.getByText(t('security:two_factor.enabled'))).toBeVisible();

  // A code of the next time step: the one that enabled it is spent (each step is good once).
  await logOut(page);
  await passwordStep(page, account);
  const codeField = page.getByLabel(t('auth:login.two_factor.code'));
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  expect(await seriousViolations(page)).toEqual([]);
  await codeField.fill(await generate({ secret, epoch: enabledAt + 30 }));
  await page.getByRole('button', { name: t('auth:login.two_factor.submit'), exact: true }).click();
  await expectLoggedIn(page);

  await logOut(page);
  await passwordStep(page, account);
  await page.getByRole('button', { name: t('auth:login.two_factor.use_recovery') }).click();
  await page.getByLabel(t('auth:login.two_factor.recovery_code')).fill(recoveryCodes[0] ?? '');
  await page.getByRole('button', { name: t('auth:login.two_factor.submit'), exact: true }).click();
  await expectLoggedIn(page);

  await page.goto('/user/2fa');
  await expect(page.getByText(t('security:two_factor.codes_left', { left: 9 }))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // New recovery codes, vouched for by one of the old ones (the API tests prove the old ones stop working).
  const renewal = page.getByRole('form', { name: t('security:two_factor.renew_title') });
  await renewal.getByLabel(t('security:two_factor.password'), { exact: true }).fill(account.password);
  await renewal.getByLabel(t('security:two_factor.code_or_recovery')).fill(recoveryCodes[1] ?? '');
  await page.getByRole('button', { name: t('security:two_factor.renew') }).click();
  await expect(page.getByRole('heading', { name: t('security:two_factor.new_codes_title') })).toBeFocused();
  const newCodes = await page
    .getByRole('listitem')
    .filter({ has: page.locator('code') })
    .allTextContents();
  expect(newCodes).toHaveLength(10);
  expect(newCodes.filter((code) => recoveryCodes.includes(code))).toEqual([]);
  // axe: the list of ten codes was checked when they were first shown.
  await page.getByRole('button', { name: t('security:two_factor.codes_done') }).click();
  await expect(page.getByText(t('security:two_factor.renewed'))).toBeVisible();
  await expect(page.getByText(t('security:two_factor.codes_left', { left: 10 }))).toBeVisible();
});
