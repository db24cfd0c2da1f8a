// API: no two files under apps/api/src share a name, so a name in a stack trace, an import or a search points at
// one file (`hosting-personal-data.service.ts`, not a tenth `personal-data.service.ts`).
import { join, relative, sep } from 'node:path';
import { findings, runAlone, walk } from './lib.mjs';

export function checkUniqueNames(root) {
  const { problems, report } = findings(root);
  const seen = new Map();
  for (const file of walk(join(root, 'apps/api/src'))) {
    const name = file.split(sep).at(-1);
    seen.set(name, [...(seen.get(name) ?? []), file]);
  }
  for (const [name, files] of seen) {
    if (files.length > 1) {
      const where = files.map((file) => relative(root, file)).join(', ');
      report(files[0], `${files.length} files are named ${name} (${where}); name each after what it holds`);
    }
  }
  return problems;
}

runAlone(import.meta.url, checkUniqueNames, 'Unique names: every file under apps/api/src has its own name.');
