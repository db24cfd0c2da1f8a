// `npm run test:scale`: nginx (deploy/nginx.conf) in front of two API processes on one PostgreSQL, driven
// through a customer's whole path, and the deploy bundle's units replaced one at a time under load with no failed
// request (apps/api/test/scale). `npm test` runs the same files in its PostgreSQL step.
// The test gives its database production's two roles: an owner that migrates (DATABASE_OWNER_URL) and a serving
// role with row privileges only (DATABASE_URL), created and dropped with the database (test/helpers).
import { ensureDependencies } from './lib/deps.mjs';
import { bin, fromRoot } from './lib/paths.mjs';
import { run } from './lib/run.mjs';
import { ensureNginx, ensurePostgres } from './lib/system.mjs';

const defaultPgUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

await ensureDependencies();
const url = await ensurePostgres(process.env.PG_TEST_URL ?? defaultPgUrl, {
  isDefaultUrl: !process.env.PG_TEST_URL,
});
await ensureNginx();
const { code } = await run(bin('vitest'), ['run', 'test/scale'], {
  cwd: fromRoot('apps/api'),
  env: { TEST_DB: 'postgres', PG_TEST_URL: url },
});
process.exitCode = code;
