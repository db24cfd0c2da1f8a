import { z } from 'zod';
import { LANGUAGES } from '../constants.js';
import { MAX_ROW_ID, rowIdSchema } from '../envelope.js';
import {
  TICKET_DEPARTMENTS,
  TICKET_LIMITS,
  TICKET_STATUSES,
  ticketAttachmentSchema,
  ticketEventSchema,
  ticketKbArticleSchema,
  ticketSummarySchema,
} from '../support.js';
import { requiredText } from '../validation.js';
import { ADMIN_API_BASE } from './paths.js';
import { STAFF_ROLES } from './staff.js';

// The support desk as staff work it: the queue, a ticket beside its customer, canned replies, the promise's figures.

export const adminSupportPaths = {
  tickets: `${ADMIN_API_BASE}/tickets`,
  ticket: `${ADMIN_API_BASE}/tickets/:id`,
  /** POST {body, internal}: a reply to the customer, or a note only staff see. */
  messages: `${ADMIN_API_BASE}/tickets/:id/messages`,
  assign: `${ADMIN_API_BASE}/tickets/:id/assign`,
  status: `${ADMIN_API_BASE}/tickets/:id/status`,
  department: `${ADMIN_API_BASE}/tickets/:id/department`,
  /** POST {into}: this ticket is a duplicate; its messages move into the other one and it closes. */
  merge: `${ADMIN_API_BASE}/tickets/:id/merge`,
  /** GET ?department=: the active members a ticket of that department may be assigned to (`tickets.manage`). */
  assignees: `${ADMIN_API_BASE}/tickets/assignees`,
  attachment: `${ADMIN_API_BASE}/tickets/:id/attachments/:attachment_id`,
  /** GET: open, overdue, and first-answer times over 7 and 30 days (the dashboard's figures). */
  stats: `${ADMIN_API_BASE}/tickets/stats`,
  cannedReplies: `${ADMIN_API_BASE}/canned-replies`,
  cannedReply: `${ADMIN_API_BASE}/canned-replies/:id`,
} as const;

export const adminTicketQuerySchema = z.object({
  status: z.enum([...TICKET_STATUSES, 'active'], { error: 'invalid' }).optional(),
  department: z.enum(TICKET_DEPARTMENTS, { error: 'invalid' }).optional(),
  /** A staff member's id, or `none` for unassigned tickets. */
  assignee: z.union([z.literal('none'), rowIdSchema]).optional(),
  customer: rowIdSchema.optional(),
  /** overdue: the first answer is late; due_soon: due within 4 hours. */
  due: z.enum(['overdue', 'due_soon'], { error: 'invalid' }).optional(),
  /** due (the default): what is owed first; recent: the latest activity first (a customer's page lists them so). */
  sort: z.enum(['due', 'recent'], { error: 'invalid' }).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
export type AdminTicketQuery = z.input<typeof adminTicketQuerySchema>;

export const adminTicketRowSchema = ticketSummarySchema.extend({
  customer_id: z.number().int().nullable(),
  customer_name: z.string(),
  customer_email: z.string(),
  guest: z.boolean(),
  /**
   * The sender was not proven to own the address (mail without aligned DKIM or SPF, or the guest form naming a
   * customer's e-mail): a guest ticket until the address's owner confirms it from the link mailed to them.
   */
  sender_unverified: z.boolean(),
  assignee_id: z.number().int().nullable(),
  assignee_name: z.string().nullable(),
  /** Seconds since the ticket opened. */
  age_seconds: z.number().int(),
  /** Seconds until the promised first answer (negative: late); null once answered. */
  due_in_seconds: z.number().int().nullable(),
  first_answered_at: z.string().nullable(),
});
export type AdminTicketRow = z.infer<typeof adminTicketRowSchema>;

export const adminTicketMessageSchema = z.object({
  id: z.number().int(),
  author: z.enum(['customer', 'staff', 'system']),
  author_name: z.string().nullable(),
  staff_id: z.number().int().nullable(),
  internal: z.boolean(),
  body: z.string(),
  via: z.string(),
  attachments: z.array(ticketAttachmentSchema),
  created_at: z.string(),
});
export type AdminTicketMessage = z.infer<typeof adminTicketMessageSchema>;

export const adminTicketCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  language: z.string(),
  /** Som. */
  balance: z.number(),
  services: z.array(
    z.object({
      kind: z.enum(['order', 'domain']),
      id: z.number().int(),
      label: z.string(),
      status: z.string(),
    }),
  ),
  recent_payments: z.array(
    z.object({ id: z.number().int(), amount: z.number(), status: z.string(), created_at: z.string() }),
  ),
  earlier_tickets: z.array(ticketSummarySchema),
});

