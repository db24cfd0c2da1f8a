import {
  type AdminServer,
  type AdminTariff,
  NAME_LANGUAGES,
  type NameTranslations,
  PERIOD_SECONDS,
  type serverRequestSchema,
  type tariffRequestSchema,
  tiyinToSom,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Queryable } from '../../../db/database.js';
import { readAll } from '../../../db/read-all.js';
import { AppError } from '../../../errors/app-error.js';
import {
  findServer,
  findTariff,
  insertServer,
  insertTariff,
  listAllTariffs,
  listServers,
  type NewServerRow,
  type ServerRow,
  type TariffRow,
  updateServer,
  updateTariff,
} from '../catalogue.repository.js';
import type { HostingDeps } from '../hosting-deps.js';
import { countOrdersByTariff } from '../orders.repository.js';

// Servers and tariffs as the console manages them (what the `hosting` CLI does, plus a connection test). Nothing
// is deleted: a server or tariff that should go is hidden, so orders keep what they point at.

const PERIODS = {
  day: String(PERIOD_SECONDS.day),
  month: String(PERIOD_SECONDS.month),
  year: String(PERIOD_SECONDS.year),
} as const;

/** Only the languages the operator filled in are kept: an empty field means "show the uz name". */
function translations(body: Partial<Record<string, string | null | undefined>>): NameTranslations {
  const kept: NameTranslations = {};
  for (const language of NAME_LANGUAGES) {
    const value = body[language];
    if (value) kept[language] = value;
  }
  return kept;
}

const toTariff = (row: TariffRow, orders: number): AdminTariff => ({
  id: row.id,
  server_id: row.serverId,
  name: row.name,
  name_i18n: row.nameI18n,
  preset: row.preset,
  limits: row.limits,
  prices: Object.fromEntries(
    Object.entries(PERIODS)
      .filter(([, seconds]) => row.prices[seconds] !== undefined)
      .map(([name, seconds]) => [name, tiyinToSom(row.prices[seconds] ?? 0)]),
  ),
  enabled: row.enabled,
  orders,
});

const toServer = (row: ServerRow, tariffs: AdminTariff[]): AdminServer => ({
  id: row.id,
  name: row.name,
  name_i18n: row.nameI18n,
  ip: row.ip,
  location: row.location,
  location_i18n: row.locationI18n,
  cpu: row.cpu,
  ram: row.ram,
  panel_url: row.panelUrl,
  port_http: row.portHttp,
  port_https: row.portHttps,
  port_ispmanager: row.portIspmanager,
  dns_primary: row.dnsPrimary,
  dns_secondary: row.dnsSecondary,
  api_url: row.apiUrl,
  login_base_url: row.loginBaseUrl,
  wap_url_template: row.wapUrlTemplate,
  mail_host: row.mailHost,
  webmail_url: row.webmailUrl,
  phpmyadmin: row.phpMyAdmin,
  admin_login: row.adminLogin,
  tls_insecure: row.tlsInsecure,
  enabled: row.enabled,
  tariffs: tariffs.filter((tariff) => tariff.server_id === row.id),
});

export async function catalogueForStaff(db: Queryable): Promise<AdminServer[]> {
  const [servers, tariffs, counts] = await readAll(db, [
    () => listServers(db, false),
    () => listAllTariffs(db),
    () => countOrdersByTariff(db),
  ]);
  const orders = new Map(counts.map((row) => [row.tariffId, row.count]));
  const all = tariffs.map((row) => toTariff(row, orders.get(row.id) ?? 0));
  return servers.map((row) => toServer(row, all));
}

type ServerBody = z.output<typeof serverRequestSchema>;

