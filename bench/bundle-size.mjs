// Gzip size of the JavaScript that the home and login routes load, read from Vite's build manifest.
// Run after the web build: `npm run bench:bundle -w @portal/bench` (or `node bench/bundle-size.mjs`).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { staticImportsOf } from './manifest.mjs';

// The budgets per route, KB gzip, on React 19 (React and react-dom together are about 60 KB of them): the bench
// fails when a route is over its budget. The console's first load (its sign-in page, then the dashboard): its
// entry, which holds those two pages (every other page is a chunk of its own), and the texts of one language.
const goalKb = { '/': 130, '/login': 150 };
const consoleGoalKb = 240;
// An optional argument points at another build, e.g. one made with `vite build --outDir`.
const distDir = process.argv[2]
  ? path.resolve(process.argv[2])
  : fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const manifestFile = path.join(distDir, '.vite', 'manifest.json');
// Route → its lazy screen module (apps/web/src/app/routes, one thin file per screen).
const routes = { '/': 'src/app/routes/home.tsx', '/login': 'src/app/routes/login.tsx' };
// Route → the other lazy modules the router loads, beside the screen, before it renders: /login's guard
// (apps/web/src/app/router.tsx; for a visitor without a token it brings neither the query library nor the
// profile lookup). Counted with the screen.
const alongside = {
  '/login': ['src/features/auth/components/guest-guard.tsx'],
};
// Route → its prerendered page, whose <html data-namespaces> names the lazy namespaces it loads before hydrating.
const prerenderedPages = { '/': 'home', '/login': 'login' };
// Before the first render the app loads the UI language's messages (uz by default) as JSON chunks, except
// the namespaces apps/web/src/lib/lazy-namespaces.ts lists as lazy (they load with the screens that use them;
// a prerendered page's own lazy ones load before it hydrates, and are counted for its route).
const i18nSource = readFileSync(
  fileURLToPath(new URL('../apps/web/src/lib/lazy-namespaces.ts', import.meta.url)),
  'utf8',
);
const lazyList = /LAZY_NAMESPACES = \[([^\]]*)\]/.exec(i18nSource);
if (!lazyList) {
  console.error('LAZY_NAMESPACES not found in apps/web/src/lib/lazy-namespaces.ts');
  process.exit(1);
}
const lazyNamespaces = new Set([...lazyList[1].matchAll(/'([^']+)'/g)].map((match) => match[1]));
const defaultLocaleChunk = /(?:^|\/)src\/locales\/uz\/([^/]+)\.json$/;
const isFirstRenderLocale = (key) => {
  const match = defaultLocaleChunk.exec(key);
  return match !== null && !lazyNamespaces.has(match[1]);
};

if (!existsSync(manifestFile)) {
  console.error(
    `No ${manifestFile}. Build the web app first (npm run build -w @portal/web) with build.manifest on.`,
  );
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const gzipBytes = new Map();
const sizeOf = (file) => {
  if (!gzipBytes.has(file)) {
    const raw = readFileSync(path.join(distDir, file));
    gzipBytes.set(file, { raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length });
  }
  return gzipBytes.get(file);
};

const withStaticImports = (key, into) => staticImportsOf(manifest, key, into);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('The manifest has no entry chunk.');
  process.exit(1);
}
const entryFiles = withStaticImports(entryKey);
const localeFiles = new Set();
for (const key of Object.keys(manifest).filter(isFirstRenderLocale)) {
  withStaticImports(key, localeFiles);
}

/** The lazy namespaces the route's prerendered uz page loads before it hydrates. */
function pageNamespaces(route) {
  const page = path.join(distDir, 'prerendered', 'uz', `${prerenderedPages[route]}.html`);
  if (!existsSync(page)) return [];
  const html = readFileSync(page, 'utf8');
  return (/<html[^>]*\sdata-namespaces="([^"]*)"/.exec(html)?.[1] ?? '').split(',').filter(Boolean);
}

const total = (files) =>
  [...files].reduce(
    (sum, file) => {
      const size = sizeOf(file);
      return { raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip };
    },
    { raw: 0, gzip: 0 },
  );
const kb = (bytes) => (bytes / 1024).toFixed(1);

