import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

// The rule checks of the lint step (scripts/checks/, the rules that are not about who imports whom) run on small
// trees written here: each must catch each kind of breach, and pass what keeps the rule.
const checks = fileURLToPath(new URL('../../../../scripts/checks/', import.meta.url));
const run = promisify(execFile);

let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

async function tree(files: Record<string, string>): Promise<string> {
  root = await mkdtemp(join(tmpdir(), 'rule-checks-'));
  const base = { 'apps/web/src/lib/util.ts': 'export const x = 1;\n' };
  for (const [path, text] of Object.entries({ ...base, ...files })) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return root;
}

/** Runs the named checks (scripts/checks/<name>.mjs) on the tree: failed if any failed, their outputs together. */
async function check(dir: string, ...names: string[]): Promise<{ code: number; output: string }> {
  let code = 0;
  let output = '';
  for (const name of names) {
    try {
      const { stdout } = await run(process.execPath, [join(checks, `${name}.mjs`), dir]);
      output += stdout;
    } catch (error) {
      const failed = error as { code: number; stderr: string };
      code = failed.code;
      output += failed.stderr;
    }
  }
  return { code, output };
}

describe('the rule checks', () => {
  it('passes jobs declared as data, bound at composition and enqueued by their declaration', async () => {
    const dir = await tree({
      'apps/api/src/modules/hosting/hosting.jobs.ts':
        "export const provisionOrder = defineJob({\n  id: 'hosting.provision',\n  payload: z.object({ orderId: z.number() }),\n});\nexport const orderScheduler = defineSchedule({ id: 'hosting.order-scheduler', everyMs: 60_000 });\n",
      'apps/api/src/modules/hosting/hosting.module.ts':
        "import { provisionOrder } from './hosting.jobs.js';\nexport const m = { jobs: ({ adapters }) => [bindJob(provisionOrder, runProvisionOrder(adapters.hosting))] };\n",
      'apps/api/src/modules/hosting/orders.service.ts':
        "import { provisionOrder } from './hosting.jobs.js';\nawait enqueue(tx, provisionOrder, { orderId: created.id }, now);\n",
    });
    expect(await check(dir, 'jobs')).toMatchObject({ code: 0 });
  });

  it('fails on a job made by a factory, called with stand-ins, carrying its handler or bound outside composition', async () => {
    const dir = await tree({
      'apps/api/src/modules/hosting/provision-order.job.ts':
        "export function provisionOrderJob(deps) {\n  return defineJob({ id: 'hosting.provision', payload, handler: async () => {} });\n}\nexport const provisionOrderJobRef = provisionOrderJob(null);\n",
      'apps/api/src/modules/messages/send-message.job.ts':
        'export const sendMessageJobRef = sendMessageJob({ mailer: undefined, sms: undefined });\n',
      'apps/api/src/modules/security/recovery.service.ts':
        "import { sendRecoveryCodeJob } from './recovery-code.job.js';\nawait enqueue(tx, sendRecoveryCodeJob(''), { publicId }, now);\nconst bound = bindJob(x, y);\n",
      'apps/api/src/modules/hosting/hosting.jobs.ts':
        "const quiet = defineJob({ id: 'hosting.quiet', payload });\nexport const again = defineJob({ id: 'hosting.provision', payload });\nexport const sweep = defineSchedule({ id: 'hosting.sweep', everyMs: 1, run: async () => {} });\n",
      'apps/api/src/modules/hosting/orders.service.ts':
        "import { provisionOrderJobRef } from './provision-order.job.js';\nawait enqueue(tx, provisionOrderJobRef, { orderId }, now);\n",
    });
    const result = await check(dir, 'jobs');
    expect(result.code).toBe(1);
    const factory = 'apps/api/src/modules/hosting/provision-order.job.ts';
    expect(result.output).toContain(`${factory}: defineJob outside a *.jobs.ts file`);
    expect(result.output).toContain(`${factory}: a job declared with its handler`);
    expect(result.output).toContain(`${factory}: calls provisionOrderJob(…) with a stand-in argument`);
    expect(result.output).toContain('send-message.job.ts: calls sendMessageJob(…) with a stand-in argument');
    expect(result.output).toContain(
      'recovery.service.ts: calls sendRecoveryCodeJob(…) with a stand-in argument',
    );
    expect(result.output).toContain("recovery.service.ts: enqueues sendRecoveryCodeJob('')");
    expect(result.output).toContain("recovery.service.ts: binds a job's handler outside composition");
    expect(result.output).toContain('hosting.jobs.ts: defineJob not as `export const <name> = defineJob(…)`');
    expect(result.output).toContain('hosting.jobs.ts: a job declared with its handler');
    expect(result.output).toContain('the job id "hosting.provision" is declared twice');
    expect(result.output).toContain('orders.service.ts: enqueues provisionOrderJobRef');
  });

  it('fails on Promise.all over reads through one database handle, passes readAll and a single read', async () => {
    const dir = await tree({
      'apps/api/src/modules/news/news.repository.ts':
        'export async function listNews(db) {\n  const [rows, [total]] = await Promise.all([\n    db.select().from(news),\n    db.select({ total: count() }).from(news),\n  ]);\n}\n',
      'apps/api/src/modules/news/news.service.ts':
        'export async function page(tx, id) {\n  return Promise.all([findNews(tx, id), listTags(tx, id)]);\n}\n',
      'apps/api/src/modules/news/news-views.ts':
        "import { readAll } from '../../db/read-all.js';\nexport async function view(db, id, feed) {\n  const [row, tags] = await readAll(db, [() => findNews(db, id), () => listTags(db, id)]);\n  return Promise.all([findPrice(db, id), feed.fetch(id)]);\n}\n",
    });
    const result = await check(dir, 'reads-together');
    expect(result.code).toBe(1);
    expect(result.output).toContain('news.repository.ts: line 2: Promise.all over reads');
    expect(result.output).toContain('news.service.ts: line 2: Promise.all over reads');
    expect(result.output).not.toContain('news-views.ts');
  });

  it('fails on a table declared in db/ instead of in its module', async () => {
    const dir = await tree({
      'apps/api/src/db/extra-schema.ts': "export const stray = pgTable('stray', {});\n",
    });
    const result = await check(dir, 'tables-home');
    expect(result.code).toBe(1);
    expect(result.output).toContain('extra-schema.ts: declares a table in db/');
  });

  it('fails on a table outside a schema file or a schema file drizzle-kit would not see, passes a gathered one', async () => {
    const dir = await tree({
      'apps/api/src/db/schema.ts': "export * from '../modules/hosting/hosting.schema.js';\n",
      'apps/api/src/modules/hosting/hosting.schema.ts':
        "export const hostingOrders = pgTable('hosting_orders', {});\n",
      'apps/api/src/modules/hosting/orders.repository.ts': "export const stray = pgTable('stray', {});\n",
      'apps/api/src/modules/news/news.schema.ts': "export const newsItems = pgTable('news_items', {});\n",
    });
    const result = await check(dir, 'tables-home');
    expect(result.code).toBe(1);
    expect(result.output).toContain(
      'hosting/orders.repository.ts: declares a table outside a *.schema.ts file',
    );
    expect(result.output).toContain('news/news.schema.ts: is not gathered by db/schema.ts');
    expect(result.output).not.toContain('hosting.schema.ts');
  });

  it('fails when a screen knows the API error type or shows an error’s raw message', async () => {
    const dir = await tree({
      'apps/web/src/features/a/x.tsx':
        "import { ApiError } from '@/lib/api-client';\nexport const f = (e: unknown) => e instanceof ApiError;\n",
      'apps/web/src/features/a/y.tsx': 'export const g = (error: Error) => <p>{error.message}</p>;\n',
      'apps/web/src/features/a/z.tsx':
        "import { ApiError } from '../../../../../packages/web-kit/src/api/api-error';\n",
      'apps/web/src/features/a/y.test.tsx': 'expect(error.message).toBe("x");\n',
    });
    const result = await check(dir, 'kit-errors');
    expect(result.code).toBe(1);
    expect(result.output).toContain('features/a/x.tsx: imports the API error type');
    expect(result.output).toContain('features/a/x.tsx: tests `instanceof ApiError`');
    expect(result.output).toContain("features/a/y.tsx: shows an error's message");
    expect(result.output).toContain('features/a/z.tsx: imports the API error type');
    expect(result.output).not.toContain('y.test.tsx');
  });

  it('fails when the console takes an API answer on trust instead of checking it with the contract', async () => {
    const dir = await tree({
      'apps/admin/src/features/customers/adjust.tsx':
        "const { balance } = (await api(path, { method: 'POST', body })) as { balance: number };\n",
      'apps/admin/src/features/customers/list.ts':
        'export const list = () => api<CustomerSummary[]>(adminPaths.customers, { signal });\n',
      'apps/admin/src/features/customers/raw.ts': 'const rows = answer.data as { id: number }[];\n',
      'apps/admin/src/features/customers/checked.ts':
        'export const list = () => api(adminPaths.customers, { signal, schema: z.array(customerSummarySchema) });\n',
      'apps/admin/src/features/customers/failure.tsx':
        'export const f = (error: unknown) => error instanceof ApiError && <p>{error.message}</p>;\n',
      'apps/admin/src/lib/api.ts':
        'export async function api<S extends ResponseSchema>(path: string, options: Options<S>): Promise<Out<S>>;\n',
    });
    const result = await check(dir, 'checked-answers', 'kit-errors');
    expect(result.code).toBe(1);
    expect(result.output).toContain('customers/adjust.tsx: casts the answer of api(…) with `as`');
    expect(result.output).toContain(
      'customers/list.ts: calls api<CustomerSummary[]>(…), a response type on trust',
    );
    expect(result.output).toContain('customers/raw.ts: casts an API answer (`.data as …`)');
    // The kit's error rules hold in the console as in the portal.
    expect(result.output).toContain('customers/failure.tsx: tests `instanceof ApiError`');
    expect(result.output).toContain("customers/failure.tsx: shows an error's message");
    expect(result.output).not.toContain('checked.ts');
    expect(result.output).not.toContain('lib/api.ts');
  });

  it('fails when a call in either app names no response schema, even for an answer without data', async () => {
    const dir = await tree({
      'apps/web/src/features/orders/get-order.ts':
        'export const getOrder = (id: number) => apiRequest(orderPath(id), { signal });\n',
      'apps/web/src/features/orders/cancel.ts':
        "export const cancel = (id: number) => apiRequest(cancelPath(id), { method: 'POST', body: {} });\n",
      'apps/admin/src/features/customers/block.ts':
        "export const block = (id: number) => api(blockPath(id), { method: 'POST' });\n",
      'apps/web/src/features/orders/checked.ts': [
        'export const getOrder = (id: number) => apiRequest(orderPath(id), { schema: orderSchema, signal });',
        "export const cancel = () => apiRequest(path, { method: 'POST', schema: noDataSchema });",
        "const meta = { load: () => import('@portal/contracts/auth').then((module) => module.appMetaSchema) };",
        'export const getMeta = () => apiRequest(metaPath, { schema: meta });',
        '',
      ].join('\n'),
      'apps/web/src/lib/api-client.ts': 'export const apiRequest = client.request;\n',
    });
    const result = await check(dir, 'checked-answers');
    expect(result.code).toBe(1);
    for (const file of ['orders/get-order.ts', 'orders/cancel.ts', 'customers/block.ts']) {
      expect(result.output).toContain(`${file}: calls `);
      expect(result.output).toContain("without the contract's response schema");
    }
    expect(result.output).not.toContain('checked.ts');
    expect(result.output).not.toContain('api-client.ts');
  });

  it('fails when a console file spells out a route instead of taking it from its paths module', async () => {
    const dir = await tree({
      'apps/admin/src/config/paths.ts':
        "export const paths = {\n  customers: '/customers',\n  customer: '/customers/:id',\n  audit: '/audit',\n} as const;\n",
      'apps/admin/src/features/a/list.tsx': 'export const L = () => <Link to="/customers">all</Link>;\n',
      'apps/admin/src/features/a/row.tsx': `export const R = ({ id }) => <Link to={\`/customers/$\{id}\`}>#{id}</Link>;\n`,
      'apps/admin/src/features/a/nav.ts': "export const to = '/audit';\n",
      'apps/admin/src/features/a/good.tsx':
        "import { customerPath, paths } from '@/config/paths';\nconst api = '/api/admin/customers';\nexport const G = () => <Link to={paths.customers} />;\n",
      'apps/admin/src/features/a/list.test.tsx': "renderConsole('/customers');\n",
    });
    const result = await check(dir, 'route-literals');
    expect(result.code).toBe(1);
    expect(result.output).toContain('features/a/list.tsx: spells out the route /customers');
    expect(result.output).toContain('features/a/row.tsx: spells out the route /customers');
    expect(result.output).toContain('features/a/nav.ts: spells out the route /audit');
    expect(result.output).not.toContain('good.tsx');
    expect(result.output).not.toContain('list.test.tsx');
  });

  it('passes a screen that reads failures through the kit', async () => {
    const dir = await tree({
      'apps/web/src/features/a/x.tsx':
        "import { errorCode } from '@portal/web-kit/api';\nimport { errorText } from '@portal/web-kit/errors';\n",
    });
    expect(await check(dir, 'kit-errors')).toMatchObject({ code: 0 });
  });

  it('fails when a screen renders a form without the kit’s form layer (a useState form)', async () => {
    const useStateForm = [
      "import { useState } from 'react';",
      'export function Search() {',
      "  const [name, setName] = useState('');",
      '  return (',
      '    <form onSubmit={(event) => event.preventDefault()}>',
      '      <input value={name} onChange={(event) => setName(event.target.value)} />',
      '    </form>',
      '  );',
      '}',
    ].join('\n');
    const dir = await tree({
      'packages/web-kit/src/form/index.ts':
        "export type { Banner } from './banner';\nexport { FormBanner } from './banner';\nexport { useApiForm } from './use-api-form';\nexport { useTimedMessage } from './use-timed-message';\n",
      'apps/web/src/features/a/search.tsx': useStateForm,
      'apps/web/src/features/a/card-form.tsx':
        'import { Card } from \'@portal/web-kit/ui\';\nexport const F = () => <Card as="form" onSubmit={save} />;\n',
      // Only a type or a timer from the layer is no form built with it.
      'apps/web/src/features/a/typed.tsx':
        "import { type Banner, useTimedMessage } from '@portal/web-kit/form';\nexport const F = () => <form />;\n",
      'apps/web/src/features/a/search.test.tsx': useStateForm,
      'apps/admin/src/features/a/search.tsx': useStateForm,
    });
    const result = await check(dir, 'forms');
    expect(result.code).toBe(1);
    expect(result.output).toContain('features/a/search.tsx: renders a form without the form layer');
    expect(result.output).toContain('features/a/card-form.tsx: renders a form without the form layer');
    expect(result.output).toContain('features/a/typed.tsx: renders a form without the form layer');
    expect(result.output).not.toContain('search.test.tsx');
    // The console is held to the same rule.
    expect(result.output).toContain(
      'apps/admin/src/features/a/search.tsx: renders a form without the form layer',
    );
  });

  it('passes a form built with useApiForm, or with a form a parent made and the layer’s banner', async () => {
    const dir = await tree({
      'packages/web-kit/src/form/index.ts':
        "export { FormBanner } from './banner';\nexport type { ApiForm } from './use-api-form';\nexport { useApiForm } from './use-api-form';\n",
      'apps/web/src/features/a/x.tsx':
        "import { useApiForm } from '@portal/web-kit/form';\nexport function X() {\n  const form = useApiForm(options);\n  return <form onSubmit={form.handleSubmit(save)} />;\n}\n",
      'apps/web/src/features/a/y.tsx':
        "import { type ApiForm, FormBanner } from '@portal/web-kit/form';\nexport const Y = ({ form }: { form: ApiForm<V> }) => (\n  <form>\n    <FormBanner banner={form.banner} />\n  </form>\n);\n",
      'apps/web/src/features/a/z.tsx':
        'import { FormBanner } from \'@portal/web-kit/form\';\nexport const Z = () => <Card as="form"><FormBanner banner={b} /></Card>;\n',
      // A word that only starts like the tag is no form.
      'apps/web/src/features/a/w.tsx': 'export const W = () => <formatted-date />;\n',
    });
    expect(await check(dir, 'forms')).toMatchObject({ code: 0 });
  });

  it('fails on a form without a <form> tag that is built or submitted outside the layer', async () => {
    const buttonForm = (imports: string, make: string) =>
      [
        imports,
        'export function Rename() {',
        `  const form = ${make};`,
        '  const save = form.handleSubmit(async (values) => rename(values));',
        '  return (',
        '    <div>',
        "      <input {...form.register('name')} />",
        '      <button type="button" onClick={save}>ok</button>',
        '    </div>',
        '  );',
        '}',
      ].join('\n');
    const dir = await tree({
      'packages/web-kit/src/form/index.ts': "export { useApiForm } from './use-api-form';\n",
      // react-hook-form's own hook, submitted from a button.
      'apps/web/src/features/a/rename.tsx': buttonForm(
        "import { useForm } from 'react-hook-form';",
        'useForm()',
      ),
      // A form from somewhere else, submitted from a button in the console.
      'apps/admin/src/features/a/rename.tsx': buttonForm(
        "import { useRename } from './use-rename';",
        'useRename()',
      ),
      // The same screen through the layer passes; so do react-hook-form's Controller and types.
      'apps/web/src/features/a/layered.tsx': buttonForm(
        "import { useApiForm } from '@portal/web-kit/form';\nimport { Controller, type Path } from 'react-hook-form';",
        'useApiForm(options)',
      ),
    });
    const result = await check(dir, 'forms');
    expect(result.code).toBe(1);
    expect(result.output).toContain(
      'apps/web/src/features/a/rename.tsx: makes its own form with react-hook-form (useForm)',
    );
    expect(result.output).toContain(
      'apps/web/src/features/a/rename.tsx: submits a form without the form layer',
    );
    expect(result.output).toContain(
      'apps/admin/src/features/a/rename.tsx: submits a form without the form layer',
    );
    expect(result.output).not.toContain('layered.tsx');
  });

  it('fails when a route file authenticates or reads the language itself instead of its prefix’s hooks', async () => {
    const dir = await tree({
      'apps/api/src/modules/hosting/orders.routes.ts':
        "app.get(path, { onRequest: app.authenticate, schema }, async (request) => parseLanguage(request.headers['accept-language']));\n",
      'apps/api/src/modules/console/money.routes.ts':
        "app.get(path, { onRequest: app.staffWith('payments.read') }, h);\n",
      'apps/api/src/modules/news/news.routes.ts':
        'app.get(path, { schema }, async (request) => list(request.language));\n',
    });
    const result = await check(dir, 'route-hooks');
    expect(result.code).toBe(1);
    expect(result.output).toContain('apps/api/src/modules/hosting/orders.routes.ts: adds app.authenticate');
    expect(result.output).toContain('apps/api/src/modules/hosting/orders.routes.ts: parses the language');
    expect(result.output).toContain('apps/api/src/modules/console/money.routes.ts: names app.staffWith');
    expect(result.output).not.toContain('news.routes.ts');
  });
  it('fails when two files under apps/api/src share a name', async () => {
    const dir = await tree({
      'apps/api/src/modules/hosting/personal-data.service.ts': 'export const a = 1;\n',
      'apps/api/src/modules/mail/personal-data.service.ts': 'export const b = 1;\n',
      'apps/api/src/modules/mail/mail-personal-data.repository.ts': 'export const c = 1;\n',
    });
    const result = await check(dir, 'unique-names');
    expect(result.code).toBe(1);
    expect(result.output).toContain('2 files are named personal-data.service.ts');
    expect(result.output).not.toContain('mail-personal-data.repository.ts');
  });
  it("fails when a module's staff-facing code lies outside its staff/ folder", async () => {
    const dir = await tree({
      'apps/api/src/modules/news/news-staff.service.ts': 'export const a = 1;\n',
      'apps/api/src/modules/hosting/staff/orders.service.ts': 'export const b = 1;\n',
      'apps/api/src/modules/promo-codes/staff/promo-codes-staff.service.ts': 'export const c = 1;\n',
      'apps/api/src/modules/console/dashboard.service.ts':
        "import { a } from '../payments/staff/invoices-staff.service.js';\nimport { b } from '../hosting/staff/orders-staff.service.js';\n",
    });
    const result = await check(dir, 'staff-home');
    expect(result.code).toBe(1);
    expect(result.output).toContain(
      'modules/news/news-staff.service.ts: staff-facing code lives in modules/news/staff/',
    );
    expect(result.output).toContain('modules/hosting/staff/orders.service.ts: only staff-facing files');
    expect(result.output).not.toContain('promo-codes-staff');
    expect(result.output).not.toContain('dashboard.service');
  });

  it('fails on a staff route declared outside its module’s staff/ folder', async () => {
    const staffRoute =
      'app.get(path, { config: { permission: null }, schema: { security: [{ staffBearerAuth: [] }] } }, h);\n';
    const dir = await tree({
      'apps/api/src/modules/hosting/orders.routes.ts': staffRoute,
      'apps/api/src/modules/hosting/staff/orders-staff.routes.ts': staffRoute,
      'apps/api/src/modules/staff/staff.routes.ts': staffRoute,
      'apps/api/src/modules/news/news.routes.ts': 'app.get(path, { schema: { security: [] } }, h);\n',
    });
    const result = await check(dir, 'staff-home');
    expect(result.code).toBe(1);
    expect(result.output).toContain(
      'modules/hosting/orders.routes.ts: declares a staff route (staffBearerAuth); staff routes live in modules/hosting/staff/',
    );
    expect(result.output).not.toContain('orders-staff.routes.ts');
    expect(result.output).not.toContain('staff.routes.ts:');
    expect(result.output).not.toContain('news.routes.ts');
  });

  it('fails when an exported service function takes more than three parameters', async () => {
    const dir = await tree({
      'apps/api/src/modules/hosting/orders.service.ts': [
        'export async function getOrder(db: Database, deps: HostingDeps, userId: number, orderId: number) {}',
        'export const planIt = async (order: Row, tariff: Map<string, number>, now: Date, x = 1) => 1;',
        'export async function takesInput(db: Database, deps: HostingDeps, { userId, orderId }: GetOrderInput) {}',
        'export const takesCallback = (run: (a: number, b: number, c: number, d: number) => void, m: Map<K, V>) => 1;',
        'function local(a: number, b: number, c: number, d: number) {}',
        '',
      ].join('\n'),
      'apps/api/src/modules/hosting/order-rules.ts': 'export function rule(a: A, b: B, c: C, d: D) {}\n',
    });
    const result = await check(dir, 'service-signatures');
    expect(result.code).toBe(1);
    expect(result.output).toContain(
      'modules/hosting/orders.service.ts: getOrder takes 4 parameters; take one input object',
    );
    expect(result.output).toContain('modules/hosting/orders.service.ts: planIt takes 4 parameters');
    for (const name of ['takesInput', 'takesCallback', 'local', 'rule'])
      expect(result.output).not.toContain(name);
  });

  it('fails when the console holds more than the screens it composes from several modules', async () => {
    const dir = await tree({
      'apps/api/src/modules/console/catalogue-staff.routes.ts': 'export const a = 1;\n',
      'apps/api/src/modules/console/staff/adjustments.service.ts': 'export const b = 1;\n',
      'apps/api/src/modules/console/notes.repository.ts': 'export const c = 1;\n',
      'apps/api/src/modules/console/customers.service.ts':
        "import { lockUser } from '../account/user-directory.service.js';\nimport { x } from './audited.js';\n",
      'apps/api/src/modules/console/money.routes.ts':
        "import { settle } from '../payments/reconciliation.service.js';\nimport { dashboard } from './dashboard.service.js';\n",
      'apps/api/src/modules/console/dashboard.service.ts':
        "import { a } from '../payments/staff/invoices-staff.service.js';\nimport { b } from '../hosting/staff/orders-staff.service.js';\n",
      'apps/api/src/modules/console/dashboard.routes.ts':
        "import { dashboard } from './dashboard.service.js';\n",
      'apps/api/src/modules/console/background-jobs.service.ts':
        "import { listJobsPage } from '../../jobs/jobs.repository.js';\n",
    });
    const result = await check(dir, 'staff-home');
    expect(result.code).toBe(1);
    const composes = 'the console only composes; a staff operation lives in the staff/ folder of the module';
    expect(result.output).toContain(`modules/console/catalogue-staff.routes.ts: ${composes}`);
    expect(result.output).toContain(`modules/console/staff/adjustments.service.ts: ${composes}`);
    expect(result.output).toContain('modules/console/notes.repository.ts: the console has no repository');
    expect(result.output).toContain(
      "modules/console/customers.service.ts: a console service draws on one module (account); it belongs in that module's staff/ folder",
    );
    expect(result.output).not.toContain('dashboard');
    expect(result.output).not.toContain('background-jobs');
  });
});
