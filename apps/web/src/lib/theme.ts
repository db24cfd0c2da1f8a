import { THEMES, type Theme } from '@portal/contracts';

// public/theme-init.js reads the same key before first paint; keep the two in step.
export const THEME_STORAGE_KEY = 'theme';

export const isTheme = (value: unknown): value is Theme =>
  typeof value === 'string' && (THEMES as readonly string[]).includes(value);

export function getTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : 'default';
  } catch {
    return 'default';
  }
}

export function applyTheme(theme: Theme): void {
  // The default palette lives in :root, so no attribute keeps the CSS selector list short.
  if (theme === 'default') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
}

export function setTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode can refuse storage; the theme still applies for this page.
  }
  applyTheme(theme);
}
