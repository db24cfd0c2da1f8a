import type { Queryable } from '../../db/database.js';
import {
  deleteNotificationsOf,
  listNotificationRows,
  listPreferenceRows,
} from './notifications-personal-data.repository.js';

// Notifications and their channel choices in "download my data"; deleting the account erases both.

export async function notificationsForExport(db: Queryable, userId: number) {
  const rows = await listNotificationRows(db, userId);
  const preferences = await listPreferenceRows(db, userId);
  return {
    notifications: rows.map((row) => ({
      kind: row.kind,
      params: row.params,
      created_at: row.createdAt.toISOString(),
      read_at: row.readAt?.toISOString() ?? null,
    })),
    // Only the choices the customer changed: a missing one is the default (on).
    preferences: preferences.map((row) => ({ kind: row.kind, channel: row.channel, enabled: row.enabled })),
  };
}

export const eraseNotifications = (tx: Queryable, userId: number): Promise<void> =>
  deleteNotificationsOf(tx, userId);
