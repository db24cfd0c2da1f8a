import {
  adminPaths,
  auditEntrySchema,
  auditFilterChoicesSchema,
  auditQuerySchema,
  errorResponseSchema,
  okEnvelope,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_PAGE_SIZE, auditEntries, auditFilterChoices } from './audit.service.js';

const security = [{ staffBearerAuth: [] }];
const refusals = { 401: errorResponseSchema, 403: errorResponseSchema };

/** The audit log as staff read it: the rows, filtered, and what its filters choose from. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminPaths.auditLog,
    {
      config: { permission: 'audit.read' },
      schema: {
        tags: ['admin: audit'],
        operationId: 'adminListAuditLog',
        summary: `Audit log, newest first, ${AUDIT_PAGE_SIZE} rows a page`,
        security,
        querystring: auditQuerySchema,
        response: { 200: okEnvelope(z.array(auditEntrySchema)), ...refusals, 422: errorResponseSchema },
      },
    },
    async (request) => {
      const { staff_id, customer_id, action, target, from, to, page } = request.query;
      const data = await auditEntries(
        app.db,
        {
          staffId: staff_id,
          customerId: customer_id,
          action,
          target,
          from: from ? new Date(from) : undefined,
          to: to ? new Date(to) : undefined,
        },
        page,
      );
      return { status: true as const, data };
    },
  );

  app.get(
    adminPaths.auditLogChoices,
    {
      config: { permission: 'audit.read' },
      schema: {
        tags: ['admin: audit'],
        operationId: 'adminListAuditChoices',
        summary:
          'What the audit filters choose from: every staff member by name and the actions the log holds',
        security,
        response: { 200: okEnvelope(auditFilterChoicesSchema), ...refusals },
      },
    },
    async () => ({ status: true as const, data: await auditFilterChoices(app.db) }),
  );
};
