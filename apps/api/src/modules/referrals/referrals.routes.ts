import { errorResponseSchema, okEnvelope, referralPaths, referralsOverviewSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth.js';
import { referralsOverview } from './referrals.service.js';

export interface ReferralsRoutesOptions {
  appUrl: string;
  sharePercent: number;
}

export const referralsRoutes: FastifyPluginAsyncZod<ReferralsRoutesOptions> = async (app, options) => {
  app.get(
    referralPaths.overview,
    {
      config: { accountPermission: 'owner' },
      schema: {
        tags: ['referrals'],
        operationId: 'getReferrals',
        summary: "The customer's referral link, how many joined through it, and what they earned",
        description:
          'The code is made on first request. Names of referred customers are masked ("Alisher K."); amounts are som, net of reversals.',
        security: [{ bearerAuth: [] }],
        response: { 200: okEnvelope(referralsOverviewSchema), 401: errorResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      data: await referralsOverview(app.db, requireAuth(request).user.id, {
        appUrl: options.appUrl,
        sharePercent: options.sharePercent,
        now: app.clock.now(),
      }),
    }),
  );
};
