import type {
  PanelCustomer,
  PanelDnsRecord,
  PanelRecordInput,
  PanelSite,
  PanelSiteChanges,
} from './hosting-panel.js';
import { PanelError } from './hosting-panel.js';
import { elements, type IspDoc, unwrap } from './ispmanager-http.js';
import { ispmanagerMailAndDatabases } from './mail-db-panel.js';
import { ispmanagerTools } from './panel-tools.js';

// The panel as one of its users: the admin's authinfo plus `su=<login>`, so lists hold that user's objects and
// creates belong to them (docs/hosting-control.md). ISPmanager 6 names: webdomain, site.edit, sslcert, domain.*.

export type IspCaller = (params: Record<string, string>) => Promise<IspDoc>;

/** The PHP mode sites are created in; its version travels in site_php_cgi_version. */
const PHP_MODE = 'php_mode_cgi';
const PHP_VERSION_FIELD = 'site_php_cgi_version';

/** `PHP 7.4.33` or `7.4.33 (isp-php74)` → 7.4. */
export function majorMinor(text: string | undefined): string | null {
  const match = /(\d+)\.(\d+)/.exec(text ?? '');
  return match ? `${match[1]}.${match[2]}` : null;
}

/** The installed versions: key (isp-php74) → major.minor. */
export async function phpVersionKeys(call: IspCaller): Promise<Map<string, string>> {
  const doc = await call({ func: 'phpversions' });
  const keys = new Map<string, string>();
  for (const row of elements(doc)) {
    const key = unwrap(row.key);
    const version = majorMinor(unwrap(row.name));
    // The panel's own build (`native`) only when no isp-php build of that version is there.
    if (key && version && (![...keys.values()].includes(version) || key.startsWith('isp-php'))) {
      for (const [other, otherVersion] of keys) if (otherVersion === version) keys.delete(other);
      keys.set(key, version);
    }
  }
  return keys;
}

const on = (value: unknown) => unwrap(value) === 'on';
const flag = (row: IspDoc, name: string) => name in row;

function sslOf(row: IspDoc): PanelSite['ssl'] {
  if (flag(row, 'ssl_le_processing')) return 'processing';
  const status = unwrap(row.ssl_status);
  if (flag(row, 'ssl_issued_error') || status === 'le_issued_error' || status === 'le_processing_has_error') {
    return 'error';
  }
  if (flag(row, 'ssl_issued_success')) return 'issued';
  return 'none';
}

function recordParams(zone: string, record: PanelRecordInput): Record<string, string> {
  const params: Record<string, string> = {
    plid: zone,
    name: record.name,
    rtype: record.type.toLowerCase(),
    ttl: String(record.ttl),
  };
  const host = (value: string) => (value.endsWith('.') ? value : `${value}.`);
  switch (record.type) {
    case 'A':
    case 'AAAA':
      return { ...params, ip: record.value };
    case 'CNAME':
    case 'NS':
      return { ...params, domain: host(record.value) };
    case 'MX':
      return { ...params, domain: host(record.value), priority: String(record.priority ?? 10) };
    case 'SRV':
      return {
        ...params,
        srvdomain: host(record.value),
        priority: String(record.priority ?? 0),
        weight: String(record.weight ?? 0),
        port: String(record.port ?? 0),
      };
    case 'TXT':
      return { ...params, value: record.value };
    case 'CAA': {
      const match = /^(\d+) (\S+) "?([^"]*)"?$/.exec(record.value) ?? [];
      const tag = match[2] ?? 'issue';
      return {
        ...params,
        caa_flags: match[1] ?? '0',
        caa_tag: tag,
        [tag === 'iodef' ? 'caa_value_email' : 'caa_value_domain']: match[3] ?? '',
      };
    }
  }
}

function recordOf(row: IspDoc): PanelDnsRecord {
  const info = unwrap(row.info) ?? '';
  const priority = /priority=\s*(\d+)/.exec(info);
  return {
    rkey: unwrap(row.rkey) ?? '',
    name: unwrap(row.name) ?? '',
    type: (unwrap(row.rtype) ?? '').toUpperCase(),
    ttl: Number(unwrap(row.ttl) ?? 0),
    value: unwrap(row.value) ?? '',
    priority: priority ? Number(priority[1]) : null,
  };
}

