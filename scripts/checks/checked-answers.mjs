// Web and admin: an API answer is checked with the contract's response schema, never taken on trust
// (`await api(…) as X`, `.data as {…}`, `api<X>(…)`): every call names `schema` in its own arguments (noDataSchema
// where the answer carries none; `{ load }` fetches the schema with the request).
import { callText, findings, isTest, read, runAlone, spaSources, walk } from './lib.mjs';

// A call of the app's API client (not its declaration), with a type argument if it has one: `api(`,
// `apiRequest<X>(`.
const apiCall = /(?<!function\s+)\b(api|apiRequest)\s*(<[^()]*?>)?\s*\(/g;

export function checkCheckedAnswers(root) {
  const { problems, report } = findings(root);
  for (const file of spaSources(root).flatMap(walk)) {
    if (isTest(file)) continue;
    const source = read(file);
    if (/\.data\s+as\s/.test(source)) {
      report(file, "casts an API answer (`.data as …`); pass the contract's response schema ({ schema })");
    }
    for (const match of source.matchAll(apiCall)) {
      if (match[2]) {
        report(file, `calls ${match[1]}${match[2]}(…), a response type on trust; pass the contract's schema`);
      }
      const open = match.index + match[0].length - 1;
      const call = callText(source, open);
      if (!/\bschema\b/.test(call)) {
        report(
          file,
          `calls ${match[1]}(…) without the contract's response schema; pass { schema } (noDataSchema for none)`,
        );
      }
      if (/^\s*\)*\s*as\s/.test(source.slice(open + call.length))) {
        report(file, `casts the answer of ${match[1]}(…) with \`as\`; pass the contract's response schema`);
      }
    }
  }
  return problems;
}

runAlone(import.meta.url, checkCheckedAnswers, 'Checked answers: every API call passes its contract schema.');
