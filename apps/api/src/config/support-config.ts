import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { MailDnsRecords } from '../integrations/mail-dns/mail-dns.js';
import { boolean, integer, ipOrRangeList } from './env-values.js';

// The support desk; parsed as part of config.ts's environment schema.

export const supportEnvShape = {
  SUPPORT_FIRST_RESPONSE_HOURS: integer(1, 720)
    .default(24)
    .describe('Hours within which the first answer to a ticket is promised.'),
  SUPPORT_AUTO_CLOSE_DAYS: integer(1, 365)
    .default(5)
    .describe('Days an answered ticket waits for the customer before it closes by itself.'),
  SUPPORT_REPLY_SECRET: z
    .string()
    .min(32, { error: 'must be at least 32 characters' })
    .optional()
    .describe(
      'The key of the signed reply addresses (support+<ticket>.<signature>@…), 32+ characters; derived from CODE_SECRET if unset.',
    ),
  SUPPORT_SMTP_ENABLED: boolean
    .optional()
    .describe(
      'Whether this process runs the inbound support SMTP listener: exactly one process should (default: on in demo mode).',
    ),
  SUPPORT_SMTP_PORT: integer(0, 65_535)
    .default(2525)
    .describe(
      "The support SMTP listener's port; 0 picks a free one. A second server on one machine needs another one.",
    ),
  SUPPORT_SMTP_HOST: z
    .string()
    .trim()
    .min(1)
    .default('127.0.0.1')
    .describe("The support SMTP listener's address."),
  SUPPORT_TICKETS_PER_ACCOUNT: integer(1, 1_000_000)
    .default(10)
    .describe('Tickets one account (or guest e-mail) may open per day.'),
  SUPPORT_MESSAGES_PER_ACCOUNT: integer(1, 1_000_000)
    .default(60)
    .describe('Ticket messages one account may send per hour.'),
  SUPPORT_GUEST_PER_IP: integer(1, 1_000_000)
    .default(10)
    .describe('Guest tickets and guest replies one address may send per hour.'),
  // docs/support-mail.md: how relayed mail is trusted.
  SUPPORT_MAIL_TRUSTED_RELAYS: ipOrRangeList('must be IP addresses or CIDR ranges')
    .optional()
    .describe(
      "The hosts (IPs or ranges) that relay mail to the listener (our MX, a forwarding rule's server): their own Authentication-Results header decides whether a sender is authenticated.",
    ),
  SUPPORT_MAIL_AUTHSERV_ID: z
    .string()
    .trim()
    .min(1)
    .max(253)
    .optional()
    .describe(
      'The authserv-id the trusted relays write in their Authentication-Results (e.g. mx.portal.uz).',
    ),
  SUPPORT_MAIL_DNS_RECORDS: z
    .string()
    .transform((text, context) => {
      try {
        return mailDnsRecordsSchema.parse(JSON.parse(text));
      } catch {
        context.addIssue({ code: 'custom', message: 'must be JSON: {"name": {"TXT": ["…"]}}' });
        return z.NEVER;
      }
    })
    .optional()
    .describe(
      'DNS records the mail checks read instead of the system resolver (JSON: {"name": {"TXT": ["…"]}}); tests and demo mode only, refused in production. Demo mode: the demo domain\'s SPF and DMARC.',
    ),
};

const mailDnsRecordsSchema = z.record(z.string(), z.record(z.string(), z.array(z.string())));

/** Demo mode's DNS: the demo customer's domain lets mail from this machine pass SPF. */
const DEMO_MAIL_DNS: MailDnsRecords = {
  'portal.uz': { TXT: ['v=spf1 ip4:127.0.0.1 ip6:::1 -all'] },
  '_dmarc.portal.uz': { TXT: ['v=DMARC1; p=reject'] },
};

const supportEnvSchema = z.object(supportEnvShape);
type SupportEnv = z.infer<typeof supportEnvSchema> & {
  SUPPORT_EMAIL: string;
  CODE_SECRET?: string | undefined;
};

export interface SupportConfig {
  firstResponseHours: number;
  autoCloseDays: number;
  replySecret: string;
  /** The plain support address; replies go to its local part plus the ticket, at its domain. */
  address: { local: string; domain: string };
  smtp: { enabled: boolean; port: number; host: string };
  limits: { ticketsPerDay: number; messagesPerHour: number; guestPerIpPerHour: number };
  /** How a sender to the plain address is authenticated (docs/support-mail.md). */
  mailAuth: {
    /** null: the system's resolver. */
    dnsRecords: MailDnsRecords | null;
    trustedRelays: string[];
    authservId: string | null;
  };
}

export function supportConfig(vars: SupportEnv, demoMode: boolean, codeSecret: string): SupportConfig {
  const [local = 'support', domain = 'portal.uz'] = vars.SUPPORT_EMAIL.split('@');
  return {
    firstResponseHours: vars.SUPPORT_FIRST_RESPONSE_HOURS,
    autoCloseDays: vars.SUPPORT_AUTO_CLOSE_DAYS,
    // A key of its own when given; otherwise one derived from the code secret, so it survives a restart
    // whenever that one does.
    replySecret:
      vars.SUPPORT_REPLY_SECRET ?? createHash('sha256').update(`support-reply:${codeSecret}`).digest('hex'),
    address: { local, domain },
    smtp: {
      enabled: vars.SUPPORT_SMTP_ENABLED ?? demoMode,
      port: vars.SUPPORT_SMTP_PORT,
      host: vars.SUPPORT_SMTP_HOST,
    },
    limits: {
      ticketsPerDay: vars.SUPPORT_TICKETS_PER_ACCOUNT,
      messagesPerHour: vars.SUPPORT_MESSAGES_PER_ACCOUNT,
      guestPerIpPerHour: vars.SUPPORT_GUEST_PER_IP,
    },
    mailAuth: {
      dnsRecords: vars.SUPPORT_MAIL_DNS_RECORDS ?? (demoMode ? DEMO_MAIL_DNS : null),
      trustedRelays: vars.SUPPORT_MAIL_TRUSTED_RELAYS ?? [],
      authservId: vars.SUPPORT_MAIL_AUTHSERV_ID ?? null,
    },
  };
}
