import { z } from 'zod';
// Domain names the portal sells (issue 13; reference/domains.md §1.2). Names arrive here in ASCII (punycode):
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

export const domainPaths = {
  /** GET ?name=: availability and prices, in the common zones for a name without one. */
  check: '/api/client/services/domains/check',
} as const;

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