/** A missing object is no error for a delete: a retry after a lost answer finds it gone. */
async function ignoringMissed(work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof PanelError && error.type === 'missed')) throw error;
  }
}

export function ispmanagerCustomer(
  call: IspCaller,
  write: (params: Record<string, string>) => Promise<void>,
  login: string,
): PanelCustomer {
  const as = (params: Record<string, string>) => ({ ...params, su: login });
  const versionKey = async (version: string) => {
    for (const [key, major] of await phpVersionKeys(call)) if (major === version) return key;
    throw new PanelError('panel', `PHP ${version} is not installed`, 'value', PHP_VERSION_FIELD);
  };
  const siteFields = async (changes: PanelSiteChanges) => ({
    ...(changes.aliases ? { site_aliases: changes.aliases.join(' ') } : {}),
    ...(changes.phpVersion
      ? { site_php_mode: PHP_MODE, [PHP_VERSION_FIELD]: await versionKey(changes.phpVersion) }
      : {}),
    ...(changes.redirectHttp !== undefined
      ? { site_redirect_http: changes.redirectHttp ? 'on' : 'off' }
      : {}),
  });

  return {
    ...ispmanagerMailAndDatabases(call, write, login),
    ...ispmanagerTools(call, login),
    async listSites() {
      const [list, certs] = await Promise.all([
        call(as({ func: 'webdomain' })),
        call(as({ func: 'sslcert' })),
      ]);
      const validUntil = new Map(
        elements(certs).map((row) => [unwrap(row.name) ?? '', unwrap(row.valid_after) ?? null]),
      );
      // The list has no aliases, HTTPS redirect nor certificate name: each site's form has them.
      return Promise.all(
        elements(list).map(async (row) => {
          const name = unwrap(row.name) ?? '';
          const form = await call(as({ func: 'site.edit', elid: name }));
          const ssl = sslOf(row);
          const cert = unwrap(form.site_ssl_cert) ?? '';
          return {
            name,
            aliases: (unwrap(form.site_aliases) ?? '').split(/\s+/).filter((alias) => alias !== ''),
            docroot: unwrap(row.docroot) ?? '',
            phpVersion: majorMinor(unwrap(row.php_version)),
            secure: on(row.secure),
            redirectHttp: on(form.site_redirect_http),
            active: unwrap(row.active) !== 'off',
            ssl,
            sslValidUntil: ssl === 'issued' ? (validUntil.get(cert) ?? null) : null,
          };
        }),
      );
    },
    async createSite(site) {
      await write(
        as({
          func: 'site.edit',
          site_name: site.name,
          site_aliases: site.aliases.join(' '),
          site_home: `www/${site.name}`,
          site_ipsrc: 'auto',
          site_php_enable: 'on',
          site_handler: 'handler_php',
          site_php_mode: PHP_MODE,
          [PHP_VERSION_FIELD]: await versionKey(site.phpVersion),
        }),
      );
    },
    async updateSite(name, changes) {
      await write(as({ func: 'site.edit', elid: name, ...(await siteFields(changes)) }));
    },
    deleteSite: (name) => ignoringMissed(() => write(as({ func: 'webdomain.delete', elid: name }))),
    issueCertificate: (name) =>
      write(
        as({
          func: 'letsencrypt.generate',
          domain_name: name,
          enable_cert: 'on',
          from_webdomain: 'on',
          wildcard: 'off',
        }),
      ),
    async listZones() {
      const doc = await call(as({ func: 'domain' }));
      return elements(doc).map((row) => unwrap(row.name) ?? '');
    },
    async listRecords(zone) {
      const doc = await call(as({ func: 'domain.record', elid: zone }));
      return elements(doc).map(recordOf);
    },
    createRecord: (zone, record) =>
      write(as({ func: 'domain.record.edit', elid: '', ...recordParams(zone, record) })),
    updateRecord: (zone, rkey, record) =>
      write(as({ func: 'domain.record.edit', elid: rkey, ...recordParams(zone, record) })),
    deleteRecord: (zone, rkey) =>
      ignoringMissed(() => write(as({ func: 'domain.record.delete', plid: zone, elid: rkey }))),
    async resetZone(zone, ip) {
      await ignoringMissed(() => write(as({ func: 'domain.delete', elid: zone })));
      await write(as({ func: 'domain.edit', name: zone, ip, dtype: 'master' }));
    },
  };
}
