import { isIP } from 'node:net';
import { IspApiError, listDoc, okDoc, wrapFields } from './doc.js';
import { type FuncContext, type FuncHandler, hasSok } from './func-context.js';
import { checkLimit, domainName, inScope, missed, ownerOf } from './scope.js';
import type { IspDnsRecord, IspState, IspUser, IspZone } from './types.js';
import { splitElid } from './validation.js';

// DNS zones and records (reference/ispmanager-sites.md §6): `domain` lists zones, `domain.edit` creates one with
// the panel's default records, `domain.record` lists a zone's records (elid = zone), `domain.record.edit`
// creates (no elid) or replaces (elid = rkey) one, `domain.record.delete` removes them (plid = zone).

const HOST = /^(?=.{1,253}$)((?!-)[a-z0-9_-]{1,63}(?<!-)\.)+[a-z0-9-]{2,63}\.?$/;
const LABELS = /^(\*|[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)(\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*$/;
const CAA_TAGS = new Set(['issue', 'issuewild', 'iodef']);

/** `"<fqdn.> <TYPE> <prio> <value>"`: two spaces when there is no priority (reference §6). */
export const rkeyOf = (record: IspDnsRecord): string =>
  `${record.name} ${record.rtype} ${record.priority ?? ''} ${record.value}`;

/** A new zone holds what the panel puts there: the site's addresses, mail, SPF and its name servers. */
function defaultRecords(state: IspState, zone: string, ip: string): IspDnsRecord[] {
  const apex = `${zone}.`;
  const record = (name: string, rtype: string, value: string, priority: number | null = null) => ({
    name,
    rtype,
    ttl: 3600,
    value,
    priority,
  });
  return [
    record(apex, 'A', ip),
    record(`www.${apex}`, 'A', ip),
    record(`mail.${apex}`, 'A', ip),
    record(apex, 'MX', `mail.${apex}`, 10),
    record(apex, 'TXT', `v=spf1 ip4:${ip} a mx ~all`),
    ...state.nameservers.map((ns) => record(apex, 'NS', ns)),
  ];
}

/** A site's zone, made with the site when the panel is set to (and the zone limit allows it). */
export function createDefaultZone(state: IspState, owner: IspUser, name: string): void {
  if (state.zones.has(name)) return;
  const count = [...state.zones.values()].filter((zone) => zone.owner === owner.name).length;
  const limit = owner.limits.limit_domains;
  if (limit !== undefined && count >= Number(limit)) return;
  state.zones.set(name, {
    name,
    owner: owner.name,
    ip: state.serverIp,
    ns: [...state.nameservers],
    records: defaultRecords(state, name, state.serverIp),
  });
}

function findZone(context: FuncContext, name: string | undefined): IspZone {
  const zone = context.state.zones.get(name ?? '');
  if (zone === undefined || !inScope(context.caller, zone.owner)) throw missed('plid', name ?? '');
  return zone;
}

const domainList: FuncHandler = ({ state, caller }) =>
  listDoc(
    [...state.zones.values()]
      .filter((zone) => inScope(caller, zone.owner))
      .map((zone) => ({ name: zone.name, dtype: 'master', ip: zone.ip, owner: zone.owner })),
  );

const domainEdit: FuncHandler = (context) => {
  const { state, params, caller } = context;
  if ((params.elid ?? '') !== '') {
    const zone = findZone(context, params.elid);
    return { doc: wrapFields({ name: zone.name, ip: zone.ip, ns: zone.ns.join(' ') }) };
  }
  if (!hasSok(params)) return { doc: wrapFields({ name: '', ip: state.serverIp }) };
  const name = domainName(params.name, 'name');
  if (state.zones.has(name)) throw new IspApiError('exists', 'name', `The domain "${name}" already exists`);
  const owner = ownerOf(state, caller, params.owner);
  checkLimit(owner, 'limit_domains', [...state.zones.values()].filter((z) => z.owner === owner.name).length);
  const ip = params.ip || state.serverIp;
  if (isIP(ip) !== 4) throw new IspApiError('value', 'ip', `Invalid address "${ip}"`);
  const ns = (params.ns ?? '').split(/\s+/).filter((entry) => entry !== '');
  state.zones.set(name, {
    name,
    owner: owner.name,
    ip,
    ns: ns.length > 0 ? ns : [...state.nameservers],
    records: defaultRecords(state, name, ip),
  });
  return okDoc();
};

const domainDelete: FuncHandler = (context) => {
  const names = splitElid(context.params.elid);
  if (names.length === 0) throw missed('elid', '');
  const zones = names.map((name) => findZone(context, name));
  for (const zone of zones) context.state.zones.delete(zone.name);
  return okDoc();
};

function recordRow(record: IspDnsRecord): Record<string, string | number> {
  return {
    name: record.name,
    ttl: record.ttl,
    rtype: record.rtype,
    value: record.value,
    info: record.priority === null ? '' : `priority= ${record.priority}`,
    rkey: rkeyOf(record),
  };
}

const recordList: FuncHandler = (context) => {
  const zone = findZone(context, context.params.elid ?? context.params.plid);
  return listDoc(zone.records.map(recordRow));
};

const value = (field: string, message: string) => new IspApiError('value', field, message);

function numberField(params: Record<string, string>, field: string, min: number, max: number): number {
  const raw = params[field] ?? '';
  const number = Number(raw);
  if (raw === '' || !Number.isInteger(number) || number < min || number > max) {
    throw value(field, `The value of the "${field}" field is invalid`);
  }
  return number;
}

function hostField(params: Record<string, string>, field: string): string {
  const host = (params[field] ?? '').toLowerCase();
  if (!HOST.test(host)) throw value(field, `The value of the "${field}" field is invalid`);
  return host.endsWith('.') ? host : `${host}.`;
}

function recordName(zone: IspZone, raw: string | undefined): string {
  const name = (raw ?? '').trim().toLowerCase();
  const apex = `${zone.name}.`;
  if (name === '' || name === '@' || name === apex) return apex;
  if (name.endsWith('.')) {
    if (!name.endsWith(`.${apex}`) || !LABELS.test(name.slice(0, -apex.length - 1))) {
      throw value('name', 'The name is outside the zone');
    }
    return name;
  }
  if (!LABELS.test(name)) throw value('name', `The value of the "name" field is invalid: ${name}`);
  return `${name}.${apex}`;
}

/** The type's value fields read and checked as the panel's record form does (reference, "Validation"). */
function recordFromParams(zone: IspZone, params: Record<string, string>): IspDnsRecord {
  const rtype = (params.rtype ?? '').toUpperCase();
  const name = recordName(zone, params.name);
  const ttl = numberField(params, 'ttl', 1, 2_147_483_647);
  const base = { name, rtype, ttl, priority: null };
  switch (rtype) {
    case 'A':
    case 'AAAA': {
      const ip = params.ip ?? '';
      if (isIP(ip) !== (rtype === 'A' ? 4 : 6)) throw value('ip', `Invalid address "${ip}"`);
      return { ...base, value: ip };
    }
    case 'CNAME':
    case 'NS':
      return { ...base, value: hostField(params, 'domain') };
    case 'MX':
      return {
        ...base,
        value: hostField(params, 'domain'),
        priority: numberField(params, 'priority', 0, 65_535),
      };
    case 'SRV': {
      const weight = numberField(params, 'weight', 0, 65_535);
      const port = numberField(params, 'port', 1, 65_535);
      const target = hostField(params, 'srvdomain');
      return {
        ...base,
        value: `${weight} ${port} ${target}`,
        priority: numberField(params, 'priority', 0, 65_535),
      };
    }
    case 'TXT': {
      const text = params.value ?? '';
      if (text === '') throw value('value', 'The text is empty');
      return { ...base, value: text };
    }
    case 'CAA': {
      const flags = params.caa_flags ?? '0';
      const tag = params.caa_tag ?? '';
      const target = params.caa_value_domain || params.caa_value_email || '';
      if (flags !== '0' && flags !== '128') throw value('caa_flags', 'Invalid flags');
      if (!CAA_TAGS.has(tag)) throw value('caa_tag', 'Invalid tag');
      if (target === '') throw value('caa_value_domain', 'The value is empty');
      return { ...base, value: `${flags} ${tag} "${target}"` };
    }
    default:
      throw value('rtype', `Unknown record type "${params.rtype ?? ''}"`);
  }
}

/** No CNAME beside another record of one name, none at the apex; no exact duplicate. */
function checkRecord(zone: IspZone, record: IspDnsRecord, replacing: string | undefined): void {
  const others = zone.records.filter((other) => rkeyOf(other) !== replacing && other.name === record.name);
  if (record.rtype === 'CNAME' && (record.name === `${zone.name}.` || others.length > 0)) {
    throw value('name', 'A CNAME record cannot share its name with other records');
  }
  if (others.some((other) => other.rtype === 'CNAME')) {
    throw value('name', 'This name already has a CNAME record');
  }
  if (others.some((other) => rkeyOf(other) === rkeyOf(record))) {
    throw new IspApiError('exists', 'rkey', 'This record already exists');
  }
}

const recordEdit: FuncHandler = (context) => {
  const { params } = context;
  const zone = findZone(context, params.plid);
  const elid = params.elid ?? '';
  const current = elid === '' ? undefined : zone.records.find((record) => rkeyOf(record) === elid);
  if (elid !== '' && current === undefined) throw missed('elid', elid);
  if (!hasSok(params)) {
    return { doc: wrapFields(current ? recordRow(current) : { name: '', rtype: 'a', ttl: 3600 }) };
  }
  const record = recordFromParams(zone, params);
  checkRecord(zone, record, elid === '' ? undefined : elid);
  if (current) Object.assign(current, record);
  else zone.records.push(record);
  return { doc: { ok: {}, id: { $: rkeyOf(record) } } };
};

const recordDelete: FuncHandler = (context) => {
  const zone = findZone(context, context.params.plid);
  const keys = (context.params.elid ?? '').split(', ').filter((key) => key !== '');
  if (keys.length === 0) throw missed('elid', '');
  for (const key of keys) {
    if (!zone.records.some((record) => rkeyOf(record) === key)) throw missed('elid', key);
  }
  zone.records = zone.records.filter((record) => !keys.includes(rkeyOf(record)));
  return okDoc();
};

export const dnsFuncs: Record<string, FuncHandler> = {
  domain: domainList,
  'domain.edit': domainEdit,
  'domain.delete': domainDelete,
  'domain.record': recordList,
  'domain.record.edit': recordEdit,
  'domain.record.delete': recordDelete,
};
