import type { Queryable } from '../../../db/database.js';
import { AppError } from '../../../errors/app-error.js';
import { enqueue } from '../../../jobs/job-runner.js';
import { expediteOrderJob } from '../../../jobs/jobs.repository.js';
import { panelTask, provisionOrder } from '../hosting.jobs.js';
import { cancellationOf, NO_CANCELLATION } from '../order-cancellation.js';
import { recordStatus } from '../order-events.js';
import {
  countRunningOrders,
  findOrder,
  findOrdersByPanelLogin,
  insertEvent,
  listEvents,
  listOrdersFiltered,
  listOrdersOf,
  lockOrder,
  type OrderFilter,
  type OrderRow,
  type OrderStatusValue,
  updateOrder,
} from '../orders.repository.js';

// Orders as staff see and change them: no panel passwords, every status. Each change runs in the caller's
// transaction (which writes the audit row) and queues its panel call as a job, retried until the panel confirms.

export async function ordersForStaff(db: Queryable, userId: number) {
  const { rows } = await listOrdersOf(db, userId, 100, 0);
  return rows.map(({ order, tariffName }) => ({
    id: order.id,
    status: order.status,
    tariff: tariffName,
    server_id: order.serverId,
    expires_at: order.expiresAt.toISOString(),
    created_at: order.createdAt.toISOString(),
    cancellation: cancellationOf(order),
  }));
}

/** The customer who owns an order, for the search by order id. */
export async function orderOwnerId(db: Queryable, orderId: number): Promise<number | null> {
  return (await findOrder(db, orderId))?.userId ?? null;
}

/** Customers whose hosting order's panel user (ISPmanager login) is the typed text. */
export async function panelLoginOwners(db: Queryable, text: string, limit: number) {
  if (!/^[a-z0-9_.-]{2,64}$/i.test(text)) return [];
  const rows = await findOrdersByPanelLogin(db, text.toLowerCase(), limit);
  return rows.map((row) => ({ userId: row.userId, kind: 'panel_login' as const, value: row.panelLogin }));
}

/** For the dashboard: running orders, and how many of them run out within seven days. */
export const runningOrderCounts = (db: Queryable, now: Date) =>
  countRunningOrders(db, new Date(now.getTime() + 7 * 86_400_000));

export const ORDERS_PAGE_SIZE = 50;

const toStaffRow = ({
  order,
  tariffName,
  serverName,
}: Awaited<ReturnType<typeof listOrdersFiltered>>[number]) => ({
  id: order.id,
  customer_id: order.userId,
  status: order.status,
  tariff: tariffName,
  server: serverName,
  auto_renew: order.autoRenew,
  expires_at: order.expiresAt.toISOString(),
  created_at: order.createdAt.toISOString(),
  // The list says "cancelled by the customer on …" rather than the grace week the account waits in.
  cancellation: cancellationOf(order),
});

export async function ordersListForStaff(db: Queryable, filter: OrderFilter, page: number) {
  const rows = await listOrdersFiltered(db, filter, ORDERS_PAGE_SIZE, (page - 1) * ORDERS_PAGE_SIZE);
  return rows.map(toStaffRow);
}

export async function orderDetailForStaff(db: Queryable, id: number) {
  const [row] = await listOrdersFiltered(db, { id }, 1, 0);
  if (!row) throw new AppError('NOT_FOUND');
  const events = await listEvents(db, id);
  return {
    ...toStaffRow(row),
    events: events.map((event) => ({
      id: event.id,
      kind: event.kind,
      from_status: event.fromStatus,
      to_status: event.toStatus,
      action: event.action,
      ok: event.ok,
      detail: event.detail ?? null,
      at: event.at.toISOString(),
    })),
  };
}

export type StaffOrderAction = 'suspend' | 'resume' | 'cancel';

/** Which statuses each staff action applies to. */
const FROM: Record<StaffOrderAction, OrderStatusValue[]> = {
  suspend: ['active', 'week'],
  resume: ['suspended'],
  cancel: ['progress', 'active', 'week', 'suspended'],
};

