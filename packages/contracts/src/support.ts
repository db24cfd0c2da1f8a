import { z } from 'zod';
import { KB_SLUG_MAX, KB_SLUG_PATTERN } from './constants.js';
import { rowIdSchema } from './envelope.js';
import { TICKET_LIMITS } from './support-paths.js';
import { requiredText } from './validation.js';

export { type GuestTicketRequest, guestTicketRequestSchema } from './support-guest.js';
// The support desk as customers and guests see it: tickets, their thread, attachments and the answer-time promise.
// The paths, limits and the guest's request have modules of their own without zod's full build: the support page
// (prerendered, public) carries the guest form, and a bundler keeps every top-level schema of a module it uses.
export * from './support-paths.js';

export const TICKET_DEPARTMENTS = ['billing', 'technical', 'domains', 'sales'] as const;
export type TicketDepartment = (typeof TICKET_DEPARTMENTS)[number];

/**
 * open: waits for staff (new, or the customer wrote last); answered: staff wrote last; awaiting_customer: staff
 * asked for something and wait; closed: by the customer, staff or the auto-close.
 */
export const TICKET_STATUSES = ['open', 'answered', 'awaiting_customer', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_CHANNELS = ['web', 'email', 'telegram', 'guest_link'] as const;
export type TicketChannel = (typeof TICKET_CHANNELS)[number];

/** Attachments kept, decided from the bytes (text has no magic bytes: valid UTF-8 without NULs is text). */
export const TICKET_ATTACHMENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/pdf',
  'text/plain',
] as const;
export type TicketAttachmentType = (typeof TICKET_ATTACHMENT_TYPES)[number];

const bodySchema = requiredText(TICKET_LIMITS.bodyMax);

/** The service a ticket is about: one of the customer's hosting orders or domains. */
export const ticketServiceSchema = z.object({
  kind: z.enum(['order', 'domain'], { error: 'invalid' }),
  id: rowIdSchema,
});
export type TicketService = z.infer<typeof ticketServiceSchema>;

export const createTicketRequestSchema = z.object({
  department: z.enum(TICKET_DEPARTMENTS, { error: 'invalid' }),
  subject: requiredText(TICKET_LIMITS.subjectMax),
  message: bodySchema,
  service: ticketServiceSchema.nullish(),
  /** The knowledge-base article the customer read before writing ("still stuck?"): its slug. */
  kb_article: z
    .string()
    .max(KB_SLUG_MAX, { error: 'invalid' })
    .regex(KB_SLUG_PATTERN, { error: 'invalid' })
    .nullish(),
});
export type CreateTicketRequest = z.input<typeof createTicketRequestSchema>;

export const ticketMessageRequestSchema = z.object({ message: bodySchema });
export type TicketMessageRequest = z.input<typeof ticketMessageRequestSchema>;

export const ticketRatingRequestSchema = z.object({
  rating: z.number({ error: 'required' }).int({ error: 'invalid' }).min(1, { error: 'invalid' }).max(5, {
    error: 'invalid',
  }),
  comment: z.string().trim().max(TICKET_LIMITS.ratingCommentMax, { error: 'too_long' }).optional(),
});
export type TicketRatingRequest = z.input<typeof ticketRatingRequestSchema>;

export const ticketAttachmentSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  content_type: z.enum(TICKET_ATTACHMENT_TYPES),
  size_bytes: z.number().int(),
});
export type TicketAttachment = z.infer<typeof ticketAttachmentSchema>;

export const ticketMessageSchema = z.object({
  id: z.number().int(),
  /** customer: the ticket's owner (or guest); staff: the team (name shown); system: a notice such as auto-close. */
  author: z.enum(['customer', 'staff', 'system']),
  author_name: z.string().nullable(),
  body: z.string(),
  via: z.enum(TICKET_CHANNELS),
  attachments: z.array(ticketAttachmentSchema),
  created_at: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const ticketEventSchema = z.object({
  kind: z.enum(['status', 'department', 'merged']),
  from: z.string().nullable(),
  to: z.string().nullable(),
  created_at: z.string(),
});
export type TicketEvent = z.infer<typeof ticketEventSchema>;

export const ticketSummarySchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  department: z.enum(TICKET_DEPARTMENTS),
  status: z.enum(TICKET_STATUSES),
  service: z
    .object({ kind: z.enum(['order', 'domain']), id: z.number().int(), label: z.string() })
    .nullable(),
  created_at: z.string(),
  last_message_at: z.string(),
  /** While the first answer is due: when it is promised by; null once staff answered (or the ticket closed). */
  first_answer_due_at: z.string().nullable(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

/** The knowledge-base article the customer read before writing ("still stuck?"), as they read it. */
export const ticketKbArticleSchema = z.object({ slug: z.string(), title: z.string() });

export const ticketDetailSchema = ticketSummarySchema.extend({
  kb_article: ticketKbArticleSchema.nullable(),
  messages: z.array(ticketMessageSchema),
  events: z.array(ticketEventSchema),
  /** Write to this address to reply by e-mail (signed per ticket). */
  reply_address: z.string(),
  rating: z.number().int().nullable(),
  rating_comment: z.string().nullable(),
  can_reopen: z.boolean(),
  can_rate: z.boolean(),
  closed_at: z.string().nullable(),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

export const guestTicketCreatedSchema = z.object({
  id: z.number().int(),
  /** The private link went to this address. */
  email: z.string(),
});
export type GuestTicketCreated = z.infer<typeof guestTicketCreatedSchema>;

/** The token of the confirmation link (from the link's fragment). */
export const ticketConfirmRequestSchema = z.object({
  token: z.string({ error: 'required' }).min(1, { error: 'required' }).max(100, { error: 'invalid' }),
});
export type TicketConfirmRequest = z.infer<typeof ticketConfirmRequestSchema>;

export const ticketConfirmedSchema = z.object({
  /** The ticket now in the customer's account. */
  ticket_id: z.number().int(),
});
export type TicketConfirmed = z.infer<typeof ticketConfirmedSchema>;
