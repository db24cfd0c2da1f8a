/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { THEMES } from '@portal/contracts';

// Read from disk: Vitest stubs CSS imports, even with ?raw.
const css = readFileSync(join(import.meta.dirname, 'tokens.css'), 'utf8');

// WCAG 2.1 relative luminance and contrast ratio.
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map(
    (start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255,
  );
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

function tokensOf(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries(
    [...block.matchAll(/(--color-[\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2]]),
  );
}

const selectors: Record<(typeof THEMES)[number], string> = {
  default: ':root',
  twilight: "[data-theme='twilight']",
  night: "[data-theme='night']",
};

const textTokens = [
  '--color-text',
  '--color-text-muted',
  '--color-link',
  '--color-success',
  '--color-danger',
];
const moreTokens = ['--color-warning', '--color-info'];
const backgrounds = ['--color-bg', '--color-surface', '--color-surface-2', '--color-note-bg'];

describe.each(THEMES)('theme %s', (theme) => {
  const tokens = { ...tokensOf(':root'), ...tokensOf(selectors[theme]) };

  it.each([...textTokens, ...moreTokens])('%s reads at WCAG AA on every background', (token) => {
    for (const background of backgrounds) {
      const ratio = contrast(tokens[token] ?? '', tokens[background] ?? '');
      expect(ratio, `${token} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('the note border stands out (3:1) from the note and from the page', () => {
    for (const background of ['--color-note-bg', '--color-surface', '--color-bg']) {
      const ratio = contrast(tokens['--color-note-border'] ?? '', tokens[background] ?? '');
      expect(ratio, `--color-note-border on ${background}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('primary buttons read at WCAG AA', () => {
    expect(
      contrast(tokens['--color-primary-contrast'] ?? '', tokens['--color-primary'] ?? ''),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it('danger buttons read at WCAG AA', () => {
    expect(contrast(tokens['--color-surface'] ?? '', tokens['--color-danger'] ?? '')).toBeGreaterThanOrEqual(
      4.5,
    );
  });
});
