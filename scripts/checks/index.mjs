// `npm run check:rules` (part of `npm run lint`): the house rules that are not about who imports whom, one small
// check each (the import rules are dependency-cruiser's: .dependency-cruiser.cjs, scripts/check-imports.mjs).
// Node built-ins only, so it runs before anything is installed.
import { checkCheckedAnswers } from './checked-answers.mjs';
import { checkForms } from './forms.mjs';
import { checkJobs } from './jobs.mjs';
import { checkKitErrors } from './kit-errors.mjs';
import { repositoryRoot } from './lib.mjs';
import { checkReadsTogether } from './reads-together.mjs';
import { checkRouteHooks } from './route-hooks.mjs';
import { checkRouteLiterals } from './route-literals.mjs';
import { checkServiceSignatures } from './service-signatures.mjs';
import { checkStaffHome } from './staff-home.mjs';
import { checkTablesHome } from './tables-home.mjs';
import { checkUniqueNames } from './unique-names.mjs';

const root = repositoryRoot();
const checks = [
  checkKitErrors,
  checkForms,
  checkCheckedAnswers,
  checkRouteLiterals,
  checkJobs,
  checkRouteHooks,
  checkUniqueNames,
  checkStaffHome,
  checkServiceSignatures,
  checkTablesHome,
  checkReadsTogether,
];
const problems = checks.flatMap((check) => check(root));
if (problems.length > 0) {
  console.error(`Rule checks: ${problems.length} problem(s) (see docs/contributing.md):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.info(`Rule checks: the ${checks.length} checks pass.`);
