import { z } from 'zod';
import { ORDER_STATUSES } from './hosting.js';
import { SSL_STATES } from './hosting-sites.js';
import { LEDGER_REASONS } from './payments.js';

// Live status over Server-Sent Events: the ticket answer and the events the stream carries.

export const liveEventTicketSchema = z.object({
  ticket: z.string(),
  /** ISO time after which the ticket no longer opens a stream (60 s). */
  expires_at: z.string(),
});
export type LiveEventTicket = z.infer<typeof liveEventTicketSchema>;

/** How long a ticket opens a stream after it was given. */
export const LIVE_TICKET_TTL_SECONDS = 60;

/** A top-up credited or a charge made: the new balance, the signed change, both in tiyin, and why. */
export const balanceLivePayloadSchema = z.object({
  balance: z.number().int(),
  change: z.number().int(),
  reason: z.enum(LEDGER_REASONS),
});

/** A hosting order changed status (progress → active, week, cancelled, …). */
export const orderLivePayloadSchema = z.object({
  order_id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
});

/** A new notification, with the unread count the header badge shows. */
export const notificationLivePayloadSchema = z.object({
  id: z.number().int(),
  unread_count: z.number().int(),
});

/**
 * Sessions of the customer ended: `session_id` names the one when a single session ended (logout, revoke),
 * null when several did (password change, block); every stream then checks its own session.
 */
export const sessionLivePayloadSchema = z.object({
  session_id: z.string().nullable(),
  /** `member_removed`: the owner removed a member, whose streams in the account close. */
  reason: z.enum(['logout', 'revoked', 'others_ended', 'all_ended', 'member_removed']),
});

/** A support ticket of the customer changed: staff answered, or its status moved. */
export const ticketLivePayloadSchema = z.object({
  ticket_id: z.number().int(),
  status: z.enum(['open', 'answered', 'awaiting_customer', 'closed']),
});

/** A site's certificate changed state (issuing → issued or failed). */
export const siteSslLivePayloadSchema = z.object({
  order_id: z.number().int(),
  site: z.string(),
  state: z.enum(SSL_STATES),
  expires_at: z.string().nullable(),
});

export const liveEventPayloadSchemas = {
  balance: balanceLivePayloadSchema,
  order: orderLivePayloadSchema,
  notification: notificationLivePayloadSchema,
  session: sessionLivePayloadSchema,
  ticket: ticketLivePayloadSchema,
  site_ssl: siteSslLivePayloadSchema,
} as const;

export type LiveEventKind = keyof typeof liveEventPayloadSchemas;
export const LIVE_EVENT_KINDS = Object.keys(liveEventPayloadSchemas) as LiveEventKind[];

/** One event as the stream sends it: the SSE `event:` is the kind, `data:` is this JSON, `id:` the row id. */
export const liveEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('balance'), id: z.number().int(), payload: balanceLivePayloadSchema }),
  z.object({ kind: z.literal('order'), id: z.number().int(), payload: orderLivePayloadSchema }),
  z.object({ kind: z.literal('notification'), id: z.number().int(), payload: notificationLivePayloadSchema }),
  z.object({ kind: z.literal('session'), id: z.number().int(), payload: sessionLivePayloadSchema }),
  z.object({ kind: z.literal('ticket'), id: z.number().int(), payload: ticketLivePayloadSchema }),
  z.object({ kind: z.literal('site_ssl'), id: z.number().int(), payload: siteSslLivePayloadSchema }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
export type LiveEventPayload<K extends LiveEventKind> = z.infer<(typeof liveEventPayloadSchemas)[K]>;
