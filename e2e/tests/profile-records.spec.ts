import { newAccount, openLoggedIn, registerThroughApi } from '../support/accounts.js';
import { seriousViolations } from '../support/axe.js';
import { loosely, t } from '../support/i18n.js';
import { expect, test } from '../support/test.js';

// A 1×1 PNG, uploaded the way a person picks a file.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a customer adds a profile record with a passport photo, opens the photo and deletes the record', async ({
  page,
  request,
}) => {
  const account = newAccount();
  // Logged in by token: the login form is the login journey's.
  const token = await registerThroughApi(request, account);
  await openLoggedIn(page, token, '/profayl/my_profayl');
  await expect(page.getByRole('heading', { level: 1, name: t('routes.profileRecords') })).toBeVisible();
  await expect(page.getByText(loosely(t('records:list.empty')))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: loosely(t('records:list.add')) }).click();
  await expect(page).toHaveURL(/\/profayl\/new$/);

  await page.getByLabel(t('records:form.lastname')).fill('Karimova');
  await page.getByLabel(t('records:form.firstname'), { exact: true }).fill('Dilnoza');
  await page.getByLabel(t('records:form.middlename')).fill('Rustamovna');
  await page.getByLabel(t('records:form.birthday')).fill('1994-05-17');
  await page.getByLabel(t('records:form.passport')).fill('AB1234567');
  await page.getByLabel(t('records:form.passport_issued_by')).fill('Yunusobod tumani IIB');
  await page.getByLabel(t('records:form.passport_issued_at')).fill('2018-09-01');
  await page.getByLabel(t('records:form.region')).selectOption({ label: t('records:regions.tashkent_city') });
  await page.getByLabel(t('records:form.district')).fill('Yunusobod');
  await page.getByLabel(t('records:form.address')).fill('Amir Temur koʻchasi, 1-uy');
  await page.getByLabel(t('records:form.phone')).fill(account.nationalPhone);
  await page.getByLabel(t('records:form.email')).fill(account.email);
  await page
    .getByLabel(t('records:files.passport_photo'))
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  await expect(
    page.getByRole('img', { name: t('records:files.preview_alt', { name: 'photo.png' }) }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: t('records:form.submit') }).click();

  await expect(page).toHaveURL(/\/profayl\/my_profayl$/);
  const card = page.getByRole('listitem', { name: 'Karimova Dilnoza Rustamovna' });
  await expect(card).toContainText('AB1234567');
  await expect(card).toContainText(t('records:regions.tashkent_city'));
  await expect(card).toContainText(t('records:list.files_count', { count: 1 }));

  // The photo is served only with the owner's token: the edit page fetches it and shows it.
  await card.getByRole('link', { name: t('records:list.edit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('records:form.title_edit') })).toBeVisible();
  await page.getByRole('button', { name: loosely(t('records:files.view')) }).click();
  const photo = page.getByRole('img', { name: t('records:files.passport_photo') });
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('src', /^data:image\/png;base64,/);
  expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  // Without the token the file is not there for anyone.
  const recordId = new URL(page.url()).searchParams.get('id');
  const anonymous = await request.get(`/api/client/user/profile-records/${recordId}/files/passport_photo`);
  expect(anonymous.status()).toBe(401);

  await page.goto('/profayl/my_profayl');
  await card.getByRole('button', { name: loosely(t('records:list.delete')) }).click();
  await card.getByRole('button', { name: loosely(t('records:list.confirm_yes')) }).click();
  await expect(page.getByText(loosely(t('records:list.deleted')))).toBeVisible();
  await expect(page.getByText(loosely(t('records:list.empty')))).toBeVisible();
});
