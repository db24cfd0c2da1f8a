// API: a service function takes one input object where it would take more than three arguments: an exported
// function of a `*.service.ts` file declares three parameters at most (`getOrder(db, deps, { userId, … })`).
import { join } from 'node:path';
import { callText, findings, read, runAlone, splitTopLevel, walk } from './lib.mjs';

// An exported function's name and the opening parenthesis of its parameters: `export async function f<T>(`,
// `export const f = async (`.
const exportedFunction =
  /^export\s+(?:async\s+)?function\s*\*?\s*(\w+)\s*(?:<[^(]*>)?\s*\(|^export\s+const\s+(\w+)(?::[^=]+)?\s*=\s*(?:async\s+)?(?:<[^(]*>)?\s*\(/gm;
const MAX_SERVICE_PARAMETERS = 3;

export function checkServiceSignatures(root) {
  const { problems, report } = findings(root);
  for (const file of walk(join(root, 'apps/api/src/modules')).filter((file) =>
    file.endsWith('.service.ts'),
  )) {
    const source = read(file);
    for (const match of source.matchAll(exportedFunction)) {
      const open = match.index + match[0].length - 1;
      const count = splitTopLevel(callText(source, open), { angles: true }).length;
      if (count > MAX_SERVICE_PARAMETERS) {
        report(
          file,
          `${match[1] ?? match[2]} takes ${count} parameters; take one input object after the dependencies (at most ${MAX_SERVICE_PARAMETERS})`,
        );
      }
    }
  }
  return problems;
}

runAlone(import.meta.url, checkServiceSignatures, 'Service signatures: three parameters at most.');
