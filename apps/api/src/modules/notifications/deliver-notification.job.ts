import { type NotificationKind, notificationParamsSchema, parseLanguage } from '@portal/contracts';
import type { ChatDelivery } from '../../composition/app-module.js';
import type { Queryable } from '../../db/database.js';
import type { JobHandler } from '../../jobs/job-definition.js';
import { findUserBrief } from '../account/user-directory.service.js';
import { queueEmail } from '../messages/messages.service.js';
import { isChannelEnabled } from './notification-preferences.js';
import { type NotificationLinks, renderNotification } from './notification-texts.js';
import type { deliverNotification } from './notifications.jobs.js';
import { findDelivery, insertDelivery, lockNotification } from './notifications.repository.js';

interface Locked {
  notification: NonNullable<Awaited<ReturnType<typeof lockNotification>>>;
  email: string;
  language: string;
}

/** The notification, locked, with what delivery needs of its user. */
async function lockForDelivery(tx: Queryable, id: number): Promise<Locked | undefined> {
  const notification = await lockNotification(tx, id);
  const user = notification && (await findUserBrief(tx, notification.userId));
  return user && { notification, email: user.email, language: user.language };
}
type Outcome = 'sent' | 'off' | 'not_linked' | 'unavailable';

/** E-mail goes to the outbox and its own send job, so it is written exactly once with the delivery row. */
async function deliverByEmail(
  tx: Queryable,
  found: Locked,
  { links, now }: { links: NotificationLinks; now: Date },
): Promise<Outcome> {
  const { notification } = found;
  const language = parseLanguage(found.language);
  const params = notificationParamsSchema.parse(notification.params);
  const message = renderNotification(language, notification.kind as NotificationKind, params, links);
  // An e-mail change is told to the old address too: that is where a hijacked account's owner still reads.
  const recipients = new Set([found.email, ...(params.previous_email ? [params.previous_email] : [])]);
  for (const to of recipients) {
    await queueEmail(tx, { to, language, ...message, replyTo: params.reply_address ?? null }, now);
  }
  return 'sent';
}

async function deliverByTelegram(
  tx: Queryable,
  found: Locked,
  { telegram, links }: { telegram: ChatDelivery | undefined; links: NotificationLinks },
): Promise<Outcome> {
  if (!telegram) return 'unavailable';
  const { notification } = found;
  const params = notificationParamsSchema.parse(notification.params);
  const message = renderNotification(
    parseLanguage(found.language),
    notification.kind as NotificationKind,
    params,
    links,
  );
  // A ticket's answer is sent so that the customer's reply to it in the chat joins the ticket.
  const context = params.ticket_id ? { ticketId: params.ticket_id, at: notification.createdAt } : undefined;
  return telegram.sendToUser(
    tx,
    notification.userId,
    `${message.subject}\n\n${message.text.trim()}`,
    context,
  );
}

/**
 * Sends one notification on every channel the customer keeps on. Each channel runs in its own transaction
 * with the notification row locked and ends with a delivery row, so a retry (after a Telegram failure, say)
 * repeats only the channels not yet done.
 */
export function deliverOnEveryChannel(deps: {
  telegram: ChatDelivery | undefined;
  /** APP_URL: a ticket's notice links its thread. */
  appUrl: string;
}): JobHandler<typeof deliverNotification> {
  const links = { appUrl: deps.appUrl };
  return async ({ notificationId }, { db, clock }) => {
    for (const channel of ['email', 'telegram'] as const) {
      await db.transaction(async (tx) => {
        const found = await lockForDelivery(tx, notificationId);
        if (!found || (await findDelivery(tx, notificationId, channel))) return;
        const { userId, kind } = found.notification;
        const now = clock.now();
        const result = !(await isChannelEnabled(tx, userId, kind as NotificationKind, channel))
          ? 'off'
          : channel === 'email'
            ? await deliverByEmail(tx, found, { links, now })
            : await deliverByTelegram(tx, found, { telegram: deps.telegram, links });
        await insertDelivery(tx, { notificationId, channel, result, at: now });
      });
    }
  };
}
