import { tiyinToSom } from '@portal/contracts';
import { z } from 'zod';
import type { JobContext } from '../../jobs/job-definition.js';
import { balanceOf, tryChangeBalance } from '../balance/balance.service.js';
import { notify } from '../notifications/notifications.service.js';
import { recordStatus } from './order-events.js';
import { insertEvent, lockOrder, type NewOrderRow, type OrderRow, updateOrder } from './orders.repository.js';

/** What a tariff change replaced and charged, so a change the panel never applies can be undone. */
export const tariffChangeRevertSchema = z.object({
  toTariffId: z.number().int(),
  fromTariffId: z.number().int(),
  fromPayType: z.number().int(),
  fromPeriodPriceTiyin: z.number().int(),
  fromExpiresAt: z.string(),
  chargeTiyin: z.number().int().nonnegative(),
  /** The unused days credited under TARIFF_CHANGE_POLICY=prorate; taken back with the old expiry. */
  creditTiyin: z.number().int().nonnegative().default(0),
});
export type TariffChangeRevert = z.infer<typeof tariffChangeRevertSchema>;

/** What an extension out of `week` replaced and charged, so a resume the panel never applies can be undone. */
export const extensionRevertSchema = z.object({
  toExpiresAt: z.string(),
  fromExpiresAt: z.string(),
  chargeTiyin: z.number().int().nonnegative(),
});
export type ExtensionRevert = z.infer<typeof extensionRevertSchema>;

interface PaidChangeUndo {
  /** False when the order has changed again since: then nothing is undone. */
  isStillCurrent: (order: OrderRow) => boolean;
  restore: (order: OrderRow) => Partial<NewOrderRow>;
  chargeTiyin: number;
  /** What the change credited (prorate): the old expiry comes back, so the credit goes back too. */
  creditTiyin: number;
  /** The refund event's action and the status event's action and detail. */
  refundAction: string;
  statusAction: string;
  statusDetail: (order: OrderRow) => Record<string, unknown>;
}

/**
 * The customer must not pay for a change the panel never applied: refunds the charge and restores the order
 * in one transaction, once (the check on the locked row makes a re-run a no-op).
 */
async function undoPaidChange(orderId: number, undo: PaidChangeUndo, context: JobContext, reason: string) {
  await context.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || !undo.isStillCurrent(order)) return;
    const now = context.clock.now();
    const restored = undo.restore(order);
    // The net of the charge and the credit: a refund when the charge was larger, else the credit taken back as
    // far as the balance holds it (it never goes below zero; staff see what was left uncollected on the event).
    const netTiyin = undo.chargeTiyin - undo.creditTiyin;
    const takeBackTiyin = netTiyin < 0 ? Math.min(-netTiyin, await balanceOf(tx, order.userId)) : 0;
    if (netTiyin > 0 || takeBackTiyin > 0) {
      await tryChangeBalance(tx, {
        userId: order.userId,
        amountTiyin: netTiyin > 0 ? netTiyin : -takeBackTiyin,
        reason: netTiyin > 0 ? 'order_refund' : 'tariff_change_credit_reversal',
        reference: { type: 'hosting_order', id: orderId },
        at: now,
      });
    }
    await updateOrder(tx, orderId, { ...restored, updatedAt: now });
    await insertEvent(tx, {
      orderId,
      kind: 'refund',
      action: undo.refundAction,
      detail: {
        amount_tiyin: Math.max(0, netTiyin),
        reason,
        ...(netTiyin < 0 ? { uncollected_tiyin: -netTiyin - takeBackTiyin } : {}),
      },
      at: now,
    });
    const to = restored.status ?? order.status;
    await recordStatus(tx, orderId, order.status, to, undo.statusAction, now, undo.statusDetail(order));
    await notify(tx, {
      userId: order.userId,
      kind: 'order_change_reverted',
      params: {
        order_id: orderId,
        change: undo.statusAction === 'extension_reverted' ? 'extension' : 'tariff_change',
        amount: tiyinToSom(Math.max(0, netTiyin)),
      },
      at: now,
    });
  });
}

/** The panel refused the new limits, or never confirmed them: back to the old tariff and expiry. */
export function revertTariffChange(
  orderId: number,
  revert: TariffChangeRevert,
  context: JobContext,
  reason: string,
) {
  return undoPaidChange(
    orderId,
    {
      isStillCurrent: (order) => order.tariffId === revert.toTariffId,
      restore: () => ({
        tariffId: revert.fromTariffId,
        payType: revert.fromPayType,
        periodPriceTiyin: revert.fromPeriodPriceTiyin,
        expiresAt: new Date(revert.fromExpiresAt),
      }),
      chargeTiyin: revert.chargeTiyin,
      creditTiyin: revert.creditTiyin,
      refundAction: 'tariff_change_failed',
      statusAction: 'tariff_change_reverted',
      statusDetail: () => ({ from_tariff: revert.toTariffId, to_tariff: revert.fromTariffId }),
    },
    context,
    reason,
  );
}

/**
 * The panel would not resume the account after the customer paid to extend from `week`: back to `week` with the
 * old expiry, so the grace period runs on as before.
 */
export function revertExtension(
  orderId: number,
  revert: ExtensionRevert,
  context: JobContext,
  reason: string,
) {
  return undoPaidChange(
    orderId,
    {
      isStillCurrent: (order) =>
        order.status === 'active' && order.expiresAt?.toISOString() === revert.toExpiresAt,
      restore: () => ({ status: 'week', expiresAt: new Date(revert.fromExpiresAt) }),
      chargeTiyin: revert.chargeTiyin,
      creditTiyin: 0,
      refundAction: 'resume_failed',
      statusAction: 'extension_reverted',
      statusDetail: () => ({ reason }),
    },
    context,
    reason,
  );
}
