import { seriousViolations } from '../support/axe.js';
import { loosely, t } from '../support/i18n.js';
import { expect, test } from '../support/test.js';

test.describe('news', () => {
  test('the home counter shows the two demo items; the list and an item open', async ({ page }) => {
    await page.goto('/');
    const newsLink = page.getByRole('link', { name: loosely(t('home:menu.news')) });
    await expect(newsLink).toContainText(t('home:menu.news_count', { value: 2 }));

    await newsLink.click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('heading', { level: 1, name: t('news:title') })).toBeVisible();
    const cards = page.getByRole('list', { name: loosely(t('news:list_label')) }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText('PHP 8.0 barcha serverlarda');
    await expect(cards.nth(1)).toContainText('Mijozlar portali ishga tushdi');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'PHP 8.0 barcha serverlarda' }).click();
    await expect(page).toHaveURL(/\/news\/\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'PHP 8.0 barcha serverlarda' })).toBeVisible();
    await expect(page.getByText(loosely('Eski versiyalar ham ishlashda davom etadi.'))).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: loosely(t('nav.back')) }).click();
    await expect(page).toHaveURL(/\/news$/);

    // Both items have been seen now: the counter counts unread news only.
    await page.goto('/');
    await expect(newsLink).toContainText(t('home:menu.news_count', { value: 0 }));
  });

  test('the items follow the chosen language, and an unknown item says it is not found', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('selectedLang', 'ru'));
    await page.goto('/news');
    await expect(page.getByRole('link', { name: 'PHP 8.0 на всех серверах' })).toBeVisible();
    await page.goto('/news/999999');
    await expect(page.getByRole('alert')).toHaveText(t('news:not_found', { lng: 'ru' }));
  });
});
