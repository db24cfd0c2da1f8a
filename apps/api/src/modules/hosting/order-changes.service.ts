import {
  DEFAULT_LANGUAGE,
  type Language,
  localizedName,
  type PayType,
  type PreviewRequest,
  type PreviewResponse,
  tiyinToSom,
} from '@portal/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { enqueueJob } from '../../jobs/job-runner.js';
import { balanceOf } from '../balance/balance.service.js';
import { findTariff } from './catalogue.repository.js';
import type { HostingDeps } from './hosting-deps.js';
import { recordStatus } from './order-events.js';
import { chargeForOrder } from './order-money.js';
import { DAY_MS, lostSeconds } from './order-rules.js';
import { findOrderOf, updateOrder } from './orders.repository.js';
import { getOrder, lockOwnOrder, orderableOffer, planExtension, planTariffChange } from './orders.service.js';
import { panelTaskJobRef } from './panel-task.job.js';

// Extend and change tariff (DESIGN.md §3): the money, the new expiry and the panel call in one transaction.

export async function extendOrder(
  db: Database,
  deps: HostingDeps,
  input: { userId: number; orderId: number; periods: number; now: Date; language?: Language },
) {
  const { userId, orderId, now } = input;
  await db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, userId, orderId);
    const plan = planExtension(order, await findTariff(tx, order.tariffId), input.periods, now);
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
      await enqueueJob(tx, panelTaskJobRef, { orderId, action: 'resume', revertExtension }, now);
    }
  });
  return getOrder(db, deps, userId, orderId, now, input.language);
}

export async function changeTariff(
  db: Database,
  deps: HostingDeps,
  input: {
    userId: number;
    orderId: number;
    tariffId: number;
    payType: string;
    now: Date;
    language?: Language;
  },
) {
  const { userId, orderId, now } = input;
  const { tariff, price } = await orderableOffer(db, input.tariffId, input.payType);
  await db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, userId, orderId);
    const plan = planTariffChange(order, tariff, price, input.payType, now);
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
      lost_seconds: lostSeconds(order.expiresAt, now),
    });
    const revert = {
      toTariffId: tariff.id,
      fromTariffId: order.tariffId,
      fromPayType: order.payType,
      fromPeriodPriceTiyin: order.periodPriceTiyin,
      fromExpiresAt: (order.expiresAt ?? now).toISOString(),
      chargeTiyin: plan.charge,
    };
    await enqueueJob(tx, panelTaskJobRef, { orderId, action: 'change_limits', revert }, now);
  });
  return getOrder(db, deps, userId, orderId, now, input.language);
}

/** What an extension or a tariff change would do, computed by the same rules and changing nothing. */
export async function previewChange(
  db: Database,
  input: { userId: number; orderId: number; request: PreviewRequest; now: Date; language?: Language },
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
  let tariff = { id: order.tariffId, name: localizedName(row.tariffName, row.tariffNameI18n, language) };
  let payType = String(order.payType) as PayType;
  if (request.action === 'extend') {
    const plan = planExtension(
      order,
      await findTariff(db, order.tariffId),
      Number(request.extend_period),
      now,
    );
    charge = plan.charge;
    expiresAt = plan.expiresAt;
  } else {
    const offer = await orderableOffer(db, Number(request.tariff_id), request.pay_type);
    const plan = planTariffChange(order, offer.tariff, offer.price, request.pay_type, now);
    charge = plan.charge;
    expiresAt = plan.expiresAt;
    lost = lostSeconds(order.expiresAt, now);
    tariff = { id: offer.tariff.id, name: localizedName(offer.tariff.name, offer.tariff.nameI18n, language) };
    payType = request.pay_type;
  }
  return {
    charge: tiyinToSom(charge),
    balance: tiyinToSom(balance),
    sufficient: balance >= charge,
    shortfall: tiyinToSom(Math.max(0, charge - balance)),
    current_expires_at: order.expiresAt.toISOString(),
    new_expires_at: expiresAt.toISOString(),
    lost_seconds: lost,
    lost_days: Math.floor((lost * 1000) / DAY_MS),
    tariff,
    pay_type: payType,
  };
}
