import { createHash } from 'node:crypto';
// Pure helpers of the prerender step (build/prerender-pages.ts), kept apart so they are unit-tested without a build.
import { manifestFile } from './web-manifest.ts';

/** The public pages painted at build time, by the file name they are written under. */
export const PRERENDERED_PAGES = {
  home: '/',
  news: '/news',
  info: '/info',
  kb: '/info/kb',
  // One page for every article: the frame and the article loading (its text comes from the API), served for
  // each path the pattern matches.
  'kb-article': '/info/kb/:slug',
  rules: '/rules',
  payments: '/payments',
  login: '/login',
  registration: '/registration',
  'forgot-password': '/forgot-password',
  // Any path no route matches; the server answers it with status 404.
  'not-found': '/__not-found__',
} as const;
export type PrerenderedPage = keyof typeof PRERENDERED_PAGES;

/**
 * What the server needs to pick a file: each prerendered page's path, and every route pattern of the app (a path
 * matching none of them is answered with the not-found page and status 404).
 */
export interface PrerenderManifest {
  languages: string[];
  pages: Record<string, string>;
  routes: string[];
  /**
   * CSP hash sources of what the pages carry inline (the API adds them to a page's policy): the theme script, the
   * same in every page, and each page's stylesheet by the page's file name.
   */
  inline: { script: string[]; style: Record<string, string[]> };
}

/** A stylesheet of the build: its address (/assets/….css) and its text. */
export interface Stylesheet {
  href: string;
  css: string;
}

/** The head's stylesheets and theme script, carried inside a prerendered page instead of fetched. */
export interface InlineHead {
  /** The page's stylesheets in cascade order: the entry's, then its screen's (build/page-styles.ts). */
  styles: Stylesheet[];
  themeScript: string;
}

/** The text of the page's one `<style>` element, which its CSP hash is taken of. */
export const styleText = (styles: readonly Stylesheet[]): string => styles.map((sheet) => sheet.css).join('');

/** A CSP source for exactly this text ('sha256-…'). */
export const cspHashOf = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * A first visit paints after the HTML alone: the stylesheets its screen needs (some 2 to 4 KB compressed, not every
 * screen's) and the theme script come inside it, so no request blocks the first paint. The CSP allows exactly
 * these texts by their hashes (manifest.json `inline`); index.html, for the app's other pages, keeps linking both.
 *
 * Each inlined file is also named by a disabled `<link rel="stylesheet">`, which the browser does not fetch (the
 * HTML standard: a disabled stylesheet link obtains nothing): Vite's preload helper skips a stylesheet that a
 * `<link rel="stylesheet">` of the page already names, so when the app loads the screen's chunks at hydration, or
 * a later screen shares a part with this one, it does not download again what the page carries.
 */
export function inlineHead(html: string, head: InlineHead): string {
  const css = styleText(head.styles);
  if (/<\/style/i.test(css)) throw new Error('the stylesheet would close its <style> element');
  if (/<\/script/i.test(head.themeScript)) throw new Error('theme-init.js would close its <script> element');
  const stylesheets = /<link rel="stylesheet"(?: crossorigin)? href="\/assets\/[^"]+\.css">\s*/g;
  const themeScript = '<script src="/theme-init.js"></script>';
  const first = html.search(stylesheets);
  if (first < 0) throw new Error('the page has no stylesheet link to inline');
  if (!html.includes(themeScript)) throw new Error('the page has no /theme-init.js script to inline');
  const named = head.styles
    .map((sheet) => `<link rel="stylesheet" href="${escapeAttribute(sheet.href)}" disabled>`)
    .join('');
  const unlinked = html.replace(stylesheets, '');
  return `${unlinked.slice(0, first)}<style>${css}</style>${named}\n    ${unlinked.slice(first)}`.replace(
    themeScript,
    () => `<script>${head.themeScript}</script>`,
  );
}

/**
 * index.html with the page's markup in `#root`, and the language on `<html>`: `lang` for the browser and screen
 * readers, `data-lang` so the app starts in the language the server chose instead of repainting in another.
 */
