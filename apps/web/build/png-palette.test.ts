import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: the icon script's helper is a plain ES module without types.
import { decodePng, toPalettePng } from './png-palette.mjs';

const icon = (file: string) => readFileSync(path.join(import.meta.dirname, '../public/icons', file));

describe('toPalettePng', () => {
  it('keeps every pixel of the icons and makes none larger', () => {
    for (const file of ['icon-192.png', 'icon-maskable-512.png', 'apple-touch-icon-180.png']) {
      const png = icon(file);
      const indexed = toPalettePng(png) as Buffer;
      expect(indexed[25], file).toBe(3);
      expect(decodePng(indexed).rgba.equals(decodePng(png).rgba), file).toBe(true);
      expect(indexed.length, file).toBeLessThanOrEqual(png.length);
    }
  });

  it('leaves an image of more than 256 colours alone', () => {
    expect(toPalettePng(icon('icon-512.png'))).toBeNull();
  });

  it('keeps translucent pixels translucent', () => {
    const { rgba } = decodePng(toPalettePng(icon('icon-192.png')));
    const alphas = new Set<number>();
    for (let offset = 3; offset < rgba.length; offset += 4) alphas.add(rgba[offset]);
    expect(alphas.has(0)).toBe(true);
    expect(alphas.has(255)).toBe(true);
  });
});
