import { GRACE_DAYS, REMINDER_DAYS } from '@portal/contracts';
import type { Database } from '../../db/database.js';
import { DUE_BATCH, type LockedStep, lockedPass } from '../../jobs/each-locked.js';
import { enqueue } from '../../jobs/job-runner.js';
import type { Clock } from '../../lib/clock.js';
import { notify } from '../notifications/notifications.service.js';
import { findTariff } from './catalogue.repository.js';
import { periodPrice } from './catalogue.service.js';
import { panelTask } from './hosting.jobs.js';
import { type OrderAutopayDeps, runOrderAutopay } from './order-autopay.js';
import { endAtTermEnd } from './order-cancel.service.js';
import { recordStatus } from './order-events.js';
import { tryChargeForOrder } from './order-money.js';
import { DAY_MS } from './order-rules.js';
import {
  dueOrderIds,
  insertEvent,
  type OrderRow,
  reminderDueIds,
  tryLockOrder,
  updateOrder,
} from './orders.repository.js';

// The timers of an order's life. Each order is handled by the shared timer loop (jobs/each-locked.ts: its own
// transaction, its row locked with SKIP LOCKED), and every condition is checked again on the locked row: two
// schedulers (or a re-run after a crash) never apply one transition twice.

export interface SchedulerResult {
  renewed: number;
  expired: number;
  cancelled: number;
  reminded: number;
}

type Step = LockedStep<OrderRow>;
const eachDue = lockedPass(tryLockOrder);

/**
 * At expiry: an order its customer is ending goes to `week` without a charge; otherwise renew for one period
 * when auto-renew is on and the balance covers it, else `week` + suspend.
 */
const expire =
  (renewed: { count: number }): Step =>
  async (tx, order, now) => {
    if (order.status !== 'active' || order.expiresAt > now) return false;
    if (order.cancelWhen === 'end_of_term') {
      await endAtTermEnd(tx, order, now);
      return true;
    }
    if (order.autoRenew) {
      const tariff = await findTariff(tx, order.tariffId);
      const price = (tariff && periodPrice(tariff, String(order.payType))) ?? order.periodPriceTiyin;
      const charge = {
        userId: order.userId,
        orderId: order.id,
        amountTiyin: price,
        action: 'auto_renew' as const,
        at: now,
      };
      if (await tryChargeForOrder(tx, charge)) {
        const expiresAt = new Date(order.expiresAt.getTime() + order.payType * 1000);
        await updateOrder(tx, order.id, { expiresAt, reminderDaysSent: null, updatedAt: now });
        renewed.count += 1;
        return false;
      }
    }
    await updateOrder(tx, order.id, { status: 'week', updatedAt: now });
    await recordStatus(tx, order.id, 'active', 'week', 'expired', now, { auto_renew: order.autoRenew });
    await enqueue(tx, panelTask, { orderId: order.id, action: 'suspend' }, now);
    return true;
  };

/** Seven days after expiry in `week`: cancelled, and the panel user deleted. */
const endGrace: Step = async (tx, order, now) => {
  if (order.status !== 'week' || order.expiresAt.getTime() + GRACE_DAYS * DAY_MS > now.getTime())
    return false;
  await updateOrder(tx, order.id, { status: 'cancelled', updatedAt: now });
  await recordStatus(tx, order.id, 'week', 'cancelled', 'grace_ended', now);
  await enqueue(tx, panelTask, { orderId: order.id, action: 'delete' }, now);
  return true;
};

/** The smallest reminder threshold (7, 3, 1 days) the order is within, if not sent yet for this expiry. */
const remind: Step = async (tx, order, now) => {
  if (order.status !== 'active' || order.expiresAt <= now) return false;
  const left = order.expiresAt.getTime() - now.getTime();
  const due = [...REMINDER_DAYS].sort((a, b) => a - b).find((days) => left <= days * DAY_MS);
  if (due === undefined || (order.reminderDaysSent !== null && order.reminderDaysSent <= due)) return false;
  // A notification, so the customer's e-mail and Telegram choices apply; the texts are in its table.
  await notify(tx, {
    userId: order.userId,
    kind: 'order_expiring',
    params: { order_id: order.id, days: due, expires_at: order.expiresAt.toISOString() },
    at: now,
  });
  await updateOrder(tx, order.id, { reminderDaysSent: due, updatedAt: now });
  await insertEvent(tx, { orderId: order.id, kind: 'reminder', action: `days_${due}`, at: now });
  return true;
};

/** One pass of the scheduler; safe to run in several processes at once and to re-run. */
export async function runOrderScheduler(
  db: Database,
  clock: Clock,
  autopay?: OrderAutopayDeps,
): Promise<SchedulerResult> {
  // Auto-pay first: a shortfall charged now lets the expiry step below renew from the balance.
  if (autopay) await runOrderAutopay(db, autopay, () => clock.now());
  const now = clock.now();
  const renewed = { count: 0 };
  const expired = await eachDue(db, await dueOrderIds(db, ['active'], now, DUE_BATCH), now, expire(renewed));
  const graceCutoff = new Date(now.getTime() - GRACE_DAYS * DAY_MS);
  const cancelled = await eachDue(db, await dueOrderIds(db, ['week'], graceCutoff, DUE_BATCH), now, endGrace);
  const reminded = await eachDue(db, await reminderDueIds(db, now, REMINDER_DAYS, DUE_BATCH), now, remind);
  return { renewed: renewed.count, expired, cancelled, reminded };
}
