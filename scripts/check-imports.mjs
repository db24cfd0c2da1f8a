// `npm run check:imports` (part of `npm run lint`): the import rules of .dependency-cruiser.cjs, run by
// dependency-cruiser on the API and the kit (from the repository root) and on each app (from its folder, with its
// tsconfig, which resolves the app's `@/` alias), plus the rule a rule file cannot say: the folders under
// apps/api/src/modules/ import each other in no cycle (the cycle is printed; a foreign key between schema files is
// a fact of the database, not a call, and does not count). A lower module that must react to a higher one publishes
// an event or takes a port, given at composition (composition/, app.ts).
// The tree to check is this repository, or the folder given as the first argument (the check's own tests).
import './checks/typescript-for-cruiser.mjs';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findCycle } from './checks/module-cycle.mjs';

const repository = join(dirname(fileURLToPath(import.meta.url)), '..');
const root = resolve(process.argv[2] ?? repository);
const { cruise } = await import('dependency-cruiser');
const { default: extractTSConfig } = await import('dependency-cruiser/config-utl/extract-ts-config');
const config = createRequire(import.meta.url)(join(repository, '.dependency-cruiser.cjs'));

// Where dependency-cruiser runs, and what it reads there.
const AREAS = [
  { folder: '.', sources: ['apps/api/src', 'packages/web-kit/src'] },
  { folder: 'apps/web', sources: ['src'], tsConfig: 'tsconfig.json' },
  { folder: 'apps/admin', sources: ['src'], tsConfig: 'tsconfig.json' },
];

const problems = [];
const startedIn = process.cwd();
for (const area of AREAS) {
  const folder = join(root, area.folder);
  const sources = area.sources.filter((source) => existsSync(join(folder, source)));
  if (sources.length === 0) continue;
  // An app's tsconfig maps `@/` relative to where dependency-cruiser runs: its folder.
  process.chdir(folder);
  const tsConfig = area.tsConfig && existsSync(area.tsConfig) ? area.tsConfig : undefined;
  const { output } = await cruise(
    sources,
    {
      ...config.options,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
      ...(tsConfig && { tsConfig: { fileName: tsConfig } }),
    },
    tsConfig ? { tsConfig } : {},
    tsConfig ? { tsConfig: extractTSConfig(tsConfig) } : {},
  );
  process.chdir(startedIn);
  const shown = (path) => relative(root, resolve(folder, path));
  for (const violation of output.summary.violations) {
    const rule = config.forbidden.find(({ name }) => name === violation.rule.name);
    problems.push(
      `${shown(violation.from)}: ${rule?.comment ?? violation.rule.name} (${shown(violation.to)})`,
    );
  }
  if (area.folder === '.') {
    const cycle = findCycle(output.modules);
    if (cycle) {
      problems.push(
        `apps/api/src/modules: the modules import each other in a cycle: ${cycle.join(' → ')}; let the lower one publish an event or take a port`,
      );
    }
  }
}

if (problems.length > 0) {
  console.error(`Import check: ${problems.length} import(s) cross a boundary (see docs/contributing.md):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.info('Import check: no feature, module or package crosses its boundary.');
