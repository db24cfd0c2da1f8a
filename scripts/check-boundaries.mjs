// `npm run check:boundaries` (part of the lint step of `npm test`): the import rules of docs/contributing.md, enforced.
//   web and admin: a feature never imports another feature; components/, hooks/ and lib/ never import a feature.
//   web and admin: only the front-end kit (packages/web-kit) knows the API error type and reads an error's
//   message; a screen reads a failure through the kit's helpers and shows it through its error texts.
//   web and admin: a screen that renders a <form> builds it with the kit's form layer (useApiForm), never with
//   useState values and its own error handling.
//   admin: a route is written once, in src/config/paths.ts; no other file spells one out ('/customers',
//   `/orders/${id}`).
//   web and admin: an API answer is checked with the contract's response schema, never taken on trust
//   (`await api(…) as X`, `.data as {…}`, `api<X>(…)`): every call names `schema` in its own arguments
//   (noDataSchema where the answer carries none).
//   web-kit: imports no app.
//   api: a module never imports another module's repository, and never names another module's tables.
//   api: jobs are data. A job or schedule is declared once with defineJob/defineSchedule, exported from a
//   `*.jobs.ts` file, as an id and a payload schema (no handler in it); its handler is bound with
//   bindJob/bindSchedule only at composition (a `*.module.ts`, app.ts, composition/); enqueue takes such a
//   declaration by name, never a factory called with stand-in arguments (null, '', undefined); ids are unique.
//   api: authentication and the request's language are decided once per prefix, on the matched route
//   (plugins/auth.ts, plugins/staff-auth.ts, plugins/language.ts): no route file (`*.routes.ts`) adds
//   `onRequest: app.authenticate`, names app.staffWith or parses the language itself (`parseLanguage(`).
//   api: modules depend one way: the graph of imports between the folders under modules/ has no cycle (the
//   cycle is printed); a lower module that must react to a higher one publishes an event or takes a port,
//   given at composition (composition/, app.ts). A plugin (plugins/) imports no module: what it needs of one
//   is a plugin option from the composition root.
//   api: no two files under apps/api/src share a name, so a name in a stack trace, an import or a search
//   points at one file (`hosting-personal-data.service.ts`, not a tenth `personal-data.service.ts`).
//   api: a module's staff-facing code (`*-staff.*`, `*-admin.*`: staff routes, services, their repositories,
//   operator tools) lives in its `staff/` folder (modules/<m>/staff/), and nothing else does; a route file that
//   declares `staffBearerAuth` is staff-facing too. modules/staff (staff members themselves) is staff-facing as a
//   whole. modules/console only composes: the screens that draw on several modules (dashboard, customer page)
//   and the job runner's, which no module owns. It has no staff/ folder, no repository and no table; each of its
//   services imports two modules or more (or the job runner), and its route files import no module but itself.
//   api: a service function takes one input object where it would take more than three arguments: an exported
//   function of a `*.service.ts` file declares three parameters at most (`getOrder(db, deps, { userId, … })`).
// Node built-ins only, so it runs before anything is installed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

// The tree to check: this repository, or the folder given as the first argument (the check's own test).
const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
// The two React apps share one rule set: the customer portal and the operator console.
const spaSources = [join(root, 'apps/web/src'), join(root, 'apps/admin/src')];
const apiSrc = join(root, 'apps/api/src');
const kitSrc = join(root, 'packages/web-kit/src');
// The apps whose error handling goes through the kit.
const kitApps = [join(root, 'apps/web/src'), join(root, 'apps/admin/src')];
// The apps whose every form is built with the kit's form layer.
const formLayerApps = [join(root, 'apps/web/src'), join(root, 'apps/admin/src')];
// The apps whose API answers are all checked against the contracts' response schemas.
const checkedAnswerApps = [join(root, 'apps/web/src'), join(root, 'apps/admin/src')];
// The apps whose routes come from their paths module only.
const pathsModuleApps = [join(root, 'apps/admin/src')];

