// Admin: a route is written once, in src/config/paths.ts; no other file spells one out ('/customers',
// `/orders/${id}`), in quotes or opening a template.
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import { findings, isTest, read, runAlone, walk } from './lib.mjs';

export function checkRouteLiterals(root) {
  const { problems, report } = findings(root);
  const srcDir = join(root, 'apps/admin/src');
  const pathsFile = join(srcDir, 'config', 'paths.ts');
  if (!existsSync(pathsFile)) return problems;
  const routes = [...read(pathsFile).matchAll(/:\s*'(\/[^']*)'/g)]
    .map((match) => match[1].split('/:')[0])
    .filter((route) => route.length > 1);
  const escaped = [...new Set(routes)].map((route) => route.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'));
  const literal = new RegExp(`(['"\`])(${escaped.join('|')})(?:\\1|/\\$\\{)`);
  for (const file of walk(srcDir)) {
    if (file === pathsFile || isTest(file) || file.startsWith(join(srcDir, 'test') + sep)) continue;
    const found = read(file).match(literal);
    if (found) report(file, `spells out the route ${found[2]}; take it from src/config/paths.ts`);
  }
  return problems;
}

runAlone(
  import.meta.url,
  checkRouteLiterals,
  'Route literals: the console takes every route from its paths module.',
);
