import { IspApiError, type IspDoc, listDoc, okDoc, wrap, wrapFields } from './doc.js';
import { type FuncContext, type FuncHandler, hasSok } from './func-context.js';
import { createDefaultZone } from './funcs-dns.js';
import { checkLimit, domainName, inScope, missed, ownerOf } from './scope.js';
import type { IspSite, IspState } from './types.js';
import { splitElid } from './validation.js';

// Sites and Let's Encrypt as ISPmanager 6 offers them (reference/ispmanager-sites.md §1, §2): `webdomain` lists,
// `site.edit` creates, edits and shows, `webdomain.delete` removes, `letsencrypt.generate` starts an issuance
// that finishes later, `sslcert` lists certificates, `phpversions` the installed PHP.

/** Which `site_*` field carries the version for each PHP mode (reference §1, "PHP mode → version field"). */
const VERSION_FIELD: Record<string, string> = {
  php_mode_mod: 'site_php_apache_version',
  php_mode_cgi: 'site_php_cgi_version',
  php_mode_fcgi_apache: 'site_php_cgi_version',
  php_mode_fcgi_nginxfpm: 'site_php_fpm_version',
  php_mode_lsapi: 'site_php_lsapi_version',
};
const LE_VALID_DAYS = 90;
const DAY_MS = 86_400_000;

/** Issuance runs in the background: the first read after `leDelayMs` sees it finished. */
export function advanceLe(state: IspState, site: IspSite, now: number): void {
  if (site.le.state !== 'processing' || now - site.le.startedAt < state.leDelayMs) return;
  const names = [site.name, ...site.aliases];
  if (names.some((name) => state.notPointing.has(name))) {
    site.le.state = 'error';
    return;
  }
  const certName = `${site.name}_le1`;
  const until = new Date(now + LE_VALID_DAYS * DAY_MS).toISOString().slice(0, 10);
  state.certs.set(certName, {
    name: certName,
    owner: site.owner,
    type: 'letsencrypt',
    validAfter: until,
    active: true,
  });
  Object.assign(site, { secure: true, sslCert: certName });
  site.le.state = 'issued';
}

function sslFlags(site: IspSite): Record<string, unknown> {
  if (site.le.state === 'processing') return { ssl_le_processing: {} };
  if (site.le.state === 'error') return { ssl_issued_error: {}, ssl_status: wrap('le_issued_error') };
  if (site.secure) return { ssl_issued_success: {} };
  return { ssl_not_used: {} };
}

function siteRow(state: IspState, site: IspSite): Record<string, unknown> {
  const user = state.users.get(site.owner);
  const version = state.phpVersions.get(site.phpVersion) ?? '';
  return {
    ...wrapFields({
      id: site.id,
      name: site.name,
      owner: site.owner,
      docroot: `/var/www/${site.owner}/data/${site.home}`,
      ipaddr: site.ipaddr,
      active: site.active && user?.active === 'on' ? 'on' : 'off',
      php_mode: site.phpMode,
      php_version: version === '' ? '' : `${version} (${site.phpVersion})`,
      secure: site.secure ? 'on' : 'off',
    }),
    ...sslFlags(site),
  };
}

function visibleSites(context: FuncContext): IspSite[] {
  return [...context.state.sites.values()]
    .filter((site) => inScope(context.caller, site.owner))
    .sort((a, b) => a.id - b.id);
}

const webdomainList: FuncHandler = (context) => {
  const sites = visibleSites(context);
  for (const site of sites) advanceLe(context.state, site, context.now);
  return { doc: { elem: sites.map((site) => siteRow(context.state, site)) } };
};

function findSite(context: FuncContext, elid: string): IspSite {
  const site = context.state.sites.get(elid);
  if (site === undefined || !inScope(context.caller, site.owner)) throw missed('elid', elid);
  return site;
}

function parseAliases(state: IspState, raw: string | undefined, own: string): string[] {
  const aliases = (raw ?? '')
    .split(/[\s,]+/)
    .filter((alias) => alias !== '')
    .map((alias) => domainName(alias, 'site_aliases'));
  for (const alias of aliases) {
    const holder = [...state.sites.values()].find(
      (site) => site.name !== own && (site.name === alias || site.aliases.includes(alias)),
    );
    if (holder) throw new IspApiError('exists', 'site_aliases', `The alias "${alias}" is already in use`);
  }
  return [...new Set(aliases)];
}

/** The PHP mode and version of a create or edit: the mode allowed by the user's limits, the version installed. */
function phpOf(context: FuncContext, current: IspSite | undefined): { mode: string; version: string } {
  const { params, state } = context;
  const mode = params.site_php_mode ?? current?.phpMode ?? 'php_mode_cgi';
  const field = VERSION_FIELD[mode];
  if (field === undefined) throw new IspApiError('value', 'site_php_mode', `Unknown PHP mode "${mode}"`);
  const owner = state.users.get(current?.owner ?? (context.caller.isAdmin ? '' : context.caller.login));
  if (owner?.limits[`limit_${mode}`] === 'off') {
    throw new IspApiError('value', 'site_php_mode', `The PHP mode "${mode}" is not allowed`);
  }
  const version = params[field] ?? current?.phpVersion ?? 'isp-php74';
  if (!state.phpVersions.has(version)) {
    throw new IspApiError('value', field, `PHP version "${version}" is not installed`);
  }
  return { mode, version };
}

function checkHttps(secure: boolean, redirect: boolean): void {
  if (redirect && !secure) {
    throw new IspApiError('value', 'site_redirect_http', 'Redirect to HTTPS needs HTTPS on the site');
  }
}

