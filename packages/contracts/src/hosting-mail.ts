import { z } from 'zod';
import { HOST_NAME_PATTERN, hostingAccessSchema, siteNameSchema } from './hosting-sites.js';
import { strongPasswordSchema } from './validation.js';

// The order's mailboxes on the hosting panel (docs/hosting-control.md). A box lives under a mail domain, which is
// one of the order's sites; the panel makes the mail domain with its first box. Passwords go in, never out.

const HOSTING = '/api/client/services/hosting';

export const hostingMailPaths = {
  /** GET: the boxes, the domains a box may use and the settings a mail app needs. POST: a new box. */
  mailboxes: `${HOSTING}/orders/:id/mailboxes`,
  /** PATCH: password, quota, forwarding. DELETE: removes the box and the mail in it. */
  mailbox: `${HOSTING}/orders/:id/mailboxes/:address`,
} as const;

/** A path with its `:id` (order) and `:address` (mailbox) filled in. */
export const mailboxPath = (path: string, orderId: number | string, address = '') =>
  path.replace(':id', String(orderId)).replace(':address', encodeURIComponent(address));

/** How many addresses one box may forward to. */
export const MAX_MAIL_FORWARDS = 10;
/** The largest box the portal asks for, in MiB (the tariff may allow less). */
export const MAX_MAILBOX_QUOTA_MB = 102_400;

/** The part before @: lowercase letters, digits, dots, hyphens and underscores, no dot at either end or twice. */
export const MAILBOX_NAME_PATTERN = /^(?!.*\.\.)[a-z0-9](?:[a-z0-9._-]{0,62}[a-z0-9])?$/;

export const mailboxNameSchema = z
  .string({ error: 'required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'required' })
  .max(64, { error: 'too_long' })
  .regex(MAILBOX_NAME_PATTERN, { error: 'mailbox_name_invalid' });

/** A whole address, `box@domain`, with an ASCII (punycode) domain. */
const address = (code: 'mailbox_address_invalid' | 'forward_invalid') =>
  z
    .string({ error: 'required' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'required' })
    .max(254, { error: 'too_long' })
    .refine(
      (value) => {
        const at = value.lastIndexOf('@');
        if (at < 1) return false;
        const local = value.slice(0, at);
        return /^[a-z0-9._+-]{1,64}$/.test(local) && HOST_NAME_PATTERN.test(value.slice(at + 1));
      },
      { error: code },
    );

export const mailboxAddressSchema = address('mailbox_address_invalid');
export const mailForwardSchema = z
  .array(address('forward_invalid'), { error: 'invalid' })
  .max(MAX_MAIL_FORWARDS, { error: 'too_long' })
  .refine((list) => new Set(list).size === list.length, { error: 'forward_duplicate' });

export const mailboxQuotaSchema = z
  .number({ error: 'quota_invalid' })
  .int({ error: 'quota_invalid' })
  .min(1, { error: 'quota_invalid' })
  .max(MAX_MAILBOX_QUOTA_MB, { error: 'quota_invalid' });

export const mailboxSchema = z.object({
  /** `box@domain`, ASCII. */
  address: z.string(),
  domain: z.string(),
  /** MiB used of `quota_mb`. */
  used_mb: z.number(),
  /** The box's size in MiB; null when the panel sets none. */
  quota_mb: z.number().nullable(),
  /** Where a copy of every message goes; empty when none. */
  forward: z.array(z.string()),
  /** Forwarded mail is also kept in the box. */
  keep_copy: z.boolean(),
  active: z.boolean(),
});
export type Mailbox = z.infer<typeof mailboxSchema>;

export const MAIL_SECURITY = ['ssl', 'starttls'] as const;
const mailServerSchema = z.object({
  host: z.string(),
  port: z.number(),
  security: z.enum(MAIL_SECURITY),
});

/** What a phone's mail app asks for: the user name is the whole address, the password the box's own. */
export const mailSettingsSchema = z.object({
  imap: mailServerSchema,
  smtp: mailServerSchema,
  /** The server's webmail, when it has one. */
  webmail_url: z.string().nullable(),
});
export type MailSettings = z.infer<typeof mailSettingsSchema>;

export const mailboxListSchema = z.object({
  mailboxes: z.array(mailboxSchema),
  /** The order's sites: the domains a new box may use. */
  domains: z.array(z.string()),
  settings: mailSettingsSchema,
  access: hostingAccessSchema,
});
export type MailboxList = z.infer<typeof mailboxListSchema>;

export const createMailboxRequestSchema = z.object({
  name: mailboxNameSchema,
  domain: siteNameSchema,
  password: strongPasswordSchema(),
  quota_mb: mailboxQuotaSchema,
});
export type CreateMailboxRequest = z.input<typeof createMailboxRequestSchema>;

/** Any of: a new password, a new size, the forwarding (addresses and whether a copy stays). */
export const updateMailboxRequestSchema = z
  .object({
    password: z.optional(strongPasswordSchema()),
    quota_mb: mailboxQuotaSchema.optional(),
    forward: mailForwardSchema.optional(),
    keep_copy: z.boolean({ error: 'invalid' }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'required' });
export type UpdateMailboxRequest = z.input<typeof updateMailboxRequestSchema>;
