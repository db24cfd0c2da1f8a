import { type DailyTotal, tiyinToSom } from '@portal/contracts';
import type { Queryable } from '../../../db/database.js';
import { listCallbacksPage } from '../callback-log.repository.js';
import { type InvoiceFilter, listInvoicesWithTransactions, sumPaidByDay } from '../invoice.repository.js';
import { PAYME_STATE } from '../payme-protocol.js';

// Invoices as staff see them: each with the provider transactions that touched it, in the provider's words.

const PAYME_STATE_NAMES: Record<number, string> = {
  [PAYME_STATE.created]: 'payme: created',
  [PAYME_STATE.performed]: 'payme: performed',
  [PAYME_STATE.cancelled]: 'payme: cancelled',
  [PAYME_STATE.cancelledAfterPerform]: 'payme: cancelled after perform',
};

export async function invoicesForStaff(db: Queryable, userId: number) {
  return withTransactions(await listInvoicesWithTransactions(db, { userId }, 100));
}

export const PAYMENTS_PAGE_SIZE = 50;

/** Every customer's invoices, filtered, a page at a time. */
export async function paymentsForStaff(db: Queryable, filter: InvoiceFilter, page: number) {
  const found = await listInvoicesWithTransactions(
    db,
    filter,
    PAYMENTS_PAGE_SIZE,
    (page - 1) * PAYMENTS_PAGE_SIZE,
  );
  const userIds = new Map(found.rows.map((row) => [row.id, row.userId]));
  return withTransactions(found).map((invoice) => ({
    ...invoice,
    customer_id: userIds.get(invoice.id) ?? 0,
  }));
}

/** Paid top-ups per Tashkent day and provider, as the provider reports them for comparison. */
export async function dailyTotals(db: Queryable, from: Date, to: Date): Promise<DailyTotal[]> {
  const rows = await sumPaidByDay(db, from, to);
  return rows.map((row) => ({
    day: row.day,
    provider: row.merchant,
    count: row.count,
    amount: tiyinToSom(Number(row.amountTiyin)),
  }));
}

/** The totals as CSV (RFC 4180, comma-separated, a header line), for a spreadsheet beside the provider's report. */
export function dailyTotalsCsv(totals: DailyTotal[]): string {
  const lines = [
    ['day', 'provider', 'count', 'amount_som'],
    ...totals.map((row) => [row.day, row.provider, String(row.count), row.amount.toFixed(2)]),
  ];
  return `${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}

function withTransactions({ rows, payme, click }: Awaited<ReturnType<typeof listInvoicesWithTransactions>>) {
  return rows.map((row) => ({
    id: row.id,
    merchant: row.merchant,
    amount: tiyinToSom(row.amountTiyin),
    status: row.status,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    transactions: [
      ...payme
        .filter((tx) => tx.invoiceId === row.id)
        .map((tx) => ({ provider_id: tx.id, state: PAYME_STATE_NAMES[tx.state] ?? `payme: ${tx.state}` })),
      ...click
        .filter((tx) => tx.invoiceId === row.id)
        .map((tx) => ({ provider_id: tx.id, state: `click: ${tx.state}` })),
    ],
  }));
}

/** Provider callbacks with our answers, for the console's system view. */
export const CALLBACKS_PAGE_SIZE = 50;

export async function callbacksForStaff(db: Queryable, limit: number, offset: number) {
  const rows = await listCallbacksPage(db, limit, offset);
  return rows.map((row) => ({
    id: row.id,
    provider: row.provider,
    method: row.method,
    params: row.params,
    answer: row.answer,
    at: row.createdAt.toISOString(),
  }));
}
