import { domainToUnicode } from 'node:url';
import type {
  createSiteRequestSchema,
  Language,
  Site,
  SiteList,
  SiteSsl,
  updateSiteRequestSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Queryable } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { translate } from '../../i18n/i18n.js';
import type { PanelSite } from '../../integrations/hosting-panel/hosting-panel.js';
import { assertAccountPassword } from '../security/settings.service.js';
import type { HostingDeps } from './hosting-deps.js';
import {
  loadOrderPanel,
  type OrderPanel,
  type OrderPanelQuery,
  offeredPhpVersions,
  requireWritable,
} from './order-panel.js';
import { createOnPanel, panelCallWith, recordPanelChange } from './panel-call.js';
import { SITE_FIELDS } from './panel-errors.js';
import { deleteSiteCertificate, upsertSiteCertificate } from './site-certificates.repository.js';
import { publishSslState } from './site-ssl-events.js';
import { tariffCountChanged } from './tariff-limits.js';

// An order's sites through the panel (docs/hosting-control.md): list, create, change PHP, aliases and the
// HTTPS redirect, delete (files stay), and ask for a free certificate. Every change is on the order's history.

type SiteInput = OrderPanelQuery & { now: Date };

/** Runs a panel call; its refusal becomes our error code (panel-errors.ts). */
const onPanel = panelCallWith(SITE_FIELDS);

/** A failed certificate says why in words; a name that does not point here comes with the record to add. */
async function sslOf(
  deps: HostingDeps,
  context: OrderPanel,
  site: PanelSite,
  language: Language,
): Promise<SiteSsl> {
  switch (site.ssl) {
    case 'processing':
      return { state: 'issuing', expires_at: null, error: null };
    case 'issued':
      return {
        state: 'issued',
        expires_at: site.sslValidUntil ? new Date(`${site.sslValidUntil}T00:00:00Z`).toISOString() : null,
        error: null,
      };
    case 'none':
      return { state: 'none', expires_at: null, error: null };
    case 'error': {
      const ip = context.server.ip;
      const pointing = await deps.pointsHere(context.server, site.name);
      if (pointing || ip === null) {
        const message = translate(language, 'hosting:ssl.panel_error');
        return { state: 'failed', expires_at: null, error: { code: 'panel_error', message, record: null } };
      }
      const record = { type: 'A' as const, name: site.name, value: ip };
      const message = translate(language, 'hosting:ssl.not_pointing', {
        name: site.name,
        record: `${site.name} A ${ip}`,
      });
      return { state: 'failed', expires_at: null, error: { code: 'not_pointing', message, record } };
    }
  }
}

async function toSite(
  deps: HostingDeps,
  context: OrderPanel,
  site: PanelSite,
  language: Language,
): Promise<Site> {
  return {
    name: site.name,
    display_name: domainToUnicode(site.name) || site.name,
    aliases: site.aliases,
    document_root: site.docroot,
    php_version: site.phpVersion,
    https: site.secure,
    https_redirect: site.redirectHttp,
    active: site.active,
    ssl: await sslOf(deps, context, site, language),
  };
}

async function panelSites(db: Queryable, context: OrderPanel, language: Language): Promise<PanelSite[]> {
  if (context.panel === null) return [];
  const panel = context.panel;
  return onPanel(db, context, language, () => panel.listSites());
}

export async function listSites(db: Queryable, deps: HostingDeps, input: OrderPanelQuery): Promise<SiteList> {
  const context = await loadOrderPanel(db, deps, input);
  const sites = await panelSites(db, context, input.language);
  return {
    sites: await Promise.all(sites.map((site) => toSite(deps, context, site, input.language))),
    php_versions: offeredPhpVersions(context.server),
    access: context.access,
    server_ip: context.server.ip,
  };
}

async function siteNamed(
  db: Queryable,
  deps: HostingDeps,
  context: OrderPanel,
  name: string,
  language: Language,
) {
  const site = (await panelSites(db, context, language)).find((candidate) => candidate.name === name);
  if (!site) throw new AppError('NOT_FOUND');
  return toSite(deps, context, site, language);
}

function requireOfferedPhp(context: OrderPanel, version: string | undefined): void {
  if (version !== undefined && !offeredPhpVersions(context.server).includes(version)) {
    throw new AppError('VALIDATION_FAILED', { fields: { php_version: ['php_version_unsupported'] } });
  }
}

/** A site is a domain the customer holds here, or one whose DNS already points at the server. */
async function requireProvenName(
  db: Queryable,
  deps: HostingDeps,
  query: { userId: number; context: OrderPanel; name: string; field: string; parent?: string },
): Promise<void> {
  if (query.parent && query.name.endsWith(`.${query.parent}`)) return;
  if (await deps.ownsDomain(db, { userId: query.userId, name: query.name })) return;
  if (await deps.pointsHere(query.context.server, query.name)) return;
  throw new AppError('VALIDATION_FAILED', { fields: { [query.field]: ['site_domain_unproven'] } });
}

