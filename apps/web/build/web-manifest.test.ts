import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { lightThemeColours, MANIFEST_ICONS, manifestFile, manifestTexts, webManifest } from './web-manifest';

const webRoot = path.resolve(import.meta.dirname, '..');
const common = (lang: string) =>
  JSON.parse(readFileSync(path.join(webRoot, 'src/locales', lang, 'common.json'), 'utf8'));
const colours = lightThemeColours(
  readFileSync(path.join(webRoot, '../../packages/web-kit/src/theme/tokens.css'), 'utf8'),
);

describe('the manifest of each language', () => {
  const manifests = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, webManifest(lang, manifestTexts(common(lang)), colours)]),
  );

  it('names the app in the language and says which language that is', () => {
    expect(manifests.ru).toMatchObject({ name: 'Хостинг-портал', lang: 'ru', dir: 'ltr' });
    expect(manifests.uz).toMatchObject({ name: 'Hosting portali', lang: 'uz-Latn' });
    expect(manifests.uzc?.lang).toBe('uz-Cyrl');
    expect(manifests.tj?.lang).toBe('tg');
    expect(manifests.en?.description).toBe(common('en').meta.description);
  });

  it('spells hosting as the app does, in its name and its description alike', () => {
    const uz = manifests.uz;
    expect(`${uz?.name} ${uz?.short_name}`).toMatch(/Hosting/);
    expect(uz?.description).toMatch(/^Hosting va domenlar/);
    expect(JSON.stringify(uz)).not.toMatch(/xosting/i);
  });

  it('has a short name that fits under a home-screen icon in every language', () => {
    for (const manifest of Object.values(manifests)) {
      expect(manifest.short_name.length).toBeGreaterThan(0);
      expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    }
  });

  it('opens the portal standalone at its root, in the light theme colours', () => {
    expect(manifests.en).toMatchObject({
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1f5bc7',
      background_color: '#eef2f8',
    });
  });

  it('lists icons of 192 and 512 pixels and a maskable one, each a file in public/', () => {
    const sizes = MANIFEST_ICONS.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of MANIFEST_ICONS) {
      const png = readFileSync(path.join(webRoot, 'public', icon.src));
      // The PNG header's width and height, big-endian at bytes 16 and 20.
      const [width, height] = icon.sizes.split('x').map(Number);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([width, height]);
    }
  });

  it('is written as manifest.<lang>.webmanifest', () => {
    expect(manifestFile('uzc')).toBe('manifest.uzc.webmanifest');
  });
});

describe('lightThemeColours', () => {
  it('reads the :root tokens, not another theme', () => {
    const css =
      ':root { --color-bg: #fff; --color-primary: #123456; }\n[data-theme="night"] { --color-bg: #000; }';
    expect(lightThemeColours(css)).toEqual({ theme: '#123456', background: '#fff' });
  });

  it('refuses a theme without the tokens', () => {
    expect(() => lightThemeColours(':root { --color-bg: #fff; }')).toThrow(/color-primary/);
  });
});

describe('manifestTexts', () => {
  it('refuses a language without a short name', () => {
    expect(() => manifestTexts({ app: { name: 'X' }, meta: { description: 'Y' } })).toThrow(/short_name/);
  });
});
