import type { NotificationKind, NotificationParams } from '@portal/contracts';
import type { Queryable } from '../../db/database.js';
import { WEBHOOK_TIMEOUT_MS, type WebhookSender } from '../../integrations/webhooks/webhook-sender.js';
import type { JobHandler, ScheduleRun } from '../../jobs/job-definition.js';
import { enqueue } from '../../jobs/job-runner.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { isFailingTooLong, nextAttemptAt } from './webhook-schedule.js';
import { webhookHeaders } from './webhook-signature.js';
import { deliverWebhook } from './webhooks.jobs.js';
import {
  claimAttempt,
  findDeliveryWithEndpoint,
  setEndpointHealth,
  takeOverdueDeliveries,
  updateDelivery,
} from './webhooks.repository.js';

// One attempt of a delivery: claimed by one conditional UPDATE, sent outside any transaction (up to 10 s), then
// its outcome, the endpoint's health and the next attempt written in one transaction. The claim holds the attempt
// for the send's time-out and a margin: if its process dies before recording it, the sweep sends it again after
// that, as a new attempt of the same event (receivers dedupe by Webhook-Id).

/** How long a claimed attempt is held before it is taken as lost: the send's time-out and a margin. */
export const ATTEMPT_LEASE_MS = WEBHOOK_TIMEOUT_MS + 20_000;
/** A pending delivery this long past due has lost its job or its attempt: the sweep queues it again. */
export const OVERDUE_MS = 60_000;
/** At most this many a sweep: after an outage the backlog is taken a minute at a time. */
const SWEEP_BATCH = 500;

/** Queues again every pending delivery overdue by OVERDUE_MS (the webhook.sweep schedule). */
export const sweepOverdueDeliveries: ScheduleRun = async ({ db, clock }) => {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const overdue = await takeOverdueDeliveries(tx, {
      before: new Date(now.getTime() - OVERDUE_MS),
      now,
      limit: SWEEP_BATCH,
    });
    for (const { id, attempts } of overdue)
      await enqueue(tx, deliverWebhook, { deliveryId: id, attempts }, now);
  });
};

export interface WebhookDeliveryDeps {
  box: SecretBox;
  sender: WebhookSender;
  /** webhooks asks notifications to tell the owner their endpoint was switched off (given at composition). */
  notifyCustomer(
    tx: Queryable,
    notice: { userId: number; kind: NotificationKind; params: NotificationParams; at: Date },
  ): Promise<unknown>;
}

export function deliverWebhookAttempt(deps: WebhookDeliveryDeps): JobHandler<typeof deliverWebhook> {
  return async ({ deliveryId, attempts }, { db, clock }) => {
    const found = await findDeliveryWithEndpoint(db, deliveryId);
    if (found?.delivery.state !== 'pending' || found.delivery.attempts !== attempts) return;
    const { delivery, endpoint } = found;
    const startedAt = clock.now();
    if (!endpoint.enabled) {
      // An endpoint switched off keeps its queue as it was: nothing is sent until a resend by hand.
      await updateDelivery(db, delivery.id, {
        state: 'failed',
        lastError: 'endpoint_disabled',
        nextAttemptAt: null,
      });
      return;
    }
    const leaseUntil = new Date(startedAt.getTime() + ATTEMPT_LEASE_MS);
    if (!(await claimAttempt(db, { id: delivery.id, attempts, at: startedAt, leaseUntil }))) return;
    const secret = deps.box.open(endpoint.secretSealed);
    const result = await deps.sender.send({
      url: endpoint.url,
      headers: webhookHeaders(secret, { id: delivery.eventId, body: delivery.body, now: startedAt }),
      body: delivery.body,
    });
    const now = clock.now();
    const outcome = {
      lastStatusCode: result.statusCode,
      lastError: result.error,
      durationMs: result.durationMs,
    };
    await db.transaction(async (tx) => {
      if (result.ok) {
        await updateDelivery(tx, delivery.id, {
          ...outcome,
          state: 'delivered',
          deliveredAt: now,
          nextAttemptAt: null,
        });
        await setEndpointHealth(tx, endpoint.id, { lastSuccessAt: now, failingSince: null });
        return;
      }
      const next = nextAttemptAt({ createdAt: delivery.createdAt, attempts: attempts + 1 }, now);
      await updateDelivery(tx, delivery.id, {
        ...outcome,
        state: next ? 'pending' : 'failed',
        nextAttemptAt: next,
      });
      if (next) await enqueue(tx, deliverWebhook, { deliveryId: delivery.id, attempts: attempts + 1 }, next);
      const failingSince = endpoint.failingSince ?? startedAt;
      if (!isFailingTooLong(failingSince, now)) {
        if (!endpoint.failingSince) await setEndpointHealth(tx, endpoint.id, { failingSince });
        return;
      }
      await setEndpointHealth(tx, endpoint.id, { enabled: false, disabledReason: 'failing' });
      await deps.notifyCustomer(tx, {
        userId: endpoint.userId,
        kind: 'webhook_disabled',
        params: { url: endpoint.url },
        at: now,
      });
    });
  };
}
