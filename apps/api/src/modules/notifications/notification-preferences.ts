import {
  isSecurityKind,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreference,
  type NotificationPreferences,
} from '@portal/contracts';
import type { Database, Queryable } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { listPreferencesOf, upsertPreference } from './notifications.repository.js';

// Per kind and channel, on unless the customer switched it off; security kinds cannot be switched off.

/** Whether a kind goes out on a channel: security kinds always; others unless switched off (on by default). */
export async function isChannelEnabled(
  db: Queryable,
  userId: number,
  kind: NotificationKind,
  channel: NotificationChannel,
): Promise<boolean> {
  if (isSecurityKind(kind)) return true;
  const rows = await listPreferencesOf(db, userId);
  return rows.find((row) => row.kind === kind && row.channel === channel)?.enabled ?? true;
}

export async function getPreferences(db: Database, userId: number): Promise<NotificationPreferences> {
  const rows = await listPreferencesOf(db, userId);
  return NOTIFICATION_KINDS.flatMap((kind) =>
    NOTIFICATION_CHANNELS.map((channel) => {
      const locked = isSecurityKind(kind);
      const stored = rows.find((row) => row.kind === kind && row.channel === channel);
      return { kind, channel, enabled: locked || (stored?.enabled ?? true), locked };
    }),
  );
}

/** Changes the listed pairs; switching a security kind off is refused as a whole (nothing changes). */
export async function updatePreferences(
  db: Database,
  userId: number,
  preferences: NotificationPreference[],
): Promise<NotificationPreferences> {
  const refused = preferences.findIndex(
    (preference) => isSecurityKind(preference.kind) && !preference.enabled,
  );
  if (refused >= 0) {
    throw new AppError('VALIDATION_FAILED', { fields: { [`preferences.${refused}.enabled`]: ['invalid'] } });
  }
  await db.transaction(async (tx) => {
    for (const preference of preferences) {
      if (!isSecurityKind(preference.kind)) await upsertPreference(tx, { userId, ...preference });
    }
  });
  return getPreferences(db, userId);
}
