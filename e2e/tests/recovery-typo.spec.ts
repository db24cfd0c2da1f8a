import { newAccount, registerThroughApi } from '../support/accounts.js';
import { seriousViolations } from '../support/axe.js';
import { loosely, t } from '../support/i18n.js';
import { captchaAnswer, readOutbox, waitForCode } from '../support/outbox.js';
import { expect, type Page, test } from '../support/test.js';

const captchaPath = '/api/client/user/auth/captcha';
const nextCaptchaId = async (page: Page, load: () => Promise<unknown>) => {
  const captcha = page.waitForResponse((response) => response.url().endsWith(captchaPath));
  await load();
  return ((await (await captcha).json()) as { data: { captcha_id: string } }).data.captcha_id;
};

// A typo in the recovery e-mail. The verify step shows the API's wait before a resend, says the
// same as for a real account, and starts over with an empty field; the right e-mail then gets its code.
test('a typo in the recovery e-mail: the resend waits, starting over clears the field, the right e-mail recovers', async ({
  page,
  request,
}) => {
  const account = newAccount();
  await registerThroughApi(request, account);
  const seen = (await readOutbox(request, account.email)).length;
  const typo = account.email.replace('@', 'x@');

  let captchaId = await nextCaptchaId(page, () => page.goto('/forgot-password'));
  await page.getByLabel(t('security:common.email')).fill(typo);
  await page.getByLabel(t('security:captcha.answer')).fill(await captchaAnswer(request, captchaId));
  await page.getByRole('button', { name: t('security:forgot_password.submit') }).click();
  // The same answer as for a registered e-mail.
  await expect(page.getByText(t('security:forgot_password.sent'))).toBeVisible();
  await expect(page).toHaveURL(/\/verify-email$/, { timeout: 5_000 });
  await expect(page.getByText(loosely(typo))).toBeVisible();

  // The API allows one code a minute: the resend button counts that down.
  const waitText = new RegExp(
    loosely(t('security:common.resend_in', { seconds: 99 })).source.replace('99', '\\d+'),
  );
  await expect(page.getByRole('button', { name: waitText })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);

  captchaId = await nextCaptchaId(page, () =>
    page.getByRole('link', { name: t('security:verify_email.start_over') }).click(),
  );
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByLabel(t('security:common.email'))).toHaveValue('');
  expect(await page.evaluate(() => sessionStorage.getItem('session_id'))).toBeNull();

  await page.getByLabel(t('security:common.email')).fill(account.email);
  await page.getByLabel(t('security:captcha.answer')).fill(await captchaAnswer(request, captchaId));
  await page.getByRole('button', { name: t('security:forgot_password.submit') }).click();
  await expect(page).toHaveURL(/\/verify-email$/, { timeout: 5_000 });

  const code = await waitForCode(request, account.email, seen);
  const newPassword = 'Buxoro#2026x';
  await page.getByLabel(t('security:common.code')).fill(code);
  await page.getByLabel(t('security:common.new_password'), { exact: true }).fill(newPassword);
  await page.getByLabel(t('security:common.password_confirmation')).fill(newPassword);
  await page.getByRole('button', { name: t('security:verify_email.submit') }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
});
