import {
  DEFAULT_LANGUAGE,
  type Language,
  localizedName,
  type PayType,
  type PreviewRequest,
  type PreviewResponse,
  remainingDays,
  type TariffChangePolicy,
  tiyinToSom,
} from '@portal/contracts';
import type { Database, Queryable } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { enqueue } from '../../jobs/job-runner.js';
import { balanceOf, changeBalance } from '../balance/balance.service.js';
import { findTariff } from './catalogue.repository.js';
import { panelTask } from './hosting.jobs.js';
import type { HostingDeps } from './hosting-deps.js';
import { recordStatus } from './order-events.js';
import { chargeForOrder } from './order-money.js';
import { lostSeconds, unusedDaysCreditTiyin } from './order-rules.js';
import { findOrderOf, insertEvent, type OrderRow, updateOrder } from './orders.repository.js';
import { getOrder, lockOwnOrder, orderableOffer, planExtension, planTariffChange } from './orders.service.js';

// Extend and change tariff (docs/product/hosting.md): the money, the new expiry and the panel call in one transaction.

export async function extendOrder(
  db: Database,
  deps: HostingDeps,
  input: { userId: number; orderId: number; periods: number; now: Date; language?: Language },
) {
  const { userId, orderId, now } = input;
  await db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, userId, orderId);
    const plan = planExtension(order, {
      tariff: await findTariff(tx, order.tariffId),
      periods: input.periods,
      now,
    });
    await chargeForOrder(tx, { userId, orderId, amountTiyin: plan.charge, action: 'extend', at: now });
    await updateOrder(tx, orderId, {
      status: 'active',
      expiresAt: plan.expiresAt,
      reminderDaysSent: null,
      updatedAt: now,
    });
    if (order.status === 'week') {
      await recordStatus(tx, orderId, 'week', 'active', 'extend', now, { periods: input.periods });
      const revertExtension = {
        toExpiresAt: plan.expiresAt.toISOString(),
        fromExpiresAt: (order.expiresAt ?? now).toISOString(),
        chargeTiyin: plan.charge,
      };
      await enqueue(tx, panelTask, { orderId, action: 'resume', revertExtension }, now);
    }
  });
  return getOrder(db, deps, { userId, orderId, now, language: input.language });
}

/** What the active policy gives back for the current period's unused days (0 under `reset`). */
function unusedDaysCredit(order: OrderRow, policy: TariffChangePolicy, now: Date) {
  const days = remainingDays(order.expiresAt, now);
  const creditTiyin =
    policy === 'prorate' ? unusedDaysCreditTiyin(order.periodPriceTiyin, order.payType, days) : 0;
  return { days, creditTiyin };
}

/**
 * prorate: the unused days go back to the balance as their own ledger row before the new period is charged,
 * in the same transaction on the locked order row. A charge the balance cannot cover rolls the credit back with
 * it; a second change waits for the lock and finds the new period, so one period's days are credited once.
 */
async function creditUnusedDays(
  tx: Queryable,
  order: OrderRow,
  credit: { days: number; creditTiyin: number },
  now: Date,
) {
  if (credit.creditTiyin <= 0) return;
  await changeBalance(tx, {
    userId: order.userId,
    amountTiyin: credit.creditTiyin,
    reason: 'tariff_change_credit',
    reference: { type: 'hosting_order', id: order.id },
    at: now,
  });
  await insertEvent(tx, {
    orderId: order.id,
    kind: 'refund',
    action: 'tariff_change_credit',
    detail: { amount_tiyin: credit.creditTiyin, days: credit.days },
    at: now,
  });
}

