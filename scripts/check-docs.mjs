// `npm run check:docs` (part of the lint step of `npm test`): the repository explains itself.
//   No file cites something a clone does not have: a folder beside the checkout, the design or style notes that
//   lived there, the original product's specification by section, a reference file, or an issue or task number.
//   A comment states the rule, or cites the docs/ page that holds it (docs/product/…, docs/decisions/…,
//   docs/providers/…, docs/contributing.md).
//   A docs/ page cited in code exists.
//   README.md stays a newcomer's page (at most 200 lines) and ARCHITECTURE.md an overview (at most 350): detail
//   goes into docs/ and is linked.
// Node built-ins only, so it runs before anything is installed.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

// The tree to check: this repository, or the folder given as the first argument (the check's own test).
const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));

// This file and its test spell the patterns out.
const OWN_FILES = new Set(['scripts/check-docs.mjs', 'apps/api/test/boundaries/check-docs.test.ts']);
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  '.git',
  'data',
  'coverage',
  'test-results',
  'playwright-report',
  '.vite',
]);
const SKIPPED_FILES = new Set(['package-lock.json']);
const TEXT_EXTENSIONS = new Set([
  '.ts',
  '.tsx',
  '.mts',
  '.cts',
  '.js',
  '.mjs',
  '.cjs',
  '.jsx',
  '.json',
  '.md',
  '.css',
  '.html',
  '.sql',
  '.conf',
  '.yml',
  '.yaml',
  '.sh',
  '.example',
  '.service',
  '.timer',
  '.txt',
  '',
]);

const RULES = [
  {
    pattern: /(?:\.\.\/)+shared\/(?:DESIGN|STYLE|spec|reference)|\/work\/shared\b/,
    why: 'names a folder outside the repository',
  },
  { pattern: /\b(?:DESIGN|STYLE)\.md\b/, why: 'cites the design or style notes outside the repository' },
  { pattern: /portal-spec/, why: "cites the original product's specification" },
  { pattern: /\bspec\s*§/i, why: "cites the original product's specification by section" },
  {
    pattern: /(?<![\w./-])reference\/[a-z0-9-]+\.md\b/,
    why: 'cites a reference file outside the repository',
  },
  { pattern: /\b(?:issue|task)\s*#?\d+/i, why: 'points at an issue or task number' },
];

// `docs/product/hosting.md`, `docs/decisions/0010-tariff-change-prorate.md`: a page of the repository's docs.
const DOCS_CITATION = /(?<![\w./-])docs\/[\w./-]+\.md\b/g;

function* textFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) yield* textFiles(path);
    } else if (entry.isFile() && !SKIPPED_FILES.has(entry.name) && TEXT_EXTENSIONS.has(extname(entry.name))) {
      yield path;
    }
  }
}

const problems = [];
for (const file of textFiles(root)) {
  const name = relative(root, file).split(sep).join('/');
  if (OWN_FILES.has(name) || statSync(file).size > 2_000_000) continue;
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, index) => {
    for (const { pattern, why } of RULES) {
      const match = pattern.exec(line);
      if (match) problems.push(`${name}:${index + 1}: "${match[0]}" ${why}`);
    }
    // A comment in code that cites a docs/ page cites one that exists (documents link each other by relative path).
    if (extname(name) === '.md') return;
    for (const [cited] of line.matchAll(DOCS_CITATION)) {
      if (!existsSync(join(root, cited))) problems.push(`${name}:${index + 1}: "${cited}" does not exist`);
    }
  });
}

// The most lines each overview may have.
const MAX_LINES = { 'README.md': 200, 'ARCHITECTURE.md': 350 };
for (const [name, max] of Object.entries(MAX_LINES)) {
  const file = join(root, name);
  if (!existsSync(file)) continue;
  const count = readFileSync(file, 'utf8').replace(/\n$/, '').split('\n').length;
  if (count > max)
    problems.push(`${name}: ${count} lines, more than ${max}: move detail into docs/ and link it`);
}

if (problems.length > 0) {
  console.error(`Docs check: ${problems.length} problem(s):`);
  for (const problem of problems) console.error(`  ${problem}`);
  console.error(
    'State the rule, or cite the docs/ page that holds it (docs/contributing.md, "Comments and files").',
  );
  process.exit(1);
}
console.info(
  'Docs check: every citation stays inside the repository; README and ARCHITECTURE within their length.',
);
