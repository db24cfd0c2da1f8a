import { z } from 'zod';
import { rowIdSchema } from './envelope.js';
// Domain names the portal sells (docs/providers/registrar.md). Names arrive here in ASCII (punycode):
// the API converts IDN input with Node's url.domainToASCII before asking.

/** .uz and its open second-level zones: sold through the manual fulfilment queue (no registry API exists). */
export const MANUAL_ZONES = ['uz', 'com.uz', 'co.uz', 'net.uz', 'org.uz'] as const;
/** gTLDs sold through the reseller registrar API. */
export const API_ZONES = ['com', 'net', 'org', 'info'] as const;
export const DOMAIN_ZONES = [...MANUAL_ZONES, ...API_ZONES] as const;
export type DomainZone = (typeof DOMAIN_ZONES)[number];

/** .uz zones for particular holders (individuals' pp.uz, universities, schools, the state…): not sold here. */
export const RESTRICTED_ZONES = ['pp.uz', 'ac.uz', 'edu.uz', 'gov.uz', 'int.uz', 'for.uz'] as const;

/** Zones a name without one is checked in. */
export const COMMON_ZONES: readonly DomainZone[] = ['uz', 'com', 'net', 'org'];

export const isManualZone = (zone: DomainZone): boolean => (MANUAL_ZONES as readonly string[]).includes(zone);

export type DomainNameProblem = 'name_invalid' | 'zone_restricted' | 'zone_unsupported';

/** One DNS label: letters, digits and inner hyphens, 1–63 characters; `xn--` labels are IDN in punycode. */
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * Splits an ASCII name into its label and a zone we sell, longest zone first (example.com.uz is com.uz), or
 * names the problem. IDN labels are refused in .uz zones, which the registry does not support.
 */
export function splitDomainName(
  ascii: string,
): { label: string; zone: DomainZone } | { problem: DomainNameProblem } {
  const name = ascii.trim().toLowerCase().replace(/\.$/, '');
  if (name.length > 253) return { problem: 'name_invalid' };
  const restricted = RESTRICTED_ZONES.find((zone) => name.endsWith(`.${zone}`));
  if (restricted) return { problem: 'zone_restricted' };
  const zone = [...DOMAIN_ZONES]
    .sort((a, b) => b.length - a.length)
    .find((candidate) => name.endsWith(`.${candidate}`));
  if (!zone) return { problem: 'zone_unsupported' };
  const label = name.slice(0, -(zone.length + 1));
  if (!LABEL.test(label) || label.includes('.')) return { problem: 'name_invalid' };
  if (/^..--/.test(label) && !label.startsWith('xn--')) return { problem: 'name_invalid' };
  if (label.startsWith('xn--') && isManualZone(zone)) return { problem: 'name_invalid' };
  return { label, zone };
}

export const DOMAIN_ACTIONS = ['register', 'renew', 'transfer', 'restore'] as const;
export type DomainAction = (typeof DOMAIN_ACTIONS)[number];
export const DOMAIN_YEARS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

const DOMAINS_BASE = '/api/client/services/domains';

export const domainPaths = {
  /** GET ?name=: availability and prices, in the common zones for a name without one. */
  check: `${DOMAINS_BASE}/check`,
  /** GET: the customer's domains (`total`); */
  list: DOMAINS_BASE,
  /** GET: one domain with its operations and history. */
  detail: `${DOMAINS_BASE}/:id`,
  /** POST {name, years, nameservers, record_id?, hosting_order_id?}: charges the balance (Idempotency-Key). */
  register: `${DOMAINS_BASE}/register`,
  /** POST {name, auth_code, years, nameservers?, record_id?}: charges the transfer price (Idempotency-Key). */
  transfer: `${DOMAINS_BASE}/transfer`,
  /** PUT {years}: renews an active or grace domain from the balance (Idempotency-Key). */
  renew: `${DOMAINS_BASE}/:id/renew`,
  /** PUT {}: restores a domain in redemption at the restore price (Idempotency-Key). */
  restore: `${DOMAINS_BASE}/:id/restore`,
  /** PUT {nameservers} or {hosting_order_id}: points the domain somewhere else. */
  nameservers: `${DOMAINS_BASE}/:id/nameservers`,
  /** PUT {enabled}. */
  autoRenew: `${DOMAINS_BASE}/:id/auto-renew`,
  /** POST: the transfer (EPP auth) code, to move the domain to another registrar; gTLDs only. */
  transferCode: `${DOMAINS_BASE}/:id/transfer-code`,
  /** GET ?zone=: the price list per zone, action and term (open to visitors). */
  prices: `${DOMAINS_BASE}/prices`,
} as const;

