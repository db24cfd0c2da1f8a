import type { Queryable } from '../../db/database.js';
import { PanelError } from '../../integrations/hosting-panel/hosting-panel.js';
import { publishLiveEvent } from '../live/live-events.service.js';
import { notify } from '../notifications/notifications.service.js';
import { findTariff } from './catalogue.repository.js';
import { findOrder, insertEvent, type OrderStatusValue } from './orders.repository.js';

// Every status change and panel call is written on the order (docs/product/hosting.md).

export async function recordStatus(
  db: Queryable,
  orderId: number,
  from: OrderStatusValue | null,
  to: OrderStatusValue,
  action: string,
  at: Date,
  detail?: Record<string, unknown>,
): Promise<void> {
  await insertEvent(db, { orderId, kind: 'status', fromStatus: from, toStatus: to, action, at, detail });
  await notifyStatus(db, orderId, from, to, action, at);
  await publishOrderStatus(db, orderId, to, at);
}

/** The customer's open order list and order page update live. */
async function publishOrderStatus(db: Queryable, orderId: number, to: OrderStatusValue, at: Date) {
  const order = await findOrder(db, orderId);
  if (!order) return;
  await publishLiveEvent(db, {
    userId: order.userId,
    kind: 'order',
    payload: { order_id: orderId, status: to },
    at,
  });
}

/**
 * Tells the customer about the changes they did not make themselves: provisioned, suspended at expiry,
 * cancelled. A paid change the panel never applied is told by the revert path, which knows the refund.
 */
async function notifyStatus(
  db: Queryable,
  orderId: number,
  from: OrderStatusValue | null,
  to: OrderStatusValue,
  action: string,
  at: Date,
): Promise<void> {
  const kind =
    from === 'progress' && to === 'active'
      ? 'order_active'
      : to === 'week' && action === 'expired'
        ? 'order_suspended'
        : to === 'cancelled'
          ? 'order_cancelled'
          : undefined;
  if (!kind) return;
  const order = await findOrder(db, orderId);
  if (!order) return;
  const tariff = await findTariff(db, order.tariffId);
  await notify(db, {
    userId: order.userId,
    kind,
    params: {
      order_id: orderId,
      ...(tariff ? { tariff: tariff.name } : {}),
      expires_at: order.expiresAt.toISOString(),
      ...(kind === 'order_cancelled' ? { refunded: action === 'provisioning_failed' } : {}),
    },
    at,
  });
}

/** Runs one panel call and records it, with the panel's error when it failed; the error is rethrown. */
export async function recordedPanelCall<T>(
  db: Queryable,
  orderId: number,
  func: string,
  at: () => Date,
  call: () => Promise<T>,
): Promise<T> {
  try {
    const result = await call();
    await insertEvent(db, { orderId, kind: 'panel', action: func, ok: true, at: at() });
    return result;
  } catch (error) {
    const detail =
      error instanceof PanelError
        ? { kind: error.kind, type: error.type ?? null, object: error.object ?? null, message: error.message }
        : { message: error instanceof Error ? error.message : String(error) };
    await insertEvent(db, { orderId, kind: 'panel', action: func, ok: false, at: at(), detail });
    throw error;
  }
}
