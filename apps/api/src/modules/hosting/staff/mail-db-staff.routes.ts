import {
  adminPaths,
  databaseListSchema,
  errorResponseSchema,
  idParamsSchema,
  mailboxListSchema,
  okEnvelope,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffRefusals, staffSecurity } from '../../../lib/staff-route-schema.js';
import { listDatabases } from '../databases.service.js';
import type { HostingDeps } from '../hosting-deps.js';
import { listMailboxes } from '../mailboxes.service.js';

// The console's read-only view of an order's mailboxes and databases (docs/hosting-control.md): what the customer
// sees, with the order marked writable or not as for them; staff change nothing here.

const panelSilent = { ...staffRefusals, 503: errorResponseSchema };

export const mailDbStaffRoutes: FastifyPluginAsyncZod<{ deps: HostingDeps }> = async (app, { deps }) => {
  app.get(
    adminPaths.orderMailboxes,
    {
      config: { permission: 'customers.read' },
      schema: {
        tags: ['admin: orders'],
        operationId: 'adminListOrderMailboxes',
        summary: 'The order’s mailboxes as the customer sees them (read-only)',
        security: staffSecurity,
        params: idParamsSchema,
        response: { 200: okEnvelope(mailboxListSchema), ...panelSilent },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listMailboxes(app.db, deps, {
        orderId: request.params.id,
        language: request.language,
        userId: null,
        supportSession: false,
      }),
    }),
  );

  app.get(
    adminPaths.orderDatabases,
    {
      config: { permission: 'customers.read' },
      schema: {
        tags: ['admin: orders'],
        operationId: 'adminListOrderDatabases',
        summary: 'The order’s databases as the customer sees them (read-only)',
        security: staffSecurity,
        params: idParamsSchema,
        response: { 200: okEnvelope(databaseListSchema), ...panelSilent },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listDatabases(app.db, deps, {
        orderId: request.params.id,
        language: request.language,
        userId: null,
        supportSession: false,
      }),
    }),
  );
};
