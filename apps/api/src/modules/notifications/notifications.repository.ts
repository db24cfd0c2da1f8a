import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { readAll } from '../../db/read-all.js';
import { notificationDeliveries, notificationPreferences, notifications } from './notifications.schema.js';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

export async function insertNotification(db: Queryable, row: NewNotificationRow): Promise<number> {
  const [inserted] = await db.insert(notifications).values(row).returning({ id: notifications.id });
  if (!inserted) throw new Error('insert into notifications returned no row');
  return inserted.id;
}

const unreadOf = (userId: number) => and(eq(notifications.userId, userId), isNull(notifications.readAt));

export async function listNotificationsOf(db: Queryable, userId: number, limit: number, offset: number) {
  const [rows, [totalRow], [unreadRow]] = await readAll(db, [
    () =>
      db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ total: count() }).from(notifications).where(eq(notifications.userId, userId)),
    () => db.select({ unread: count() }).from(notifications).where(unreadOf(userId)),
  ]);
  return { rows, total: totalRow?.total ?? 0, unread: unreadRow?.unread ?? 0 };
}

export async function countUnread(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.select({ unread: count() }).from(notifications).where(unreadOf(userId));
  return row?.unread ?? 0;
}

/** Marks one of the user's notifications read (the first read time stays); false when it is not theirs. */
export async function markRead(db: Queryable, userId: number, id: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id, readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!row) return false;
  if (!row.readAt) {
    await db
      .update(notifications)
      .set({ readAt: now })
      .where(and(eq(notifications.id, id), isNull(notifications.readAt)));
  }
  return true;
}

export async function markAllRead(db: Queryable, userId: number, now: Date): Promise<void> {
  await db.update(notifications).set({ readAt: now }).where(unreadOf(userId));
}

export async function listPreferencesOf(db: Queryable, userId: number) {
  return db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
}

export async function upsertPreference(
  db: Queryable,
  preference: { userId: number; kind: string; channel: string; enabled: boolean },
): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values(preference)
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind, notificationPreferences.channel],
      set: { enabled: preference.enabled },
    });
}

/** The notification row, locked so its deliveries run one at a time. */
export async function lockNotification(db: Queryable, id: number) {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id)).for('update');
  return row;
}

export async function findDelivery(db: Queryable, notificationId: number, channel: string) {
  const [row] = await db
    .select()
    .from(notificationDeliveries)
    .where(
      and(
        eq(notificationDeliveries.notificationId, notificationId),
        eq(notificationDeliveries.channel, channel),
      ),
    );
  return row;
}

export async function insertDelivery(
  db: Queryable,
  delivery: { notificationId: number; channel: string; result: string; at: Date },
): Promise<void> {
  await db.insert(notificationDeliveries).values(delivery);
}

/** Notification deliveries by channel, newest first, with whom they were for. */
export async function listDeliveriesPage(db: Queryable, limit: number, offset: number) {
  return db
    .select({
      channel: notificationDeliveries.channel,
      result: notificationDeliveries.result,
      at: notificationDeliveries.at,
      userId: notifications.userId,
      kind: notifications.kind,
    })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .orderBy(desc(notificationDeliveries.at))
    .limit(limit)
    .offset(offset);
}

/** Whether the user has a notification of this kind whose params name this session (support sessions). */
export async function hasSessionNotification(
  db: Queryable,
  userId: number,
  kind: string,
  sessionId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.kind, kind),
        sql`${notifications.params} ->> 'session_id' = ${sessionId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
