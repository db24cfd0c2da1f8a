import { z } from 'zod';
import { rowIdSchema } from '../envelope.js';

export const auditQuerySchema = z.object({
  staff_id: rowIdSchema.optional(),
  customer_id: rowIdSchema.optional(),
  action: z.string().trim().max(64).optional(),
  /** What the actions were about: the part of an action before its first dot (`order` for `order.suspend`). */
  target: z
    .string()
    .trim()
    .regex(/^[a-z_]{1,32}$/, { error: 'invalid' })
    .optional(),
  from: z.iso.datetime({ offset: true, error: 'date_invalid' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'date_invalid' }).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staff_id: z.number().int().nullable(),
  staff_name: z.string().nullable(),
  customer_id: z.number().int().nullable(),
  /** Who the customer is, for the list to name them (null once the row no longer exists). */
  customer_name: z.string().nullable(),
  customer_email: z.string().nullable(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip_address: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * What the audit log's filters offer to choose from: every staff member who ever was (a disabled colleague's
 * actions stay findable) and the actions the log holds; the console words each action and groups them by target.
 */
export const auditFilterChoicesSchema = z.object({
  staff: z.array(z.object({ id: z.number().int(), name: z.string() })),
  actions: z.array(z.string()),
});
export type AuditFilterChoices = z.infer<typeof auditFilterChoicesSchema>;
