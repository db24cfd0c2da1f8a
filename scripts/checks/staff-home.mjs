// API: a module's staff-facing code (`*-staff.*`, `*-admin.*`: staff routes, services, their repositories, operator
// tools) lives in its `staff/` folder (modules/<m>/staff/), and nothing else does; a route file that declares
// `staffBearerAuth` is staff-facing too. modules/staff (staff members themselves) is staff-facing as a whole.
// modules/console only composes: the screens that draw on several modules (dashboard, customer page) and the job
// runner's, which no module owns. It has no staff/ folder, no repository and no table, and each of its services
// draws on two modules or more (or the job runner). (That its route files import no module but itself is one of
// dependency-cruiser's rules.)
import { join, relative, sep } from 'node:path';
import { areaOf, findings, importsOf, isTest, read, resolveRelative, runAlone, walk } from './lib.mjs';

// The module whose subject is the staff members themselves: all of it is staff-facing.
const STAFF_MODULE = 'staff';
// The module that composes the staff API's screens drawing on several modules.
const CONSOLE_MODULE = 'console';
const staffFacing = /-(?:staff|admin)(?:\.[a-z]+)?\.ts$/;
const declaresStaffRoute = /\bstaffBearerAuth\b/;

function checkStaffFolders(modules, report) {
  for (const file of walk(modules)) {
    const parts = relative(modules, file).split(sep);
    const [module, folder] = parts;
    const name = parts.at(-1);
    if (module === STAFF_MODULE || isTest(file)) continue;
    if (module === CONSOLE_MODULE) {
      if (folder === 'staff' || staffFacing.test(name)) {
        report(
          file,
          'the console only composes; a staff operation lives in the staff/ folder of the module it acts on',
        );
      }
      continue;
    }
    const inStaffFolder = parts.length === 3 && folder === 'staff';
    if (staffFacing.test(name) && !inStaffFolder) {
      report(file, `staff-facing code lives in modules/${module}/staff/`);
    } else if (folder === 'staff' && !staffFacing.test(name)) {
      report(file, 'only staff-facing files (*-staff.*, *-admin.*) live in a staff/ folder');
    } else if (!inStaffFolder && name.endsWith('.routes.ts') && declaresStaffRoute.test(read(file))) {
      report(
        file,
        `declares a staff route (staffBearerAuth); staff routes live in modules/${module}/staff/*-staff.routes.ts`,
      );
    }
  }
}

function checkConsoleComposes(apiSrc, modules, report) {
  const consoleDir = join(modules, CONSOLE_MODULE);
  const jobRunner = join(apiSrc, 'jobs');
  for (const file of walk(consoleDir)) {
    if (isTest(file)) continue;
    const name = file.split(sep).at(-1);
    if (name.endsWith('.repository.ts') || name.endsWith('.schema.ts')) {
      report(file, 'the console has no repository and no table; the data lives with the module that owns it');
      continue;
    }
    if (!name.endsWith('.service.ts')) continue;
    const targets = importsOf(read(file)).map(({ specifier }) => resolveRelative(file, specifier));
    const others = new Set(
      targets
        .filter((target) => target?.startsWith(modules + sep) && !target.startsWith(consoleDir + sep))
        .map((target) => areaOf(modules, target)),
    );
    const usesJobRunner = targets.some((target) => target?.startsWith(jobRunner + sep));
    if (others.size < 2 && !usesJobRunner) {
      report(
        file,
        `a console service draws on ${others.size === 1 ? `one module (${[...others][0]})` : 'no module'}; it belongs in that module's staff/ folder`,
      );
    }
  }
}

export function checkStaffHome(root) {
  const { problems, report } = findings(root);
  const apiSrc = join(root, 'apps/api/src');
  const modules = join(apiSrc, 'modules');
  checkStaffFolders(modules, report);
  checkConsoleComposes(apiSrc, modules, report);
  return problems;
}

runAlone(
  import.meta.url,
  checkStaffHome,
  'Staff home: staff-facing code in staff/ folders; the console only composes.',
);
