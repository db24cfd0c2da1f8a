import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { type JobStatus, listJobsPage, retryFailedJob } from '../../jobs/jobs.repository.js';
import { withCustomerNames } from '../account/user-directory.service.js';
import {
  applyStaffOrderAction,
  changeOrderExpiry,
  type OrderChange,
  orderDetailForStaff,
  type StaffOrderAction,
} from '../hosting/staff/orders-staff.service.js';
import { outboxForStaff } from '../messages/messages.service.js';
import { deliveriesForStaff } from '../notifications/notifications.service.js';
import { recordAudit } from '../staff/audit.service.js';
import type { Actor } from './customers.service.js';

// Orders and the system views of the console. Changes run in one transaction with their audit row.

export const PAGE_SIZE = 50;

export async function orderPage(db: Database, id: number) {
  const [order] = await withCustomerNames(db, [await orderDetailForStaff(db, id)]);
  if (!order) throw new AppError('NOT_FOUND');
  return order;
}

async function auditedOrderChange(
  db: Database,
  actor: Actor,
  action: string,
  reason: string,
  change: (tx: Database) => Promise<OrderChange>,
  orderId: number,
) {
  await db.transaction(async (tx) => {
    const done = await change(tx);
    await recordAudit(tx, {
      ...actor,
      customerId: done.customerId,
      action,
      before: { order_id: orderId, ...done.before },
      after: { order_id: orderId, ...done.after, reason },
    });
  });
}

export const staffOrderAction = (
  db: Database,
  actor: Actor,
  id: number,
  action: StaffOrderAction,
  reason: string,
) =>
  auditedOrderChange(
    db,
    actor,
    `order.${action}`,
    reason,
    (tx) => applyStaffOrderAction(tx, id, action, actor.at),
    id,
  );

export const staffOrderExpiry = (db: Database, actor: Actor, id: number, expiresAt: Date, reason: string) =>
  auditedOrderChange(
    db,
    actor,
    'order.expiry',
    reason,
    (tx) => changeOrderExpiry(tx, id, expiresAt, actor.at),
    id,
  );

export async function jobsPage(db: Database, status: JobStatus | undefined, page: number) {
  const rows = await listJobsPage(db, status, PAGE_SIZE, (page - 1) * PAGE_SIZE);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    status: row.status,
    attempts: row.attempts,
    max_attempts: row.maxAttempts,
    run_at: row.runAt.toISOString(),
    last_error: row.lastError,
    payload: row.payload,
    updated_at: row.updatedAt.toISOString(),
  }));
}

export async function retryJob(db: Database, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    if (!(await retryFailedJob(tx, id, actor.at))) throw new AppError('NOT_FOUND');
    await recordAudit(tx, {
      ...actor,
      customerId: null,
      action: 'job.retry',
      before: { job_id: id, status: 'failed' },
      after: { status: 'pending' },
    });
  });
}

/** E-mail and SMS from the outbox and the notification deliveries, merged newest first, a page at a time. */
export async function deliveriesPage(db: Database, page: number) {
  const window = page * PAGE_SIZE;
  const [outbox, notices] = await Promise.all([
    outboxForStaff(db, window, 0),
    deliveriesForStaff(db, window, 0),
  ]);
  return [...outbox, ...notices]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice((page - 1) * PAGE_SIZE, window);
}
