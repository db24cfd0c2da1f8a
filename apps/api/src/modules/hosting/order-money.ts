import { type OrderChargeKind, tiyinToSom } from '@portal/contracts';
import type { Queryable } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { balanceOf, tryChangeBalance } from '../balance/balance.service.js';
import { insertEvent } from './orders.repository.js';

export interface OrderCharge {
  userId: number;
  orderId: number;
  amountTiyin: number;
  /** What the charge is for, on the order's event and its ledger row: create, extend, tariff_change, auto_renew. */
  action: OrderChargeKind;
  at: Date;
}

/**
 * Debits an order payment in the caller's transaction and records it on the order; answers false, changing
 * nothing, when the balance does not cover it. The one charge sequence of requests and the scheduler.
 */
export async function tryChargeForOrder(tx: Queryable, charge: OrderCharge): Promise<boolean> {
  const changed = await tryChangeBalance(tx, {
    userId: charge.userId,
    amountTiyin: -charge.amountTiyin,
    reason: 'order_payment',
    reference: { type: 'hosting_order', id: charge.orderId },
    kind: charge.action,
    at: charge.at,
  });
  if (!changed) return false;
  await insertEvent(tx, {
    orderId: charge.orderId,
    kind: 'charge',
    action: charge.action,
    detail: { amount_tiyin: charge.amountTiyin },
    at: charge.at,
  });
  return true;
}

/** Like tryChargeForOrder, but too little balance is the customer's payment error, naming the shortfall in som. */
export async function chargeForOrder(tx: Queryable, charge: OrderCharge): Promise<void> {
  if (await tryChargeForOrder(tx, charge)) return;
  const balance = await balanceOf(tx, charge.userId);
  throw new AppError('INSUFFICIENT_FUNDS', { shortfall: tiyinToSom(charge.amountTiyin - balance) });
}