// Who may read and write each table. Users and their sessions are the identity area's; every other table
// belongs to one module. A new table must be added here, so its owner is a decision, not an accident.
const IDENTITY = ['auth', 'account', 'security', 'sessions'];
const TABLE_OWNERS = {
  users: IDENTITY,
  sessions: IDENTITY,
  accounts: ['balance'],
  ledgerEntries: ['balance'],
  invoices: ['payments'],
  paymeTransactions: ['payments'],
  clickAttempts: ['payments'],
  fiscalReceipts: ['payments'],
  paymentCallbacks: ['payments'],
  reconciliationDecisions: ['payments'],
  savedCards: ['payments'],
  cardCharges: ['payments'],
  autopaySettings: ['payments'],
  domainPrices: ['domains'],
  domains: ['domains'],
  domainOperations: ['domains'],
  domainEvents: ['domains'],
  hostingServers: ['hosting'],
  hostingTariffs: ['hosting'],
  hostingOrders: ['hosting'],
  hostingOrderEvents: ['hosting'],
  hostingSiteCertificates: ['hosting'],
  mailMessages: ['mail'],
  mailBlocks: ['mail'],
  newsItems: ['news'],
  kbArticles: ['knowledge-base'],
  kbArticleTexts: ['knowledge-base'],
  kbSuggestionEvents: ['knowledge-base'],
  newsTexts: ['news'],
  supportTickets: ['support'],
  supportMessages: ['support'],
  supportAttachments: ['support'],
  supportTicketEvents: ['support'],
  supportCannedReplies: ['support'],
  supportChatMessages: ['support'],
  notifications: ['notifications'],
  notificationPreferences: ['notifications'],
  notificationDeliveries: ['notifications'],
  promoCodes: ['promo-codes'],
  promoCodeRedemptions: ['promo-codes'],
  profileRecords: ['profile-records'],
  profileRecordFiles: ['profile-records'],
  referralCodes: ['referrals'],
  referrals: ['referrals'],
  referralRewards: ['referrals'],
  outbox: ['messages'],
  verificationCodes: ['security'],
  captchas: ['security'],
  userTotp: ['security'],
  twoFactorRecoveryCodes: ['security'],
  loginChallenges: ['security'],
  twoFactorResets: ['security'],
  webauthnCredentials: ['security'],
  webauthnChallenges: ['security'],
  liveEvents: ['live'],
  liveEventTickets: ['live'],
  dataExports: ['my-data'],
  telegramLinks: ['telegram'],
  telegramLinkCodes: ['telegram'],
  staffMembers: ['staff'],
  staffSessions: ['staff'],
  auditLog: ['staff'],
  staffLoginRefusals: ['staff'],
  customerNotes: ['account'],
  balanceAdjustmentRequests: ['payments'],
  // Alerts staff were sent (modules/alerts); the once-an-hour guard is a rate_limits counter.
  staffAlerts: ['alerts'],
  payerProfiles: ['documents'],
  sellerDetails: ['documents'],
  moneyDocuments: ['documents'],
  bankInvoices: ['documents'],
  bankStatements: ['documents'],
  bankStatementLines: ['documents'],
  bankPayments: ['documents'],
  // An account's team: members, invitations, what members did. Notifications reads who holds which permission.
  accountMembers: ['team', 'notifications'],
  teamInvitations: ['team'],
  teamActivity: ['team'],
  // Infrastructure tables: only the job runner and the limit store (outside modules/) use them.
  jobs: [],
  jobSchedules: [],
  rateLimits: [],
  idempotencyKeys: [],
};

const walk = (dir) =>
  (existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : []).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return walk(path);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [path] : [];
  });

/** Every `import … from 'x'`, `export … from 'x'` and `import('x')`, with the names it brings in. */
function importsOf(source) {
  const found = [];
  const statement = /\b(?:import|export)\s+(?:type\s+)?([\s\S]*?)\s*from\s*['"]([^'"]+)['"]/g;
  for (const match of source.matchAll(statement)) {
    const names = [
      ...(match[1].match(/\{([\s\S]*)\}/)?.[1] ?? '').matchAll(/(?:type\s+)?(\w+)(?:\s+as\s+\w+)?/g),
    ];
    found.push({ specifier: match[2], names: names.map((name) => name[1]) });
  }
  for (const match of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    found.push({ specifier: match[1], names: [] });
  }
  return found;
}

const resolveRelative = (file, specifier) =>
  specifier.startsWith('.') ? resolve(dirname(file), specifier).replace(/\.js$/, '') : null;

/** Relative imports, and the apps' `@/` alias for their own src folder. */
const resolveInApp = (srcDir, file, specifier) =>
  specifier.startsWith('@/') ? join(srcDir, specifier.slice(2)) : resolveRelative(file, specifier);

/** The first folder under `base` that `path` lies in, e.g. the feature or module name. */
const areaOf = (base, path) => {
  const parts = relative(base, path).split(sep);
  return parts.length > 1 && !parts[0].startsWith('..') ? parts[0] : null;
};

