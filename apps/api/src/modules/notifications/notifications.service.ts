import {
  NOTIFICATION_KIND_PERMISSION,
  type Notification,
  type NotificationKind,
  type NotificationParams,
  notificationParamsSchema,
} from '@portal/contracts';
import type { Database, Queryable } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { enqueue } from '../../jobs/job-runner.js';
import { membersHolding, userBriefsById } from '../account/user-directory.service.js';
import { publishLiveEvent } from '../live/live-events.service.js';
import { emitNotificationEvent } from '../webhooks/webhook-events.js';
import { deliverNotification } from './notifications.jobs.js';
import {
  countUnread,
  hasSessionNotification,
  insertNotification,
  listDeliveriesPage,
  listNotificationsOf,
  markAllRead,
  markRead,
  type NotificationRow,
} from './notifications.repository.js';

export interface NotifyInput {
  userId: number;
  kind: NotificationKind;
  params: NotificationParams;
  at: Date;
}

/**
 * Records a notification and queues its delivery in the caller's transaction, so it exists exactly when the
 * event it tells about commits. The account's members whose permission covers the kind get their own copy,
 * delivered by their own channel choices (billing news to billing members) and naming the account it is about
 * (a member may belong to several, and "your balance" is not theirs); answers the owner's notification.
 * Kinds that are webhook events are also queued to the owner's endpoints subscribed to them.
 */
export async function notify(tx: Queryable, input: NotifyInput): Promise<number> {
  const id = await notifyOne(tx, input);
  // The owner's webhooks hear of it in the same transaction (docs/webhooks.md); members' copies are no events.
  await emitNotificationEvent(tx, input);
  const permission = NOTIFICATION_KIND_PERMISSION[input.kind];
  const memberIds = permission ? await membersHolding(tx, input.userId, permission) : [];
  if (memberIds.length > 0) {
    const owner = (await userBriefsById(tx, [input.userId])).get(input.userId);
    const accountName = owner ? `${owner.firstname} ${owner.lastname}`.trim() : '';
    for (const memberId of memberIds) {
      await notifyOne(tx, {
        ...input,
        userId: memberId,
        params: { ...input.params, account_name: accountName || `#${input.userId}` },
      });
    }
  }
  return id;
}

async function notifyOne(tx: Queryable, input: NotifyInput): Promise<number> {
  const id = await insertNotification(tx, {
    userId: input.userId,
    kind: input.kind,
    params: notificationParamsSchema.parse(input.params),
    createdAt: input.at,
  });
  await enqueue(tx, deliverNotification, { notificationId: id }, input.at);
  // The header badge of the customer's open pages counts it at commit.
  const unreadCount = await countUnread(tx, input.userId);
  await publishLiveEvent(tx, {
    userId: input.userId,
    kind: 'notification',
    payload: { id, unread_count: unreadCount },
    at: input.at,
  });
  return id;
}

/** Whether the customer was already told this about the session (a support session's end is told once). */
export const wasToldAboutSession = (
  db: Queryable,
  { userId, kind, sessionId }: { userId: number; kind: NotificationKind; sessionId: string },
): Promise<boolean> => hasSessionNotification(db, userId, kind, sessionId);

function toNotificationDto(row: NotificationRow): Notification {
  const params = notificationParamsSchema.safeParse(row.params);
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    params: params.success ? params.data : {},
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  };
}

export async function listNotifications(
  db: Database,
  input: { userId: number; page: number; perPage: number },
) {
  const { rows, total, unread } = await listNotificationsOf(
    db,
    input.userId,
    input.perPage,
    (input.page - 1) * input.perPage,
  );
  return { data: rows.map(toNotificationDto), total, unread };
}

export const unreadCountOf = (db: Database, userId: number) => countUnread(db, userId);

/** Another customer's notification answers 404, like an unknown one. */
export async function readNotification(
  db: Database,
  { userId, id, now }: { userId: number; id: number; now: Date },
) {
  if (!(await markRead(db, userId, id, now))) throw new AppError('NOT_FOUND');
  return { unread: await countUnread(db, userId) };
}

export async function readAllNotifications(db: Database, userId: number, now: Date) {
  await markAllRead(db, userId, now);
  return { unread: 0 };
}

/** Notification deliveries (in-app, e-mail queued, Telegram) for the console's delivery log. */
export async function deliveriesForStaff(db: Queryable, limit: number, offset: number) {
  const rows = await listDeliveriesPage(db, limit, offset);
  return rows.map((row) => ({
    channel: row.channel,
    to: `customer #${row.userId}`,
    subject: row.kind,
    status: row.result,
    error: null,
    at: row.at.toISOString(),
  }));
}
