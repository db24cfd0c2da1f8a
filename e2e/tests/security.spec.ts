import {
  apiPaths,
  logInThroughApi,
  newAccount,
  openLoggedIn,
  registerThroughApi,
  storedToken,
} from '../support/accounts.js';
import { t } from '../support/i18n.js';
import { captchaAnswer, readOutbox, waitForCode } from '../support/outbox.js';
import { expect, type Page, test } from '../support/test.js';

const captchaPath = '/api/client/user/auth/captcha';

/** Opens `path` and answers the captcha the page loads there. */
const openWithCaptcha = async (page: Page, path: string) => {
  const captcha = page.waitForResponse((response) => response.url().endsWith(captchaPath));
  await page.goto(path);
  return ((await (await captcha).json()) as { data: { captcha_id: string } }).data.captcha_id;
};

test('a new customer registers, confirms the e-mail with the code from the outbox and lands home', async ({
  page,
  request,
}) => {
  const account = newAccount();
  await page.goto('/registration');
  await page.getByLabel(t('auth:registration.firstname')).fill(account.firstname);
  await page.getByLabel(t('auth:registration.lastname')).fill(account.lastname);
  await page.getByLabel(t('auth:registration.sex')).selectOption(account.sex);
  await page.getByLabel(t('auth:registration.birthday')).fill(account.birthday);
  await page.getByLabel(t('auth:registration.email')).fill(account.email);
  await page.getByLabel(t('auth:registration.phone')).pressSequentially(account.nationalPhone);
  await page.getByLabel(t('auth:registration.password'), { exact: true }).fill(account.password);
  await page.getByLabel(t('auth:registration.password_confirmation')).fill(account.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: t('auth:registration.submit') }).click();

  await expect(page).toHaveURL(/\/email-verification$/);
  // The code was just sent: the resend button waits out its cooldown.
  await expect(page.getByRole('button', { name: /\d/ }).last()).toBeDisabled();
  const code = await waitForCode(request, account.email);
  await page.getByLabel(t('security:common.code')).fill(code);
  await page.getByRole('button', { name: t('security:email_verification.submit') }).click();
  await expect(page.getByText(t('security:email_verification.success'))).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 5_000 });

  const token = await storedToken(page);
  const profile = await request.get(apiPaths.profile, { headers: { authorization: `Bearer ${token}` } });
  expect(
    ((await profile.json()) as { data: { email_verified_at: string | null } }).data.email_verified_at,
  ).toBeTruthy();
});

test('a customer recovers the password with the captcha and the e-mailed code, then logs in with it', async ({
  page,
  request,
}) => {
  const account = newAccount();
  await registerThroughApi(request, account);
  const seen = (await readOutbox(request, account.email)).length;

  let captchaId = await openWithCaptcha(page, '/forgot-password');
  await page.getByLabel(t('security:common.email')).fill(account.email);
  // A wrong answer is refused next to the captcha, and a new picture replaces the used one.
  const wrong = (await captchaAnswer(request, captchaId)) === '0000' ? '1111' : '0000';
  await page.getByLabel(t('security:captcha.answer')).fill(wrong);
  const nextCaptcha = page.waitForResponse((response) => response.url().endsWith(captchaPath));
  await page.getByRole('button', { name: t('security:forgot_password.submit') }).click();
  await expect(page.getByText(t('validation:captcha_invalid'))).toBeVisible();
  captchaId = ((await (await nextCaptcha).json()) as { data: { captcha_id: string } }).data.captcha_id;

  await page.getByLabel(t('security:captcha.answer')).fill(await captchaAnswer(request, captchaId));
  await page.getByRole('button', { name: t('security:forgot_password.submit') }).click();
  await expect(page.getByText(t('security:forgot_password.sent'))).toBeVisible();
  await expect(page).toHaveURL(/\/verify-email$/, { timeout: 5_000 });
  expect(await page.evaluate(() => sessionStorage.getItem('session_id'))).toBeTruthy();

  const code = await waitForCode(request, account.email, seen);
  const newPassword = 'Samarqand#2026';
  await page.getByLabel(t('security:common.code')).fill(code);
  await page.getByLabel(t('security:common.new_password'), { exact: true }).fill(newPassword);
  await page.getByLabel(t('security:common.password_confirmation')).fill(newPassword);
  await page.getByRole('button', { name: t('security:verify_email.submit') }).click();
  await expect(page.getByText(t('security:verify_email.success'))).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });

  await page.getByLabel(t('auth:login.login')).fill(account.email);
  await page.getByLabel(t('auth:login.password')).fill(newPassword);
  await page.getByRole('button', { name: t('auth:login.submit'), exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 5_000 });
});

