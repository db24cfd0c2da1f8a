// What the small checks share: the tree they check, its files, the imports and calls in a source, and the report.
// Node built-ins only, so the checks run before anything is installed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The tree to check: this repository, or the folder given as the first argument (the checks' own tests). */
export const repositoryRoot = (argv = process.argv) =>
  resolve(argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..'));

/** The two React apps share one rule set: the customer portal and the operator console. */
export const spaSources = (root) => [join(root, 'apps/web/src'), join(root, 'apps/admin/src')];

export const walk = (dir) =>
  (existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : []).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return walk(path);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [path] : [];
  });

export const read = (file) => readFileSync(file, 'utf8');
export const isTest = (file) => /\.test\.tsx?$/.test(file);

/** Every `import … from 'x'`, `export … from 'x'` and `import('x')`, with the names it brings in. */
export function importsOf(source) {
  const found = [];
  const statement = /\b(?:import|export)\s+(?:type\s+)?([\s\S]*?)\s*from\s*['"]([^'"]+)['"]/g;
  for (const match of source.matchAll(statement)) {
    const names = [
      ...(match[1].match(/\{([\s\S]*)\}/)?.[1] ?? '').matchAll(/(?:type\s+)?(\w+)(?:\s+as\s+\w+)?/g),
    ];
    found.push({ specifier: match[2], names: names.map((name) => name[1]) });
  }
  for (const match of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    found.push({ specifier: match[1], names: [] });
  }
  return found;
}

export const resolveRelative = (file, specifier) =>
  specifier.startsWith('.') ? resolve(dirname(file), specifier).replace(/\.js$/, '') : null;

/** The first folder under `base` that `path` lies in, e.g. the feature or module name. */
export const areaOf = (base, path) => {
  const parts = relative(base, path).split(sep);
  return parts.length > 1 && !parts[0].startsWith('..') ? parts[0] : null;
};

/** The text of the call whose opening parenthesis is at `open`, up to its matching one. */
export function callText(source, open) {
  let depth = 0;
  for (let at = open; at < source.length; at++) {
    if (source[at] === '(') depth += 1;
    else if (source[at] === ')' && --depth === 0) return source.slice(open, at + 1);
  }
  return source.slice(open);
}

/** The top-level pieces of a bracketed list's text `(a, f(b, c), d)`, trimmed; `<…>` counts when asked. */
export function splitTopLevel(list, { angles = false } = {}) {
  const found = [];
  let depth = 0;
  let current = '';
  for (let at = 1; at < list.length - 1; at++) {
    const char = list[at];
    if ('([{'.includes(char) || (angles && char === '<')) depth += 1;
    // The `>` of an arrow (`=>`) closes nothing.
    if (')]}'.includes(char) || (angles && char === '>' && list[at - 1] !== '=')) depth -= 1;
    if (char === ',' && depth === 0) {
      found.push(current.trim());
      current = '';
    } else current += char;
  }
  return [...found, current.trim()].filter((piece) => piece !== '');
}

/** A check's findings, each `path: text` with the path relative to the tree checked. */
export function findings(root) {
  const problems = [];
  return { problems, report: (file, text) => problems.push(`${relative(root, file)}: ${text}`) };
}

/** Runs a check on the command line: prints what it found and fails, or says it passed. */
export function runAlone(moduleUrl, check, passed) {
  if (process.argv[1] !== fileURLToPath(moduleUrl)) return;
  const problems = check(repositoryRoot());
  if (problems.length > 0) {
    console.error(`${problems.length} problem(s) (see docs/contributing.md):`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.info(passed);
}
