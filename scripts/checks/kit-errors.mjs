// Web and admin: only the front-end kit (packages/web-kit) knows the API error type and reads an error's message; a
// screen reads a failure through the kit's helpers (@portal/web-kit/api) and shows it with errorText. (Importing the
// kit's internal api/ folder by path is refused by dependency-cruiser; this refuses the names.)
import { findings, importsOf, isTest, read, runAlone, spaSources, walk } from './lib.mjs';

// `error.message`, `failure.message`, `query.error.message`…: the raw text of a caught error.
const errorMessageRead = /\b(?:error|err|e|failure|caught|reason)\.message\b|\.error\.message\b/;

export function checkKitErrors(root) {
  const { problems, report } = findings(root);
  for (const file of spaSources(root).flatMap(walk)) {
    const source = read(file);
    for (const { specifier, names } of importsOf(source)) {
      if (names.includes('ApiError')) {
        report(file, `imports the API error type (${specifier}); read it with @portal/web-kit/api`);
      }
    }
    if (/\binstanceof ApiError\b/.test(source)) {
      report(file, 'tests `instanceof ApiError`; read the failure with @portal/web-kit/api');
    }
    if (!isTest(file) && errorMessageRead.test(source)) {
      report(file, "shows an error's message; show it with errorText (@portal/web-kit/errors)");
    }
  }
  return problems;
}

runAlone(
  import.meta.url,
  checkKitErrors,
  'Kit errors: no screen knows the API error type or shows a raw message.',
);
