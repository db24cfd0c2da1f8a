// What the web entry's (or a route's) JavaScript is made of, KB gzip per package or source folder, read from the
// source maps of a build made for it: bundle-size.mjs says how much, this says what. (Such a build is about 0.1 KB
// per file larger: each file ends in a sourceMappingURL comment.)
//   npx vite build --sourcemap --outDir /tmp/web-maps   (in apps/web; a throwaway copy: the maps are never served)
//   node bench/bundle-breakdown.mjs /tmp/web-maps [/login] [--files]
// Each source's share is the gzip of its own bytes, scaled so that a chunk's shares add up to the chunk's gzip:
// sources compress together, so a share is an estimate, good to about a kilobyte.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { staticImportsOf } from './manifest.mjs';

const args = process.argv.slice(2);
const perFile = args.includes('--files');
const [distArg, route] = args.filter((arg) => !arg.startsWith('--'));
if (!distArg) {
  console.error('usage: node bench/bundle-breakdown.mjs <dist built with --sourcemap> [/route] [--files]');
  process.exit(1);
}
const distDir = path.resolve(distArg);
const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
// The same route → screen module table as bundle-size.mjs.
const routes = { '/': 'src/app/routes/home.tsx', '/login': 'src/app/routes/login.tsx' };

const withStaticImports = (key) => staticImportsOf(manifest, key);
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFiles = withStaticImports(entryKey);
if (route && !routes[route]) {
  console.error(`unknown route ${route}; one of ${Object.keys(routes).join(', ')}`);
  process.exit(1);
}
const files = route
  ? [...withStaticImports(routes[route])].filter((file) => !entryFiles.has(file))
  : [...entryFiles];

/** node_modules/react-dom/… → react-dom; our own sources → their folder (or file, with --files). */
function groupOf(source) {
  const modules = source.lastIndexOf('node_modules/');
  if (modules !== -1) {
    const parts = source.slice(modules + 'node_modules/'.length).split('/');
    return perFile ? parts.join('/') : parts.slice(0, parts[0].startsWith('@') ? 2 : 1).join('/');
  }
  const own = /(?:apps|packages)\/.*$/.exec(source)?.[0] ?? source;
  return perFile ? own : own.split('/').slice(0, 4).join('/');
}

const gzip = (text) => gzipSync(text, { level: 9 }).length;
const shares = new Map();
for (const file of files) {
  const code = readFileSync(path.join(distDir, file), 'utf8');
  const mapFile = path.join(distDir, `${file}.map`);
  // Bytes no source claims: the bundler's glue, e.g. the list of every chunk's name for the preload helper.
  const bytes = new Map([['(bundler: chunk list, glue)', []]]);
  if (existsSync(mapFile)) {
    const lineStarts = [0];
    for (let at = code.indexOf('\n'); at !== -1; at = code.indexOf('\n', at + 1)) lineStarts.push(at + 1);
    const offsets = [];
    new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))).eachMapping((mapping) => {
      offsets.push({
        at: lineStarts[mapping.generatedLine - 1] + mapping.generatedColumn,
        group: mapping.source ? groupOf(mapping.source) : '(bundler: chunk list, glue)',
      });
    });
    offsets.sort((a, b) => a.at - b.at);
    const unmapped = bytes.get('(bundler: chunk list, glue)');
    unmapped.push(code.slice(0, offsets[0]?.at ?? code.length));
    offsets.forEach(({ at, group }, index) => {
      if (!bytes.has(group)) bytes.set(group, []);
      bytes.get(group).push(code.slice(at, offsets[index + 1]?.at ?? code.length));
    });
  } else {
    bytes.set(`${file} (no source map)`, [code]);
  }
  const alone = [...bytes].map(([group, parts]) => [group, gzip(parts.join(''))]);
  const scale = gzip(code) / alone.reduce((sum, [, size]) => sum + size, 0);
  for (const [group, size] of alone) shares.set(group, (shares.get(group) ?? 0) + size * scale);
}

const total = [...shares.values()].reduce((sum, size) => sum + size, 0);
process.stdout.write(
  `${route ? `${route} screen` : 'entry'}: ${files.length} files, ${(total / 1024).toFixed(1)} KB gzip -9\n`,
);
for (const [group, size] of [...shares].sort((a, b) => b[1] - a[1])) {
  if (size < 51) continue;
  process.stdout.write(`${(size / 1024).toFixed(1).padStart(7)}  ${group}\n`);
}
