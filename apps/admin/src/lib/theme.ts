// The console follows the system's light or dark choice unless staff pick one; tokens use light-dark().
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

const KEY = 'portal-console-theme';

export function storedTheme(): Theme {
  const stored = localStorage.getItem(KEY);
  return (THEMES as readonly string[]).includes(stored ?? '') ? (stored as Theme) : 'system';
}

export function applyTheme(theme: Theme): void {
  localStorage.setItem(KEY, theme);
  if (theme === 'system') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
}
