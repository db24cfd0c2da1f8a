// Staff pick system, light or dark; the console wears the kit's palettes: light is the kit's default, dark its
// night palette. "system" follows the operating system's prefers-color-scheme, also when it changes later.
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

const KEY = 'portal-console-theme';
const darkScheme = () => window.matchMedia?.('(prefers-color-scheme: dark)');

export function storedTheme(): Theme {
  const stored = localStorage.getItem(KEY);
  return THEMES.find((theme) => theme === stored) ?? 'system';
}

/** The kit's palette for a choice: data-theme="night" for dark, none (the kit's light) otherwise. */
export function paletteOf(theme: Theme, systemIsDark: boolean): 'night' | undefined {
  return theme === 'dark' || (theme === 'system' && systemIsDark) ? 'night' : undefined;
}

function paint(theme: Theme): void {
  const palette = paletteOf(theme, darkScheme()?.matches ?? false);
  if (palette) document.documentElement.dataset.theme = palette;
  else delete document.documentElement.dataset.theme;
}

let following: { query: MediaQueryList; listener: () => void } | undefined;

export function applyTheme(theme: Theme): void {
  localStorage.setItem(KEY, theme);
  following?.query.removeEventListener('change', following.listener);
  following = undefined;
  paint(theme);
  const query = darkScheme();
  if (theme === 'system' && query) {
    const listener = () => paint('system');
    query.addEventListener('change', listener);
    following = { query, listener };
  }
}
