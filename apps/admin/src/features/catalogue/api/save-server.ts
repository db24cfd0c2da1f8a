import {
  type AdminServer,
  adminPath,
  adminPaths,
  createdIdSchema,
  noDataSchema,
  type ServerRequest,
} from '@portal/contracts';
import { api } from '@/lib/api';
import { useCatalogueChange } from './catalogue-change';

export const useSaveServer = () =>
  useCatalogueChange(({ id, body }: { id: number | null; body: ServerRequest }) =>
    id === null
      ? api(adminPaths.servers, { method: 'POST', body, schema: createdIdSchema })
      : api(adminPath(adminPaths.server, id), { method: 'PUT', body, schema: noDataSchema }),
  );

/** A listed server as the body of its own edit: everything but the password, which the server keeps. */
export const serverBodyOf = (server: AdminServer): ServerRequest => ({
  name: server.name,
  name_i18n: server.name_i18n,
  ip: server.ip,
  location: server.location,
  location_i18n: server.location_i18n,
  cpu: server.cpu,
  ram: server.ram,
  panel_url: server.panel_url,
  port_http: server.port_http,
  port_https: server.port_https,
  port_ispmanager: server.port_ispmanager,
  dns_primary: server.dns_primary,
  dns_secondary: server.dns_secondary,
  api_url: server.api_url,
  login_base_url: server.login_base_url,
  wap_url_template: server.wap_url_template,
  mail_host: server.mail_host,
  webmail_url: server.webmail_url,
  phpmyadmin: server.phpmyadmin,
  admin_login: server.admin_login,
  tls_insecure: server.tls_insecure,
  enabled: server.enabled,
});