/** A path with its `:id` filled in. */
export const domainPath = (path: string, id: number | string) => path.replace(':id', String(id));

export const domainCheckQuerySchema = z.object({
  name: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(253, { error: 'too_long' }),
});

/** Som by term in years, e.g. {"1": 120000, "2": 230000}; only the terms that are offered. */
export const termPricesSchema = z.record(z.string(), z.number());

export const domainCheckResultSchema = z.object({
  name: z.string(),
  /** The name as typed (Unicode for IDN). */
  display_name: z.string(),
  zone: z.string(),
  available: z.boolean(),
  /** Why it cannot be bought: taken, reserved, unknown (the registry did not answer), not_sold (no price). */
  reason: z.enum(['taken', 'reserved', 'unknown', 'not_sold']).optional(),
  prices: z.object({ register: termPricesSchema, renew: termPricesSchema }),
});
export type DomainCheckResult = z.infer<typeof domainCheckResultSchema>;

export const domainPriceRowSchema = z.object({
  zone: z.enum(DOMAIN_ZONES),
  action: z.enum(DOMAIN_ACTIONS),
  years: z.number().int().min(1).max(10),
  price: z.number(),
});
export type DomainPriceRow = z.infer<typeof domainPriceRowSchema>;

/** Days before expiry that a customer is reminded; auto-renew charges at DOMAIN_AUTO_RENEW_DAYS (config, 30). */
export const DOMAIN_REMINDER_DAYS = [30, 7, 1] as const;
/** .uz: the "additional period" after expiry is 7 working days, then 30 days of redemption (domains.md §1.3). */
export const DOMAIN_GRACE_WORKING_DAYS = 7;
export const DOMAIN_REDEMPTION_DAYS = 30;

export const DOMAIN_STATUSES = [
  /** Paid; the registrar or staff are registering it. */
  'pending',
  /** Paid; the transfer from the other registrar is under way. */
  'transfer_pending',
  'active',
  /** The registrar did not answer in time: the sync job finds out; money stays held, nothing is retried blindly. */
  'unknown',
  /** Refused by the registrar or staff; the payment was refunded. */
  'failed',
  /** Expired, still renewable at the renewal price. */
  'grace',
  /** Only a restore at the restore price brings it back. */
  'redemption',
  /** Gone: released by the registry. */
  'expired',
] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

export const DOMAIN_OPERATION_ACTIONS = ['register', 'transfer', 'renew', 'restore', 'nameservers'] as const;
export const DOMAIN_OPERATION_STATUSES = [
  'pending',
  'manual',
  'unknown',
  'done',
  'refunded',
  'failed',
] as const;

/**
 * A host name of a name server: two to 13, distinct, each a valid host (ns1.example.uz) whose top-level domain is
 * letters (or an IDN's xn-- form). An IP address or a numeric TLD (`1.2.3.4`, `ns1.example.123`) is no host name
 * a registry takes as a name server.
 */
const HOST = /^(?=.{1,253}$)((?!-)[a-z0-9-]{1,63}(?<!-)\.)+([a-z]{2,63}|xn--[a-z0-9-]{1,59}(?<!-))$/;
export const MIN_NAMESERVERS = 2;
export const MAX_NAMESERVERS = 13;
export const nameserversSchema = z
  .array(
    z
      .string({ error: 'invalid' })
      .trim()
      .toLowerCase()
      .transform((value) => value.replace(/\.$/, ''))
      .pipe(z.string().regex(HOST, { error: 'nameserver_invalid' })),
    { error: 'invalid' },
  )
  // Not `_too_few`: i18next would read the suffix as a plural form.
  .min(MIN_NAMESERVERS, { error: 'nameservers_minimum' })
  .max(MAX_NAMESERVERS, { error: 'nameservers_maximum' })
  .refine((list) => new Set(list).size === list.length, { error: 'nameservers_duplicate' });

const yearsSchema = z.coerce
  .number({ error: 'invalid' })
  .int({ error: 'invalid' })
  .min(1, { error: 'invalid' })
  .max(10, { error: 'invalid' });
