import { z } from 'zod';
import { rowIdSchema } from '../envelope.js';
import { ORDER_STATUSES } from '../hosting.js';
import { orderCancellationSchema } from '../hosting-cancel.js';
import { staffReasonSchema } from './customers.js';

export const STAFF_ORDER_ACTIONS = ['suspend', 'resume', 'cancel'] as const;

export const adminOrdersQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'invalid' }).optional(),
  server_id: rowIdSchema.optional(),
  tariff_id: rowIdSchema.optional(),
  /** Running orders paid up to at most this many days from now. */
  expiring_days: z.coerce.number().int().min(0).max(365).optional(),
  /** failing: orders still being set up whose panel calls have failed (the provisioning queue). */
  provisioning: z.enum(['failing'], { error: 'invalid' }).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

export const adminOrderRowSchema = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  /** Who the customer is, for the list to name them (null once the row no longer exists). */
  customer_name: z.string().nullable(),
  customer_email: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  tariff: z.string(),
  server: z.string(),
  auto_renew: z.boolean(),
  expires_at: z.string(),
  created_at: z.string(),
  /** The customer's cancellation (when, scheduled or done, the refund, their reason); null without one. */
  cancellation: orderCancellationSchema.nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const orderEventSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  action: z.string(),
  ok: z.boolean(),
  detail: z.unknown(),
  at: z.string(),
});

export const adminOrderDetailSchema = adminOrderRowSchema.extend({
  events: z.array(orderEventSchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const orderActionParamsSchema = z.object({
  id: rowIdSchema,
  action: z.enum(STAFF_ORDER_ACTIONS, { error: 'invalid' }),
});

export const orderExpiryRequestSchema = z.object({
  expires_at: z.iso.datetime({ offset: true, error: 'date_invalid' }),
  reason: staffReasonSchema,
});
