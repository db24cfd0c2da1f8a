import { z } from 'zod';
import type { JobContext } from '../../jobs/job-definition.js';
import { tryChangeBalance } from '../balance/balance.service.js';
import { recordStatus } from './order-events.js';
import { insertEvent, lockOrder, updateOrder } from './orders.repository.js';

/** What a tariff change replaced and charged, so a change the panel never applies can be undone. */
export const tariffChangeRevertSchema = z.object({
  toTariffId: z.number().int(),
  fromTariffId: z.number().int(),
  fromPayType: z.number().int(),
  fromPeriodPriceTiyin: z.number().int(),
  fromExpiresAt: z.string(),
  chargeTiyin: z.number().int().nonnegative(),
});
export type TariffChangeRevert = z.infer<typeof tariffChangeRevertSchema>;

/**
 * The panel refused the new limits, or never confirmed them: the customer must not pay for a tariff they do
 * not get. Puts the order back on its old tariff and expiry and refunds the charge, once; a newer change of
 * the same order since then is left alone.
 */
export async function revertTariffChange(
  orderId: number,
  revert: TariffChangeRevert,
  context: JobContext,
  reason: string,
): Promise<void> {
  await context.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.tariffId !== revert.toTariffId) return;
    const now = context.clock.now();
    await tryChangeBalance(tx, {
      userId: order.userId,
      amountTiyin: revert.chargeTiyin,
      reason: 'order_refund',
      reference: { type: 'hosting_order', id: orderId },
      at: now,
    });
    await updateOrder(tx, orderId, {
      tariffId: revert.fromTariffId,
      payType: revert.fromPayType,
      periodPriceTiyin: revert.fromPeriodPriceTiyin,
      expiresAt: new Date(revert.fromExpiresAt),
      updatedAt: now,
    });
    await insertEvent(tx, {
      orderId,
      kind: 'refund',
      action: 'tariff_change_failed',
      detail: { amount_tiyin: revert.chargeTiyin, reason },
      at: now,
    });
    await recordStatus(tx, orderId, order.status, order.status, 'tariff_change_reverted', now, {
      from_tariff: revert.toTariffId,
      to_tariff: revert.fromTariffId,
    });
  });
}

/** What an extension out of `week` replaced and charged, so a resume the panel never applies can be undone. */
export const extensionRevertSchema = z.object({
  toExpiresAt: z.string(),
  fromExpiresAt: z.string(),
  chargeTiyin: z.number().int().nonnegative(),
});
export type ExtensionRevert = z.infer<typeof extensionRevertSchema>;

/**
 * The panel would not resume the account after the customer paid to extend from `week`: the customer must not
 * pay for a suspended account. Puts the order back in `week` with its old expiry (so the grace period runs on
 * as before) and refunds the charge, once; an order changed again since then is left alone.
 */
export async function revertExtension(
  orderId: number,
  revert: ExtensionRevert,
  context: JobContext,
  reason: string,
): Promise<void> {
  await context.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order?.status !== 'active' || order.expiresAt?.toISOString() !== revert.toExpiresAt) return;
    const now = context.clock.now();
    await tryChangeBalance(tx, {
      userId: order.userId,
      amountTiyin: revert.chargeTiyin,
      reason: 'order_refund',
      reference: { type: 'hosting_order', id: orderId },
      at: now,
    });
    await updateOrder(tx, orderId, {
      status: 'week',
      expiresAt: new Date(revert.fromExpiresAt),
      updatedAt: now,
    });
    await insertEvent(tx, {
      orderId,
      kind: 'refund',
      action: 'resume_failed',
      detail: { amount_tiyin: revert.chargeTiyin, reason },
      at: now,
    });
    await recordStatus(tx, orderId, 'active', 'week', 'extension_reverted', now, { reason });
  });
}
