// Pure helpers of the prerender step (build/prerender-pages.ts), kept apart so they are unit-tested without a build.

/** The public pages painted at build time (issue 14 §3), by the file name they are written under. */
export const PRERENDERED_PAGES = {
  home: '/',
  news: '/news',
  info: '/info',
  rules: '/rules',
  payments: '/payments',
  login: '/login',
  registration: '/registration',
  'forgot-password': '/forgot-password',
  // Any path no route matches; the server answers it with status 404.
  'not-found': '/__not-found__',
} as const;
export type PrerenderedPage = keyof typeof PRERENDERED_PAGES;

/** Route module (src/app/routes/<file>.tsx) of each page; the not-found page is part of the entry. */
export const PAGE_ROUTE_FILES: Record<PrerenderedPage, string | null> = {
  home: 'home',
  news: 'news',
  info: 'info',
  rules: 'rules',
  payments: 'payments',
  login: 'login',
  registration: 'registration',
  'forgot-password': 'forgot-password',
  'not-found': null,
};

/** Vite's build manifest (dist/.vite/manifest.json), as far as it is read here. */
export type ViteManifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }
>;

/**
 * The stylesheets a page's screen brings (its module's and its static imports'), minus what the entry already
 * links: in the page from the start, so the prerendered screen paints styled rather than shifting when its
 * chunk's CSS arrives.
 */
export function screenStylesheets(manifest: ViteManifest, routeFile: string | null, base = '/'): string[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const collect = (key: string, seen: Set<string>, css: Set<string>) => {
    if (seen.has(key)) return css;
    seen.add(key);
    for (const file of manifest[key]?.css ?? []) css.add(file);
    for (const imported of manifest[key]?.imports ?? []) collect(imported, seen, css);
    return css;
  };
  const withEntry = entryKey ? collect(entryKey, new Set(), new Set()) : new Set<string>();
  if (!routeFile) return [];
  const screen = collect(`src/app/routes/${routeFile}.tsx`, new Set(), new Set());
  return [...screen].filter((file) => !withEntry.has(file)).map((file) => `${base}${file}`);
}

/**
 * What the server needs to pick a file: each prerendered page's path, and every route pattern of the app (a path
 * matching none of them is answered with the not-found page and status 404).
 */
export interface PrerenderManifest {
  languages: string[];
  pages: Record<string, string>;
  routes: string[];
}

/**
 * index.html with the page's markup in `#root`, and the language on `<html>`: `lang` for the browser and screen
 * readers, `data-lang` so the app starts in the language the server chose instead of repainting in another.
 */
export function fillTemplate(
  template: string,
  page: { markup: string; lang: string; langTag: string; description?: string; stylesheets?: string[] },
): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error('index.html has no empty <div id="root"></div>');
  const html = template.replace(
    /<html lang="[^"]*"/,
    `<html lang="${page.langTag}" data-lang="${page.lang}"`,
  );
  if (html === template) throw new Error('index.html has no <html lang="…">');
  const described = page.description
    ? html.replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
        `<meta name="description" content="${escapeAttribute(page.description)}" />`,
      )
    : html;
  const links = (page.stylesheets ?? [])
    .map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`)
    .join('');
  const styled = links ? described.replace('</head>', () => `${links}</head>`) : described;
  // A function replacement, so `$&` or `$1` in the markup is taken as text.
  return styled.replace(root, () => `<div id="root">${page.markup}</div>`);
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
