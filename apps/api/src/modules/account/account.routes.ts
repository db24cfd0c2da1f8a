import { apiPaths, errorResponseSchema, okEnvelope, userProfileSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth.js';
import { profileOf } from './account.service.js';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.profile,
    {
      // A member sees the open account's profile and balance: every page shows the account it acts in.
      config: { accountPermission: 'member' },
      schema: {
        tags: ['account'],
        operationId: 'getProfile',
        summary: 'The logged-in customer: profile and balance (accounts.amount, in som)',
        security: [{ bearerAuth: [] }],
        response: {
          200: okEnvelope(userProfileSchema),
          401: errorResponseSchema,
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => ({ status: true as const, data: await profileOf(app.db, requireAuth(request)) }),
  );
};