export async function changeTariff(
  db: Database,
  deps: HostingDeps,
  input: {
    userId: number;
    orderId: number;
    tariffId: number;
    payType: string;
    policy: TariffChangePolicy;
    now: Date;
    language?: Language;
  },
) {
  const { userId, orderId, now } = input;
  const { tariff, price } = await orderableOffer(db, input.tariffId, input.payType);
  await db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, userId, orderId);
    const plan = planTariffChange(order, { tariff, price, payType: input.payType, now });
    const credit = unusedDaysCredit(order, input.policy, now);
    await creditUnusedDays(tx, order, credit, now);
    await chargeForOrder(tx, { userId, orderId, amountTiyin: plan.charge, action: 'tariff_change', at: now });
    await updateOrder(tx, orderId, {
      tariffId: tariff.id,
      payType: Number(input.payType),
      periodPriceTiyin: price,
      expiresAt: plan.expiresAt,
      reminderDaysSent: null,
      updatedAt: now,
    });
    await recordStatus(tx, orderId, 'active', 'active', 'tariff_change', now, {
      from_tariff: order.tariffId,
      to_tariff: tariff.id,
      lost_seconds: input.policy === 'reset' ? lostSeconds(order.expiresAt, now) : 0,
      policy: input.policy,
      credit_tiyin: credit.creditTiyin,
    });
    const revert = {
      toTariffId: tariff.id,
      fromTariffId: order.tariffId,
      fromPayType: order.payType,
      fromPeriodPriceTiyin: order.periodPriceTiyin,
      fromExpiresAt: (order.expiresAt ?? now).toISOString(),
      chargeTiyin: plan.charge,
      creditTiyin: credit.creditTiyin,
    };
    await enqueue(tx, panelTask, { orderId, action: 'change_limits', revert }, now);
  });
  return getOrder(db, deps, { userId, orderId, now, language: input.language });
}

/** What an extension or a tariff change would do, computed by the same rules and changing nothing. */
export async function previewChange(
  db: Database,
  input: {
    userId: number;
    orderId: number;
    request: PreviewRequest;
    policy: TariffChangePolicy;
    now: Date;
    language?: Language;
  },
): Promise<PreviewResponse> {
  const { userId, orderId, request, now } = input;
  const language = input.language ?? DEFAULT_LANGUAGE;
  const row = await findOrderOf(db, userId, orderId);
  if (!row) throw new AppError('NOT_FOUND');
  const { order } = row;
  const balance = await balanceOf(db, userId);
  let charge: number;
  let expiresAt: Date;
  let lost = 0;
  let credit = { days: 0, creditTiyin: 0 };
  let tariff = { id: order.tariffId, name: localizedName(row.tariffName, row.tariffNameI18n, language) };
  let payType = String(order.payType) as PayType;
  if (request.action === 'extend') {
    const plan = planExtension(order, {
      tariff: await findTariff(db, order.tariffId),
      periods: Number(request.extend_period),
      now,
    });
    charge = plan.charge;
    expiresAt = plan.expiresAt;
  } else {
    const offer = await orderableOffer(db, Number(request.tariff_id), request.pay_type);
    const plan = planTariffChange(order, {
      tariff: offer.tariff,
      price: offer.price,
      payType: request.pay_type,
      now,
    });
    charge = plan.charge;
    expiresAt = plan.expiresAt;
    credit = unusedDaysCredit(order, input.policy, now);
    lost = input.policy === 'reset' ? lostSeconds(order.expiresAt, now) : 0;
    tariff = { id: offer.tariff.id, name: localizedName(offer.tariff.name, offer.tariff.nameI18n, language) };
    payType = request.pay_type;
  }
  return {
    charge: tiyinToSom(charge),
    balance: tiyinToSom(balance),
    sufficient: balance + credit.creditTiyin >= charge,
    shortfall: tiyinToSom(Math.max(0, charge - balance - credit.creditTiyin)),
    current_expires_at: order.expiresAt.toISOString(),
    new_expires_at: expiresAt.toISOString(),
    lost_seconds: lost,
    lost_days: credit.days,
    policy: input.policy,
    credit: tiyinToSom(credit.creditTiyin),
    net: tiyinToSom(charge - credit.creditTiyin),
    tariff,
    pay_type: payType,
  };
}
