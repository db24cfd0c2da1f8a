import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reportLedgerCheck, runLedgerCheck } from '../../../src/cli/check-ledger.js';
import { accounts, ledgerEntries } from '../../../src/db/schema.js';
import {
  changeBalance,
  checkLedger,
  tryChangeBalance,
} from '../../../src/modules/balance/balance.service.js';
import { registerCustomer } from '../../helpers/customers.js';
import { useTestApp } from '../../helpers/test-app.js';

const testApp = useTestApp();

async function newUserId() {
  const { token } = await registerCustomer(testApp.app);
  const profile = await testApp.app.inject({
    method: 'GET',
    url: '/api/client/user/profile',
    headers: { authorization: `Bearer ${token}` },
  });
  return profile.json().data.id as number;
}

const balanceOf = async (userId: number) =>
  (await testApp.app.db.select().from(accounts).where(eq(accounts.userId, userId)))[0]?.balanceTiyin;

describe('changeBalance', () => {
  it('writes the ledger row and the balance together', async () => {
    const userId = await newUserId();
    const at = new Date('2026-02-01T10:00:00Z');
    const changed = await testApp.app.db.transaction((tx) =>
      changeBalance(tx, {
        userId,
        amountTiyin: 150_000,
        reason: 'top_up',
        reference: { type: 'invoice', id: 7 },
        at,
      }),
    );
    expect(changed.balanceTiyin).toBe(150_000);
    expect(await balanceOf(userId)).toBe(150_000);
    const rows = await testApp.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId));
    expect(rows).toEqual([
      expect.objectContaining({
        amountTiyin: 150_000,
        reason: 'top_up',
        referenceType: 'invoice',
        referenceId: '7',
      }),
    ]);
  });

  it('never lets the balance go below zero', async () => {
    const userId = await newUserId();
    const at = new Date();
    await testApp.app.db.transaction((tx) =>
      changeBalance(tx, { userId, amountTiyin: 100, reason: 'top_up', reference: null, at }),
    );
    const refused = await testApp.app.db.transaction((tx) =>
      tryChangeBalance(tx, { userId, amountTiyin: -101, reason: 'top_up_reversal', reference: null, at }),
    );
    expect(refused).toBeNull();
    await expect(
      testApp.app.db.transaction((tx) =>
        changeBalance(tx, { userId, amountTiyin: -101, reason: 'top_up_reversal', reference: null, at }),
      ),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    // The database refuses it too, whoever writes.
    await expect(
      testApp.app.db.update(accounts).set({ balanceTiyin: -1 }).where(eq(accounts.userId, userId)),
    ).rejects.toThrow();
    expect(await balanceOf(userId)).toBe(100);
  });
});

describe('the ledger check (function and CLI)', () => {
  it('passes when every balance equals its ledger and names the accounts that do not', async () => {
    await newUserId();
    const lines: string[] = [];
    expect(await runLedgerCheck(testApp.app.db, (line) => lines.push(line))).toBe(0);
    expect(lines.join('\n')).toContain('passed');

    const userId = await newUserId();
    await testApp.app.db.update(accounts).set({ balanceTiyin: 999 }).where(eq(accounts.userId, userId));
    const result = await checkLedger(testApp.app.db);
    expect(result.ok).toBe(false);
    expect(result.mismatches).toEqual([{ userId, balanceTiyin: 999, ledgerTiyin: 0 }]);
    const failed: string[] = [];
    expect(reportLedgerCheck(result, (line) => failed.push(line))).toBe(1);
    expect(failed.join('\n')).toContain(`user ${userId}: balance 999 tiyin, ledger sum 0 tiyin`);
    await testApp.app.db.update(accounts).set({ balanceTiyin: 0 }).where(eq(accounts.userId, userId));
  });
});
