import { type Language, localizedName, tiyinToSom } from '@portal/contracts';
import type { Queryable } from '../../db/database.js';
import { listOrderRows, listOrdersIn } from './hosting-personal-data.repository.js';

// The hosting orders in "download my data", and the rule that an account with one still running cannot be
// deleted. The panel password is never exported.

export async function hostingOrdersForExport(db: Queryable, userId: number) {
  const rows = await listOrderRows(db, userId);
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    tariff: row.tariff,
    period_seconds: row.payType,
    period_price_som: tiyinToSom(row.periodPriceTiyin),
    expires_at: row.expiresAt.toISOString(),
    auto_renew: row.autoRenew,
    panel_login: row.panelLogin,
    created_at: row.createdAt.toISOString(),
  }));
}

/** Every status but `cancelled` is an order not finished: it is being set up, runs, or may still come back. */
const UNFINISHED = ['progress', 'active', 'week', 'suspended'] as const;

/**
 * The orders that stop an account's deletion, each with its tariff named in the customer's language. An order the
 * customer cancelled "now" does not: its grace week ends it by itself, and the customer can do nothing more.
 */
export async function unfinishedOrders(
  db: Queryable,
  { userId, language }: { userId: number; language: Language },
) {
  const rows = await listOrdersIn(db, userId, [...UNFINISHED]);
  return rows.map((row) => ({ id: row.id, tariff: localizedName(row.tariff, row.tariffI18n, language) }));
}
