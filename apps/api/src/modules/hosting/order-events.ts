import type { Queryable } from '../../db/database.js';
import { PanelError } from '../../integrations/hosting-panel/hosting-panel.js';
import { insertEvent, type OrderStatusValue } from './orders.repository.js';

// Every status change and panel call is written on the order (DESIGN.md §3).

export function recordStatus(
  db: Queryable,
  orderId: number,
  from: OrderStatusValue | null,
  to: OrderStatusValue,
  action: string,
  at: Date,
  detail?: Record<string, unknown>,
): Promise<void> {
  return insertEvent(db, { orderId, kind: 'status', fromStatus: from, toStatus: to, action, at, detail });
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
