// The import rules of docs/contributing.md, checked by dependency-cruiser (`npm run check:imports`, part of
// `npm run lint`; scripts/check-imports.mjs runs it on each source folder, and adds the one rule a rule file cannot
// say: the API modules form no cycle). Paths are relative to where it runs: the repository root for the API and the
// kit (`apps/api/src/…`, `packages/web-kit/src/…`), an app's folder for the portal and the console (`src/…`, so the
// app's tsconfig resolves its `@/` alias), hence each rule names only one of the two shapes.
// By hand: `npx depcruise apps/api/src packages/web-kit/src --config`, or in apps/web
// `npx depcruise src --config ../../.dependency-cruiser.cjs --ts-config tsconfig.json` (both need TypeScript's
// JavaScript API: node --import ./scripts/checks/typescript-for-cruiser.mjs, as the script does).

const MODULE = '^apps/api/src/modules/([^/]+)/';
const SCHEMA_FILE = '\\.schema\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // The portal and the console: shared → features → app.
    {
      name: 'feature-imports-feature',
      comment: 'a feature never imports another feature; a route file composes them',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'shared-imports-feature',
      comment: 'shared code (components/, hooks/, lib/) never imports a feature',
      severity: 'error',
      from: { path: '^src/(components|hooks|lib)/' },
      to: { path: '^src/features/' },
    },
    {
      name: 'app-reaches-into-kit',
      comment: "the kit's API error type is its own; read a failure with @portal/web-kit/api",
      severity: 'error',
      from: { path: '^src/' },
      // By path (`../../packages/web-kit/src/api/api-error`); `@portal/web-kit/api` is the kit's front door.
      to: { path: '(^|/)packages/web-kit/src/api/', dependencyTypes: ['local'] },
    },
    // The kit serves both apps and knows neither.
    {
      name: 'kit-imports-app',
      comment:
        'the kit imports an app (or an alias only an app resolves); the apps import the kit, never the reverse',
      severity: 'error',
      from: { path: '^packages/web-kit/src/' },
      to: { path: '^apps/' },
    },
    {
      name: 'kit-imports-unresolvable',
      comment:
        'the kit imports an app (or an alias only an app resolves); the apps import the kit, never the reverse',
      severity: 'error',
      from: { path: '^packages/web-kit/src/' },
      to: { couldNotResolve: true },
    },
    // The API: a module calls another module's service; a table belongs to the module that declares it
    // (docs/architecture/tables.md).
    {
      name: 'module-imports-repository',
      comment: "a module never imports another module's repository; call its service",
      severity: 'error',
      from: { path: MODULE },
      to: { path: '^apps/api/src/modules/[^/]+/.+\\.repository\\.ts$', pathNot: '^apps/api/src/modules/$1/' },
    },
    {
      name: 'module-uses-tables',
      comment: "a module never names another module's tables (nor the infrastructure's); call its service",
      severity: 'error',
      from: { path: MODULE, pathNot: SCHEMA_FILE },
      to: {
        path: '^apps/api/src/.+\\.schema\\.ts$',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/account/account\\.schema\\.ts$'],
      },
    },
    {
      // users, sessions and account_members: account declares them; auth, security and sessions still read and
      // write the first two, team the members (it invites and removes them).
      name: 'module-uses-identity-tables',
      comment:
        "users, sessions and account members are the identity area's; ask account/user-directory.service.ts",
      severity: 'error',
      from: {
        path: MODULE,
        pathNot: ['^apps/api/src/modules/(account|auth|security|sessions|team)/', SCHEMA_FILE],
      },
      to: { path: '^apps/api/src/modules/account/account\\.schema\\.ts$' },
    },
    {
      name: 'imports-gathered-schema',
      comment:
        'db/schema.ts only gathers the tables for Drizzle; import a table from the schema file declaring it',
      severity: 'error',
      from: { path: '^apps/api/src/', pathNot: '^apps/api/src/db/' },
      to: { path: '^apps/api/src/db/schema\\.ts$' },
    },
    {
      name: 'schema-imports-code',
      comment: "a schema file imports other schema files only (for a foreign key), never a module's code",
      severity: 'error',
      from: { path: '^apps/api/src/.+\\.schema\\.ts$' },
      to: { path: '^apps/api/src/', pathNot: SCHEMA_FILE },
    },
    {
      name: 'plugin-imports-module',
      comment: 'a plugin imports no module; take what it needs as a plugin option from app.ts',
      severity: 'error',
      from: { path: '^apps/api/src/plugins/', pathNot: SCHEMA_FILE },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'console-route-imports-module',
      comment: 'a console route file imports no other module; it calls a console service that composes them',
      severity: 'error',
      from: { path: '^apps/api/src/modules/console/.+\\.routes\\.ts$' },
      to: { path: '^apps/api/src/modules/', pathNot: '^apps/api/src/modules/console/' },
    },
  ],
  options: {
    // Type-only imports count: a type of another feature or module is a dependency all the same.
    tsPreCompilationDeps: true,
    parser: 'tsc',
    // Only the source folders are cruised; what they import outside them is recorded, not followed.
    doNotFollow: { path: ['node_modules', '^\\.\\./', '^packages/(contracts|simulators)/'] },
    exclude: { path: ['/dist/', '/node_modules/'] },
    enhancedResolveOptions: {
      // The workspace packages' `source` condition: their TypeScript, as tsc and Vite read them.
      conditionNames: ['source', 'import', 'require', 'node', 'default'],
      exportsFields: ['exports'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.d.ts', '.json'],
    },
  },
};
