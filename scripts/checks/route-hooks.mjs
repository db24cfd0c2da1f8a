// API: authentication and the request's language are decided once per prefix, on the matched route
// (plugins/auth.ts, plugins/staff-auth.ts, plugins/language.ts): no route file (`*.routes.ts`) adds
// `onRequest: app.authenticate`, names app.staffWith or parses the language itself (`parseLanguage(`).
import { join } from 'node:path';
import { findings, read, runAlone, walk } from './lib.mjs';

const perRouteHook = [
  [
    /\bapp\.authenticate\b/,
    'adds app.authenticate; a route declares bearerAuth and plugins/auth.ts authenticates',
  ],
  [
    /\bapp\.staffWith\b/,
    'names app.staffWith; a staff route sets config.permission and plugins/staff-auth.ts checks it',
  ],
  [/\bparseLanguage\(/, 'parses the language; read request.language (plugins/language.ts)'],
];

export function checkRouteHooks(root) {
  const { problems, report } = findings(root);
  for (const file of walk(join(root, 'apps/api/src/modules')).filter((file) => file.endsWith('.routes.ts'))) {
    const source = read(file);
    for (const [pattern, text] of perRouteHook) if (pattern.test(source)) report(file, text);
  }
  return problems;
}

runAlone(
  import.meta.url,
  checkRouteHooks,
  'Route hooks: no route file authenticates or reads the language itself.',
);
