import {
  WEBHOOK_DELIVERIES_PAGE,
  WEBHOOK_ENDPOINTS_MAX,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEvent,
  type webhookInputSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import type { WebhookSender } from '../../integrations/webhooks/webhook-sender.js';
import { enqueue } from '../../jobs/job-runner.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { lockUser } from '../account/user-directory.service.js';
import { queueDelivery } from './webhook-events.js';
import { newWebhookSecret } from './webhook-signature.js';
import { deliverWebhook } from './webhooks.jobs.js';
import {
  countEndpoints,
  deleteEndpoint,
  findDeliveryOf,
  findEndpoint,
  insertEndpoint,
  listDeliveriesPage,
  listEndpoints,
  updateDelivery,
  updateEndpoint,
} from './webhooks.repository.js';
import type { WebhookDeliveryRow, WebhookEndpointRow } from './webhooks.schema.js';

// The owner's webhook endpoints (docs/webhooks.md): at most WEBHOOK_ENDPOINTS_MAX, https only, never an address
// of this host or a private network (judged here for a friendly error, and again on every connection).

export interface WebhooksDeps {
  box: SecretBox;
  sender: WebhookSender;
}

type WebhookInput = z.output<typeof webhookInputSchema>;

const iso = (at: Date | null): string | null => at?.toISOString() ?? null;

export const toEndpointDto = (row: WebhookEndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEvent[],
  description: row.description,
  enabled: row.enabled,
  disabled_reason: row.disabledReason,
  created_at: row.createdAt.toISOString(),
  last_success_at: iso(row.lastSuccessAt),
  failing_since: iso(row.failingSince),
});

const toDeliveryDto = (row: WebhookDeliveryRow): WebhookDelivery => ({
  id: row.id,
  event_id: row.eventId,
  event: row.event,
  state: row.state,
  attempts: row.attempts,
  next_attempt_at: iso(row.nextAttemptAt),
  last_status_code: row.lastStatusCode,
  last_error: row.lastError,
  duration_ms: row.durationMs,
  created_at: row.createdAt.toISOString(),
  last_attempt_at: iso(row.lastAttemptAt),
  delivered_at: iso(row.deliveredAt),
});

async function checkUrl(deps: WebhooksDeps, url: string): Promise<void> {
  const problem = await deps.sender.checkUrl(url);
  if (problem) throw new AppError('VALIDATION_FAILED', { fields: { url: [problem] } });
}

async function ownEndpoint(db: Database, userId: number, id: number): Promise<WebhookEndpointRow> {
  const row = await findEndpoint(db, userId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function listWebhooks(db: Database, userId: number): Promise<WebhookEndpoint[]> {
  return (await listEndpoints(db, userId)).map(toEndpointDto);
}

/** A new endpoint and its secret, answered this once (the owner can ask for it again). */
export async function createWebhook(
  db: Database,
  deps: WebhooksDeps,
  { userId, input, now }: { userId: number; input: WebhookInput; now: Date },
) {
  await checkUrl(deps, input.url);
  const secret = newWebhookSecret();
  const row = await db.transaction(async (tx) => {
    // Counted under the owner's row lock, so two adds at once cannot both pass the cap.
    await lockUser(tx, userId);
    if ((await countEndpoints(tx, userId)) >= WEBHOOK_ENDPOINTS_MAX)
      throw new AppError('WEBHOOK_LIMIT_REACHED');
    return insertEndpoint(tx, {
      userId,
      url: input.url,
      events: input.events,
      description: input.description,
      enabled: input.enabled,
      secretSealed: deps.box.seal(secret),
      createdAt: now,
    });
  });
  return { ...toEndpointDto(row), secret };
}

/** Turning an endpoint back on forgets its failures: its 3 days start again from the next one. */
export async function updateWebhook(
  db: Database,
  deps: WebhooksDeps,
  { userId, id, input }: { userId: number; id: number; input: WebhookInput },
): Promise<WebhookEndpoint> {
  const before = await ownEndpoint(db, userId, id);
  if (input.url !== before.url) await checkUrl(deps, input.url);
  const turnedOn = input.enabled && !before.enabled;
  const row = await updateEndpoint(db, {
    userId,
    id,
    url: input.url,
    events: input.events,
    description: input.description,
    enabled: input.enabled,
    disabledReason: input.enabled ? null : before.disabledReason,
    ...(turnedOn ? { failingSince: null } : {}),
  });
  if (!row) throw new AppError('NOT_FOUND');
  return toEndpointDto(row);
}

export async function removeWebhook(db: Database, { userId, id }: { userId: number; id: number }) {
  if (!(await deleteEndpoint(db, userId, id))) throw new AppError('NOT_FOUND');
}

export async function revealWebhookSecret(
  db: Database,
  deps: WebhooksDeps,
  { userId, id }: { userId: number; id: number },
) {
  const row = await ownEndpoint(db, userId, id);
  return { secret: deps.box.open(row.secretSealed) };
}

/** The "send test event" button: a `webhook.test` delivery to an endpoint that is on. */
export async function sendTestEvent(
  db: Database,
  { userId, id, now }: { userId: number; id: number; now: Date },
) {
  const endpoint = await ownEndpoint(db, userId, id);
  if (!endpoint.enabled) throw new AppError('WEBHOOK_DISABLED');
  const delivery = await db.transaction((tx) =>
    queueDelivery(tx, { endpoint, type: 'webhook.test', data: { message: 'test' }, at: now }),
  );
  return toDeliveryDto(delivery);
}

export async function listWebhookDeliveries(
  db: Database,
  { userId, id, page }: { userId: number; id: number; page: number },
) {
  await ownEndpoint(db, userId, id);
  const { rows, total } = await listDeliveriesPage(
    db,
    id,
    WEBHOOK_DELIVERIES_PAGE,
    (page - 1) * WEBHOOK_DELIVERIES_PAGE,
  );
  return { data: rows.map(toDeliveryDto), total };
}

/**
 * Sends a delivery again now, as the next attempt of the same event (same Webhook-Id and body, a fresh
 * timestamp): one attempt by hand, whatever became of it before; a scheduled retry it overtakes stops.
 */
export async function resendDelivery(
  db: Database,
  { userId, id, deliveryId, now }: { userId: number; id: number; deliveryId: number; now: Date },
) {
  const endpoint = await ownEndpoint(db, userId, id);
  if (!endpoint.enabled) throw new AppError('WEBHOOK_DISABLED');
  const delivery = await findDeliveryOf(db, id, deliveryId);
  if (!delivery) throw new AppError('NOT_FOUND');
  await db.transaction(async (tx) => {
    await updateDelivery(tx, delivery.id, { state: 'pending', nextAttemptAt: now, deliveredAt: null });
    await enqueue(tx, deliverWebhook, { deliveryId: delivery.id, attempts: delivery.attempts }, now);
  });
  return toDeliveryDto({ ...delivery, state: 'pending', nextAttemptAt: now, deliveredAt: null });
}
