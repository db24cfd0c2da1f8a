import {
  adminPaths,
  blockCustomerRequestSchema,
  errorResponseSchema,
  idParamsSchema,
  okEnvelope,
  supportSessionSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModulePorts } from '../../../composition/app-module.js';
import { openSupportSession } from './support-session-staff.service.js';

/** "View as customer": staff open a short, audited session of the customer's. */
export const supportSessionStaffRoutes: FastifyPluginAsyncZod<{
  appUrl: string;
  staffNamesById: ModulePorts['staffNamesById'];
}> = async (app, { appUrl, staffNamesById }) => {
  app.post(
    adminPaths.customerSupportSessions,
    {
      config: { permission: 'customers.impersonate' },
      schema: {
        tags: ['admin: customers'],
        operationId: 'adminStartSupportSession',
        summary:
          'View as customer: a 30-minute session of the customer, with a reason; no money or credentials',
        description:
          'Every request of the session is audited as this staff member acting for the customer; the portal shows a banner.',
        security: [{ staffBearerAuth: [] }],
        params: idParamsSchema,
        body: blockCustomerRequestSchema,
        response: {
          200: okEnvelope(supportSessionSchema),
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const opening = {
        customerId: request.params.id,
        reason: request.body.reason,
        userAgent: request.headers['user-agent'] ?? '',
        appUrl,
        staffNamesById,
      };
      const data = await app.auditedChange(request, 'customer.support-session', (tx, actor) =>
        openSupportSession(tx, actor, opening),
      );
      return { status: true as const, data };
    },
  );
};
