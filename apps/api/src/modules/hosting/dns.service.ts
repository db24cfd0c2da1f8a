import {
  DNS_RECORD_TYPES,
  type DnsRecord,
  type DnsRecordList,
  type DnsRecordType,
  type DnsZone,
  type dnsRecordRequestSchema,
  type Language,
  parseCaa,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Queryable } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import type {
  PanelCustomer,
  PanelDnsRecord,
  PanelRecordInput,
} from '../../integrations/hosting-panel/hosting-panel.js';
import type { HostingDeps } from './hosting-deps.js';
import { loadOrderPanel, type OrderPanel, type OrderPanelQuery, requireWritable } from './order-panel.js';
import { insertEvent } from './orders.repository.js';
import { panelFailure, RECORD_FIELDS } from './panel-errors.js';

// The DNS records of the zones of an order's sites, kept by the panel (docs/hosting-control.md). A record's id is
// its panel key (rkey) in base64url: the same on every read, a new one when its content changes.

type RecordBody = z.output<typeof dnsRecordRequestSchema>;
type DnsInput = OrderPanelQuery & { now: Date };

const encodeId = (rkey: string) => Buffer.from(rkey, 'utf8').toString('base64url');
const isOurType = (type: string): type is DnsRecordType =>
  (DNS_RECORD_TYPES as readonly string[]).includes(type);
const stripDot = (host: string) => host.replace(/\.$/, '');

async function onPanel<T>(db: Queryable, context: OrderPanel, language: Language, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    throw await panelFailure(error, { db, order: context.order, fields: RECORD_FIELDS, language });
  }
}

/** `www.example.uz.` in zone example.uz → `www`; the zone itself → `@`. */
function relativeName(fqdn: string, zone: string): string {
  const name = stripDot(fqdn.toLowerCase());
  if (name === zone) return '@';
  return name.endsWith(`.${zone}`) ? name.slice(0, -zone.length - 1) : name;
}

const absoluteName = (name: string, zone: string) => (name === '@' ? `${zone}.` : `${name}.${zone}.`);

function toRecord(record: PanelDnsRecord, zone: string): DnsRecord | null {
  if (!isOurType(record.type)) return null;
  const base = {
    id: encodeId(record.rkey),
    type: record.type,
    name: relativeName(record.name, zone),
    ttl: record.ttl,
    priority: null,
    weight: null,
    port: null,
  };
  switch (record.type) {
    case 'CNAME':
      return { ...base, value: stripDot(record.value) };
    case 'MX':
      return { ...base, value: stripDot(record.value), priority: record.priority };
    case 'SRV': {
      const [weight, port, target] = record.value.split(/\s+/);
      return {
        ...base,
        value: stripDot(target ?? ''),
        priority: record.priority,
        weight: Number(weight ?? 0),
        port: Number(port ?? 0),
      };
    }
    default:
      return { ...base, value: record.value };
  }
}

/** The zone must be one of the order's: a zone of its panel user, or (for a reset) the name of one of its sites. */
async function zoneOf(db: Queryable, context: OrderPanel, zone: string, language: Language) {
  const panel = context.panel;
  if (panel === null) throw new AppError('NOT_FOUND');
  const zones = await onPanel(db, context, language, () => panel.listZones());
  if (!zones.includes(zone)) throw new AppError('NOT_FOUND');
  return panel;
}

async function recordsOf(
  db: Queryable,
  context: OrderPanel,
  panel: PanelCustomer,
  zone: string,
  language: Language,
) {
  const records = await onPanel(db, context, language, () => panel.listRecords(zone));
  return records.flatMap((record) => {
    const ours = toRecord(record, zone);
    return ours ? [{ ours, panel: record }] : [];
  });
}

export async function listZones(
  db: Queryable,
  deps: HostingDeps,
  input: OrderPanelQuery,
): Promise<DnsZone[]> {
  const context = await loadOrderPanel(db, deps, input);
  const panel = context.panel;
  if (panel === null) return [];
  const zones = await onPanel(db, context, input.language, () => panel.listZones());
  return zones.sort().map((name) => ({ name, site: name }));
}

export async function listRecords(
  db: Queryable,
  deps: HostingDeps,
  input: OrderPanelQuery & { zone: string },
): Promise<DnsRecordList> {
  const context = await loadOrderPanel(db, deps, input);
  const panel = await zoneOf(db, context, input.zone, input.language);
  const records = await recordsOf(db, context, panel, input.zone, input.language);
  return { zone: input.zone, records: records.map((record) => record.ours), access: context.access };
}

/** The value as the panel shows it: hosts without the dot, CAA in its quoted presentation form. */
function canonicalValue(type: DnsRecordType, value: string): string {
  if (type === 'CNAME' || type === 'MX' || type === 'SRV') return stripDot(value).toLowerCase();
  if (type === 'CAA') {
    const caa = parseCaa(value);
    return caa ? `${caa.flags} ${caa.tag} "${caa.value}"` : value;
  }
  if (type === 'AAAA') return value.toLowerCase();
  return value;
}

function sameContent(a: DnsRecord, b: RecordBody): boolean {
  if (a.type !== b.type || a.name !== b.name) return false;
  if (canonicalValue(a.type, a.value) !== canonicalValue(b.type, b.value)) return false;
  if ((a.type === 'MX' || a.type === 'SRV') && a.priority !== b.priority) return false;
  return a.type !== 'SRV' || (a.weight === b.weight && a.port === b.port);
}

