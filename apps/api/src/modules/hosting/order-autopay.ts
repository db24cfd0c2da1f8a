import { GRACE_DAYS } from '@portal/contracts';
import type { Database } from '../../db/database.js';
import { balanceOf } from '../balance/balance.service.js';
import {
  AUTOPAY_LEAD_DAYS,
  type AutopayAttempt,
  type AutopayDeps,
  attemptDetail,
  autopaySubject,
  chargeRenewalShortfall,
} from '../payments/autopay.service.js';
import { findTariff } from './catalogue.repository.js';
import { periodPrice } from './catalogue.service.js';
import type { HostingDeps } from './hosting-deps.js';
import { extendOrder } from './order-changes.service.js';
import { DAY_MS } from './order-rules.js';
import { autopayCandidateIds, findOrder, insertEvent } from './orders.repository.js';

// Auto-pay in the order scheduler (docs/product/saved-cards.md): an order that renews within three days, or has
// expired into its grace week, and that the balance cannot renew, gets its shortfall charged to the auto-pay
// card. The renewal itself stays what it was: the expiry step renews an active order from the balance; an order
// already in its grace week is extended from the balance as the customer would extend it. Every attempt and its
// outcome is an event in the order's history. The card is charged outside any transaction (an outside call never
// runs under a row lock); exactly-once is the payments side's (autopay.service.ts).

const BATCH = 100;

export interface OrderAutopayDeps {
  autopay: AutopayDeps;
  hosting: HostingDeps;
}

export async function runOrderAutopay(
  db: Database,
  deps: OrderAutopayDeps,
  now: () => Date,
): Promise<number> {
  const at = now();
  const ids = await autopayCandidateIds(
    db,
    {
      leadUntil: new Date(at.getTime() + AUTOPAY_LEAD_DAYS * DAY_MS),
      graceFrom: new Date(at.getTime() - GRACE_DAYS * DAY_MS),
    },
    BATCH,
  );
  let charged = 0;
  for (const id of ids) {
    const order = await findOrder(db, id);
    if (!order?.expiresAt) continue;
    const tariff = await findTariff(db, order.tariffId);
    const price = (tariff && periodPrice(tariff, String(order.payType))) ?? order.periodPriceTiyin;
    const balance = await balanceOf(db, order.userId);
    if (balance < price) {
      const attempt = await chargeRenewalShortfall(db, deps.autopay, {
        userId: order.userId,
        subject: autopaySubject('order', order.id),
        period: order.expiresAt.toISOString(),
        shortfallTiyin: price - balance,
        now,
      });
      await recordAttempt(db, order.id, attempt, now());
      if (attempt.kind === 'paid') charged += 1;
      if (attempt.kind !== 'paid') continue;
    }
    // A paid shortfall (now or by an earlier run) renews an order already in its grace week from the balance.
    if (order.status === 'week' && (await balanceOf(db, order.userId)) >= price) {
      await extendOrder(db, deps.hosting, {
        userId: order.userId,
        orderId: order.id,
        periods: 1,
        now: now(),
      });
    }
  }
  return charged;
}

async function recordAttempt(db: Database, orderId: number, attempt: AutopayAttempt, at: Date) {
  const event = attemptDetail(attempt);
  if (!event) return;
  await insertEvent(db, { orderId, kind: 'charge', action: 'autopay', ...event, at });
}
