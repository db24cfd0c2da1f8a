import {
  type CancellationState,
  type CancelRefundPolicy,
  type OrderCancellation,
  remainingDays,
  TIYIN_PER_SOM,
  tiyinToSom,
} from '@portal/contracts';
import { AppError } from '../../errors/app-error.js';
import { graceEnds, unusedDaysCreditTiyin } from './order-rules.js';
import type { OrderRow } from './orders.repository.js';

// The rules of a customer's cancellation (docs/product/hosting.md, Cancel), as pure functions over the order row.

/**
 * `scheduled` while an end-of-term cancellation waits for the expiry (the order still runs, or staff paused it);
 * `done` once it took effect (or staff ended the order first); null without one.
 */
export function cancellationState(order: OrderRow): CancellationState | null {
  if (order.cancelWhen === null) return null;
  const isWaiting =
    order.cancelWhen === 'end_of_term' &&
    order.cancelledAt === null &&
    (order.status === 'active' || order.status === 'suspended');
  return isWaiting ? 'scheduled' : 'done';
}

/** The cancellation as the customer and staff see it. */
export function cancellationOf(order: OrderRow): OrderCancellation | null {
  const state = cancellationState(order);
  if (!state || !order.cancelWhen || !order.cancelRequestedAt) return null;
  // A cancellation now moved the expiry to that moment, so the grace week (and the deletion) counts from it.
  const effectiveAt = order.cancelWhen === 'now' ? (order.cancelledAt ?? order.expiresAt) : order.expiresAt;
  return {
    when: order.cancelWhen,
    state,
    requested_at: order.cancelRequestedAt.toISOString(),
    effective_at: effectiveAt.toISOString(),
    deleted_at: graceEnds(order.expiresAt).toISOString(),
    refund: order.cancelWhen === 'now' ? tiyinToSom(order.cancelRefundTiyin ?? 0) : null,
    reason: order.cancelReason,
  };
}

/**
 * What a cancellation now returns: under `unused_days` the whole unused days (remainingDays, the count every
 * screen shows) times the period price over its days, in whole som rounded down, and never more than the
 * customer paid for the order net of what came back (days staff added are not money); under `none` nothing.
 */
export function cancelRefund(
  order: OrderRow,
  { policy, now, netPaidTiyin }: { policy: CancelRefundPolicy; now: Date; netPaidTiyin: number },
): { days: number; refundTiyin: number } {
  const days = remainingDays(order.expiresAt, now);
  if (policy === 'none') return { days, refundTiyin: 0 };
  const share = unusedDaysCreditTiyin(order.periodPriceTiyin, order.payType, days);
  const capped = Math.min(share, Math.max(0, netPaidTiyin));
  return { days, refundTiyin: Math.floor(capped / TIYIN_PER_SOM) * TIYIN_PER_SOM };
}

/** Refuses a cancellation the order's state does not allow; `now` may replace a scheduled end-of-term one. */
export function assertCancellable(order: OrderRow, when: 'now' | 'end_of_term'): void {
  const state = cancellationState(order);
  if (state === 'done' || order.status === 'cancelled') throw new AppError('ORDER_CANCELLED');
  if (state === 'scheduled' && when === 'end_of_term') throw new AppError('ORDER_CANCEL_SCHEDULED');
  if (order.status !== 'active') throw new AppError('ORDER_NOT_ACTIVE');
}

/** Extending or changing an order its customer is cancelling would charge for days they gave up. */
export function assertNotCancelling(order: OrderRow): void {
  const state = cancellationState(order);
  if (state === 'scheduled') throw new AppError('ORDER_CANCEL_SCHEDULED');
  if (state === 'done') throw new AppError('ORDER_CANCELLED');
}

/** The columns that forget a cancellation (undone, or staff brought the order back). */
export const NO_CANCELLATION = {
  cancelWhen: null,
  cancelRequestedAt: null,
  cancelledAt: null,
  cancelRefundTiyin: null,
  cancelReason: null,
} as const;