export const adminTicketDetailSchema = adminTicketRowSchema.extend({
  /** The knowledge-base article the customer read before writing ("still stuck?"). */
  kb_article: ticketKbArticleSchema.nullable(),
  messages: z.array(adminTicketMessageSchema),
  events: z.array(ticketEventSchema.extend({ staff_name: z.string().nullable() })),
  reply_address: z.string(),
  rating: z.number().int().nullable(),
  rating_comment: z.string().nullable(),
  merged_into: z.number().int().nullable(),
  /** Null for a guest's ticket. */
  customer: adminTicketCustomerSchema.nullable(),
});
export type AdminTicketDetail = z.infer<typeof adminTicketDetailSchema>;

export const staffTicketMessageRequestSchema = z.object({
  body: requiredText(TICKET_LIMITS.bodyMax),
  internal: z.boolean().default(false),
});
export type StaffTicketMessageRequest = z.input<typeof staffTicketMessageRequestSchema>;

/** A staff member's id, or null to leave the ticket unassigned. */
export const ticketAssignRequestSchema = z.object({
  staff_id: z
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .positive({ error: 'invalid' })
    .max(MAX_ROW_ID, { error: 'invalid' })
    .nullable(),
});
export const ticketAssigneeQuerySchema = z.object({
  department: z.enum(TICKET_DEPARTMENTS, { error: 'invalid' }).optional(),
});
/** A member who may answer tickets of the asked department: support and owners, billing for billing. */
export const ticketAssigneeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type TicketAssignee = z.infer<typeof ticketAssigneeSchema>;

export const ticketStatusRequestSchema = z.object({ status: z.enum(TICKET_STATUSES, { error: 'invalid' }) });
export const ticketDepartmentRequestSchema = z.object({
  department: z.enum(TICKET_DEPARTMENTS, { error: 'invalid' }),
});
export const ticketMergeRequestSchema = z.object({ into: rowIdSchema });

const cannedText = z.object({ title: requiredText(120), body: requiredText(TICKET_LIMITS.bodyMax) });

/** Placeholders a canned reply may use; the console fills them from the ticket. */
export const CANNED_REPLY_PLACEHOLDERS = ['{customer_name}', '{order}', '{domain}'] as const;

export const cannedReplyRequestSchema = z.object({
  department: z.enum(TICKET_DEPARTMENTS, { error: 'invalid' }).nullable().default(null),
  /** Uzbek is required; the other languages fall back to it. */
  texts: z.object({
    uz: cannedText,
    uzc: cannedText.optional(),
    ru: cannedText.optional(),
    en: cannedText.optional(),
    tj: cannedText.optional(),
  }),
});
export type CannedReplyRequest = z.input<typeof cannedReplyRequestSchema>;

export const cannedReplySchema = z.object({
  id: z.number().int(),
  department: z.enum(TICKET_DEPARTMENTS).nullable(),
  texts: z.partialRecord(z.enum(LANGUAGES), z.object({ title: z.string(), body: z.string() })),
  updated_at: z.string(),
});
export type CannedReply = z.infer<typeof cannedReplySchema>;

const firstAnswerFigures = z.object({
  /** Tickets first answered in the window. */
  answered: z.number().int(),
  /** Seconds; null without answers in the window. */
  median_seconds: z.number().nullable(),
  p90_seconds: z.number().nullable(),
  /** Of them, answered within the promise. */
  in_time: z.number().int(),
});

export const supportStatsSchema = z.object({
  open: z.number().int(),
  overdue: z.number().int(),
  due_soon: z.number().int(),
  first_answer_7_days: firstAnswerFigures,
  first_answer_30_days: firstAnswerFigures,
  promise_hours: z.number().int(),
});
export type SupportStats = z.infer<typeof supportStatsSchema>;
