import { randomUUID } from 'node:crypto';
import type { NotificationKind, NotificationParams, WebhookEvent, WebhookEventType } from '@portal/contracts';
import type { Queryable } from '../../db/database.js';
import { enqueue } from '../../jobs/job-runner.js';
import { deliverWebhook } from './webhooks.jobs.js';
import { enabledEndpointsOf, insertDelivery } from './webhooks.repository.js';
import type { WebhookEndpointRow } from './webhooks.schema.js';

// Events reach the endpoints here, in the transaction of the change they tell about: the delivery rows and their
// first jobs commit with it, so a rolled-back change sends nothing and a committed one is never lost. Lower
// modules' notifications are the events (notifications calls `emitNotificationEvent` from `notify`); a
// certificate issued has no notification and comes from hosting's certificate watch.

/** Which notification is which webhook event; the other kinds are not offered as webhooks. */
const EVENT_OF_KIND: Partial<Record<NotificationKind, WebhookEvent>> = {
  top_up_credited: 'payment.received',
  order_active: 'order.activated',
  order_expiring: 'order.expiring',
  order_suspended: 'order.suspended',
  domain_expiring: 'domain.expiring',
  ticket_answered: 'ticket.answered',
};

/** The facts of a notification a receiver may use; never the signed e-mail reply address. */
const dataOf = (params: NotificationParams): Record<string, unknown> => {
  const { reply_address: _reply, announcement: _announcement, ...facts } = params;
  return facts;
};

export const webhookBody = (message: {
  id: string;
  type: WebhookEventType;
  at: Date;
  data: Record<string, unknown>;
}): string =>
  JSON.stringify({
    id: message.id,
    type: message.type,
    created_at: message.at.toISOString(),
    data: message.data,
  });

/** Queues one event to one endpoint: its row and its first attempt, due now. */
export async function queueDelivery(
  tx: Queryable,
  event: {
    endpoint: Pick<WebhookEndpointRow, 'id'>;
    type: WebhookEventType;
    data: Record<string, unknown>;
    at: Date;
  },
) {
  const eventId = randomUUID();
  const delivery = await insertDelivery(tx, {
    endpointId: event.endpoint.id,
    eventId,
    event: event.type,
    body: webhookBody({ id: eventId, type: event.type, at: event.at, data: event.data }),
    nextAttemptAt: event.at,
    createdAt: event.at,
  });
  await enqueue(tx, deliverWebhook, { deliveryId: delivery.id, attempts: 0 }, event.at);
  return delivery;
}

/** An event of the account (`userId`, its owner): one delivery to each enabled endpoint subscribed to it. */
export async function emitWebhookEvent(
  tx: Queryable,
  event: { userId: number; type: WebhookEvent; data: Record<string, unknown>; at: Date },
): Promise<void> {
  const endpoints = await enabledEndpointsOf(tx, event.userId);
  for (const endpoint of endpoints) {
    if (endpoint.events.includes(event.type)) await queueDelivery(tx, { ...event, endpoint });
  }
}

/** A notification to the account's owner that is also a webhook event (see EVENT_OF_KIND). */
export async function emitNotificationEvent(
  tx: Queryable,
  notice: { userId: number; kind: NotificationKind; params: NotificationParams; at: Date },
): Promise<void> {
  const type = EVENT_OF_KIND[notice.kind];
  if (type)
    await emitWebhookEvent(tx, { userId: notice.userId, type, data: dataOf(notice.params), at: notice.at });
}
