import { z } from 'zod';
import { HOST_NAME_PATTERN } from './hosting-sites.js';

// DNS records of the zones of an order's sites, kept by the hosting panel (docs/hosting-control.md).

const HOSTING = '/api/client/services/hosting';

export const hostingDnsPaths = {
  /** GET: the order's zones (one per site whose domain the panel serves). */
  zones: `${HOSTING}/orders/:id/dns`,
  /** GET: the zone's records. POST: a new record. */
  records: `${HOSTING}/orders/:id/dns/:zone/records`,
  /** PUT: replaces the record; DELETE removes it. */
  record: `${HOSTING}/orders/:id/dns/:zone/records/:record_id`,
  /** POST {confirm: true}: the panel's default records replace every record of the zone. */
  reset: `${HOSTING}/orders/:id/dns/:zone/reset`,
} as const;

/** A DNS path with the order, the zone and (for one record) the record id filled in. */
export const dnsPath = (path: string, orderId: number | string, zone: string, recordId = '') =>
  path
    .replace(':id', String(orderId))
    .replace(':zone', encodeURIComponent(zone))
    .replace(':record_id', encodeURIComponent(recordId));

export const DNS_RECORD_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'SRV', 'CAA'] as const;
export type DnsRecordType = (typeof DNS_RECORD_TYPES)[number];

export const DNS_TTL_MIN = 300;
export const DNS_TTL_MAX = 86_400;
export const DNS_TTL_DEFAULT = 3600;
export const DNS_TXT_MAX = 2048;

export const dnsRecordSchema = z.object({
  /** Stable across reads; a change of the record's content gives it a new id (the answer carries it). */
  id: z.string(),
  type: z.enum(DNS_RECORD_TYPES),
  /** Relative to the zone: `@` for the zone itself, `www`, `_sip._tcp`, `*`. */
  name: z.string(),
  /**
   * A: IPv4; AAAA: IPv6; CNAME, MX: a host name; SRV: the target host; TXT: the text;
   * CAA: `<flags> <tag> "<value>"`, e.g. `0 issue "letsencrypt.org"`.
   */
  value: z.string(),
  ttl: z.number().int(),
  /** MX and SRV. */
  priority: z.number().int().nullable(),
  /** SRV. */
  weight: z.number().int().nullable(),
  port: z.number().int().nullable(),
});
export type DnsRecord = z.infer<typeof dnsRecordSchema>;

export const dnsZoneSchema = z.object({
  /** ASCII (punycode). */
  name: z.string(),
  /** The order's site this zone serves. */
  site: z.string(),
});
export type DnsZone = z.infer<typeof dnsZoneSchema>;

export const dnsRecordListSchema = z.object({
  zone: z.string(),
  records: z.array(dnsRecordSchema),
  /** The same access answer as the site list: whether records may be changed now, and why not. */
  access: z.object({
    writable: z.boolean(),
    reason: z.string().nullable(),
    message: z.string().nullable(),
  }),
});
export type DnsRecordList = z.infer<typeof dnsRecordListSchema>;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6_GROUP = /^[0-9a-f]{1,4}$/i;
/** A relative record name: `@`, `*`, or labels of letters, digits, hyphens and underscores. */
const RECORD_NAME =
  /^(@|\*|(\*\.)?([a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)(\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*)$/;
const CAA = /^(0|128) (issue|issuewild|iodef) "?([^"\s]+)"?$/;

export function isIpv4(value: string): boolean {
  return IPV4.test(value);
}

export function isIpv6(value: string): boolean {
  if (!value.includes(':') || value.length > 45) return false;
  const halves = value.split('::');
  if (halves.length > 2) return false;
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const head = groups(halves[0] ?? '');
  const tail = halves.length === 2 ? groups(halves[1] ?? '') : [];
  const last = tail.length > 0 ? tail[tail.length - 1] : head[head.length - 1];
  const embedsV4 = last?.includes('.') === true;
  if (embedsV4 && !isIpv4(last ?? '')) return false;
  const all = [...head, ...tail].filter((_group, index, list) => !(embedsV4 && index === list.length - 1));
  if (!all.every((group) => IPV6_GROUP.test(group))) return false;
  const width = all.length + (embedsV4 ? 2 : 0);
  return halves.length === 2 ? width < 8 : width === 8;
}

export function isHostName(value: string): boolean {
  return HOST_NAME_PATTERN.test(value.toLowerCase().replace(/\.$/, ''));
}

export const dnsRecordNameSchema = z
  .string({ error: 'required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'required' })
  .max(253, { error: 'too_long' })
  .regex(RECORD_NAME, { error: 'dns_name_invalid' });

const optionalNumber = (min: number, max: number) =>
  z
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(min, { error: 'invalid' })
    .max(max, { error: 'invalid' })
    .optional();

/**
 * A record as the customer writes it. The value is checked by type; the field errors name the field at fault
 * (`value`, `priority`, `weight`, `port`, `ttl`). A CNAME beside another record of the same name is refused by
 * the server, which sees the zone (`dns_cname_conflict` on `name`).
 */
export const dnsRecordRequestSchema = z
  .object({
    type: z.enum(DNS_RECORD_TYPES, { error: 'invalid' }),
    name: dnsRecordNameSchema,
    value: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .max(DNS_TXT_MAX, { error: 'too_long' }),
    ttl: z
      .number({ error: 'invalid' })
      .int({ error: 'dns_ttl_invalid' })
      .min(DNS_TTL_MIN, { error: 'dns_ttl_invalid' })
      .max(DNS_TTL_MAX, { error: 'dns_ttl_invalid' })
      .default(DNS_TTL_DEFAULT),
    priority: optionalNumber(0, 65_535),
    weight: optionalNumber(0, 65_535),
    port: optionalNumber(1, 65_535),
  })
  .superRefine((record, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const value = record.value;
    switch (record.type) {
      case 'A':
        if (!isIpv4(value)) fail('value', 'ipv4_invalid');
        break;
      case 'AAAA':
        if (!isIpv6(value)) fail('value', 'ipv6_invalid');
        break;
      case 'CNAME':
        if (!isHostName(value)) fail('value', 'hostname_invalid');
        if (record.name === '@') fail('name', 'dns_cname_conflict');
        break;
      case 'MX':
        if (!isHostName(value)) fail('value', 'hostname_invalid');
        if (record.priority === undefined) fail('priority', 'required');
        break;
      case 'SRV':
        if (!isHostName(value)) fail('value', 'hostname_invalid');
        if (record.priority === undefined) fail('priority', 'required');
        if (record.weight === undefined) fail('weight', 'required');
        if (record.port === undefined) fail('port', 'required');
        break;
      case 'CAA':
        if (!CAA.test(value)) fail('value', 'caa_invalid');
        break;
      case 'TXT':
        break;
    }
  });
export type DnsRecordRequest = z.input<typeof dnsRecordRequestSchema>;

/** CAA's presentation form split into the panel's fields. */
export function parseCaa(value: string): { flags: number; tag: string; value: string } | null {
  const match = CAA.exec(value.trim());
  if (!match) return null;
  return { flags: Number(match[1]), tag: match[2] ?? 'issue', value: match[3] ?? '' };
}

export const dnsResetRequestSchema = z.object({
  confirm: z.literal(true, { error: 'required' }),
});
