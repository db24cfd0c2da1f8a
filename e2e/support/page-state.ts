import { expect, type Page } from '@playwright/test';

export const themes = ['default', 'twilight', 'night'] as const;
export type ThemeName = (typeof themes)[number];

/**
 * Chooses the theme the way a returning visitor has it: stored before the first script runs, so
 * public/theme-init.js applies it before first paint.
 */
export const useStoredTheme = async (page: Page, theme: ThemeName) => {
  await page.addInitScript((value) => {
    if (!localStorage.getItem('theme')) localStorage.setItem('theme', value);
  }, theme);
};

/**
 * Switches the open page's theme in place, as the settings screen does (src/lib/theme.ts applyTheme): a journey
 * checking a screen in the three themes needs one page load, not three.
 */
export const switchTheme = (page: Page, theme: ThemeName | 'light') =>
  page.evaluate((value) => {
    if (value === 'default' || value === 'light') delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = value;
  }, theme);

/** Waits until lazy screens, messages and data have arrived and the route-change overlay is gone. */
export const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByTestId('route-overlay')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
};

export const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);
