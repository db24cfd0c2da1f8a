import { NAME_LANGUAGES, type NameTranslations, TARIFF_LIMIT_KEYS } from '@portal/contracts';
import { InputError } from '../../../lib/input-error.js';
import type { SecretBox } from '../../../lib/secret-box.js';
import type { NewServerRow, NewTariffRow, ServerRow, TariffRow } from '../catalogue.repository.js';
import { isPayType } from '../catalogue.service.js';

// Operator input (the hosting CLI's flags) turned into catalogue rows, with every mistake named.

export type Flags = Record<string, string | boolean | string[] | undefined>;

const text = (flags: Flags, name: string): string | undefined => {
  const value = flags[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '') throw new InputError(`--${name} needs a value`);
  return value.trim();
};

const port = (flags: Flags, name: string): number | undefined => {
  const value = text(flags, name);
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 65_535)
    throw new InputError(`--${name} must be a port 1-65535`);
  return parsed;
};

const absoluteUrl = (flags: Flags, name: string): string | undefined => {
  const value = text(flags, name);
  if (value !== undefined && !/^https?:\/\//.test(value))
    throw new InputError(`--${name} must be an http(s) URL`);
  return value;
};

/**
 * `--name-ru Ташкент-1` etc.: display names besides the uz one, merged into `current` (an edit keeps the languages
 * not given; an empty value removes one). Undefined when no such flag was given.
 */
function translationFlags(flags: Flags, field: string, current: NameTranslations = {}) {
  const given = NAME_LANGUAGES.filter((language) => flags[`${field}-${language}`] !== undefined);
  if (given.length === 0) return undefined;
  const merged: NameTranslations = { ...current };
  for (const language of given) {
    const value = flags[`${field}-${language}`];
    if (typeof value !== 'string') throw new InputError(`--${field}-${language} needs a value`);
    if (value.trim().length > 100)
      throw new InputError(`--${field}-${language} must be at most 100 characters`);
    if (value.trim() === '') delete merged[language];
    else merged[language] = value.trim();
  }
  return merged;
}

/** The translation flags the CLI accepts: --name-uzc, --name-ru, --name-en, --name-tj and the same for location. */
export const TRANSLATION_OPTIONS = Object.fromEntries(
  ['name', 'location'].flatMap((field) =>
    NAME_LANGUAGES.map((language) => [`${field}-${language}`, { type: 'string' as const }]),
  ),
);

const defined = <T extends object>(row: T): Partial<T> =>
  Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined)) as Partial<T>;

/** Server fields from flags; `required` for add, where the panel address and admin login must be given. */
export function serverFromFlags(
  flags: Flags,
  box: SecretBox,
  required: boolean,
  current?: ServerRow,
): Partial<NewServerRow> {
  const adminPassword = text(flags, 'admin-password');
  const row = defined({
    name: text(flags, 'name'),
    nameI18n: translationFlags(flags, 'name', current?.nameI18n),
    ip: text(flags, 'ip'),
    location: text(flags, 'location'),
    locationI18n: translationFlags(flags, 'location', current?.locationI18n),
    cpu: text(flags, 'cpu'),
    ram: text(flags, 'ram'),
    panelUrl: absoluteUrl(flags, 'panel-url'),
    portHttp: port(flags, 'port-http'),
    portHttps: port(flags, 'port-https'),
    portIspmanager: port(flags, 'port-ispmanager'),
    dnsPrimary: text(flags, 'dns1'),
    dnsSecondary: text(flags, 'dns2'),
    apiUrl: absoluteUrl(flags, 'api-url'),
    loginBaseUrl: absoluteUrl(flags, 'login-base-url'),
    wapUrlTemplate: text(flags, 'wap-url-template'),
    adminLogin: text(flags, 'admin-login'),
    adminPasswordSealed: adminPassword === undefined ? undefined : box.seal(adminPassword),
    tlsInsecure: flags['tls-insecure'] === undefined ? undefined : flags['tls-insecure'] === true,
    enabled: flags.disable ? false : flags.enable ? true : undefined,
  });
  if (required) {
    for (const [field, flag] of [
      ['name', 'name'],
      ['apiUrl', 'api-url'],
      ['adminLogin', 'admin-login'],
      ['adminPasswordSealed', 'admin-password'],
    ] as const) {
      if (row[field] === undefined) throw new InputError(`--${flag} is required`);
    }
  }
  return row;
}

const pairs = (flags: Flags, name: string): [string, string][] => {
  const value = flags[name];
  const list = value === undefined ? [] : Array.isArray(value) ? value : [String(value)];
  return list.map((item) => {
    const at = item.indexOf('=');
    if (at < 1) throw new InputError(`--${name} takes key=value, got "${item}"`);
    return [item.slice(0, at).trim(), item.slice(at + 1).trim()];
  });
};

/** `--limit limit_quota=1024` (MiB or counts) and `--price 2592000=30000` (som per period seconds). */
export function tariffFromFlags(flags: Flags, required: boolean, current?: TariffRow): Partial<NewTariffRow> {
  const limitPairs = pairs(flags, 'limit');
  const pricePairs = pairs(flags, 'price');
  const limits: Record<string, number> = {};
  for (const [key, value] of limitPairs) {
    if (!(TARIFF_LIMIT_KEYS as readonly string[]).includes(key)) {
      throw new InputError(`unknown limit "${key}"; one of ${TARIFF_LIMIT_KEYS.join(', ')}`);
    }
    if (!/^\d+$/.test(value)) throw new InputError(`limit ${key} must be a whole number`);
    limits[key] = Number(value);
  }
  const prices: Record<string, number> = {};
  for (const [period, som] of pricePairs) {
    if (!isPayType(period))
      throw new InputError(`price period "${period}" must be 86400, 2592000 or 31536000`);
    if (!/^\d+(\.\d{1,2})?$/.test(som) || Number(som) <= 0)
      throw new InputError(`price ${period} must be som > 0`);
    prices[period] = Math.round(Number(som) * 100);
  }
  const serverId = text(flags, 'server-id');
  const row = defined({
    serverId: serverId === undefined ? undefined : Number(serverId),
    name: text(flags, 'name'),
    nameI18n: translationFlags(flags, 'name', current?.nameI18n),
    preset: text(flags, 'preset'),
    limits: limitPairs.length > 0 ? limits : undefined,
    prices: pricePairs.length > 0 ? prices : undefined,
    enabled: flags.disable ? false : flags.enable ? true : undefined,
  });
  if (row.serverId !== undefined && !Number.isInteger(row.serverId))
    throw new InputError('--server-id must be a number');
  if (required) {
    for (const flag of ['server-id', 'name', 'preset', 'price'] as const) {
      if (flags[flag] === undefined) throw new InputError(`--${flag} is required`);
    }
    row.limits ??= {};
  }
  return row;
}

export const describeServer = (row: ServerRow): string =>
  `#${row.id} ${row.name}${row.enabled ? '' : ' (disabled)'}  api=${row.apiUrl}  admin=${row.adminLogin}  ip=${row.ip ?? '-'}  location=${row.location ?? '-'}${row.tlsInsecure ? '  tls=insecure' : ''}`;

export const describeTariff = (row: TariffRow): string =>
  `#${row.id} ${row.name}${row.enabled ? '' : ' (disabled)'}  server=${row.serverId}  preset=${row.preset}  prices(som)=${Object.entries(
    row.prices,
  )
    .map(([period, tiyin]) => `${period}:${tiyin / 100}`)
    .join(',')}  limits=${Object.entries(row.limits)
    .map(([key, value]) => `${key}:${value}`)
    .join(',')}`;