test('a customer changes the phone number with the SMS code', async ({ page, request }) => {
  const account = newAccount();
  const token = await registerThroughApi(request, account);
  const fresh = newAccount().nationalPhone;
  await openLoggedIn(page, token, '/user/tell');

  await page.getByLabel(t('security:change_phone.new_phone')).pressSequentially(fresh);
  await page.getByLabel(t('security:common.current_password')).fill(account.password);
  await page.getByRole('button', { name: t('security:change_phone.send_code') }).click();

  const code = await waitForCode(request, `+998${fresh}`);
  await page.getByLabel(t('security:common.code')).fill(code);
  await page.getByRole('button', { name: t('security:change_phone.confirm') }).click();
  await expect(page.getByText(t('security:change_phone.success'))).toBeVisible();
  await expect(page.getByLabel(t('security:change_phone.new_phone'))).toHaveValue('');
  // The screen shows the number the account now holds, written the way the phone input writes it.
  const shown = `+998 ${fresh.slice(0, 2)} ${fresh.slice(2, 5)} ${fresh.slice(5, 7)} ${fresh.slice(7)}`;
  await expect(page.getByRole('region', { name: t('security:contacts.current_phone') })).toContainText(shown);

  const profile = await request.get(apiPaths.profile, { headers: { authorization: `Bearer ${token}` } });
  expect(((await profile.json()) as { data: { phone_number: string } }).data.phone_number).toBe(
    `+998${fresh}`,
  );
});

test('one device ends another session of the same customer, which is then sent to the site root', async ({
  browser,
  request,
}) => {
  const account = newAccount();
  await registerThroughApi(request, account);
  const first = await browser.newContext();
  const second = await browser.newContext();
  try {
    const pageA = await first.newPage();
    const pageB = await second.newPage();
    await openLoggedIn(pageB, await logInThroughApi(request, account.email, account.password), '/profile');
    await expect(pageB.getByRole('link', { name: t('account:profile.links.auth_history') })).toBeVisible();
    await openLoggedIn(
      pageA,
      await logInThroughApi(request, account.email, account.password),
      '/user/listauth',
    );

    // Three sessions: registration's own, B's and A's; the title carries the count.
    const title = t('security:sessions.title', { title: t('common:routes.authHistory'), count: 3 });
    await expect(pageA.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(pageA.getByText(t('security:sessions.this_device'))).toHaveCount(1);

    await pageA.getByRole('button', { name: t('security:sessions.end_others') }).click();
    await expect(pageA.getByText(t('security:sessions.others_ended'))).toBeVisible();
    const oneLeft = t('security:sessions.title', { title: t('common:routes.authHistory'), count: 1 });
    await expect(pageA.getByRole('heading', { level: 1, name: oneLeft })).toBeVisible();

    // B's next action meets a 401: the token goes and B lands on the site root (docs/product/account.md).
    await pageB.getByRole('link', { name: t('account:profile.links.auth_history') }).click();
    await expect(pageB).toHaveURL((url) => url.pathname === '/', { timeout: 5_000 });
    await expect.poll(() => storedToken(pageB)).toBeNull();
  } finally {
    await first.close();
    await second.close();
  }
});

test('a customer changes the login, the e-mail (verified again) and the password', async ({
  page,
  request,
}) => {
  const account = newAccount();
  const token = await registerThroughApi(request, account);
  await openLoggedIn(page, token, '/user/editlogin');
  await page
    .getByLabel(t('security:edit_login.username'), { exact: true })
    .fill(`dilnoza${Date.now() % 100_000}`);
  await page.getByRole('button', { name: t('security:common.save') }).click();
  await expect(page.getByText(t('security:edit_login.success'))).toBeVisible();

  const newEmail = newAccount().email;
  await page.goto('/user/email');
  await page.getByLabel(t('security:change_email.new_email')).fill(newEmail);
  await page.getByLabel(t('security:common.current_password')).fill(account.password);
  await page.getByRole('button', { name: t('security:common.save') }).click();
  await expect(page.getByText(t('security:change_email.success'))).toBeVisible();
  await expect(page).toHaveURL(/\/email-verification$/, { timeout: 5_000 });
  await page.getByLabel(t('security:common.code')).fill(await waitForCode(request, newEmail));
  await page.getByRole('button', { name: t('security:email_verification.submit') }).click();
  await expect(page.getByText(t('security:email_verification.success'))).toBeVisible();

  await page.goto('/user/sett');
  await page.getByLabel(t('security:change_password.old')).fill(account.password);
  await page.getByLabel(t('security:common.new_password'), { exact: true }).fill('Buxoro#2026');
  await page.getByLabel(t('security:common.password_confirmation')).fill('Buxoro#2026');
  await page.getByRole('button', { name: t('security:change_password.submit') }).click();
  await expect(page.getByText(t('security:change_password.success'))).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
  expect(await storedToken(page)).toBeNull();
  await logInThroughApi(request, newEmail, 'Buxoro#2026');
});
