import { z } from 'zod';
import { API_BASE } from './api-paths.js';
import { pageNumberSchema, rowIdSchema } from './envelope.js';

// Webhooks: the account's own HTTPS endpoints told of events, each delivery signed (docs/webhooks.md).

export const webhookPaths = {
  /** GET lists the endpoints; POST adds one (its secret answered once). */
  list: `${API_BASE}/user/webhooks`,
  /** PUT changes one (URL, events, description, enabled); DELETE removes it with its deliveries. */
  item: `${API_BASE}/user/webhooks/:id`,
  /** GET: the signing secret, for the owner only. */
  secret: `${API_BASE}/user/webhooks/:id/secret`,
  /** POST: queue a `webhook.test` event to this endpoint. */
  test: `${API_BASE}/user/webhooks/:id/test`,
  /** GET: the endpoint's deliveries, newest first, a page at a time. */
  deliveries: `${API_BASE}/user/webhooks/:id/deliveries`,
  /** POST: send a delivery again now, as a new attempt of the same event (same Webhook-Id). */
  resend: `${API_BASE}/user/webhooks/:id/deliveries/:delivery_id/resend`,
} as const;

/** The events an endpoint can subscribe to. `webhook.test` is sent only by the "send test event" button. */
export const WEBHOOK_EVENTS = [
  'payment.received',
  'order.activated',
  'order.expiring',
  'order.suspended',
  'domain.expiring',
  'ticket.answered',
  'certificate.issued',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export type WebhookEventType = WebhookEvent | 'webhook.test';

/** Endpoints per account. */
export const WEBHOOK_ENDPOINTS_MAX = 10;
/** Deliveries answered per page of an endpoint's list. */
export const WEBHOOK_DELIVERIES_PAGE = 50;

export const webhookUrlSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(2000, { error: 'too_long' })
  .refine((value) => URL.canParse(value), { error: 'webhook_url_invalid' });

export const webhookInputSchema = z.object({
  url: webhookUrlSchema,
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: 'invalid' }), { error: 'webhook_events_required' })
    .min(1, { error: 'webhook_events_required' })
    .max(WEBHOOK_EVENTS.length, { error: 'invalid' }),
  description: z.string().trim().max(200, { error: 'too_long' }).default(''),
  enabled: z.boolean().default(true),
});
export type WebhookInput = z.input<typeof webhookInputSchema>;

export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  description: z.string(),
  enabled: z.boolean(),
  /** Why it is off: `failing` when it was switched off after 3 days without a success; null when on or off by hand. */
  disabled_reason: z.enum(['failing']).nullable(),
  created_at: z.string(),
  last_success_at: z.string().nullable(),
  /** The first failure since the last success; null while it works. */
  failing_since: z.string().nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** A new endpoint, with its secret: the one time it is answered unasked. */
export const webhookCreatedSchema = webhookEndpointSchema.extend({ secret: z.string() });
export const webhookSecretSchema = z.object({ secret: z.string() });

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  /** The event's id, sent as Webhook-Id: the same on every attempt, so the receiver can drop repeats. */
  event_id: z.string(),
  event: z.string(),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.number().int(),
  next_attempt_at: z.string().nullable(),
  /** The receiver's HTTP status of the last attempt; null when none came (refused, time-out, network). */
  last_status_code: z.number().int().nullable(),
  /** Why the last attempt failed, in words of the protocol (`timeout`, `address_refused`, `redirect`, `status`). */
  last_error: z.string().nullable(),
  duration_ms: z.number().int().nullable(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookIdParamsSchema = z.object({ id: rowIdSchema });
export const webhookDeliveryParamsSchema = z.object({ id: rowIdSchema, delivery_id: rowIdSchema });
export const webhookDeliveriesQuerySchema = z.object({ page: pageNumberSchema });
