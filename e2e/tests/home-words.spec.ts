import { expect, test } from '../support/test.js';

// The home page's feature cells keep every word whole on a phone, in each language (a word that did not fit
// was cut mid-word: "Subdomenlarn / i boshqarish").

for (const lang of ['uz', 'uzc', 'ru', 'en', 'tj']) {
  test(`no feature word is cut or spills out at 390 px (${lang})`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: lang, url: baseURL ?? '' }]);
    await page.goto('/');
    const features = page.locator('section[aria-labelledby="home-features-title"] li > span');
    await expect(features.first()).toBeVisible();
    const cells = await features.evaluateAll((spans) =>
      spans.map((span) => ({
        text: span.textContent,
        spills: span.scrollWidth > span.clientWidth + 1,
        breaksWords: getComputedStyle(span).overflowWrap !== 'normal',
      })),
    );
    expect(cells.filter((cell) => cell.spills || cell.breaksWords)).toEqual([]);
  });
}
