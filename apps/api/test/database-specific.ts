/**
 * Which API test files also run on PGlite. Every file runs on PostgreSQL, production's database; PGlite (the demo's
 * database, and the journeys') runs only the files whose outcome can differ between the two: the database layer,
 * migrations, the folder lock, backups, locks and SKIP LOCKED, LISTEN/NOTIFY, full-text search, raw SQL whose rows
 * the two drivers parse, and one connection where PostgreSQL has a pool. The rest is the same SQL on the same
 * engine. One difference reaches any module: PGlite is one connection, so a query on the root database awaited
 * inside a transaction waits for ever there and passes on PostgreSQL; the races below cover it, and the journeys
 * when run on PGlite (E2E_DB=pglite; `npm test` runs them on PostgreSQL). `test/db/database-specific.test.ts` keeps this list honest: a source file that
 * touches what differs must name its tests here, and a test file that asks which database it runs on must be in
 * one of the two lists below.
 */

/**
 * Source files (under apps/api) whose behaviour depends on the database kind, each with the test files that prove
 * it on PGlite (none: code for PostgreSQL alone). The markers the check looks for are in `databaseSpecificMarkers`.
 */
export const databaseSpecificSources: Record<string, readonly string[]> = {
  // Every PGlite test database is also migrated by this file's PGlite path (global-setup.ts).
  'src/db/open-database.ts': ['test/db/folder-lock.test.ts'],
  'src/backup/database-backup.ts': ['test/backup/recovery-drill.test.ts'],
  // PostgreSQL's migration unit only: it refuses anything but an owner and a serving role, whatever the tests run on.
  'src/cli/migrate.ts': [],
  // Demo mode is the default on PGlite.
  'src/config/config.ts': ['test/config/config.test.ts'],
  'src/server.ts': ['test/process/stop-with-broken-output.test.ts'],
  // Full-text search on PostgreSQL, a plain match on PGlite.
  'src/modules/knowledge-base/knowledge-base.schema.ts': [
    'test/modules/knowledge-base/knowledge-base.test.ts',
  ],
  'src/modules/knowledge-base/knowledge-base.module.ts': [
    'test/modules/knowledge-base/knowledge-base.test.ts',
  ],
  'src/modules/knowledge-base/knowledge-base.repository.ts': [
    'test/modules/knowledge-base/knowledge-base.test.ts',
  ],
  // Jobs claimed with FOR UPDATE SKIP LOCKED under a lease.
  'src/jobs/jobs.schema.ts': ['test/jobs/job-runner.test.ts', 'test/jobs/leases.test.ts'],
  'src/jobs/each-locked.ts': ['test/jobs/each-locked.test.ts'],
  'src/jobs/jobs.repository.ts': [
    'test/jobs/job-runner.test.ts',
    'test/jobs/leases.test.ts',
    'test/jobs/job-wakeup.test.ts',
  ],
  'src/modules/hosting/order-scheduler.ts': [
    'test/modules/hosting/races.test.ts',
    'test/modules/hosting/lifecycle.test.ts',
  ],
  'src/modules/domains/domain-lifecycle.job.ts': ['test/modules/domains/lifecycle.test.ts'],
  'src/modules/payments/invoice-expiry.ts': ['test/modules/payments/pending-invoices.test.ts'],
  'src/plugins/idempotency-keys.ts': ['test/hostile/idempotency.test.ts'],
  // Raw SQL: rows come back through each driver's own type parsers.
  'src/modules/auth/session.repository.ts': ['test/modules/auth/session.test.ts'],
  'src/modules/health/health.repository.ts': [
    'test/modules/health/health.test.ts',
    'test/modules/health/ready.test.ts',
  ],
  // Advisory transaction locks.
  'src/modules/mail/mail.repository.ts': ['test/modules/mail/conversations.test.ts'],
  'src/modules/hosting/demo-catalogue.ts': ['test/modules/hosting/demo-panel.test.ts'],
  // LISTEN/NOTIFY: a connection of its own on PostgreSQL, PGlite's in-process listen() on PGlite.
  'src/modules/live/live-events.repository.ts': ['test/modules/live/live-events.test.ts'],
  // The live events' and the job runners' wake-ups both listen through it.
  'src/db/notify-listener.ts': [
    'test/modules/live/live-events.test.ts',
    'test/modules/live/live-sources.test.ts',
    'test/jobs/job-wakeup.test.ts',
  ],
};

