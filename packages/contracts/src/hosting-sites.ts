import { z } from 'zod';

// The order's sites, their PHP version and free certificates, managed through the hosting panel acting as the
// order's panel user (docs/hosting-control.md). Site names are ASCII (punycode) in paths and answers.

const HOSTING = '/api/client/services/hosting';

export const hostingSitePaths = {
  /** GET: the order's sites, the PHP versions offered and whether the order may be changed. POST: a new site. */
  sites: `${HOSTING}/orders/:id/sites`,
  /** PATCH: php_version, aliases, https_redirect. DELETE {password}: removes the site; its files stay. */
  site: `${HOSTING}/orders/:id/sites/:name`,
  /** POST: asks for a free Let's Encrypt certificate; the state arrives on the live stream (`site_ssl`). */
  siteSsl: `${HOSTING}/orders/:id/sites/:name/ssl`,
} as const;

/** A path with its `:id` (order) and `:name` (site) filled in. */
export const sitePath = (path: string, orderId: number | string, name = '') =>
  path.replace(':id', String(orderId)).replace(':name', encodeURIComponent(name));

/** The versions the product advertises; a server offers these plus what it has installed (staff edit the list). */
export const DEFAULT_PHP_VERSIONS = ['5.4', '5.6', '7.2', '7.4', '8.0'] as const;
/** A PHP version as the portal names it: major.minor. */
export const phpVersionSchema = z
  .string({ error: 'required' })
  .trim()
  .regex(/^[5-9]\.[0-9]{1,2}$/, { error: 'php_version_unsupported' });

/** How many aliases (www.example.uz, shop.example.uz, …) one site may carry. */
export const MAX_SITE_ALIASES = 20;
/** A host name: letters, digits and hyphens in dot-separated labels; an IDN is sent in its xn-- form. */
export const HOST_NAME_PATTERN =
  /^(?=.{1,253}$)((?!-)[a-z0-9-]{1,63}(?<!-)\.)+([a-z]{2,63}|xn--[a-z0-9-]{1,59}(?<!-))$/;

const hostName = (code: 'domain_invalid' | 'alias_invalid') =>
  z
    .string({ error: 'required' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'required' })
    .max(253, { error: 'too_long' })
    .transform((value) => value.replace(/\.$/, ''))
    .pipe(z.string().regex(HOST_NAME_PATTERN, { error: code }));

export const siteNameSchema = hostName('domain_invalid');
export const siteAliasesSchema = z
  .array(hostName('alias_invalid'), { error: 'invalid' })
  .max(MAX_SITE_ALIASES, { error: 'too_long' })
  .refine((list) => new Set(list).size === list.length, { error: 'alias_duplicate' });

/** `none`: no certificate; `issuing`: Let's Encrypt is checking the name; `issued`; `failed`: see `ssl.error`. */
export const SSL_STATES = ['none', 'issuing', 'issued', 'failed'] as const;
export type SslState = (typeof SSL_STATES)[number];

/** Why a certificate was not issued: the name does not point at the server yet, or the panel's own reason. */
export const SSL_ERROR_CODES = ['not_pointing', 'panel_error'] as const;

export const siteSslSchema = z.object({
  state: z.enum(SSL_STATES),
  /** ISO time the certificate lapses; null unless issued. */
  expires_at: z.string().nullable(),
  /** Present when state is `failed`: the reason in words and, for `not_pointing`, the record to add. */
  error: z
    .object({
      code: z.enum(SSL_ERROR_CODES),
      message: z.string(),
      /** The DNS record that makes the name point here (A at the server's address). */
      record: z.object({ type: z.literal('A'), name: z.string(), value: z.string() }).nullable(),
    })
    .nullable(),
});
export type SiteSsl = z.infer<typeof siteSslSchema>;

export const siteSchema = z.object({
  /** ASCII (punycode). */
  name: z.string(),
  /** Unicode form for IDN names, else the same as name. */
  display_name: z.string(),
  aliases: z.array(z.string()),
  /** The absolute directory on the server holding the site's files. */
  document_root: z.string(),
  /** major.minor, null when PHP is off for the site. */
  php_version: z.string().nullable(),
  /** HTTPS is served (a certificate is attached). */
  https: z.boolean(),
  /** Plain HTTP requests are sent to HTTPS. */
  https_redirect: z.boolean(),
  /** Off while the order is suspended. */
  active: z.boolean(),
  ssl: siteSslSchema,
});
export type Site = z.infer<typeof siteSchema>;

/** Why the order's sites, records and certificates can be read but not changed now. */
export const HOSTING_READ_ONLY_REASONS = [
  'support_session',
  'order_suspended',
  'order_expired',
  'order_not_ready',
  'order_cancelled',
] as const;
export type HostingReadOnlyReason = (typeof HOSTING_READ_ONLY_REASONS)[number];

/** Whether the order's panel objects may be changed now; `message` is the sentence saying why not, translated. */
export const hostingAccessSchema = z.object({
  writable: z.boolean(),
  reason: z.enum(HOSTING_READ_ONLY_REASONS).nullable(),
  message: z.string().nullable(),
});
export type HostingAccess = z.infer<typeof hostingAccessSchema>;

export const siteListSchema = z.object({
  sites: z.array(siteSchema),
  /** The PHP versions this order's server offers, oldest first. */
  php_versions: z.array(z.string()),
  access: hostingAccessSchema,
  /** The server's address: the A record a proven domain points at. */
  server_ip: z.string().nullable(),
});
export type SiteList = z.infer<typeof siteListSchema>;

export const createSiteRequestSchema = z.object({
  name: siteNameSchema,
  aliases: siteAliasesSchema.optional(),
  php_version: phpVersionSchema,
});
export type CreateSiteRequest = z.input<typeof createSiteRequestSchema>;

export const updateSiteRequestSchema = z
  .object({
    php_version: phpVersionSchema.optional(),
    aliases: siteAliasesSchema.optional(),
    https_redirect: z.boolean({ error: 'invalid' }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'required' });
export type UpdateSiteRequest = z.input<typeof updateSiteRequestSchema>;

/** Deleting a site asks for the account password; the site's files stay on the server. */
export const deleteSiteRequestSchema = z.object({
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(128, { error: 'too_long' }),
});
export type DeleteSiteRequest = z.input<typeof deleteSiteRequestSchema>;

/** Days before a certificate lapses when the customer is warned. */
export const SSL_EXPIRY_WARNING_DAYS = 14;

/** Staff: the PHP versions one server offers (the console edits them). */
export const serverPhpVersionsSchema = z.object({
  php_versions: z
    .array(phpVersionSchema, { error: 'invalid' })
    .min(1, { error: 'required' })
    .max(20, { error: 'too_long' })
    .refine((list) => new Set(list).size === list.length, { error: 'invalid' }),
});
export type ServerPhpVersions = z.infer<typeof serverPhpVersionsSchema>;
