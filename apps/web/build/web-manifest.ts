import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGE_TAGS, LANGUAGES, type Language } from '@portal/contracts';
import type { Plugin } from 'vite';

// The installable app's manifest, one per language. vite-plugin-pwa writes a single manifest with
// "lang":"en", so its own is switched off and these are emitted instead: the installed app is named in the
// language the customer reads the portal in. index.html links the uz one; the prerendered pages link theirs
// (prerendered-html.ts) and the app switches the link to the chosen language (src/features/pwa/manifest-link.ts).

/** The file a language's manifest is served as, at the site root. */
export const manifestFile = (lang: string) => `manifest.${lang}.webmanifest`;

/** The icons in public/icons/ (drawn from public/favicon.svg by build/render-icons.mjs). */
export const MANIFEST_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

export interface ManifestTexts {
  name: string;
  shortName: string;
  description: string;
}

export interface ThemeColours {
  /** The title bar and task switcher: the primary colour. */
  theme: string;
  /** The splash screen before the first paint: the page background. */
  background: string;
}

export function webManifest(lang: Language, texts: ManifestTexts, colours: ThemeColours) {
  return {
    id: '/',
    name: texts.name,
    short_name: texts.shortName,
    description: texts.description,
    lang: LANGUAGE_TAGS[lang],
    // All five languages are written left to right (Tajik and Uzbek Cyrillic included).
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: colours.theme,
    background_color: colours.background,
    icons: MANIFEST_ICONS,
  };
}

/** The light theme's primary and background colours, read from the tokens so the manifest follows them. */
export function lightThemeColours(themeCss: string): ThemeColours {
  const root = /:root\s*\{([^}]*)\}/.exec(themeCss)?.[1];
  if (!root) throw new Error('the theme tokens have no :root block');
  const token = (name: string) => {
    const value = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(root)?.[1];
    if (!value) throw new Error(`the theme tokens' :root has no hex --${name}`);
    return value;
  };
  return { theme: token('color-primary'), background: token('color-bg') };
}

/** The manifest texts of a language from its common.json (`app.name`, `app.short_name`, `meta.description`). */
export function manifestTexts(common: {
  app?: { name?: string; short_name?: string };
  meta?: { description?: string };
}): ManifestTexts {
  const name = common.app?.name;
  const shortName = common.app?.short_name;
  const description = common.meta?.description;
  if (!name || !shortName || !description)
    throw new Error('common.json lacks app.name, app.short_name or meta.description');
  return { name, shortName, description };
}

/** Emits manifest.<lang>.webmanifest for every language into the browser build. */
export function webManifests(): Plugin {
  let root = '';
  return {
    name: 'web-manifests',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const colours = lightThemeColours(
        await readFile(path.join(root, '../../packages/web-kit/src/theme/tokens.css'), 'utf8'),
      );
      for (const lang of LANGUAGES) {
        const common = JSON.parse(
          await readFile(path.join(root, 'src/locales', lang, 'common.json'), 'utf8'),
        );
        this.emitFile({
          type: 'asset',
          fileName: manifestFile(lang),
          source: JSON.stringify(webManifest(lang, manifestTexts(common), colours)),
        });
      }
    },
  };
}
