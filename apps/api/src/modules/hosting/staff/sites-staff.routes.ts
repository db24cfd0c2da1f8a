import {
  adminPaths,
  dnsRecordListSchema,
  errorResponseSchema,
  idParamsSchema,
  okEnvelope,
  serverPhpVersionsSchema,
  siteListSchema,
  siteNameSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeDone, staffChanged, staffRefusals, staffSecurity } from '../../../lib/staff-route-schema.js';
import type { HostingDeps } from '../hosting-deps.js';
import {
  orderRecordsForStaff,
  orderSitesForStaff,
  serverPhpVersions,
  setServerPhpVersions,
} from './sites-staff.service.js';

const panelSilent = { ...staffRefusals, 503: errorResponseSchema };

/** An order's sites and DNS records as the customer sees them, read-only; a server's PHP versions, audited. */
export const sitesStaffRoutes: FastifyPluginAsyncZod<{ deps: HostingDeps }> = async (app, { deps }) => {
  app.get(
    adminPaths.orderSites,
    {
      config: { permission: 'customers.read' },
      schema: {
        tags: ['admin: orders'],
        operationId: 'adminListOrderSites',
        summary: 'The order’s sites as the customer sees them (read-only)',
        security: staffSecurity,
        params: idParamsSchema,
        response: { 200: okEnvelope(siteListSchema), ...panelSilent },
      },
    },
    async (request) => ({
      status: true as const,
      data: await orderSitesForStaff(app.db, deps, {
        orderId: request.params.id,
        language: request.language,
      }),
    }),
  );

  app.get(
    adminPaths.orderDnsRecords,
    {
      config: { permission: 'customers.read' },
      schema: {
        tags: ['admin: orders'],
        operationId: 'adminListOrderDnsRecords',
        summary: 'The records of one zone of the order (read-only)',
        security: staffSecurity,
        params: idParamsSchema.extend({ zone: siteNameSchema }),
        response: { 200: okEnvelope(dnsRecordListSchema), ...panelSilent },
      },
    },
    async (request) => ({
      status: true as const,
      data: await orderRecordsForStaff(app.db, deps, {
        orderId: request.params.id,
        zone: request.params.zone,
        language: request.language,
      }),
    }),
  );

  app.get(
    adminPaths.serverPhpVersions,
    {
      config: { permission: 'customers.read' },
      schema: {
        tags: ['admin: catalogue'],
        operationId: 'adminGetServerPhpVersions',
        summary: 'The PHP versions the server’s sites are offered',
        security: staffSecurity,
        params: idParamsSchema,
        response: { 200: okEnvelope(serverPhpVersionsSchema), ...staffRefusals },
      },
    },
    async (request) => ({ status: true as const, data: await serverPhpVersions(app.db, request.params.id) }),
  );

  app.put(
    adminPaths.serverPhpVersions,
    {
      config: { permission: 'catalogue.manage' },
      schema: {
        tags: ['admin: catalogue'],
        operationId: 'adminSetServerPhpVersions',
        summary: 'Sets the PHP versions the server’s sites are offered (major.minor, e.g. 7.4)',
        security: staffSecurity,
        params: idParamsSchema,
        body: serverPhpVersionsSchema,
        response: staffChanged,
      },
    },
    async (request) => {
      await app.auditedChange(request, 'server.php_versions', async (tx) => {
        const change = await setServerPhpVersions(tx, {
          serverId: request.params.id,
          versions: request.body.php_versions,
        });
        return { result: null, before: change.before, after: change.after };
      });
      return changeDone;
    },
  );
};