export async function createSite(
  db: Queryable,
  deps: HostingDeps,
  input: SiteInput & { userId: number; body: z.output<typeof createSiteRequestSchema> },
): Promise<Site> {
  const context = await loadOrderPanel(db, deps, input);
  const panel = requireWritable(context);
  const { name, php_version: phpVersion } = input.body;
  const aliases = input.body.aliases ?? [];
  requireOfferedPhp(context, phpVersion);
  await requireProvenName(db, deps, { userId: input.userId, context, name, field: 'name' });
  for (const alias of aliases) {
    await requireProvenName(db, deps, {
      userId: input.userId,
      context,
      name: alias,
      field: 'aliases',
      parent: name,
    });
  }
  const ourSite = async (tx: Queryable) =>
    (await panelSites(tx, context, input.language)).some((site) => site.name === name);
  // A create whose answer was lost finds the site there on the retry: it is this order's, so it is done.
  await createOnPanel(db, context, {
    kind: 'sites',
    now: input.now,
    language: input.language,
    fields: SITE_FIELDS,
    create: () => panel.createSite({ name, aliases, phpVersion }),
    existsObject: 'site_name',
    alreadyThere: ourSite,
  });
  await recordPanelChange(db, context, {
    action: 'site.create',
    at: input.now,
    detail: { site: name, aliases, php_version: phpVersion },
  });
  return siteNamed(db, deps, context, name, input.language);
}

export async function updateSite(
  db: Queryable,
  deps: HostingDeps,
  input: SiteInput & { userId: number; name: string; body: z.output<typeof updateSiteRequestSchema> },
): Promise<Site> {
  const context = await loadOrderPanel(db, deps, input);
  const panel = requireWritable(context);
  await siteNamed(db, deps, context, input.name, input.language);
  const { php_version: phpVersion, aliases, https_redirect: redirectHttp } = input.body;
  requireOfferedPhp(context, phpVersion);
  for (const alias of aliases ?? []) {
    await requireProvenName(db, deps, {
      userId: input.userId,
      context,
      name: alias,
      field: 'aliases',
      parent: input.name,
    });
  }
  await onPanel(db, context, input.language, () =>
    panel.updateSite(input.name, {
      ...(phpVersion !== undefined ? { phpVersion } : {}),
      ...(aliases !== undefined ? { aliases } : {}),
      ...(redirectHttp !== undefined ? { redirectHttp } : {}),
    }),
  );
  await recordPanelChange(db, context, {
    action: 'site.update',
    at: input.now,
    detail: { site: input.name, ...input.body },
  });
  return siteNamed(db, deps, context, input.name, input.language);
}

/** Removes the site from the panel after the account password; the files stay in the panel user's home. */
export async function deleteSite(
  db: Queryable,
  deps: HostingDeps,
  input: SiteInput & { userId: number; name: string; password: string },
): Promise<void> {
  const context = await loadOrderPanel(db, deps, input);
  const panel = requireWritable(context);
  await assertAccountPassword(db, { userId: input.userId, password: input.password });
  const sites = await panelSites(db, context, input.language);
  if (!sites.some((site) => site.name === input.name)) throw new AppError('NOT_FOUND');
  await onPanel(db, context, input.language, () => panel.deleteSite(input.name));
  await tariffCountChanged(db, context, { kind: 'sites', delta: -1 });
  await deleteSiteCertificate(db, context.order.id, input.name);
  await recordPanelChange(db, context, {
    action: 'site.delete',
    at: input.now,
    detail: { site: input.name },
  });
}

/** Asks the panel for a Let's Encrypt certificate; the watch job follows it and pushes its state live. */
export async function issueCertificate(
  db: Queryable,
  deps: HostingDeps,
  input: SiteInput & { userId: number; name: string },
): Promise<Site> {
  const context = await loadOrderPanel(db, deps, input);
  const panel = requireWritable(context);
  await siteNamed(db, deps, context, input.name, input.language);
  await onPanel(db, context, input.language, () => panel.issueCertificate(input.name));
  await upsertSiteCertificate(db, {
    orderId: context.order.id,
    site: input.name,
    state: 'issuing',
    expiresAt: null,
    at: input.now,
  });
  await publishSslState(db, {
    userId: input.userId,
    orderId: context.order.id,
    site: input.name,
    state: 'issuing',
    expiresAt: null,
    at: input.now,
  });
  await recordPanelChange(db, context, { action: 'ssl.issue', at: input.now, detail: { site: input.name } });
  return siteNamed(db, deps, context, input.name, input.language);
}