const problems = [];
const report = (file, text) => problems.push(`${relative(root, file)}: ${text}`);

function checkSpa(srcDir) {
  const features = join(srcDir, 'features');
  const shared = ['components', 'hooks', 'lib'].map((dir) => join(srcDir, dir));
  for (const file of walk(srcDir)) {
    const ownFeature = file.startsWith(features + sep) ? areaOf(features, file) : null;
    const isShared = shared.some((dir) => file.startsWith(dir + sep));
    for (const { specifier } of importsOf(readFileSync(file, 'utf8'))) {
      const target = resolveInApp(srcDir, file, specifier);
      if (!target?.startsWith(features + sep)) continue;
      const feature = areaOf(features, target);
      if (isShared) report(file, `shared code imports the feature "${feature}" (${specifier})`);
      else if (ownFeature && feature !== ownFeature) {
        report(file, `the feature "${ownFeature}" imports the feature "${feature}" (${specifier})`);
      }
    }
  }
}

const isTest = (file) => /\.test\.tsx?$/.test(file);
// `error.message`, `failure.message`, `query.error.message`…: the raw text of a caught error.
const errorMessageRead = /\b(?:error|err|e|failure|caught|reason)\.message\b|\.error\.message\b/;

// A form's tag, written out or through a component's `as` (`<Card as="form">`).
const formTag = /<form[\s>/]|\bas=(?:"form"|'form'|\{\s*['"]form['"]\s*\})/;
const FORM_LAYER = '@portal/web-kit/form';

/**
 * The names that show a file builds its form with the kit's form layer: the hook, the form a parent made with it
 * (ApiForm, handed down), and the layer's components (its capitalised value exports: FormBanner, …).
 */
function formLayerNames() {
  const index = join(kitSrc, 'form/index.ts');
  const source = existsSync(index) ? readFileSync(index, 'utf8') : '';
  const components = [...source.matchAll(/^export\s+\{([^}]*)\}\s*from/gm)].flatMap((match) =>
    match[1].split(',').map((name) =>
      name
        .trim()
        .split(/\s+as\s+/)
        .pop(),
    ),
  );
  return new Set(['useApiForm', 'ApiForm', ...components.filter((name) => /^[A-Z]/.test(name))]);
}

function checkKitUse(srcDir) {
  const formLayer = formLayerNames();
  const formsChecked = formLayerApps.includes(srcDir);
  for (const file of walk(srcDir)) {
    const source = readFileSync(file, 'utf8');
    const imports = importsOf(source);
    const usesFormLayer = imports.some(
      ({ specifier, names }) => specifier === FORM_LAYER && names.some((name) => formLayer.has(name)),
    );
    if (formsChecked && file.endsWith('.tsx') && !isTest(file) && formTag.test(source) && !usesFormLayer) {
      report(file, `renders a form without the form layer; build it with useApiForm (${FORM_LAYER})`);
    }
    for (const { specifier, names } of imports) {
      const target = resolveInApp(srcDir, file, specifier) ?? '';
      if (names.includes('ApiError') || target.startsWith(join(kitSrc, 'api') + sep)) {
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
}

// A call of the app's API client (not its declaration), with a type argument if it has one: `api(`,
// `apiRequest<X>(`.
const apiCall = /(?<!function\s+)\b(api|apiRequest)\s*(<[^()]*?>)?\s*\(/g;

/** An API answer taken on trust instead of checked with the contract's response schema. */
function checkAnswerCasts(srcDir) {
  for (const file of walk(srcDir)) {
    if (isTest(file)) continue;
    const source = readFileSync(file, 'utf8');
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
      const after = source.slice(open + call.length);
      if (/^\s*\)*\s*as\s/.test(after)) {
        report(file, `casts the answer of ${match[1]}(…) with \`as\`; pass the contract's response schema`);
      }
    }
  }
}

/** A route spelled out outside the app's paths module (src/config/paths.ts), in quotes or opening a template. */
function checkRouteLiterals(srcDir) {
  const pathsFile = join(srcDir, 'config', 'paths.ts');
  if (!existsSync(pathsFile)) return;
  const routes = [...readFileSync(pathsFile, 'utf8').matchAll(/:\s*'(\/[^']*)'/g)]
    .map((match) => match[1].split('/:')[0])
    .filter((route) => route.length > 1);
  const escaped = [...new Set(routes)].map((route) => route.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'));
  const literal = new RegExp(`(['"\`])(${escaped.join('|')})(?:\\1|/\\$\\{)`);
  for (const file of walk(srcDir)) {
    if (file === pathsFile || isTest(file) || file.startsWith(join(srcDir, 'test') + sep)) continue;
    const found = readFileSync(file, 'utf8').match(literal);
    if (found) report(file, `spells out the route ${found[2]}; take it from src/config/paths.ts`);
  }
}

function checkKit() {
  for (const file of walk(kitSrc)) {
    for (const { specifier } of importsOf(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('@/') || /(^|\/)apps\//.test(resolveRelative(file, specifier) ?? '')) {
        report(file, `the kit imports an app (${specifier}); the apps import the kit, never the reverse`);
      }
    }
  }
}

function tablesDeclared() {
  const tables = new Set();
  for (const file of walk(join(apiSrc, 'db'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/export const (\w+) = pgTable\(/g)) {
      tables.add(match[1]);
      if (!(match[1] in TABLE_OWNERS))
        report(file, `the table "${match[1]}" has no owner in scripts/check-boundaries.mjs`);
    }
  }
  return tables;
}

function checkApi() {
  const modules = join(apiSrc, 'modules');
  const dbDir = join(apiSrc, 'db');
  const tables = tablesDeclared();
  for (const file of walk(modules)) {
    const own = areaOf(modules, file);
    for (const { specifier, names } of importsOf(readFileSync(file, 'utf8'))) {
      const target = resolveRelative(file, specifier);
      if (!target) continue;
      if (target.startsWith(modules + sep)) {
        const other = areaOf(modules, target);
        if (other !== own && target.endsWith('.repository')) {
          report(
            file,
            `the module "${own}" imports the repository of "${other}" (${specifier}); call its service`,
          );
        }
      } else if (target.startsWith(dbDir + sep)) {
        for (const name of names.filter((name) => tables.has(name))) {
          if (!(TABLE_OWNERS[name] ?? []).includes(own)) {
            report(
              file,
              `the module "${own}" uses the table "${name}", which belongs to ${TABLE_OWNERS[name]?.join(', ') || 'the infrastructure'}`,
            );
          }
        }
      }
    }
  }
}

/** The text of the call whose opening parenthesis is at `open`, up to its matching one. */
function callText(source, open) {
  let depth = 0;
  for (let at = open; at < source.length; at++) {
    if (source[at] === '(') depth += 1;
    else if (source[at] === ')' && --depth === 0) return source.slice(open, at + 1);
  }
  return source.slice(open);
}

/** The top-level arguments of a call's text `(a, f(b, c), d)`, trimmed. */
function argumentsOf(call) {
  const found = [];
  let depth = 0;
  let current = '';
  for (const char of call.slice(1, -1)) {
    if ('([{'.includes(char)) depth += 1;
    if (')]}'.includes(char)) depth -= 1;
    if (char === ',' && depth === 0) {
      found.push(current.trim());
      current = '';
    } else current += char;
  }
  return [...found, current.trim()];
}

const isJobsFile = (file) => file.endsWith('.jobs.ts');
const isComposition = (file) =>
  file.endsWith('.module.ts') ||
  file === join(apiSrc, 'app.ts') ||
  file.startsWith(join(apiSrc, 'composition') + sep);
// A call that makes a job (or its handler) with a stand-in for what it needs, to get at its name or schema.
const standInCall =
  /\b(\w*(?:Job|JobRef|Handler|Schedule)|run[A-Z]\w*)\(\s*(?:null|undefined|''|""|\{\s*\w+\s*:\s*undefined\b)/g;

function checkJobs() {
  const ids = new Map();
  for (const file of walk(apiSrc)) {
    if (file === join(apiSrc, 'jobs', 'job-definition.ts') || isTest(file)) continue;
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/\b(defineJob|defineSchedule)\s*(?:<[^>(]*>)?\(/g)) {
      const kind = match[1];
      // What precedes the call on its line: `export const name = ` when the job is declared as data.
      const before = source.slice(source.lastIndexOf('\n', match.index) + 1, match.index);
      const name = before.match(/^export const (\w+)(?::[^=]*)? = $/)?.[1];
      if (!isJobsFile(file)) {
        report(file, `${kind} outside a *.jobs.ts file; declare the job in its module's <module>.jobs.ts`);
      } else if (!name) {
        report(file, `${kind} not as \`export const <name> = ${kind}(…)\`: a job is declared once, as data`);
      }
      const text = callText(source, match.index + match[0].length - 1);
      if (/\b(?:handler|run)\s*[:(]/.test(text)) {
        report(
          file,
          `a job declared with its handler; bind the handler with bindJob/bindSchedule at composition`,
        );
      }
      const id = text.match(/\bid:\s*['"]([^'"]+)['"]/)?.[1];
      if (id && ids.has(id)) report(file, `the job id "${id}" is declared twice (also in ${ids.get(id)})`);
      else if (id) ids.set(id, relative(root, file));
    }
    if (!isComposition(file) && /\b(?:bindJob|bindSchedule)\s*\(/.test(source)) {
      report(file, "binds a job's handler outside composition (a *.module.ts, app.ts, composition/)");
    }
    for (const match of source.matchAll(standInCall)) {
      report(file, `calls ${match[1]}(…) with a stand-in argument; enqueue the job's declaration instead`);
    }
    const fromJobsFiles = new Set(
      importsOf(source)
        .filter(({ specifier }) => /\.jobs(\.js)?$/.test(specifier))
        .flatMap(({ names }) => names),
    );
    for (const match of source.matchAll(/\benqueue\(/g)) {
      const job = argumentsOf(callText(source, match.index + match[0].length - 1))[1] ?? '';
      if (!/^\w+$/.test(job) || !(fromJobsFiles.has(job) || isJobsFile(file))) {
        report(file, `enqueues ${job}; pass a job declared in a *.jobs.ts file, by name`);
      }
    }
  }
}

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

function checkRouteHooks() {
  for (const file of walk(join(apiSrc, 'modules')).filter((file) => file.endsWith('.routes.ts'))) {
    const source = readFileSync(file, 'utf8');
    for (const [pattern, text] of perRouteHook) if (pattern.test(source)) report(file, text);
  }
}

/** Every module the modules under `modules` import, by folder: module → the set of modules it imports. */
function moduleGraph(modules) {
  const graph = new Map();
  for (const file of walk(modules)) {
    const own = areaOf(modules, file);
    if (!graph.has(own)) graph.set(own, new Set());
    for (const { specifier } of importsOf(readFileSync(file, 'utf8'))) {
      const target = resolveRelative(file, specifier);
      if (!target?.startsWith(modules + sep)) continue;
      const other = areaOf(modules, target);
      if (other && other !== own) graph.get(own).add(other);
    }
  }
  return graph;
}

/** One cycle of the graph, as the modules walked (first one repeated at the end), or null. */
function findCycle(graph) {
  const state = new Map();
  const path = [];
  const visit = (node) => {
    state.set(node, 'open');
    path.push(node);
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (state.get(next) === 'open') return [...path.slice(path.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    path.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of [...graph.keys()].sort()) {
    if (!state.has(node)) {
      const found = visit(node);
      if (found) return found;
    }
  }
  return null;
}

function checkModuleDirection() {
  const modules = join(apiSrc, 'modules');
  const cycle = findCycle(moduleGraph(modules));
  if (cycle) {
    report(
      modules,
      `the modules import each other in a cycle: ${cycle.join(' → ')}; let the lower one publish an event or take a port`,
    );
  }
  const plugins = join(apiSrc, 'plugins');
  for (const file of walk(plugins)) {
    for (const { specifier } of importsOf(readFileSync(file, 'utf8'))) {
      if (resolveRelative(file, specifier)?.startsWith(modules + sep)) {
        report(file, `a plugin imports a module (${specifier}); take what it needs as a plugin option`);
      }
    }
  }
}

function checkUniqueNames() {
  const seen = new Map();
  for (const file of walk(apiSrc)) {
    const name = file.split(sep).at(-1);
    seen.set(name, [...(seen.get(name) ?? []), file]);
  }
  for (const [name, files] of seen) {
    if (files.length > 1) {
      report(
        files[0],
        `${files.length} files are named ${name} (${files.map((f) => relative(root, f)).join(', ')}); name each after what it holds`,
      );
    }
  }
}

// The module whose subject is the staff members themselves: all of it is staff-facing.
const STAFF_MODULE = 'staff';
// The module that composes the staff API's screens drawing on several modules.
const CONSOLE_MODULE = 'console';
const staffFacing = /-(?:staff|admin)(?:\.[a-z]+)?\.ts$/;
const declaresStaffRoute = /\bstaffBearerAuth\b/;

function checkStaffHome() {
  const modules = join(apiSrc, 'modules');
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
    } else if (
      !inStaffFolder &&
      name.endsWith('.routes.ts') &&
      declaresStaffRoute.test(readFileSync(file, 'utf8'))
    ) {
      report(
        file,
        `declares a staff route (staffBearerAuth); staff routes live in modules/${module}/staff/*-staff.routes.ts`,
      );
    }
  }
}

/**
 * The console composes: no repository (it owns no table: TABLE_OWNERS names it nowhere), each service draws on two
 * modules or more (or on the job runner, which no module owns), and each route file calls the console's own
 * services. What acts on one module's data is that module's, in its staff/ folder.
 */
function checkConsoleComposes() {
  const modules = join(apiSrc, 'modules');
  const consoleDir = join(modules, CONSOLE_MODULE);
  const jobRunner = join(apiSrc, 'jobs');
  for (const file of walk(consoleDir)) {
    if (isTest(file)) continue;
    const name = file.split(sep).at(-1);
    if (name.endsWith('.repository.ts')) {
      report(
        file,
        'the console has no repository (it owns no table); the data lives with the module that owns it',
      );
      continue;
    }
    const targets = importsOf(readFileSync(file, 'utf8')).map(({ specifier }) =>
      resolveRelative(file, specifier),
    );
    const others = new Set(
      targets
        .filter((target) => target?.startsWith(modules + sep) && !target.startsWith(consoleDir + sep))
        .map((target) => areaOf(modules, target)),
    );
    if (name.endsWith('.routes.ts') && others.size > 0) {
      report(
        file,
        `a console route file imports the module(s) ${[...others].join(', ')}; it calls a console service that composes them`,
      );
    }
    const usesJobRunner = targets.some((target) => target?.startsWith(jobRunner + sep));
    if (name.endsWith('.service.ts') && others.size < 2 && !usesJobRunner) {
      report(
        file,
        `a console service draws on ${others.size === 1 ? `one module (${[...others][0]})` : 'no module'}; it belongs in that module's staff/ folder`,
      );
    }
  }
}

/** The parameters of a parameter list's text `(a: A, b: Map<K, V> = x, { c, d }: E)`, split at the top level. */
function parametersOf(list) {
  const found = [];
  let depth = 0;
  let current = '';
  for (let at = 1; at < list.length - 1; at++) {
    const char = list[at];
    if ('([{<'.includes(char)) depth += 1;
    // The `>` of an arrow (`=>`) closes nothing.
    if (')]}'.includes(char) || (char === '>' && list[at - 1] !== '=')) depth -= 1;
    if (char === ',' && depth === 0) {
      found.push(current.trim());
      current = '';
    } else current += char;
  }
  return [...found, current.trim()].filter((parameter) => parameter !== '');
}

// An exported function's name and the opening parenthesis of its parameters: `export async function f<T>(`,
// `export const f = async (`.
const exportedFunction =
  /^export\s+(?:async\s+)?function\s*\*?\s*(\w+)\s*(?:<[^(]*>)?\s*\(|^export\s+const\s+(\w+)(?::[^=]+)?\s*=\s*(?:async\s+)?(?:<[^(]*>)?\s*\(/gm;
const MAX_SERVICE_PARAMETERS = 3;

function checkServiceSignatures() {
  for (const file of walk(join(apiSrc, 'modules')).filter((file) => file.endsWith('.service.ts'))) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(exportedFunction)) {
      const open = match.index + match[0].length - 1;
      const count = parametersOf(callText(source, open)).length;
      if (count > MAX_SERVICE_PARAMETERS) {
        report(
          file,
          `${match[1] ?? match[2]} takes ${count} parameters; take one input object after the dependencies (at most ${MAX_SERVICE_PARAMETERS})`,
        );
      }
    }
  }
}

for (const srcDir of spaSources) checkSpa(srcDir);
for (const srcDir of kitApps) checkKitUse(srcDir);
for (const srcDir of checkedAnswerApps) checkAnswerCasts(srcDir);
for (const srcDir of pathsModuleApps) checkRouteLiterals(srcDir);
checkKit();
checkApi();
checkJobs();
checkRouteHooks();
checkModuleDirection();
checkUniqueNames();
checkStaffHome();
checkConsoleComposes();
checkServiceSignatures();
if (problems.length > 0) {
  console.error(`Boundary check: ${problems.length} import(s) cross a boundary (see docs/contributing.md):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.info('Boundary check: no feature or module crosses its boundary.');
