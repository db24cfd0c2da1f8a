import { tiyinToSom } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { accounts } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { tryChangeBalance } from '../balance/balance.service.js';
import { insertEvent } from './orders.repository.js';

export async function balanceOf(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: accounts.balanceTiyin })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  return row?.balance ?? 0;
}

/**
 * Debits an order payment in the caller's transaction and records it on the order. Too little balance is
 * the customer's payment error, naming the shortfall in som.
 */
export async function chargeForOrder(
  tx: Queryable,
  charge: { userId: number; orderId: number; amountTiyin: number; action: string; at: Date },
): Promise<void> {
  const changed = await tryChangeBalance(tx, {
    userId: charge.userId,
    amountTiyin: -charge.amountTiyin,
    reason: 'order_payment',
    reference: { type: 'hosting_order', id: charge.orderId },
    at: charge.at,
  });
  if (!changed) {
    const balance = await balanceOf(tx, charge.userId);
    throw new AppError('INSUFFICIENT_FUNDS', { shortfall: tiyinToSom(charge.amountTiyin - balance) });
  }
  await insertEvent(tx, {
    orderId: charge.orderId,
    kind: 'charge',
    action: charge.action,
    detail: { amount_tiyin: charge.amountTiyin },
    at: charge.at,
  });
}
