import {
  type CancelPreview,
  type CancelRefundPolicy,
  type CancelWhen,
  type Language,
  tiyinToSom,
} from '@portal/contracts';
import type { Database, Queryable } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { enqueue } from '../../jobs/job-runner.js';
import { changeBalance } from '../balance/balance.service.js';
import { notify } from '../notifications/notifications.service.js';
import { panelTask } from './hosting.jobs.js';
import type { HostingDeps } from './hosting-deps.js';
import { assertCancellable, cancellationState, cancelRefund, NO_CANCELLATION } from './order-cancellation.js';
import { recordStatus } from './order-events.js';
import { graceEnds } from './order-rules.js';
import { findOrderOf, insertEvent, netPaidTiyin, type OrderRow, updateOrder } from './orders.repository.js';
import { getOrder, lockOwnOrder } from './orders.service.js';

// A customer cancels a hosting order (docs/product/hosting.md, Cancel). Both ways end in the expiry lifecycle the scheduler
// already runs: `week` with the panel account suspended, then cancelled and deleted when the grace week ends.
// Each change runs on the locked order row, so of two cancellations at once one applies and the other is refused:
// one period's days are refunded once. The route's Idempotency-Key makes a repeated request answer the same.

export interface CancelInput {
  userId: number;
  orderId: number;
  when: CancelWhen;
  reason?: string | undefined;
  policy: CancelRefundPolicy;
  now: Date;
  language?: Language;
}

/** Tells the customer, like the order's other events, in their language and on their channels. */
const tell = (
  tx: Queryable,
  order: OrderRow,
  at: Date,
  params: { cancel: 'scheduled' | 'undone' | 'now' | 'end_of_term'; amount?: number; until?: Date },
) =>
  notify(tx, {
    userId: order.userId,
    kind: 'order_cancellation',
    params: {
      order_id: order.id,
      cancel: params.cancel,
      expires_at: order.expiresAt.toISOString(),
      ...(params.amount === undefined ? {} : { amount: params.amount }),
      ...(params.until ? { until: params.until.toISOString() } : {}),
    },
    at,
  });

/** Now: the unused whole days back as their own ledger row, the order into `week`, the panel account suspended. */
async function cancelNow(tx: Queryable, order: OrderRow, input: CancelInput, reason: string | null) {
  const { now } = input;
  const refund = cancelRefund(order, {
    policy: input.policy,
    now,
    netPaidTiyin: await netPaidTiyin(tx, order.id),
  });
  if (refund.refundTiyin > 0) {
    await changeBalance(tx, {
      userId: order.userId,
      amountTiyin: refund.refundTiyin,
      reason: 'order_cancel_refund',
      reference: { type: 'hosting_order', id: order.id },
      at: now,
    });
    await insertEvent(tx, {
      orderId: order.id,
      kind: 'refund',
      action: 'cancel_refund',
      detail: { amount_tiyin: refund.refundTiyin, days: refund.days, policy: input.policy },
      at: now,
    });
  }
  // The paid period ends now, so the scheduler's grace week (and the deletion after it) counts from here.
  await updateOrder(tx, order.id, {
    status: 'week',
    expiresAt: now,
    cancelWhen: 'now',
    cancelRequestedAt: now,
    cancelledAt: now,
    cancelRefundTiyin: refund.refundTiyin,
    cancelReason: reason,
    updatedAt: now,
  });
  await recordStatus(tx, order.id, order.status, 'week', 'customer_cancel', now, {
    when: 'now',
    reason,
    refund_tiyin: refund.refundTiyin,
    days: refund.days,
    expires_at: order.expiresAt.toISOString(),
  });
  await tell(tx, { ...order, expiresAt: now }, now, {
    cancel: 'now',
    amount: tiyinToSom(refund.refundTiyin),
    until: graceEnds(now),
  });
  await enqueue(tx, panelTask, { orderId: order.id, action: 'suspend' }, now);
}

/** End of term: nothing renews and the account works until the expiry; the scheduler ends it then. */
async function scheduleCancel(tx: Queryable, order: OrderRow, now: Date, reason: string | null) {
  await updateOrder(tx, order.id, {
    cancelWhen: 'end_of_term',
    cancelRequestedAt: now,
    cancelledAt: null,
    cancelRefundTiyin: null,
    cancelReason: reason,
    updatedAt: now,
  });
  await recordStatus(tx, order.id, order.status, order.status, 'cancel_scheduled', now, {
    when: 'end_of_term',
    reason,
    expires_at: order.expiresAt.toISOString(),
  });
  await tell(tx, order, now, { cancel: 'scheduled' });
}

export async function cancelOrder(db: Database, deps: HostingDeps, input: CancelInput) {
  const { userId, orderId, now } = input;
  const reason = input.reason?.trim() || null;
  await db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, userId, orderId);
    assertCancellable(order, input.when);
    if (input.when === 'now') await cancelNow(tx, order, input, reason);
    else await scheduleCancel(tx, order, now, reason);
  });
  return getOrder(db, deps, { userId, orderId, now, language: input.language });
}

/** Takes back an end-of-term cancellation that has not happened yet; the order renews as it did before. */
export async function undoCancel(
  db: Database,
  deps: HostingDeps,
  input: { userId: number; orderId: number; now: Date; language?: Language },
) {
  const { userId, orderId, now } = input;
  await db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, userId, orderId);
    if (cancellationState(order) !== 'scheduled') throw new AppError('ORDER_CANCEL_NOT_SCHEDULED');
    await updateOrder(tx, orderId, { ...NO_CANCELLATION, updatedAt: now });
    await recordStatus(tx, orderId, order.status, order.status, 'cancel_undone', now, {
      reason: order.cancelReason,
    });
    await tell(tx, order, now, { cancel: 'undone' });
  });
  return getOrder(db, deps, { userId, orderId, now, language: input.language });
}

/**
 * The scheduler at the expiry of an order its customer is ending: no renewal, `week` with the panel account
 * suspended, like an unpaid expiry, and the customer told it happened.
 */
export async function endAtTermEnd(tx: Queryable, order: OrderRow, now: Date): Promise<void> {
  await updateOrder(tx, order.id, { status: 'week', cancelledAt: now, updatedAt: now });
  await recordStatus(tx, order.id, order.status, 'week', 'cancel_end_of_term', now, {
    reason: order.cancelReason,
  });
  await tell(tx, order, now, { cancel: 'end_of_term', until: graceEnds(order.expiresAt) });
  await enqueue(tx, panelTask, { orderId: order.id, action: 'suspend' }, now);
}

/** What cancelling now would return and when either choice deletes the account; changes nothing. */
export async function previewCancel(
  db: Database,
  input: { userId: number; orderId: number; policy: CancelRefundPolicy; now: Date },
): Promise<CancelPreview> {
  const row = await findOrderOf(db, input.userId, input.orderId);
  if (!row) throw new AppError('NOT_FOUND');
  const { order } = row;
  const refund = cancelRefund(order, {
    policy: input.policy,
    now: input.now,
    netPaidTiyin: await netPaidTiyin(db, order.id),
  });
  return {
    policy: input.policy,
    refund: tiyinToSom(refund.refundTiyin),
    unused_days: refund.days,
    expires_at: order.expiresAt.toISOString(),
    deleted_at: {
      now: graceEnds(input.now).toISOString(),
      end_of_term: graceEnds(order.expiresAt).toISOString(),
    },
  };
}
