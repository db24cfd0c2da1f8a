import { randomBytes } from 'node:crypto';
import {
  DEFAULT_LANGUAGE,
  type HostingOrder,
  type Language,
  localizedName,
  type PayType,
  remainingDays,
} from '@portal/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { enqueue } from '../../jobs/job-runner.js';
import { findOrderableTariff, type TariffRow } from './catalogue.repository.js';
import { isPayType, periodPrice } from './catalogue.service.js';
import { provisionOrder } from './hosting.jobs.js';
import type { HostingDeps, OrderDomain } from './hosting-deps.js';
import { assertNotCancelling, cancellationOf, cancellationState } from './order-cancellation.js';
import { recordStatus } from './order-events.js';
import { chargeForOrder } from './order-money.js';
import { changedExpiry, extendedExpiry, panelLoginFor } from './order-rules.js';
import {
  findOrderOf,
  insertOrder,
  listOrdersOf,
  lockOrder,
  type NamedOrderRow,
  type OrderRow,
  updateOrder,
} from './orders.repository.js';

/** `week` is the unpaid grace week: the account is suspended, and paying resumes it, so its owner keeps the key. */
const PANEL_ACCESS_STATUSES: ReadonlySet<OrderRow['status']> = new Set(['active', 'week', 'suspended']);

export function toOrderDto(
  deps: HostingDeps,
  row: NamedOrderRow,
  { now, language, domains }: { now: Date; language: Language; domains: OrderDomain[] },
): HostingOrder {
  const { order, server } = row;
  // The credentials go only with an order whose account the customer may still use: not one being set up, nor
  // one that is cancelled (however it ended) while its suspended account waits for deletion.
  const created = PANEL_ACCESS_STATUSES.has(order.status) && cancellationState(order) !== 'done';
  return {
    id: order.id,
    status: order.status,
    created_at: order.createdAt.toISOString(),
    expires_at: order.expiresAt.toISOString(),
    remaining_days: remainingDays(order.expiresAt, now),
    auto_renew: order.autoRenew,
    server: {
      id: order.serverId,
      name: localizedName(server.name, server.nameI18n, language),
      location: localizedName(server.location, server.locationI18n, language),
    },
    domains,
    tariff: { id: order.tariffId, name: localizedName(row.tariffName, row.tariffNameI18n, language) },
    settings: { pay: { type: String(order.payType) as PayType } },
    panel: {
      account: {
        login: created ? order.panelLogin : null,
        password: created ? deps.box.open(order.panelPasswordSealed) : null,
      },
    },
    cancellation: cancellationOf(order),
  };
}

/** A strong panel password: 20 random characters plus one of each class the panel asks for. */
const newPanelPassword = () => `${randomBytes(15).toString('base64url')}Aa7!`;

/** The tariff and its price for the period, or the 422 naming the field that is wrong. */
export async function orderableOffer(db: Database, tariffId: number, payType: string) {
  const tariff = await findOrderableTariff(db, tariffId);
  if (!tariff) throw new AppError('VALIDATION_FAILED', { fields: { tariff_id: ['invalid'] } });
  const price = isPayType(payType) ? periodPrice(tariff, payType) : undefined;
  if (price === undefined) throw new AppError('VALIDATION_FAILED', { fields: { pay_type: ['invalid'] } });
  return { tariff, price };
}

export async function createOrder(
  db: Database,
  deps: HostingDeps,
  input: { userId: number; tariffId: number; payType: string; now: Date; language?: Language },
): Promise<HostingOrder> {
  const { tariff, price } = await orderableOffer(db, input.tariffId, input.payType);
  const { now, userId } = input;
  const order = await db.transaction(async (tx) => {
    const created = await insertOrder(tx, {
      userId,
      serverId: tariff.serverId,
      tariffId: tariff.id,
      status: 'progress',
      payType: Number(input.payType),
      periodPriceTiyin: price,
      expiresAt: new Date(now.getTime() + Number(input.payType) * 1000),
      panelLogin: panelLoginFor(userId, randomBytes(6).toString('hex')),
      panelPasswordSealed: deps.box.seal(newPanelPassword()),
      createdAt: now,
      updatedAt: now,
    });
    await chargeForOrder(tx, { userId, orderId: created.id, amountTiyin: price, action: 'create', at: now });
    await recordStatus(tx, created.id, null, 'progress', 'create', now);
    await enqueue(tx, provisionOrder, { orderId: created.id }, now);
    return created;
  });
  return getOrder(db, deps, { userId, orderId: order.id, now, language: input.language });
}

