import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, storedTheme } from './theme';

/** A prefers-color-scheme query that can change while the console is open. */
function systemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    switchTo(next: boolean) {
      query.matches = next;
      for (const listener of listeners) listener();
    },
  };
}

afterEach(() => {
  applyTheme('light');
  vi.unstubAllGlobals();
});

describe("the console's theme on the kit's palettes", () => {
  it('wears the night palette for dark and the kit’s light one for light, and keeps the choice', () => {
    systemScheme(false);
    applyTheme('dark');
    expect(document.documentElement.dataset.theme).toBe('night');
    expect(storedTheme()).toBe('dark');
    applyTheme('light');
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it('follows the system for "system", also when the system changes', () => {
    const system = systemScheme(true);
    applyTheme('system');
    expect(document.documentElement.dataset.theme).toBe('night');
    system.switchTo(false);
    expect(document.documentElement.dataset.theme).toBeUndefined();
    applyTheme('light');
    system.switchTo(true);
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });
});