// Row ids stop at PostgreSQL's integer range: a bigger one names no row and must not reach a query.
const optionalIdSchema = rowIdSchema.optional();

export const registerDomainRequestSchema = z.object({
  name: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(253, { error: 'too_long' }),
  years: yearsSchema,
  /** Omitted: the portal's default name servers, or the hosting order's when `hosting_order_id` is given. */
  nameservers: nameserversSchema.optional(),
  /** The registrant; required for .uz zones and must be approved by staff. */
  record_id: optionalIdSchema,
  hosting_order_id: optionalIdSchema,
});
export type RegisterDomainRequest = z.infer<typeof registerDomainRequestSchema>;

export const transferDomainRequestSchema = z.object({
  name: registerDomainRequestSchema.shape.name,
  auth_code: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(64, { error: 'too_long' }),
  years: yearsSchema.default(1),
  nameservers: nameserversSchema.optional(),
  record_id: optionalIdSchema,
});
export type TransferDomainRequest = z.infer<typeof transferDomainRequestSchema>;

export const renewDomainRequestSchema = z.object({ years: yearsSchema });
export const setNameserversRequestSchema = z.union([
  z.object({ nameservers: nameserversSchema }),
  z.object({ hosting_order_id: rowIdSchema }),
  /** Back to the portal's own name servers (DOMAIN_DEFAULT_NAMESERVERS), which the client does not know. */
  z.object({ portal_nameservers: z.literal(true) }),
]);
export type SetNameserversRequest = z.infer<typeof setNameserversRequestSchema>;
export const domainAutoRenewRequestSchema = z.object({ enabled: z.boolean({ error: 'invalid' }) });

export const domainOperationSchema = z.object({
  id: z.number(),
  action: z.enum(DOMAIN_OPERATION_ACTIONS),
  status: z.enum(DOMAIN_OPERATION_STATUSES),
  years: z.number().nullable(),
  /** Som paid (0 for free changes). */
  amount: z.number(),
  /** RegistrarError kind or the staff's reason, when it failed. */
  error: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type DomainOperation = z.infer<typeof domainOperationSchema>;

export const domainEventSchema = z.object({
  id: z.number(),
  kind: z.string(),
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  action: z.string(),
  at: z.string(),
});
export type DomainEvent = z.infer<typeof domainEventSchema>;

export const domainSchema = z.object({
  id: z.number(),
  /** ASCII (punycode). */
  name: z.string(),
  /** As the customer typed it (Unicode for IDN). */
  display_name: z.string(),
  zone: z.string(),
  status: z.enum(DOMAIN_STATUSES),
  expires_at: z.string().nullable(),
  /** Calendar days in Tashkent until expiry (negative after it); null before the expiry is known. */
  remaining_days: z.number().nullable(),
  /** End of grace (renewable) or of redemption (restorable), when in one of those. */
  state_ends_at: z.string().nullable(),
  nameservers: z.array(z.string()),
  auto_renew: z.boolean(),
  locked: z.boolean(),
  record_id: z.number().nullable(),
  hosting_order_id: z.number().nullable(),
  /** Changes at the registry are made by staff (.uz) rather than the registrar's API. */
  manual: z.boolean(),
  /** The open operation (pending, manual or unknown), if any: a second one is refused until it ends. */
  open_operation: domainOperationSchema.nullable(),
  created_at: z.string(),
});
export type Domain = z.infer<typeof domainSchema>;

export const domainDetailSchema = domainSchema.extend({
  operations: z.array(domainOperationSchema),
  events: z.array(domainEventSchema),
  /** Som by term for renewal (and restore while in redemption). */
  prices: z.object({ renew: termPricesSchema, restore: termPricesSchema }),
});
export type DomainDetail = z.infer<typeof domainDetailSchema>;

export const domainsQuerySchema = z.object({
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

export const transferCodeResponseSchema = z.object({ auth_code: z.string() });

export const domainPricesQuerySchema = z.object({
  zone: z.enum(DOMAIN_ZONES, { error: 'invalid' }).optional(),
});
export const domainPriceListSchema = z.array(
  z.object({
    zone: z.enum(DOMAIN_ZONES),
    register: termPricesSchema,
    renew: termPricesSchema,
    transfer: termPricesSchema,
    restore: termPricesSchema,
  }),
);
