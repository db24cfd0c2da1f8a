import { adminPaths } from '@portal/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { type AppConfig, ConfigError, parseConfig } from '../../src/config/config.js';
import { customerWithBalance } from '../helpers/hosting.js';
import { addStaff, bearer, staffToken } from '../helpers/staff.js';
import { TEST_SECRETS, type TestApp } from '../helpers/test-app.js';
import { createTestDatabase, isPostgresRun, type TestDatabase } from '../helpers/test-database.js';

// PostgreSQL with an owner role (DATABASE_OWNER_URL) that migrates and a serving role (DATABASE_URL) that
// answers requests: the app works as the serving role, and that role cannot rewrite history.

let database: TestDatabase;
let testApp: TestApp;
let serving: pg.Client;
let servingUrl = '';
const QUIET_ENV = { LOG_LEVEL: 'silent', DEMO_MODE: 'false', JOBS_POLL_MS: '0', ...TEST_SECRETS };

beforeAll(async () => {
  if (!isPostgresRun) return;
  database = await createTestDatabase({ roles: 'owner-and-serving' });
  if (database.config.kind !== 'postgres' || !database.config.ownerUrl) throw new Error('two roles');
  servingUrl = database.config.url;
  const config: AppConfig = parseConfig({
    ...QUIET_ENV,
    DATABASE_URL: servingUrl,
    DATABASE_OWNER_URL: database.config.ownerUrl,
  });
  const app = await buildApp(config);
  await app.ready();
  testApp = { app, config, close: () => app.close() };
  serving = new pg.Client({ connectionString: servingUrl });
  await serving.connect();
}, 120_000);

afterAll(async () => {
  await serving?.end();
  await testApp?.close();
  await database?.drop();
});

/** The SQLSTATE a statement fails with as the serving role, or 'ok'. */
async function asServing(statement: string): Promise<string> {
  await serving.query('begin');
  try {
    await serving.query(statement);
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  } finally {
    await serving.query('rollback');
  }
}

describe.runIf(isPostgresRun)('the serving role', () => {
  it('serves: registration, a staff adjustment through the ledger, audited', async () => {
    const { app } = testApp;
    const { userId } = await customerWithBalance(app, 1_000);
    const billing = await staffToken(app, await addStaff(testApp, 'billing'));
    const answer = await app.inject({
      method: 'POST',
      url: adminPaths.balanceAdjustments.replace(':id', String(userId)),
      headers: bearer(billing),
      payload: { amount: 500, category: 'compensation', reason: 'Outage credit' },
    });
    expect(answer.statusCode).toBe(200);
    const { rows } = await serving.query(
      "select count(*)::int as audited from audit_log where customer_id = $1 and action = 'balance.adjust'",
      [userId],
    );
    expect(rows[0].audited).toBe(1);
  });

  it('is neither a superuser nor the owner of any table', async () => {
    const { rows } = await serving.query(
      `select r.rolsuper, (select count(*)::int from pg_tables where schemaname = 'public' and tableowner = current_user) as owns
       from pg_roles r where r.rolname = current_user`,
    );
    expect(rows[0]).toEqual({ rolsuper: false, owns: 0 });
  });

  it('cannot delete, update, truncate or unguard the audit log, nor change the ledger or the schema', async () => {
    const denied = '42501';
    const attempts = {
      deleteAudit: 'delete from audit_log',
      updateAudit: "update audit_log set action = 'nothing'",
      truncateAudit: 'truncate audit_log',
      disableTrigger: 'alter table audit_log disable trigger user',
      dropAudit: 'drop table audit_log',
      replicationRole: 'set session_replication_role = replica',
      updateLedger: 'update ledger_entries set amount_tiyin = amount_tiyin * 2',
      deleteLedger: 'delete from ledger_entries',
      truncateLedger: 'truncate ledger_entries cascade',
      disableLedgerTriggers: 'alter table ledger_entries disable trigger all',
      createTable: 'create table history_copy (id int)',
      alterBalance: 'alter table accounts drop column balance_tiyin',
    };
    const results: Record<string, string> = {};
    for (const [name, statement] of Object.entries(attempts)) results[name] = await asServing(statement);
    expect(results).toEqual(Object.fromEntries(Object.keys(attempts).map((name) => [name, denied])));
    // What serving needs stays allowed.
    expect(await asServing('select count(*) from audit_log')).toBe('ok');
    expect(await asServing("insert into audit_log (at, action) values (now(), 'serving-role test')")).toBe(
      'ok',
    );
  });

  it('is refused at start when it is the owner too', () => {
    expect(() =>
      parseConfig({ ...QUIET_ENV, DATABASE_URL: servingUrl, DATABASE_OWNER_URL: servingUrl }),
    ).toThrow(ConfigError);
  });
});
