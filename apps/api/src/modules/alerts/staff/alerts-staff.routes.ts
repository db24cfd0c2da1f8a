import {
  adminAlertSchema,
  adminPaths,
  errorResponseSchema,
  idParamsSchema,
  okEnvelope,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openAlerts, resolveAlert } from '../alerts.service.js';

const security = [{ staffBearerAuth: [] }];
const refusals = { 401: errorResponseSchema, 403: errorResponseSchema, 422: errorResponseSchema };

/** The console's system page: the alerts staff were sent and nobody has resolved, and resolving one (audited). */
export const alertsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminPaths.alerts,
    {
      config: { permission: 'system.read' },
      schema: {
        tags: ['admin: system'],
        operationId: 'adminListAlerts',
        summary:
          'Open alerts: what staff were told of (each kind at most once an hour) and nobody has resolved',
        security,
        response: { 200: okEnvelope(z.array(adminAlertSchema)), ...refusals },
      },
    },
    async () => ({ status: true as const, data: await openAlerts(app.db) }),
  );

  app.post(
    adminPaths.alertResolve,
    {
      config: { permission: 'system.manage' },
      schema: {
        tags: ['admin: system'],
        operationId: 'adminResolveAlert',
        summary: 'Mark an open alert resolved',
        security,
        params: idParamsSchema,
        response: { 200: okEnvelope(z.null()), ...refusals, 404: errorResponseSchema },
      },
    },
    async (request) => {
      await app.auditedChange(request, 'alert.resolve', async (tx, { at }) => {
        const after = await resolveAlert(tx, request.params.id, at);
        return { result: null, after: { id: request.params.id, ...after } };
      });
      return { status: true as const, data: null };
    },
  );
};