/** No CNAME beside another record of its name (either way round), and no exact duplicate. */
function checkAgainstZone(existing: DnsRecord[], body: RecordBody, replacingId: string | null): void {
  const others = existing.filter((record) => record.id !== replacingId && record.name === body.name);
  if ((body.type === 'CNAME' && others.length > 0) || others.some((record) => record.type === 'CNAME')) {
    throw new AppError('VALIDATION_FAILED', { fields: { name: ['dns_cname_conflict'] } });
  }
  if (others.some((record) => sameContent(record, body))) {
    throw new AppError('HOSTING_OBJECT_EXISTS', { fields: { value: ['dns_record_taken'] } });
  }
}

function panelInput(body: RecordBody, zone: string): PanelRecordInput {
  return {
    type: body.type,
    name: absoluteName(body.name, zone),
    ttl: body.ttl,
    value: canonicalValue(body.type, body.value),
    ...(body.priority !== undefined ? { priority: body.priority } : {}),
    ...(body.weight !== undefined ? { weight: body.weight } : {}),
    ...(body.port !== undefined ? { port: body.port } : {}),
  };
}

async function recordEvent(
  db: Queryable,
  context: OrderPanel,
  change: { action: string; at: Date; detail: object },
) {
  await insertEvent(db, {
    orderId: context.order.id,
    kind: 'panel',
    action: change.action,
    at: change.at,
    detail: { ...change.detail },
  });
}

/** The record as the panel now has it (its new id), found by content. */
async function reread(
  db: Queryable,
  context: OrderPanel,
  panel: PanelCustomer,
  zone: string,
  body: RecordBody,
  language: Language,
) {
  const found = (await recordsOf(db, context, panel, zone, language)).find((record) =>
    sameContent(record.ours, body),
  );
  if (!found) throw new AppError('HOSTING_PANEL_UNAVAILABLE', { retryAfterSeconds: 60 });
  return found.ours;
}

export async function createRecord(
  db: Queryable,
  deps: HostingDeps,
  input: DnsInput & { zone: string; body: RecordBody },
): Promise<DnsRecord> {
  const context = await loadOrderPanel(db, deps, input);
  requireWritable(context);
  const panel = await zoneOf(db, context, input.zone, input.language);
  const existing = (await recordsOf(db, context, panel, input.zone, input.language)).map(
    (record) => record.ours,
  );
  checkAgainstZone(existing, input.body, null);
  await onPanel(db, context, input.language, () =>
    panel.createRecord(input.zone, panelInput(input.body, input.zone)),
  );
  await recordEvent(db, context, {
    action: 'dns.record.create',
    at: input.now,
    detail: { zone: input.zone, type: input.body.type, name: input.body.name, value: input.body.value },
  });
  return reread(db, context, panel, input.zone, input.body, input.language);
}

async function findRecord(
  db: Queryable,
  context: OrderPanel,
  panel: PanelCustomer,
  input: { zone: string; recordId: string; language: Language },
) {
  const records = await recordsOf(db, context, panel, input.zone, input.language);
  const found = records.find((record) => record.ours.id === input.recordId);
  if (!found) throw new AppError('NOT_FOUND');
  return { found, all: records.map((record) => record.ours) };
}

export async function updateRecord(
  db: Queryable,
  deps: HostingDeps,
  input: DnsInput & { zone: string; recordId: string; body: RecordBody },
): Promise<DnsRecord> {
  const context = await loadOrderPanel(db, deps, input);
  requireWritable(context);
  const panel = await zoneOf(db, context, input.zone, input.language);
  const { found, all } = await findRecord(db, context, panel, input);
  checkAgainstZone(all, input.body, found.ours.id);
  await onPanel(db, context, input.language, () =>
    panel.updateRecord(input.zone, found.panel.rkey, panelInput(input.body, input.zone)),
  );
  await recordEvent(db, context, {
    action: 'dns.record.update',
    at: input.now,
    detail: { zone: input.zone, type: input.body.type, name: input.body.name, value: input.body.value },
  });
  return reread(db, context, panel, input.zone, input.body, input.language);
}

export async function deleteRecord(
  db: Queryable,
  deps: HostingDeps,
  input: DnsInput & { zone: string; recordId: string },
): Promise<void> {
  const context = await loadOrderPanel(db, deps, input);
  requireWritable(context);
  const panel = await zoneOf(db, context, input.zone, input.language);
  const { found } = await findRecord(db, context, panel, input);
  await onPanel(db, context, input.language, () => panel.deleteRecord(input.zone, found.panel.rkey));
  await recordEvent(db, context, {
    action: 'dns.record.delete',
    at: input.now,
    detail: { zone: input.zone, type: found.ours.type, name: found.ours.name, value: found.ours.value },
  });
}

/**
 * The panel's default records back: the zone is removed and made again. A reset cut short (the zone removed, not
 * yet made) is finished by the retry, which accepts the zone of one of the order's sites.
 */
export async function resetZone(
  db: Queryable,
  deps: HostingDeps,
  input: DnsInput & { zone: string },
): Promise<DnsRecordList> {
  const context = await loadOrderPanel(db, deps, input);
  const panel = requireWritable(context);
  const [zones, sites] = await onPanel(db, context, input.language, () =>
    Promise.all([panel.listZones(), panel.listSites()]),
  );
  if (!zones.includes(input.zone) && !sites.some((site) => site.name === input.zone)) {
    throw new AppError('NOT_FOUND');
  }
  await onPanel(db, context, input.language, () => panel.resetZone(input.zone, context.server.ip ?? ''));
  await recordEvent(db, context, { action: 'dns.zone.reset', at: input.now, detail: { zone: input.zone } });
  const records = await recordsOf(db, context, panel, input.zone, input.language);
  return { zone: input.zone, records: records.map((record) => record.ours), access: context.access };
}