function createSite(context: FuncContext): IspDoc {
  const { state, params, caller } = context;
  const name = domainName(params.site_name, 'site_name');
  const taken = [...state.sites.values()].some((site) => site.name === name || site.aliases.includes(name));
  if (taken) throw new IspApiError('exists', 'site_name', `The site "${name}" already exists`);
  const owner = ownerOf(state, caller, params.site_owner);
  checkLimit(
    owner,
    'limit_webdomains',
    [...state.sites.values()].filter((s) => s.owner === owner.name).length,
  );
  const aliases = parseAliases(state, params.site_aliases, name);
  const php = phpOf(context, undefined);
  const secure = params.site_secure === 'on';
  const redirectHttp = params.site_redirect_http === 'on';
  checkHttps(secure, redirectHttp);
  const site: IspSite = {
    id: state.nextSiteId++,
    name,
    aliases,
    owner: owner.name,
    home: params.site_home || `www/${name}`,
    ipaddr: state.serverIp,
    phpMode: php.mode,
    phpVersion: php.version,
    secure,
    sslCert: secure ? 'selfsigned' : 'ssl_not_used',
    redirectHttp,
    active: true,
    le: { state: 'none', startedAt: 0 },
  };
  state.sites.set(name, site);
  if (state.siteCreatesZone) createDefaultZone(state, owner, name);
  return { doc: { ok: {}, id: wrap(name) } };
}

function updateSite(context: FuncContext, site: IspSite): IspDoc {
  const { state, params } = context;
  const aliases =
    params.site_aliases !== undefined ? parseAliases(state, params.site_aliases, site.name) : site.aliases;
  const php = phpOf(context, site);
  const secure = params.site_secure !== undefined ? params.site_secure === 'on' : site.secure;
  const redirectHttp =
    params.site_redirect_http !== undefined ? params.site_redirect_http === 'on' : site.redirectHttp;
  checkHttps(secure, redirectHttp);
  Object.assign(site, { aliases, phpMode: php.mode, phpVersion: php.version, secure, redirectHttp });
  return okDoc();
}

function siteForm(state: IspState, site: IspSite): IspDoc {
  return {
    doc: {
      ...wrapFields({
        elid: site.name,
        site_name: site.name,
        site_aliases: site.aliases.join(' '),
        site_home: site.home,
        site_owner: site.owner,
        site_php_mode: site.phpMode,
        [VERSION_FIELD[site.phpMode] ?? 'site_php_cgi_version']: site.phpVersion,
        site_secure: site.secure ? 'on' : 'off',
        site_ssl_cert: site.sslCert,
        site_redirect_http: site.redirectHttp ? 'on' : 'off',
      }),
      slist: [
        {
          $name: 'site_php_cgi_version',
          val: [...state.phpVersions].map(([key, version]) => ({ $key: key, $: `PHP ${version}` })),
        },
      ],
    },
  };
}

const siteEdit: FuncHandler = (context) => {
  const elid = context.params.elid ?? '';
  if (elid === '') {
    if (hasSok(context.params)) return createSite(context);
    return { doc: wrapFields({ site_name: '', site_aliases: '', site_php_mode: 'php_mode_cgi' }) };
  }
  const site = findSite(context, elid);
  advanceLe(context.state, site, context.now);
  return hasSok(context.params) ? updateSite(context, site) : siteForm(context.state, site);
};

/** Group delete: every name must be the caller's, then all go; their certificates' bindings go with them. */
const webdomainDelete: FuncHandler = (context) => {
  const names = splitElid(context.params.elid);
  if (names.length === 0) throw missed('elid', '');
  const sites = names.map((name) => findSite(context, name));
  for (const site of sites) {
    context.state.sites.delete(site.name);
    context.state.certs.delete(`${site.name}_le1`);
  }
  return okDoc();
};

/** Starts an issuance for a site (or alias) of the caller; the answer comes at once, the certificate later. */
const letsencryptGenerate: FuncHandler = (context) => {
  const { state, params, caller, now } = context;
  const domain = domainName(params.domain_name ?? params.elid, 'domain_name');
  const site = [...state.sites.values()].find(
    (candidate) =>
      inScope(caller, candidate.owner) && (candidate.name === domain || candidate.aliases.includes(domain)),
  );
  if (site === undefined) throw new IspApiError('value', 'domain_name', `No site "${domain}"`);
  const owner = state.users.get(site.owner);
  if (owner?.limits.limit_ssl === 'off') throw new IspApiError('limit', 'limit_ssl', 'SSL is not allowed');
  site.le = { state: 'processing', startedAt: now };
  return okDoc();
};

const sslcertList: FuncHandler = (context) => {
  for (const site of visibleSites(context)) advanceLe(context.state, site, context.now);
  const certs = [...context.state.certs.values()].filter((cert) => inScope(context.caller, cert.owner));
  return listDoc(
    certs.map((cert) => ({
      name: cert.name,
      owner: cert.owner,
      type: cert.type === 'letsencrypt' ? 'ssl_letsencrypt' : 'ssl_selfsigned',
      valid_after: cert.validAfter,
      active: cert.active ? 'on' : 'off',
    })),
  );
};

const phpversions: FuncHandler = ({ state }) =>
  listDoc(
    [...state.phpVersions].map(([key, version]) => ({
      key,
      name: `PHP ${version}`,
      cgi: 'on',
      fpm: 'on',
      apache: 'off',
    })),
  );

export const siteFuncs: Record<string, FuncHandler> = {
  webdomain: webdomainList,
  'site.edit': siteEdit,
  'webdomain.delete': webdomainDelete,
  'letsencrypt.generate': letsencryptGenerate,
  sslcert: sslcertList,
  phpversions,
};
