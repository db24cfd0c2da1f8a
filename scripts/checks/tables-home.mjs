// API: a table is declared in a schema file of the module that owns it (`modules/<m>/<m>.schema.ts`; infrastructure
// tables next to the code that uses them), so its owner is where it is declared (docs/architecture/tables.md).
// db/schema.ts only gathers the schema files for Drizzle and drizzle-kit, and must gather every one of them.
// (Who may import a schema file is dependency-cruiser's rule.)
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { findings, read, runAlone, walk } from './lib.mjs';

const declaresTable = /\bpgTable\s*\(/;

export function checkTablesHome(root) {
  const { problems, report } = findings(root);
  const apiSrc = join(root, 'apps/api/src');
  const gatherer = join(apiSrc, 'db', 'schema.ts');
  const gathered = existsSync(gatherer) ? read(gatherer) : '';
  for (const file of walk(apiSrc)) {
    if (!declaresTable.test(read(file))) continue;
    if (file.startsWith(join(apiSrc, 'db') + sep)) {
      report(
        file,
        'declares a table in db/; a table lives in its module: modules/<module>/<module>.schema.ts',
      );
    } else if (!file.endsWith('.schema.ts')) {
      report(file, "declares a table outside a *.schema.ts file; put it in its module's <module>.schema.ts");
    } else if (
      !gathered.includes(`'../${relative(apiSrc, file).split(sep).join('/').replace(/\.ts$/, '.js')}'`)
    ) {
      report(file, 'is not gathered by db/schema.ts, so drizzle-kit would not see its tables; add it there');
    }
  }
  return problems;
}

runAlone(
  import.meta.url,
  checkTablesHome,
  'Tables: each declared in its module and gathered for drizzle-kit.',
);
