// API: reads through one database handle are started together with `readAll` (apps/api/src/db/read-all.ts), never
// with Promise.all. The handle may be a transaction, one connection: node-postgres queues a query sent while that
// connection answers another and warns that pg 9 will refuse it. readAll starts them together on the pool only.
// The check sees a Promise.all that hands `db`, `tx` or `context.db` to two calls or more, or queries through them
// twice; a read hidden in a closure is the tests' to find (apps/api/test/helpers/query-overlaps.ts).
import { join } from 'node:path';
import { callText, findings, isTest, read, runAlone, walk } from './lib.mjs';

const handle = String.raw`(?:db|tx|context\.db)`;
const uses = new RegExp(
  String.raw`[(,]\s*${handle}\s*[,)]|\b${handle}\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute|query)\b`,
  'g',
);

export function checkReadsTogether(root) {
  const { problems, report } = findings(root);
  for (const file of walk(join(root, 'apps/api/src'))) {
    if (isTest(file)) continue;
    const source = read(file);
    for (const match of source.matchAll(/\bPromise\.all\s*\(/g)) {
      const call = callText(source, match.index + match[0].length - 1);
      if ((call.match(uses)?.length ?? 0) < 2) continue;
      const line = source.slice(0, match.index).split('\n').length;
      report(
        file,
        `line ${line}: Promise.all over reads through one database handle; use readAll (db/read-all.ts)`,
      );
    }
  }
  return problems;
}

runAlone(
  import.meta.url,
  checkReadsTogether,
  'Reads together: reads through one database handle start together only through readAll.',
);