function serverRow(
  body: ServerBody,
  box: HostingDeps['box'],
): Omit<NewServerRow, 'adminPasswordSealed'> & {
  adminPasswordSealed?: string;
} {
  return {
    name: body.name,
    nameI18n: translations(body.name_i18n),
    ip: body.ip ?? null,
    location: body.location ?? null,
    locationI18n: translations(body.location_i18n),
    cpu: body.cpu ?? null,
    ram: body.ram ?? null,
    panelUrl: body.panel_url ?? null,
    portHttp: body.port_http ?? null,
    portHttps: body.port_https ?? null,
    portIspmanager: body.port_ispmanager ?? null,
    dnsPrimary: body.dns_primary ?? null,
    dnsSecondary: body.dns_secondary ?? null,
    apiUrl: body.api_url,
    loginBaseUrl: body.login_base_url ?? null,
    wapUrlTemplate: body.wap_url_template ?? null,
    mailHost: body.mail_host ?? null,
    webmailUrl: body.webmail_url ?? null,
    phpMyAdmin: body.phpmyadmin,
    adminLogin: body.admin_login,
    tlsInsecure: body.tls_insecure,
    enabled: body.enabled,
    ...(body.admin_password === undefined ? {} : { adminPasswordSealed: box.seal(body.admin_password) }),
  };
}

/** What the audit row keeps of a server: everything but the sealed password. */
const audited = (row: ServerRow) => {
  const { adminPasswordSealed: _sealed, ...rest } = row;
  return rest;
};

export async function createServer(tx: Queryable, box: HostingDeps['box'], body: ServerBody) {
  const row = serverRow(body, box);
  if (!row.adminPasswordSealed) {
    throw new AppError('VALIDATION_FAILED', { fields: { admin_password: ['required'] } });
  }
  const created = await insertServer(tx, { ...row, adminPasswordSealed: row.adminPasswordSealed });
  return { id: created.id, after: audited(created) };
}

export async function changeServer(
  tx: Queryable,
  box: HostingDeps['box'],
  { id, body }: { id: number; body: ServerBody },
) {
  const before = await findServer(tx, id);
  if (!before) throw new AppError('NOT_FOUND');
  // The stored password goes to whatever api_url says: a new address gets it only when it is entered again, so
  // pointing a server at one's own host and testing the connection cannot take it out.
  if (body.api_url !== before.apiUrl && body.admin_password === undefined) {
    throw new AppError('VALIDATION_FAILED', { fields: { admin_password: ['required'] } });
  }
  const after = await updateServer(tx, id, serverRow(body, box));
  if (!after) throw new AppError('NOT_FOUND');
  return { before: audited(before), after: audited(after) };
}

/** Asks the panel who we are with the stored credentials: the answer, or what went wrong. */
export async function testServer(db: Queryable, deps: HostingDeps, id: number) {
  const server = await findServer(db, id);
  if (!server) throw new AppError('NOT_FOUND');
  try {
    return { ok: true, detail: await deps.panelFor(server).whoami() };
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
}

type TariffBody = z.output<typeof tariffRequestSchema>;

function tariffRow(body: TariffBody) {
  const prices: Record<string, number> = {};
  for (const [name, seconds] of Object.entries(PERIODS)) {
    const som = body.prices[name as keyof typeof PERIODS];
    if (som !== undefined) prices[seconds] = Math.round(som * 100);
  }
  return {
    serverId: body.server_id,
    name: body.name,
    nameI18n: translations(body.name_i18n),
    preset: body.preset,
    limits: body.limits as Record<string, number>,
    prices,
    enabled: body.enabled,
  };
}

async function requireServer(tx: Queryable, id: number) {
  if (!(await findServer(tx, id)))
    throw new AppError('VALIDATION_FAILED', { fields: { server_id: ['invalid'] } });
}

export async function createTariff(tx: Queryable, body: TariffBody) {
  await requireServer(tx, body.server_id);
  const created = await insertTariff(tx, tariffRow(body));
  return { id: created.id, after: created };
}

export async function changeTariff(tx: Queryable, id: number, body: TariffBody) {
  const before = await findTariff(tx, id);
  if (!before) throw new AppError('NOT_FOUND');
  await requireServer(tx, body.server_id);
  const after = await updateTariff(tx, id, tariffRow(body));
  return { before, after };
}
