import { adminPaths, dashboardSchema, errorResponseSchema, okEnvelope } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboard } from './dashboard.service.js';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminPaths.dashboard,
    {
      config: { permission: null },
      schema: {
        tags: ['admin: dashboard'],
        operationId: 'adminGetDashboard',
        summary:
          "Today's top-ups per provider, new customers, orders, failed jobs, open reconciliation items",
        security: [{ staffBearerAuth: [] }],
        response: {
          200: okEnvelope(dashboardSchema),
          401: errorResponseSchema,
          403: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async () => ({ status: true as const, data: await dashboard(app.db, app.clock.now()) }),
  );
};
