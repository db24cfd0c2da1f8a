import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LANGUAGE_TAGS, LANGUAGES, type Language } from '@portal/contracts';
import { build, minify, type Plugin, type ResolvedConfig } from 'vite';
import { paths, redirects } from '../src/config/paths.ts';
import { type BuiltChunk, pageStylesheets } from './page-styles.ts';
import {
  cspHashOf,
  fillTemplate,
  PRERENDERED_PAGES,
  type PrerenderManifest,
  type Stylesheet,
  styleText,
} from './prerendered-html.ts';

// After the browser build, the public pages are rendered by React's prerender (react-dom/static, through
// src/prerender/render-page.tsx built for Node) in every language, written as
// dist/prerendered/<lang>/<page>.html with their brotli and gzip copies. The API's static plugin sends the one
// of the visitor's language; main.tsx hydrates it.

const SERVER_ENTRY = 'src/prerender/render-page.tsx';

type RenderPage = (url: string, lang: Language) => Promise<{ html: string; namespaces: string[] }>;

/** The pages render as a first-time visitor sees them: nothing stored, no token. */
class EmptyStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
}

async function writeCompressed(file: string, html: string): Promise<void> {
  const bytes = Buffer.from(html);
  await writeFile(file, bytes);
  await writeFile(
    `${file}.br`,
    await promisify(brotliCompress)(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, await promisify(gzip)(bytes, { level: 9 }));
}

async function loadServerEntry(config: ResolvedConfig): Promise<RenderPage> {
  // Inside the web package, so the bundle resolves react and the rest from its node_modules.
  const outDir = path.join(config.root, 'node_modules', '.prerender');
  await build({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    build: { ssr: SERVER_ENTRY, outDir, emptyOutDir: true, copyPublicDir: false, manifest: false },
  });
  const storage = globalThis as { localStorage?: Storage; sessionStorage?: Storage };
  storage.localStorage ??= new EmptyStorage();
  storage.sessionStorage ??= new EmptyStorage();
  const entry = pathToFileURL(path.join(outDir, 'render-page.js')).href;
  return ((await import(entry)) as { renderPage: RenderPage }).renderPage;
}

export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-pages',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const renderPage = await loadServerEntry(config);
      const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const translations = await loadDescriptions(config.root);
      const themeScript = await readThemeScript(outDir);
      // The client build's manifest names each message chunk (…src/locales/<lang>/<ns>.json) and each chunk's
      // stylesheets.
      const buildManifest = JSON.parse(
        await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
      ) as Record<string, BuiltChunk>;
      const styles = await readPageStyles(outDir, buildManifest);
      const localeFiles = (namespaces: string[], lang: Language) =>
        namespaces.map((ns) => {
          // The app's own texts (src/locales) or the kit's (packages/web-kit/src/locales).
          const key = Object.keys(buildManifest).find((name) =>
            name.endsWith(`src/locales/${lang}/${ns}.json`),
          );
          const chunk = key ? buildManifest[key] : undefined;
          if (!chunk) throw new Error(`no message chunk for ${lang}/${ns} in the build manifest`);
          return `/${chunk.file}`;
        });
      for (const lang of LANGUAGES) {
        const dir = path.join(outDir, 'prerendered', lang);
        await mkdir(dir, { recursive: true });
        // One page at a time: the pages share the i18n instance, switched per language.
        for (const [name, url] of Object.entries(PRERENDERED_PAGES)) {
          const { html: markup, namespaces } = await renderPage(url, lang);
          const html = fillTemplate(template, {
            markup,
            lang,
            langTag: LANGUAGE_TAGS[lang],
            description: translations[lang],
            namespaces,
            namespaceFiles: localeFiles(namespaces, lang),
            inline: { styles: styles[name] ?? [], themeScript },
            route: url,
          });
          await writeCompressed(path.join(dir, `${name}.html`), html);
        }
      }
      const manifest: PrerenderManifest = {
        languages: [...LANGUAGES],
        pages: Object.fromEntries(Object.entries(PRERENDERED_PAGES).map(([name, url]) => [url, name])),
        // Redirecting addresses are routes too: the server sends the app, whose router moves on.
        routes: [...Object.values(paths).map((route) => route.path), ...Object.keys(redirects)],
        inline: {
          script: [cspHashOf(themeScript)],
          style: Object.fromEntries(
            Object.entries(styles).map(([name, sheets]) => [name, [cspHashOf(styleText(sheets))]]),
          ),
        },
      };
      await writeFile(path.join(outDir, 'prerendered', 'manifest.json'), JSON.stringify(manifest));
      await rm(path.join(config.root, 'node_modules', '.prerender'), { recursive: true, force: true });
    },
  };
}

/** The stylesheets each prerendered page carries, by the page's file name (build/page-styles.ts). */
async function readPageStyles(
  outDir: string,
  manifest: Record<string, BuiltChunk>,
): Promise<Record<string, Stylesheet[]>> {
  const texts = new Map<string, string>();
  const read = async (file: string) => {
    const css = texts.get(file) ?? (await readFile(path.join(outDir, file), 'utf8'));
    texts.set(file, css);
    return { href: `/${file}`, css };
  };
  const pages: Record<string, Stylesheet[]> = {};
  for (const [name, url] of Object.entries(PRERENDERED_PAGES)) {
    const files = pageStylesheets(manifest, url);
    if (files.length === 0) throw new Error(`the build names no stylesheet for ${url}`);
    pages[name] = await Promise.all(files.map(read));
  }
  return pages;
}

/**
 * public/theme-init.js as the pages carry it inline. It is copied as written, its comments included; the copy
 * inside every page is minified (some 1.5 of its 2.5 KB compressed).
 */
async function readThemeScript(outDir: string): Promise<string> {
  const themeScript = await minify(
    'theme-init.js',
    await readFile(path.join(outDir, 'theme-init.js'), 'utf8'),
    {
      compress: true,
      mangle: true,
    },
  );
  if (themeScript.errors.length > 0) throw new Error(`theme-init.js: ${themeScript.errors[0]?.message}`);
  return themeScript.code;
}

/** The page description in each language (common.json `meta.description`). */
async function loadDescriptions(root: string): Promise<Partial<Record<Language, string>>> {
  const entries = await Promise.all(
    LANGUAGES.map(async (lang) => {
      const common = JSON.parse(
        await readFile(path.join(root, 'src', 'locales', lang, 'common.json'), 'utf8'),
      ) as { meta?: { description?: string } };
      return [lang, common.meta?.description] as const;
    }),
  );
  return Object.fromEntries(entries);
}
