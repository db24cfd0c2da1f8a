import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

// The import rules of the lint step (.dependency-cruiser.cjs, run by scripts/check-imports.mjs) on small trees
// written here: dependency-cruiser resolves each import as the apps do (an app's `@/` through its tsconfig), so
// every file imported here exists, and each kind of crossing must be caught.
const script = fileURLToPath(new URL('../../../../scripts/check-imports.mjs', import.meta.url));
const run = promisify(execFile);

let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

const appTsconfig = JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'] } } });
const empty = 'export const x = 1;\n';

async function tree(files: Record<string, string>): Promise<string> {
  root = await mkdtemp(join(tmpdir(), 'imports-'));
  const base = {
    'apps/web/tsconfig.json': appTsconfig,
    'apps/admin/tsconfig.json': appTsconfig,
    'apps/web/src/lib/util.ts': empty,
  };
  for (const [path, text] of Object.entries({ ...base, ...files })) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return root;
}

async function check(dir: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await run(process.execPath, [script, dir]);
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, output: failed.stderr };
  }
}

describe('the import rules (dependency-cruiser)', () => {
  it('passes features, modules and the kit that keep to themselves, and foreign keys between schema files', async () => {
    const dir = await tree({
      'apps/web/src/features/a/x.tsx': "import { x } from '@/lib/util';\nimport { y } from './y';\n",
      'apps/web/src/features/a/y.ts': empty,
      'apps/api/src/db/schema.ts': "export * from '../modules/hosting/hosting.schema.js';\n",
      'apps/api/src/modules/account/account.schema.ts': "export const users = pgTable('users', {});\n",
      'apps/api/src/modules/account/account.service.ts':
        "import { balanceOf } from '../balance/balance.service.js';\nimport { users } from './account.schema.js';\n",
      // auth, security and sessions share account's users and sessions.
      'apps/api/src/modules/auth/user.repository.ts':
        "import { users } from '../account/account.schema.js';\n",
      // A foreign key back to account is no dependency of balance on account.
      'apps/api/src/modules/balance/balance.schema.ts':
        "import { users } from '../account/account.schema.js';\n",
      'apps/api/src/modules/balance/balance.service.ts': "import { accounts } from './balance.schema.js';\n",
      'apps/api/src/modules/hosting/hosting.schema.ts':
        "import { users } from '../account/account.schema.js';\n",
      'apps/api/src/modules/hosting/orders.repository.ts':
        "import { hostingOrders } from './hosting.schema.js';\n",
      'apps/api/src/modules/hosting/orders.service.ts':
        "import { balanceOf } from '../balance/balance.service.js';\nimport { find } from './orders.repository.js';\n",
      'apps/api/src/modules/console/dashboard.routes.ts': "import { d } from './dashboard.service.js';\n",
      'apps/api/src/modules/console/dashboard.service.ts': empty,
      'apps/api/src/plugins/idempotency-keys.schema.ts':
        "import { users } from '../modules/account/account.schema.js';\n",
      'apps/api/src/app.ts': "import { find } from './modules/hosting/orders.service.js';\n",
      'packages/web-kit/src/ui/button.tsx': "import { x } from './x';\n",
      'packages/web-kit/src/ui/x.ts': empty,
    });
    expect(await check(dir)).toMatchObject({ code: 0 });
  });

  it("fails on a feature crossing in either app (relative or through @/) and on the kit's api/ folder by path", async () => {
    const dir = await tree({
      'apps/admin/src/features/audit/page.tsx': "import { useCustomer } from '@/features/customers/api';\n",
      'apps/admin/src/features/customers/api.ts': "import { api } from '@/lib/api';\n",
      'apps/admin/src/lib/api.ts': empty,
      'apps/web/src/components/header.tsx': "import { useAppMeta } from '@/features/app-meta/get-meta';\n",
      'apps/web/src/features/app-meta/get-meta.ts': empty,
      'apps/web/src/features/a/x.tsx': "import { y } from '../b/components/y';\n",
      'apps/web/src/features/b/components/y.tsx': empty,
      'apps/web/src/hooks/z.ts': "import {\n  y,\n} from '../features/b/components/y';\n",
      'apps/web/src/features/a/z.tsx':
        "import { ApiError } from '../../../../../packages/web-kit/src/api/api-error';\n",
      'packages/web-kit/src/api/api-error.ts': empty,
    });
    const result = await check(dir);
    expect(result.code).toBe(1);
    expect(result.output).toContain(
      'apps/admin/src/features/audit/page.tsx: a feature never imports another feature; a route file composes them (apps/admin/src/features/customers/api.ts)',
    );
    expect(result.output).toContain(
      'apps/web/src/components/header.tsx: shared code (components/, hooks/, lib/) never imports a feature',
    );
    expect(result.output).toContain('apps/web/src/hooks/z.ts: shared code');
    expect(result.output).toContain('apps/web/src/features/a/x.tsx: a feature never imports another feature');
    expect(result.output).toContain("apps/web/src/features/a/z.tsx: the kit's API error type is its own");
    expect(result.output).not.toContain('features/customers/api.ts:');
  });

  it('fails on API modules crossing, plugins and console routes importing modules, the kit importing an app, and a cycle', async () => {
    const dir = await tree({
      'apps/api/src/db/schema.ts': "export * from '../modules/balance/balance.schema.js';\n",
      'apps/api/src/modules/account/account.schema.ts': empty,
      'apps/api/src/modules/balance/balance.schema.ts': empty,
      'apps/api/src/modules/balance/balance.repository.ts': empty,
      'apps/api/src/modules/telegram/t.ts':
        "import { findBalance } from '../balance/balance.repository.js';\nimport { accounts } from '../balance/balance.schema.js';\n",
      'apps/api/src/modules/telegram/u.ts': "import { users } from '../account/account.schema.js';\n",
      'apps/api/src/modules/telegram/v.ts': "import { accounts } from '../../db/schema.js';\n",
      'apps/api/src/modules/telegram/w.ts':
        "import { rateLimits } from '../../integrations/limits/limits.schema.js';\n",
      'apps/api/src/integrations/limits/limits.schema.ts': "import { x } from '../../lib/x.js';\n",
      'apps/api/src/lib/x.ts': empty,
      'apps/api/src/plugins/auth.ts':
        "import { authenticateToken } from '../modules/auth/session.service.js';\n",
      'apps/api/src/plugins/staff-auth.ts':
        "import type { StaffAuth } from '../modules/staff/staff-auth.service.js';\n",
      'apps/api/src/modules/staff/staff-auth.service.ts': empty,
      'apps/api/src/modules/console/money.routes.ts':
        "import { settle } from '../payments/reconciliation.service.js';\nimport { d } from './dashboard.service.js';\n",
      'apps/api/src/modules/console/dashboard.service.ts': empty,
      'apps/api/src/modules/payments/reconciliation.service.ts': empty,
      'apps/api/src/modules/auth/session.service.ts':
        "import { recordReferral } from '../referrals/referrals.service.js';\n",
      'apps/api/src/modules/referrals/referrals.service.ts':
        "import { deviceOf } from '../live/live.service.js';\n",
      'apps/api/src/modules/live/live.service.ts':
        "import type { Session } from '../auth/session.service.js';\n",
      'packages/web-kit/src/ui/x.tsx': "import { paths } from '@/config/paths';\n",
      'packages/web-kit/src/ui/y.tsx': "import { x } from '../../../../apps/web/src/lib/util';\n",
    });
    const result = await check(dir);
    expect(result.code).toBe(1);
    const telegram = 'apps/api/src/modules/telegram';
    expect(result.output).toContain(`${telegram}/t.ts: a module never imports another module's repository`);
    expect(result.output).toContain(`${telegram}/t.ts: a module never names another module's tables`);
    expect(result.output).toContain(
      `${telegram}/u.ts: users, sessions and account members are the identity area's`,
    );
    expect(result.output).toContain(`${telegram}/v.ts: db/schema.ts only gathers the tables`);
    expect(result.output).toContain(
      `${telegram}/w.ts: a module never names another module's tables (nor the infrastructure's)`,
    );
    expect(result.output).toContain('limits/limits.schema.ts: a schema file imports other schema files only');
    expect(result.output).toContain('apps/api/src/plugins/auth.ts: a plugin imports no module');
    expect(result.output).toContain('apps/api/src/plugins/staff-auth.ts: a plugin imports no module');
    expect(result.output).toContain(
      'modules/console/money.routes.ts: a console route file imports no other module',
    );
    expect(result.output).toContain('(apps/api/src/modules/payments/reconciliation.service.ts)');
    expect(result.output).not.toContain('dashboard.service.ts)');
    expect(result.output).toContain('packages/web-kit/src/ui/x.tsx: the kit imports an app');
    expect(result.output).toContain('packages/web-kit/src/ui/y.tsx: the kit imports an app');
    expect(result.output).toContain(
      'the modules import each other in a cycle: auth → referrals → live → auth',
    );
  });
});