const missing = Object.entries(routes).filter(([, screen]) => !manifest[screen]);
for (const [route, screen] of missing) {
  console.error(`No chunk for ${screen} in the manifest; is the ${route} screen lazy-loaded from there?`);
  process.exitCode = 1;
}
const rows = Object.entries(routes)
  .filter(([, screen]) => manifest[screen])
  .map(([route, screen]) => {
    const loaded = withStaticImports(screen);
    for (const key of alongside[route] ?? []) {
      if (!manifest[key]) {
        console.error(`No chunk for ${key} in the manifest; does ${route} still load it beside its screen?`);
        process.exitCode = 1;
      }
      withStaticImports(key, loaded);
    }
    const routeFiles = new Set([...loaded].filter((file) => !entryFiles.has(file)));
    const pageLocales = new Set();
    for (const ns of pageNamespaces(route)) {
      // The portal's own texts or the kit's (errors, validation).
      const key = Object.keys(manifest).find((name) => name.endsWith(`src/locales/uz/${ns}.json`));
      if (key) withStaticImports(key, pageLocales);
    }
    const locales = new Set(
      [...localeFiles, ...pageLocales].filter((file) => !entryFiles.has(file) && !routeFiles.has(file)),
    );
    const all = new Set([...entryFiles, ...routeFiles, ...locales]);
    return {
      route,
      entry: total(entryFiles),
      screen: total(routeFiles),
      locales: total(locales),
      all: total(all),
      files: all.size,
    };
  });

const line = (cells) =>
  cells.map((cell, index) => (index === 0 ? cell.padEnd(8) : cell.padStart(10))).join(' ');
process.stdout.write('JavaScript loaded per route, KB gzip (level 9); raw KB in the last column\n');
process.stdout.write(`${line(['route', 'entry', 'screen', 'uz texts', 'total', 'goal', 'raw'])}\n`);
for (const row of rows) {
  const goal = goalKb[row.route];
  const verdict = row.all.gzip / 1024 <= goal ? 'ok' : 'over';
  if (verdict === 'over') process.exitCode = 1;
  process.stdout.write(
    `${line([row.route, kb(row.entry.gzip), kb(row.screen.gzip), kb(row.locales.gzip), kb(row.all.gzip), `${goal} ${verdict}`, kb(row.all.raw)])}\n`,
  );
}
process.stdout.write(
  `entry = ${manifest[entryKey].file} and its static imports (${entryFiles.size} files); screen = the route's lazy chunk, the modules loaded beside it, and their imports\n`,
);

// The operator console: what its index.html loads before the sign-in page or the dashboard shows (the entry
// and its static imports, and the uz texts it fetches at start). Skipped, with a note, when it is not built.
const consoleDist = fileURLToPath(new URL('../apps/admin/dist/', import.meta.url));
const consoleManifestFile = path.join(consoleDist, '.vite', 'manifest.json');
if (process.argv[2] || !existsSync(consoleManifestFile)) {
  process.stdout.write('console: not measured (build it with npm run build -w @portal/admin)\n');
} else {
  const consoleManifest = JSON.parse(readFileSync(consoleManifestFile, 'utf8'));
  const consoleSizes = new Map();
  const consoleSizeOf = (file) => {
    if (!consoleSizes.has(file)) {
      const raw = readFileSync(path.join(consoleDist, file));
      consoleSizes.set(file, { raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length });
    }
    return consoleSizes.get(file);
  };
  const consoleImports = (key, into) => staticImportsOf(consoleManifest, key, into);
  const consoleEntry = Object.keys(consoleManifest).find((key) => consoleManifest[key].isEntry);
  const entry = consoleImports(consoleEntry);
  const texts = new Set();
  for (const key of Object.keys(consoleManifest).filter((name) => /locales\/uz\/[^/]+\.json$/.test(name))) {
    consoleImports(key, texts);
  }
  const sum = (files) =>
    [...files].reduce(
      (acc, file) => {
        const size = consoleSizeOf(file);
        return { raw: acc.raw + size.raw, gzip: acc.gzip + size.gzip };
      },
      { raw: 0, gzip: 0 },
    );
  const entrySize = sum(entry);
  const textSize = sum([...texts].filter((file) => !entry.has(file)));
  const all = { gzip: entrySize.gzip + textSize.gzip, raw: entrySize.raw + textSize.raw };
  const verdict = all.gzip / 1024 <= consoleGoalKb ? 'ok' : 'over';
  if (verdict === 'over') process.exitCode = 1;
  for (const route of ['/admin/login', '/admin/dashboard']) {
    process.stdout.write(
      `${line([route, kb(entrySize.gzip), '-', kb(textSize.gzip), kb(all.gzip), `${consoleGoalKb} ${verdict}`, kb(all.raw)])}\n`,
    );
  }
  process.stdout.write(
    'console: the entry holds the sign-in page and the dashboard; its uz texts are fetched at start\n',
  );
}
if (process.exitCode === 1) process.stdout.write('over budget: see the goal column\n');
