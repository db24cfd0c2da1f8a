import { apiPaths, newAccount, openLoggedIn, registerThroughApi } from '../support/accounts.js';
import { seriousViolations } from '../support/axe.js';
import { loosely, t } from '../support/i18n.js';
import { type APIRequestContext, expect, type Page, test } from '../support/test.js';

async function customer(request: APIRequestContext, firstname: string, lastname: string) {
  const token = await registerThroughApi(request, { ...newAccount(), firstname, lastname });
  const profile = await request.get(apiPaths.profile, { headers: { authorization: `Bearer ${token}` } });
  const { data } = (await profile.json()) as { data: { id: number } };
  return { token, id: data.id };
}

const messages = (page: Page) => page.getByRole('list', { name: t('mail:conversation.list_label') });

test.describe('messages between customers', () => {
  test('A finds B by id and writes; B sees the unread badge, reads and answers; A sees the answer', async ({
    browser,
    page,
    request,
  }) => {
    const aziz = await customer(request, 'Aziz', 'Rashidov');
    const bobur = await customer(request, 'Bobur', 'Tursunov');

    await openLoggedIn(page, aziz.token, '/mail');
    await expect(page.getByTestId('own-mail-id')).toHaveText(t('mail:home.your_id', { id: aziz.id }));
    await expect(page.getByText(loosely(t('mail:home.contacts_empty')))).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // A wrong id first: the translated not-found text.
    await page.getByRole('textbox', { name: t('mail:search.label'), exact: true }).fill('999999');
    await page.getByRole('button', { name: t('mail:search.submit') }).click();
    await expect(page.getByText(loosely(t('mail:search.not_found')))).toBeVisible();

    await page.getByRole('textbox', { name: t('mail:search.label'), exact: true }).fill(String(bobur.id));
    await page.getByRole('button', { name: t('mail:search.submit') }).click();
    const card = page.getByRole('article', { name: t('mail:search.result_label') });
    await expect(card).toContainText('Bobur T.');
    await card.getByRole('link', { name: t('mail:search.write') }).click();
    await expect(page).toHaveURL(new RegExp(`/mail/${bobur.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Bobur T.' })).toBeVisible();
    await expect(page.getByText(loosely(t('mail:conversation.empty')))).toBeVisible();

    await page
      .getByRole('textbox', { name: t('mail:composer.label'), exact: true })
      .fill('Salom, Bobur! Domen boʻyicha savol bor.');
    await page.getByRole('button', { name: t('mail:composer.send') }).click();
    await expect(messages(page)).toContainText('Salom, Bobur! Domen boʻyicha savol bor.');
    await expect(page.getByRole('textbox', { name: t('mail:composer.label'), exact: true })).toHaveValue('');
    expect(await seriousViolations(page)).toEqual([]);

    // B, in a browser of their own.
    const boburContext = await browser.newContext();
    const boburPage = await boburContext.newPage();
    await openLoggedIn(boburPage, bobur.token, '/mail');
    const contacts = boburPage.getByRole('list', { name: t('mail:contact.list_label') });
    const fromAziz = contacts.getByRole('link', { name: /Aziz R\./ });
    await expect(fromAziz).toContainText(`ID ${aziz.id}`);
    await expect(fromAziz).toContainText('Salom, Bobur!');
    await expect(fromAziz.getByTestId('unread-badge')).toContainText('1');
    await fromAziz.click();
    await expect(boburPage).toHaveURL(new RegExp(`/mail/${aziz.id}$`));
    await expect(messages(boburPage)).toContainText('Salom, Bobur! Domen boʻyicha savol bor.');
    await boburPage
      .getByRole('textbox', { name: t('mail:composer.label'), exact: true })
      .fill('Vaalaykum assalom! Yozing.');
    await boburPage.getByRole('button', { name: t('mail:composer.send') }).click();
    await expect(messages(boburPage)).toContainText('Vaalaykum assalom! Yozing.');

    // Reading cleared B's badge.
    await boburPage.goto('/mail');
    await expect(contacts.getByRole('link', { name: /Aziz R\./ })).toBeVisible();
    await expect(contacts.getByTestId('unread-badge')).toHaveCount(0);
    await boburContext.close();

    // A's open conversation picks the answer up by itself (it re-reads every 10 s).
    await expect(messages(page)).toContainText('Vaalaykum assalom! Yozing.', { timeout: 15_000 });
  });

  test('saved messages are notes to oneself', async ({ page, request }) => {
    const me = await customer(request, 'Malika', 'Saidova');
    await openLoggedIn(page, me.token, '/mail');
    await page.getByRole('link', { name: loosely(t('mail:home.saved')) }).click();
    await expect(page).toHaveURL(new RegExp(`/mail/${me.id}$`));
    await expect(page.getByText(loosely(t('mail:conversation.empty_saved')))).toBeVisible();
    await page
      .getByRole('textbox', { name: t('mail:composer.label'), exact: true })
      .fill('Serverni yangilash – juma kuni');
    await page.getByRole('button', { name: t('mail:composer.send') }).click();
    await expect(messages(page)).toContainText('Serverni yangilash – juma kuni');
    await page.goto('/mail');
    await expect(page.getByText(loosely(t('mail:home.contacts_empty')))).toBeVisible();
  });
});

test.describe('the composer on a touch phone', () => {
  test.use({ hasTouch: true, isMobile: true });

  test('says nothing about Shift+Enter, which a phone keyboard does not have', async ({ page, request }) => {
    const me = await customer(request, 'Dilnoza', 'Yusupova');
    await openLoggedIn(page, me.token, `/mail/${me.id}`);
    const box = page.getByRole('textbox', { name: t('mail:composer.label'), exact: true });
    await expect(box).toBeVisible();
    await expect(page.getByText(t('mail:composer.keys_hint'))).toHaveCount(0);
  });
});
