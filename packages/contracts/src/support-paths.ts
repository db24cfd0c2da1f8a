import { API_BASE } from './api-paths.js';

// Plain data, no zod: the support page's guest form and the thread behind the e-mailed link use these too.

const SUPPORT = `${API_BASE}/support`;

export const supportPaths = {
  /** GET: the customer's tickets; POST (JSON, or multipart with up to 5 files): opens one. */
  tickets: `${SUPPORT}/tickets`,
  /** GET: the thread. */
  ticket: `${SUPPORT}/tickets/:id`,
  /** POST (JSON, or multipart with files): the customer's reply. */
  messages: `${SUPPORT}/tickets/:id/messages`,
  close: `${SUPPORT}/tickets/:id/close`,
  reopen: `${SUPPORT}/tickets/:id/reopen`,
  rating: `${SUPPORT}/tickets/:id/rating`,
  /** GET: one attachment's bytes, to the ticket's owner only. */
  attachment: `${SUPPORT}/tickets/:id/attachments/:attachment_id`,
  /** POST: a visitor without an account opens a ticket (captcha); the private link comes by e-mail. */
  guestTickets: `${SUPPORT}/guest-tickets`,
  /** GET: the thread the private link's token opens (header X-Guest-Token). */
  guestTicket: `${SUPPORT}/guest-tickets/current`,
  /** POST: the visitor's reply through the link (header X-Guest-Token). */
  guestMessages: `${SUPPORT}/guest-tickets/current/messages`,
  /** GET: an attachment of the link's ticket (header X-Guest-Token). */
  guestAttachment: `${SUPPORT}/guest-tickets/current/attachments/:attachment_id`,
  /** POST {token}: the link mailed to a customer moves a ticket sent in their name into their account. */
  confirmTicket: `${SUPPORT}/ticket-confirmations`,
} as const;

export const supportTicketPath = (id: number) => supportPaths.ticket.replace(':id', String(id));

/** The header a guest's private link token travels in (never the URL, which logs and proxies keep). */
export const GUEST_TOKEN_HEADER = 'x-guest-token';

export const TICKET_LIMITS = {
  subjectMax: 200,
  bodyMax: 20_000,
  attachmentsMax: 5,
  attachmentMaxBytes: 10 * 1024 * 1024,
  ratingCommentMax: 2000,
  nameMax: 120,
  /** A closed ticket may be reopened for this long after it closed. */
  reopenDays: 14,
} as const;