/** What the order was and became, for the audit row. */
export interface OrderChange {
  customerId: number;
  before: { status: OrderStatusValue; expires_at: string };
  after: { status: OrderStatusValue; expires_at: string };
}

const snapshot = (order: Pick<OrderRow, 'status' | 'expiresAt'>) => ({
  status: order.status,
  expires_at: order.expiresAt.toISOString(),
});

async function lockForStaff(tx: Queryable, id: number): Promise<OrderRow> {
  const order = await lockOrder(tx, id);
  if (!order) throw new AppError('NOT_FOUND');
  return order;
}

/**
 * Suspend (the panel user is suspended), resume (back to active while paid, else to its grace week) or cancel
 * (the panel user is deleted) by hand. An order in a status the action does not apply to is 409.
 */
export async function applyStaffOrderAction(
  tx: Queryable,
  { id, action, now }: { id: number; action: StaffOrderAction; now: Date },
): Promise<OrderChange> {
  const order = await lockForStaff(tx, id);
  if (!FROM[action].includes(order.status)) throw new AppError('CONFLICT');
  const to: OrderStatusValue =
    action === 'suspend'
      ? 'suspended'
      : action === 'cancel'
        ? 'cancelled'
        : order.expiresAt > now
          ? 'active'
          : 'week';
  await updateOrder(tx, id, { status: to, updatedAt: now });
  await recordStatus(tx, id, order.status, to, `staff_${action}`, now);
  const panelAction =
    action === 'cancel' ? 'delete' : action === 'suspend' ? 'suspend' : to === 'active' ? 'resume' : null;
  // An order still being provisioned has no panel user yet: the provisioning job sees it cancelled and stops.
  if (panelAction && !(action === 'cancel' && order.status === 'progress')) {
    await enqueue(tx, panelTask, { orderId: id, action: panelAction }, now);
  }
  return {
    customerId: order.userId,
    before: snapshot(order),
    after: { status: to, expires_at: snapshot(order).expires_at },
  };
}

/**
 * Moves the paid-until date. An order in its grace week paid into the future again is active and resumed on the
 * panel; reminders start over.
 */
export async function changeOrderExpiry(
  tx: Queryable,
  { id, expiresAt, now }: { id: number; expiresAt: Date; now: Date },
): Promise<OrderChange> {
  const order = await lockForStaff(tx, id);
  if (order.status === 'cancelled' || order.status === 'progress') throw new AppError('CONFLICT');
  const reactivate = order.status === 'week' && expiresAt > now;
  const status: OrderStatusValue = reactivate ? 'active' : order.status;
  // Paid into the future again by staff: whatever the customer cancelled is over, and the order runs as before.
  const revived = reactivate ? NO_CANCELLATION : {};
  await updateOrder(tx, id, { expiresAt, status, reminderDaysSent: null, ...revived, updatedAt: now });
  await insertEvent(tx, {
    orderId: id,
    kind: 'status',
    fromStatus: order.status,
    toStatus: status,
    action: 'staff_expiry',
    at: now,
    detail: { from: order.expiresAt.toISOString(), to: expiresAt.toISOString() },
  });
  if (reactivate) await enqueue(tx, panelTask, { orderId: id, action: 'resume' }, now);
  return {
    customerId: order.userId,
    before: snapshot(order),
    after: { status, expires_at: expiresAt.toISOString() },
  };
}

/**
 * The provisioning queue's retry: an order still being set up gets its waiting panel job run now (after staff
 * fixed what the panel complained about). A finished order, or one without a waiting job, is 409.
 */
export async function retryProvisioningNow(db: Queryable, id: number, now: Date) {
  const order = await findOrder(db, id);
  if (!order) throw new AppError('NOT_FOUND');
  if (order.status !== 'progress' || !(await expediteOrderJob(db, provisionOrder.id, id, now))) {
    throw new AppError('CONFLICT');
  }
  return { customerId: order.userId };
}
