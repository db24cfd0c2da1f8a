import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { backUp, RestoreRefusedError, restore } from '../../src/backup/database-backup.js';
import { parseConfig } from '../../src/config/config.js';
import { newStorageKey } from '../../src/integrations/storage/file-storage.js';
import { createManualClock } from '../../src/lib/clock.js';
import { checkLedger } from '../../src/modules/balance/balance.service.js';
import { login, registerCustomer } from '../helpers/customers.js';
import { balanceOf, newInvoice, PAYMENT_ENV, paymeCall } from '../helpers/payments.js';
import { TEST_SECRETS } from '../helpers/test-app.js';
import { createTestDatabase, isPostgresRun } from '../helpers/test-database.js';

// The recovery drill: back up, lose the database, restore into an empty one, and the portal is as it was.

const env = { ...PAYMENT_ENV, ...TEST_SECRETS, LOG_LEVEL: 'silent', DEMO_MODE: 'false', JOBS_POLL_MS: '0' };
const clock = createManualClock(new Date('2026-06-01T06:00:00Z'));
const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => {});
});

describe.runIf(isPostgresRun)('the recovery drill', () => {
  it('backs up, drops, restores: the ledger agrees, the customer sees the same balance, a file opens', async () => {
    const work = await mkdtemp(path.join(tmpdir(), 'portal-drill-'));
    cleanup.push(() => rm(work, { recursive: true, force: true }));
    const uploadsDir = path.join(work, 'uploads');
    const backupDir = path.join(work, 'backups');
    const original = await createTestDatabase();
    const config = { ...parseConfig({ ...env, UPLOADS_DIR: uploadsDir }), database: original.config };
    const app = await buildApp(config, { clock });
    await app.ready();

    const { customer, token } = await registerCustomer(app);
    const { invoice_id: invoiceId } = await newInvoice(app, token, 'payme', 5000);
    const id = '5305e3bab097f420a62c5555';
    await paymeCall(app, 'CreateTransaction', {
      id,
      time: clock.now().getTime(),
      amount: 500_000,
      account: { invoice_id: invoiceId },
    });
    await paymeCall(app, 'PerformTransaction', { id });
    const balance = await balanceOf(app, token);
    expect(balance).toBe(5000);
    const key = newStorageKey();
    await app.adapters.storage.put(key, new TextEncoder().encode('passport main page'));
    await app.close();

    // Two backups: the retention keeps only the newest one.
    const target = { database: original.config, uploadsDir };
    await backUp(target, backupDir, 1, new Date('2026-06-01T05:00:00Z'));
    const folder = await backUp(target, backupDir, 1, new Date('2026-06-01T06:00:00Z'));
    expect(await readdir(backupDir)).toEqual([path.basename(folder)]);

    // The database and the files are lost.
    await original.drop();
    await rm(uploadsDir, { recursive: true, force: true });

    const empty = await createTestDatabase({ empty: true });
    cleanup.push(empty.drop);
    await restore(folder, { database: empty.config, uploadsDir });
    // Never over live data.
    await expect(restore(folder, { database: empty.config, uploadsDir })).rejects.toBeInstanceOf(
      RestoreRefusedError,
    );

    const restored = await buildApp({ ...config, database: empty.config }, { clock });
    cleanup.push(() => restored.close());
    await restored.ready();
    expect((await checkLedger(restored.db)).ok).toBe(true);
    const again = await login(restored, { login: customer.email, password: customer.password });
    expect(again.statusCode).toBe(200);
    expect(await balanceOf(restored, again.json().data.access_token)).toBe(balance);
    expect(await text(await restored.adapters.storage.open(key))).toBe('passport main page');
  }, 180_000);
});

describe.runIf(!isPostgresRun)('a PGlite backup', () => {
  it('is its data dump and the files, restored into an empty folder as it was', async () => {
    const work = await mkdtemp(path.join(tmpdir(), 'portal-pglite-backup-'));
    cleanup.push(() => rm(work, { recursive: true, force: true }));
    const uploadsDir = path.join(work, 'uploads');
    const database = { kind: 'pglite' as const, dataDir: path.join(work, 'data') };
    const config = { ...parseConfig({ ...env, UPLOADS_DIR: uploadsDir }), database };
    const app = await buildApp(config, { clock });
    await app.ready();
    const { customer } = await registerCustomer(app);
    const key = newStorageKey();
    await app.adapters.storage.put(key, new TextEncoder().encode('diploma'));
    // The server holds the folder's lock: a PGlite backup is taken with it stopped.
    await expect(backUp({ database, uploadsDir }, path.join(work, 'backups'), 3)).rejects.toThrow();
    await app.close();

    const folder = await backUp({ database, uploadsDir }, path.join(work, 'backups'), 3);
    await rm(database.dataDir, { recursive: true, force: true });
    await rm(uploadsDir, { recursive: true, force: true });
    await restore(folder, { database, uploadsDir });
    await expect(restore(folder, { database, uploadsDir })).rejects.toBeInstanceOf(RestoreRefusedError);

    const restored = await buildApp(config, { clock });
    cleanup.push(() => restored.close());
    await restored.ready();
    expect((await checkLedger(restored.db)).ok).toBe(true);
    expect((await login(restored, { login: customer.email, password: customer.password })).statusCode).toBe(
      200,
    );
    expect(await text(await restored.adapters.storage.open(key))).toBe('diploma');
  }, 180_000);
});