/** What makes a source file database-specific: PGlite itself, the database kind, raw SQL, locks, notify, search. */
export const databaseSpecificMarkers: readonly RegExp[] = [
  /@electric-sql\/pglite/,
  /kind [!=]== '(?:pglite|postgres)'/,
  /\.execute\(/,
  /pg_advisory|pg_notify|to_ts(?:vector|query)/,
  /skip locked/i,
];

/**
 * Test files that run on PGlite besides those named above: files that ask which database they run on and have
 * tests for PGlite, and files whose outcome rests on PGlite's one connection (races, a transaction per request,
 * limits counted on their own connection).
 */
const alsoOnPglite = [
  // A closed PGlite and a lost PostgreSQL connection fail with different errors; both must answer 503.
  'test/errors/database-unreachable.test.ts',
  'test/plugins/database-outage.test.ts',
  'test/db/database-specific.test.ts',
  // Reads at once on PostgreSQL's pool, in turn on a transaction's connection and on PGlite's one.
  'test/db/read-all.test.ts',
  'test/modules/domains/race.test.ts',
  'test/modules/live/stream-caps.test.ts',
  'test/modules/my-data/data-export.test.ts',
  'test/modules/payments/races.test.ts',
  // Two staff handling one unmatched bank line at once: one credit on PGlite's one connection too.
  'test/modules/documents/bank-unmatched-lines.test.ts',
  // The console search's ILIKE on Latin and Cyrillic names and its equalities on each module's indexes.
  'test/modules/console/customer-search.test.ts',
  // Timers racing over one card charge per order or domain and expiry, and a card receipt credited once while
  // both paths are live, on PGlite's one connection too.
  'test/modules/payments/autopay-domains.test.ts',
  'test/modules/payments/autopay-renewal.test.ts',
  'test/modules/payments/saved-cards.test.ts',
  'test/plugins/rate-limit.test.ts',
  'test/plugins/shared-limits.test.ts',
  // An event's deliveries queued in its transaction, an attempt claimed by one conditional UPDATE, and the
  // outcome written after a call made outside any transaction, on PGlite's one connection too.
  'test/modules/webhooks/webhooks.test.ts',
  'test/modules/webhooks/webhook-addresses.test.ts',
  'test/modules/webhooks/webhook-recovery.test.ts',
  'test/modules/webhooks/webhook-certificate.test.ts',
];

/** Files that ask which database they run on but have nothing for PGlite (every test runs on PostgreSQL only). */
export const postgresOnly: readonly string[] = [
  'test/backup/backup-tools.test.ts',
  'test/process/busy-port.test.ts',
  'test/hostile/autopay-crash.test.ts',
  'test/db/demo-start-race.test.ts',
  'test/db/migrations.test.ts',
  'test/db/serving-role.test.ts',
  'test/db/stale-test-databases.test.ts',
  'test/hostile/idempotency-crash.test.ts',
  // Two app processes sharing one database, which a PGlite database (one process's own) cannot be.
  'test/modules/api-keys/key-processes.test.ts',
  'test/modules/console/adjustment-race.test.ts',
  'test/modules/hosting/usage-race.test.ts',
  'test/scale/rolling-upgrade.test.ts',
  'test/scale/two-processes.test.ts',
];

/** The PGlite run: `npm run test:pglite -w @portal/api` (`test:pglite:all` runs every file on PGlite). */
export const pgliteTestFiles: readonly string[] = [
  ...new Set([...Object.values(databaseSpecificSources).flat(), ...alsoOnPglite]),
].sort();
