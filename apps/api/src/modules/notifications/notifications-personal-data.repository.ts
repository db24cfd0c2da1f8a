import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { notificationPreferences, notifications } from './notifications.schema.js';

export const listNotificationRows = (db: Queryable, userId: number) =>
  db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id));

export const listPreferenceRows = (db: Queryable, userId: number) =>
  db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));

/** Deliveries go with their notifications (ON DELETE CASCADE); a delivery job left finds nothing and stops. */
export async function deleteNotificationsOf(tx: Queryable, userId: number): Promise<void> {
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
}