export async function listOrders(
  db: Database,
  deps: HostingDeps,
  input: { userId: number; perPage: number; page: number; now: Date; language?: Language },
) {
  const { rows, total } = await listOrdersOf(
    db,
    input.userId,
    input.perPage,
    (input.page - 1) * input.perPage,
  );
  const language = input.language ?? DEFAULT_LANGUAGE;
  const domains = await deps.orderDomains(db, {
    userId: input.userId,
    orderIds: rows.map((row) => row.order.id),
  });
  const data = rows.map((row) =>
    toOrderDto(deps, row, { now: input.now, language, domains: domains.get(row.order.id) ?? [] }),
  );
  return { data, total };
}

/** Which of the customer's orders to answer, at what moment and in which language. */
export interface GetOrderInput {
  userId: number;
  orderId: number;
  now: Date;
  language?: Language;
}

export async function getOrder(
  db: Database,
  deps: HostingDeps,
  { userId, orderId, now, language = DEFAULT_LANGUAGE }: GetOrderInput,
) {
  const row = await findOrderOf(db, userId, orderId);
  if (!row) throw new AppError('NOT_FOUND');
  const domains = await deps.orderDomains(db, { userId, orderIds: [orderId] });
  return toOrderDto(deps, row, { now, language, domains: domains.get(orderId) ?? [] });
}

/** Locks the customer's order in the transaction; another customer's order is simply not found. */
export async function lockOwnOrder(tx: Database, userId: number, id: number): Promise<OrderRow> {
  const order = await lockOrder(tx, id);
  if (!order || order.userId !== userId) throw new AppError('NOT_FOUND');
  return order;
}

export interface ExtendPlan {
  charge: number;
  expiresAt: Date;
}

export function planExtension(
  order: OrderRow,
  { tariff, periods, now }: { tariff: TariffRow | undefined; periods: number; now: Date },
) {
  if (order.status !== 'active' && order.status !== 'week') throw new AppError('CONFLICT');
  assertNotCancelling(order);
  // The tariff's price today; a period no longer sold renews at the price last paid.
  const unit = (tariff && periodPrice(tariff, String(order.payType))) ?? order.periodPriceTiyin;
  return {
    charge: unit * periods,
    unit,
    expiresAt: extendedExpiry(order.expiresAt, now, periods, order.payType),
  };
}

export function planTariffChange(
  order: OrderRow,
  { tariff, price, payType, now }: { tariff: TariffRow; price: number; payType: string; now: Date },
) {
  if (order.status !== 'active') throw new AppError('CONFLICT');
  assertNotCancelling(order);
  if (tariff.serverId !== order.serverId) {
    throw new AppError('VALIDATION_FAILED', { fields: { tariff_id: ['invalid'] } });
  }
  if (tariff.id === order.tariffId && Number(payType) === order.payType) {
    throw new AppError('VALIDATION_FAILED', { fields: { tariff_id: ['invalid'] } });
  }
  return { charge: price, expiresAt: changedExpiry(now, Number(payType)) };
}

export async function setAutoRenew(
  db: Database,
  input: { userId: number; orderId: number; autoRenew: boolean; now: Date },
) {
  await db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, input.userId, input.orderId);
    if (order.status === 'cancelled') throw new AppError('CONFLICT');
    await updateOrder(tx, input.orderId, { autoRenew: input.autoRenew, updatedAt: input.now });
  });
}

/** What names one of the customer's orders in another module ("#12 Start"); null for anyone else's order. */
export async function ownOrderLabel(db: Database, userId: number, orderId: number): Promise<string | null> {
  const row = await findOrderOf(db, userId, orderId);
  return row ? `#${row.order.id} ${row.tariffName}` : null;
}
