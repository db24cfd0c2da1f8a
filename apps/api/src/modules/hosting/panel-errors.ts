import type { FieldErrorCode, Language } from '@portal/contracts';
import type { Queryable } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { translate } from '../../i18n/i18n.js';
import { PanelError } from '../../integrations/hosting-panel/hosting-panel.js';
import { listAllTariffs } from './catalogue.repository.js';

// The panel's refusals in our codes (docs/hosting-control.md): `exists` → 409 on the field, `value` → 422 on the
// field, a limit → 422 HOSTING_LIMIT_REACHED with the tariff that lifts it, no answer → 503. Never a 500.

/** Our field and code for each panel object a refusal may name. */
export type PanelFieldMap = Record<
  string,
  { field: string; value?: FieldErrorCode; exists?: FieldErrorCode }
>;

export const SITE_FIELDS: PanelFieldMap = {
  site_name: { field: 'name', value: 'domain_invalid', exists: 'site_taken' },
  domain_name: { field: 'name', value: 'domain_invalid' },
  site_aliases: { field: 'aliases', value: 'alias_invalid', exists: 'site_taken' },
  site_php_mode: { field: 'php_version', value: 'php_version_unsupported' },
  site_php_cgi_version: { field: 'php_version', value: 'php_version_unsupported' },
  site_php_fpm_version: { field: 'php_version', value: 'php_version_unsupported' },
  site_php_apache_version: { field: 'php_version', value: 'php_version_unsupported' },
  site_php_lsapi_version: { field: 'php_version', value: 'php_version_unsupported' },
  site_redirect_http: { field: 'https_redirect' },
};

export const RECORD_FIELDS: PanelFieldMap = {
  name: { field: 'name', value: 'dns_name_invalid' },
  rtype: { field: 'type' },
  ttl: { field: 'ttl', value: 'dns_ttl_invalid' },
  ip: { field: 'value' },
  domain: { field: 'value', value: 'hostname_invalid' },
  srvdomain: { field: 'value', value: 'hostname_invalid' },
  value: { field: 'value' },
  caa_flags: { field: 'value', value: 'caa_invalid' },
  caa_tag: { field: 'value', value: 'caa_invalid' },
  caa_value_domain: { field: 'value', value: 'caa_invalid' },
  caa_value_email: { field: 'value', value: 'caa_invalid' },
  priority: { field: 'priority' },
  weight: { field: 'weight' },
  port: { field: 'port' },
  rkey: { field: 'value', exists: 'dns_record_taken' },
};

export const MAIL_FIELDS: PanelFieldMap = {
  name: { field: 'name', value: 'mailbox_name_invalid', exists: 'mailbox_taken' },
  /** The adapter's name for a mail domain another panel user holds. */
  emaildomain: { field: 'domain', value: 'mail_domain_not_site', exists: 'mail_domain_taken' },
  domainname: { field: 'domain', value: 'mail_domain_not_site' },
  passwd: { field: 'password', value: 'password_weak' },
  confirm: { field: 'password', value: 'password_weak' },
  maxsize: { field: 'quota_mb', value: 'quota_invalid' },
  forward: { field: 'forward', value: 'forward_invalid' },
};

export const DATABASE_FIELDS: PanelFieldMap = {
  name: { field: 'name', value: 'database_name_invalid', exists: 'database_taken' },
  username: { field: 'user', value: 'database_user_invalid', exists: 'database_taken' },
  password: { field: 'password', value: 'password_weak' },
  confirm: { field: 'password', value: 'password_weak' },
  charset: { field: 'charset', value: 'database_charset_invalid' },
};

/** The next tariff of the server whose limit is higher than the order's (absent: unlimited). */
async function tariffLifting(db: Queryable, order: { serverId: number; tariffId: number }, key: string) {
  const tariffs = (await listAllTariffs(db)).filter((tariff) => tariff.serverId === order.serverId);
  // The panel counts sites (limit_webdomains); a tariff card names them by its domains limit.
  const limitOf = (limits: Record<string, number>) => limits[key] ?? limits.limit_domains;
  const current = tariffs.find((tariff) => tariff.id === order.tariffId);
  const currentLimit = current ? limitOf(current.limits) : undefined;
  if (currentLimit === undefined) return null;
  const better = tariffs
    .filter(
      (tariff) =>
        tariff.enabled && tariff.id !== order.tariffId && (limitOf(tariff.limits) ?? Infinity) > currentLimit,
    )
    .sort((a, b) => (limitOf(a.limits) ?? Infinity) - (limitOf(b.limits) ?? Infinity));
  const next = better[0];
  return next ? { id: next.id, name: next.name } : null;
}

/** HOSTING_LIMIT_REACHED naming the limit `key` (limit_webdomains, …) and the next tariff that allows more. */
export async function limitReached(
  db: Queryable,
  input: { order: { serverId: number; tariffId: number }; key: string; language: Language },
): Promise<AppError> {
  const tariff = await tariffLifting(db, input.order, input.key);
  const what = translate(input.language, `hosting:limits.${input.key}`, {
    defaultValue: translate(input.language, 'hosting:limits.other'),
  });
  const message = tariff
    ? translate(input.language, 'hosting:limit.with_tariff', { what, tariff: tariff.name })
    : translate(input.language, 'hosting:limit.without', { what });
  return new AppError('HOSTING_LIMIT_REACHED', { message, limit: { key: input.key, tariff } });
}

export interface PanelFailureContext {
  db: Queryable;
  order: { serverId: number; tariffId: number };
  fields: PanelFieldMap;
  language: Language;
}

/** The panel's error as our AppError; anything that is not a PanelError is rethrown as it is. */
export async function panelFailure(error: unknown, context: PanelFailureContext): Promise<AppError> {
  if (!(error instanceof PanelError)) throw error;
  if (error.kind === 'transport') return new AppError('HOSTING_PANEL_UNAVAILABLE', { retryAfterSeconds: 60 });
  const object = error.object ?? '';
  if (object.startsWith('limit_') || error.type === 'limit') {
    return limitReached(context.db, { order: context.order, key: object, language: context.language });
  }
  const mapped = context.fields[object];
  if (error.type === 'exists') {
    return new AppError('HOSTING_OBJECT_EXISTS', {
      fields: { [mapped?.field ?? object]: [mapped?.exists ?? 'invalid'] },
    });
  }
  if (error.type === 'value') {
    return new AppError('VALIDATION_FAILED', {
      fields: { [mapped?.field ?? object]: [mapped?.value ?? 'invalid'] },
    });
  }
  if (error.type === 'missed') return new AppError('NOT_FOUND');
  // access, auth and the panel's other refusals: our side is misconfigured, which the customer cannot fix now.
  return new AppError('HOSTING_PANEL_UNAVAILABLE', { retryAfterSeconds: 60 });
}