export function fillTemplate(
  template: string,
  page: {
    markup: string;
    lang: string;
    langTag: string;
    description?: string;
    /** Lazy namespaces the page's texts need, and their chunks (its language and its fallback). */
    namespaces?: string[];
    namespaceFiles?: string[];
    inline?: InlineHead;
    /** The route pattern the page is served for: the page's `#first-screen` keeps only its files. */
    route?: string;
  },
): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error('index.html has no empty <div id="root"></div>');
  const html = template.replace(
    /<html lang="[^"]*"/,
    `<html lang="${page.langTag}" data-lang="${page.lang}"${
      page.namespaces?.length ? ` data-namespaces="${escapeAttribute(page.namespaces.join(','))}"` : ''
    }`,
  );
  if (html === template) throw new Error('index.html has no <html lang="…">');
  const described = page.description
    ? html.replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
        `<meta name="description" content="${escapeAttribute(page.description)}" />`,
      )
    : html;
  // The installable app is named in the page's language (build/web-manifest.ts writes one manifest per language).
  const manifested = described.replace(
    /<link rel="manifest" href="\/manifest\.[a-z]+\.webmanifest"/,
    `<link rel="manifest" href="/${manifestFile(page.lang)}"`,
  );
  // A function replacement, so `$&` or `$1` in the markup is taken as text.
  const mapped = page.route === undefined ? manifested : onlyRouteInMap(manifested, page.route);
  const deferred = deferEntry(mapped, page.namespaceFiles);
  const inlined = page.inline ? inlineHead(deferred, page.inline) : deferred;
  return inlined.replace(root, () => `<div id="root">${page.markup}</div>`);
}

const firstScreenMap = /(<script type="application\/json" id="first-screen">)(.*?)(<\/script>)/s;

/**
 * index.html's `#first-screen` names every route's screen chunks (build/first-screen-preload.ts), some 30 KB that
 * a prerendered page, served for one route only, would carry for nothing: its copy keeps that route's scripts (none
 * for the not-found page) and every language's messages, since a stored language may differ from the page's.
 */
export function onlyRouteInMap(html: string, route: string): string {
  const found = firstScreenMap.exec(html);
  if (!found?.[2]) throw new Error('the page has no #first-screen map');
  const map = JSON.parse(found[2]) as { routes: [string, string[]][] };
  // The route's stylesheets are dropped too: the page carries them inline.
  const routes = map.routes
    .filter(([pattern]) => pattern === route)
    .map(([pattern, files]): [string, string[]] => [pattern, files.filter((file) => !file.endsWith('.css'))]);
  const json = JSON.stringify({ ...map, routes });
  // `<` is escaped so no file name can close the script element.
  return html.replace(
    firstScreenMap,
    (_all, open: string, _json, close: string) => `${open}${json.replaceAll('<', '\\u003c')}${close}`,
  );
}

/** What public/theme-init.js starts once a prerendered page has painted (`#deferred-entry`). */
export interface DeferredEntry {
  entry: string;
  preload: string[];
}

/**
 * The page paints without JavaScript, so its entry script and the entry's module preloads are taken out of the
 * HTML and named in `#deferred-entry`; public/theme-init.js adds them once the page has been shown (its first
 * contentful paint). Until then the stylesheet has the connection to itself on a slow network, and the page shows
 * before any script downloads.
 */
export function deferEntry(html: string, extraPreload: string[] = []): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry?.[1]) throw new Error('index.html has no module entry script');
  const preload: string[] = [];
  const without = html
    .replace(entry[0], '')
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_tag, href: string) => {
      preload.push(href);
      return '';
    });
  // The page's own message chunks come with the entry's modules, so the hydration waits for no further trip.
  const data: DeferredEntry = { entry: entry[1], preload: [...preload, ...extraPreload] };
  // `<` is escaped so no file name can close the script element.
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  const tag = `<script type="application/json" id="deferred-entry">${json}</script>`;
  // Before the head script that reads it.
  const themeScript = '<script src="/theme-init.js"></script>';
  if (!without.includes(themeScript)) throw new Error('index.html has no /theme-init.js script');
  return without.replace(themeScript, () => `${tag}\n    ${themeScript}`);
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
