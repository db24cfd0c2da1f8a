import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../src/db/schema.js';
import { listLedgerEntries } from '../../src/modules/balance/balance.repository.js';
import { registerCustomer, userIdOf } from '../helpers/customers.js';
import { useTestApp } from '../helpers/test-app.js';

// The money history must cost the same whatever else the ledger holds. That holds when its read is an
// index-only scan of the customer's own entries in the order it answers (no heap page per row, no sort), which
// is a property of the plan, checked here rather than timed.

const testApp = useTestApp();

const planOf = async (query: { sql: string; params: unknown[] }): Promise<string> => {
  const db = testApp.app.db;
  return db.transaction(async (tx) => {
    // On a tiny table the planner would rightly read the whole table; these make it show the index path it has.
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const text = query.params.reduce<string>(
      (statement, value, index) =>
        statement.replace(`$${index + 1}`, typeof value === 'number' ? String(value) : `'${String(value)}'`),
      query.sql,
    );
    const result = await tx.execute(sql.raw(`explain ${text}`));
    const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
    return rows.map((row) => Object.values(row)[0]).join('\n');
  });
};

describe('the money history read', () => {
  it('is an index-only scan of the customer’s entries, newest first, without a sort', async () => {
    const { token } = await registerCustomer(testApp.app);
    const userId = await userIdOf(testApp.app, token);
    await testApp.app.db.insert(ledgerEntries).values(
      Array.from({ length: 20 }, (_, index) => ({
        userId,
        amountTiyin: 100_00 + index,
        reason: 'top_up',
        referenceType: 'invoice',
        referenceId: String(index + 1),
        createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
      })),
    );
    // The visibility map an autovacuumed table has: index-only scans need it.
    await testApp.app.db.execute(sql`vacuum analyze ledger_entries`);

    const plan = await planOf(listLedgerEntries(testApp.app.db, userId).toSQL());

    expect(plan).toMatch(/Index Only Scan Backward using ledger_entries_user_idx/);
    expect(plan).not.toMatch(/Sort/);
  });
});
