import { z } from 'zod';
import { API_BASE } from './api-paths.js';
import { pageNumberSchema, rowIdSchema } from './envelope.js';

// Messages between customers (docs/product/cabinet.md "Mail page"): text only, addressed by user id.

/** The longest message, in UTF-16 code units (what a textarea's maxLength counts). */
export const MAIL_BODY_MAX = 2000;
/** Messages per conversation page, by default and at most. */
export const MAIL_PAGE_SIZE = 30;
export const MAIL_PAGE_MAX = 100;
/** An open conversation re-reads itself this often. */
export const MAIL_POLL_MS = 10_000;
/** Characters of the last message shown in the contacts list. */
export const MAIL_PREVIEW_MAX = 120;

const MAIL = `${API_BASE}/mail`;

export const mailPaths = {
  /** GET: the public card of a customer by id. */
  user: `${MAIL}/users/:id`,
  /** GET ?per_page=&page=: people one has written to or heard from, newest conversation first. */
  contacts: `${MAIL}/contacts`,
  /** GET ?before=&limit=: messages with the peer, newest first; marks the peer's messages as read. */
  conversation: `${MAIL}/conversations/:peerId`,
  /** POST { body }: sends a message (peer = oneself: a saved message). */
  messages: `${MAIL}/conversations/:peerId/messages`,
  /** POST blocks the peer, DELETE unblocks. */
  block: `${MAIL}/blocks/:peerId`,
  /** GET: unread messages from others. */
  unreadCount: `${MAIL}/unread-count`,
} as const;

/** Fills the `:id` / `:peerId` of a mail path. */
export const mailPath = (template: string, id: number): string =>
  template.replace(/:(id|peerId)\b/, String(id));

// Control characters other than the newline, and the bidi overrides that can make a text read backwards.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point here
const UNWANTED_CHARACTERS = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/** What is stored of a typed message: newlines unified, unwanted characters removed, trimmed. */
export const cleanMailBody = (raw: string): string =>
  raw.replace(/\r\n?/g, '\n').replace(UNWANTED_CHARACTERS, '').trim();

/** A customer id as typed or in a path: plain digits, within the database's integer range. */
export const customerIdSchema = z
  .string()
  .trim()
  .regex(/^\d{1,10}$/, { error: 'invalid' })
  .transform(Number)
  .pipe(z.number().int().positive({ error: 'invalid' }).max(2_147_483_647, { error: 'invalid' }));

/** The mail screen's "search by user id" form, and the `:id` of the user card path. */
export const mailUserSearchSchema = z.object({ id: customerIdSchema });

export const mailBodySchema = z
  .string({ error: 'required' })
  .transform(cleanMailBody)
  .pipe(z.string().min(1, { error: 'required' }).max(MAIL_BODY_MAX, { error: 'too_long' }));

export const sendMailRequestSchema = z.object({ body: mailBodySchema });
export type SendMailRequest = z.input<typeof sendMailRequestSchema>;

export const mailConversationQuerySchema = z.object({
  /** A message id of this conversation: the page holds the messages older than it. */
  before: rowIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(MAIL_PAGE_MAX).default(MAIL_PAGE_SIZE),
});
export type MailConversationQuery = z.input<typeof mailConversationQuerySchema>;

export const mailContactsQuerySchema = z.object({
  per_page: z.coerce.number().int().min(1).max(100).default(100),
  page: pageNumberSchema,
});

/** What anyone may see of a customer: never the e-mail or the phone. */
export const mailUserSchema = z.object({
  id: z.number().int(),
  /** First name and the initial of the last name: "Aziz K.". */
  display_name: z.string(),
  is_self: z.boolean(),
  blocked_by_me: z.boolean(),
  blocked_me: z.boolean(),
});
export type MailUser = z.infer<typeof mailUserSchema>;

export const mailMessageSchema = z.object({
  id: z.number().int(),
  sender_id: z.number().int(),
  recipient_id: z.number().int(),
  body: z.string(),
  created_at: z.string(),
  /** When the recipient opened the conversation; saved messages are read at once. */
  read_at: z.string().nullable(),
  is_mine: z.boolean(),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

export const mailConversationSchema = z.object({
  peer: mailUserSchema,
  /** Newest first. */
  messages: z.array(mailMessageSchema),
  /** Older messages exist: ask again with before = the last id of this page. */
  has_more: z.boolean(),
});
export type MailConversation = z.infer<typeof mailConversationSchema>;

export const mailContactSchema = z.object({
  user: mailUserSchema,
  last_message: z.object({
    id: z.number().int(),
    /** The start of the text, at most MAIL_PREVIEW_MAX characters. */
    preview: z.string(),
    created_at: z.string(),
    is_mine: z.boolean(),
  }),
  unread_count: z.number().int().nonnegative(),
});
export type MailContact = z.infer<typeof mailContactSchema>;

export const mailUnreadCountSchema = z.object({ count: z.number().int().nonnegative() });
export type MailUnreadCount = z.infer<typeof mailUnreadCountSchema>;
