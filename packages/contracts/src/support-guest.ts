import * as z from 'zod/mini';
import { KB_SLUG_MAX, KB_SLUG_PATTERN, LANGUAGES } from './constants.js';
import { emailSchema } from './email.js';
import { TICKET_LIMITS } from './support-paths.js';
import { requiredText } from './validation.js';

// zod/mini, like login.ts: the support page is prerendered and public, and its guest form loads this rule on first
// use (`@portal/contracts/support-guest`), without zod's full build.

/** A visitor without an account opens a ticket: who they are, what it is about, and the captcha. */
export const guestTicketRequestSchema = z.object({
  email: emailSchema,
  name: requiredText(TICKET_LIMITS.nameMax),
  subject: requiredText(TICKET_LIMITS.subjectMax),
  message: requiredText(TICKET_LIMITS.bodyMax),
  captcha_id: z.string({ error: 'required' }).check(z.minLength(1, { error: 'required' }), z.maxLength(64)),
  captcha: z
    .string({ error: 'required' })
    .check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(16)),
  language: z.optional(z.enum(LANGUAGES)),
  /** The knowledge-base article the visitor read before writing ("still stuck?"): its slug. */
  kb_article: z.optional(
    z
      .string()
      .check(z.maxLength(KB_SLUG_MAX, { error: 'invalid' }), z.regex(KB_SLUG_PATTERN, { error: 'invalid' })),
  ),
});
export type GuestTicketRequest = z.input<typeof guestTicketRequestSchema>;
