import { apiPaths, newAccount, storedToken } from '../support/accounts.js';
import { t } from '../support/i18n.js';
import { expect, test } from '../support/test.js';

test('a visitor registers, lands logged in, sees the profile and logs out through /user/exit', async ({
  page,
  request,
}) => {
  const account = newAccount();
  await page.goto('/');
  await page.getByRole('link', { name: t('common:header.registration') }).click();
  await expect(page).toHaveURL(/\/registration$/);
  await expect(page.getByRole('heading', { level: 1, name: t('common:routes.registration') })).toBeVisible();

  await page.getByLabel(t('auth:registration.firstname')).fill(account.firstname);
  await page.getByLabel(t('auth:registration.lastname')).fill(account.lastname);
  await page.getByLabel(t('auth:registration.sex')).selectOption(account.sex);
  await page.getByLabel(t('auth:registration.birthday')).fill(account.birthday);
  await page.getByLabel(t('auth:registration.email')).fill(account.email);

  // The phone input: Uzbekistan by default, the +998 placeholder, and the mask formats as one types.
  const phone = page.getByLabel(t('auth:registration.phone'));
  await expect(phone).toHaveAttribute('placeholder', t('auth:phone.placeholder'));
  await expect(page.getByRole('button', { name: /\+998/ })).toBeVisible();
  await phone.pressSequentially(account.nationalPhone);
  const shownPhone = await phone.inputValue();
  expect(shownPhone.replace(/\D/g, '')).toBe(`998${account.nationalPhone}`);
  expect(shownPhone).toMatch(/^\+998 \d/);

  await page.getByLabel(t('auth:registration.password'), { exact: true }).fill(account.password);
  await page.getByLabel(t('auth:registration.password_confirmation')).fill(account.password);

  // docs/product/account.md: without the rules checkbox the form does not go and an alert asks for agreement.
  const submit = page.getByRole('button', { name: t('auth:registration.submit') });
  await submit.click();
  await expect(page.getByText(t('auth:registration.rules_required'))).toBeVisible();
  await expect(page).toHaveURL(/\/registration$/);

  await page.getByRole('checkbox').check();
  await expect(page.getByText(t('auth:registration.rules_required'))).toBeHidden();
  await submit.click();

  // Logged in automatically; a new address is unverified, so docs/product/account.md leads to /email-verification.
  await expect(page).toHaveURL(/\/email-verification$/);
  const token = await storedToken(page);
  expect(token).toBeTruthy();
  await expect(page.getByRole('link', { name: t('common:header.registration') })).toHaveCount(0);

  const profileAnswer = await request.get(apiPaths.profile, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(profileAnswer.status()).toBe(200);
  const profile = ((await profileAnswer.json()) as { data: { id: number; email: string } }).data;
  expect(profile.email).toBe(account.email);

  await page.getByRole('link', { name: t('common:header.cabinet') }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(t('account:profile.greeting', { name: account.firstname }))).toBeVisible();
  await expect(page.getByText(t('account:profile.user_id', { id: profile.id }))).toBeVisible();
  await expect(page.getByText(t('account:profile.balance'), { exact: true })).toBeVisible();
  await expect(page.getByText(t('account:profile.som', { amount: '0' }))).toBeVisible();
  await expect(page.getByText(t('account:profile.rate', { rate: 145 }))).toBeVisible();
  await expect(page.getByText(t('account:profile.clock_label'), { exact: true })).toBeVisible();
  // The clock ticks every second.
  const clock = page.getByTestId('tashkent-clock');
  const firstReading = await clock.textContent();
  await expect(clock).not.toHaveText(firstReading ?? '', { timeout: 2_500 });

  await page.getByRole('link', { name: t('account:profile.links.logout') }).click();
  await expect(page).toHaveURL(/\/user\/exit$/);
  await expect(page.getByText(t('auth:logout.question'))).toBeVisible();
  await page.getByRole('button', { name: t('auth:logout.confirm'), exact: true }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect.poll(() => storedToken(page)).toBeNull();
  await expect(page.getByRole('link', { name: t('common:header.registration') })).toBeVisible();
  // The session ended on the server too, not only in the browser.
  const afterLogout = await request.get(apiPaths.profile, { headers: { authorization: `Bearer ${token}` } });
  expect(afterLogout.status()).toBe(401);

  // A logged-out visit to a private page leads to /login, which names the page to return to.
  await page.goto('/profile');
  await expect(page).toHaveURL(
    (url) => url.pathname === '/login' && url.searchParams.get('next') === '/profile',
  );
});
