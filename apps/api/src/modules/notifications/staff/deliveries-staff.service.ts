import type { Database } from '../../../db/database.js';
import { readAll } from '../../../db/read-all.js';
import { outboxForStaff } from '../../messages/messages.service.js';
import { deliveriesForStaff } from '../notifications.service.js';

export const DELIVERIES_PAGE_SIZE = 50;

/** E-mail and SMS from the outbox and the notification deliveries, merged newest first, a page at a time. */
export async function deliveriesPage(db: Database, page: number) {
  const window = page * DELIVERIES_PAGE_SIZE;
  const [outbox, notices] = await readAll(db, [
    () => outboxForStaff(db, window, 0),
    () => deliveriesForStaff(db, window, 0),
  ]);
  return [...outbox, ...notices]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice((page - 1) * DELIVERIES_PAGE_SIZE, window);
}
