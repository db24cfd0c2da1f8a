import { errorResponseSchema, okEnvelope, paymentHistoryEntrySchema, paymentPaths } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModulePorts } from '../../composition/app-module.js';
import { requireAuth } from '../../plugins/auth.js';
import { paymentHistory } from './balance.service.js';

/** The payments module's invoice lookup, given at composition: balance sits below payments. */
export const balanceRoutes: FastifyPluginAsyncZod<{
  topUpSources: ModulePorts['topUpSources'];
}> = async (app, { topUpSources }) => {
  app.get(
    paymentPaths.history,
    {
      config: { accountPermission: 'billing.read' },
      schema: {
        tags: ['payments'],
        operationId: 'listBalanceHistory',
        summary: "The customer's balance changes, newest first",
        security: [{ bearerAuth: [] }],
        response: { 200: okEnvelope(z.array(paymentHistoryEntrySchema)), 401: errorResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      data: await paymentHistory(app.db, requireAuth(request).user.id, topUpSources),
    }),
  );
};
