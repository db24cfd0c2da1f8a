import {
  errorResponseSchema,
  okEnvelope,
  promoCodePaths,
  promoCodesOverviewSchema,
  redeemPromoCodeRequestSchema,
  redeemPromoCodeResponseSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth.js';
import { promoCodesOverview, redeemPromoCode } from './promo-codes.service.js';
import type { PromoGuard } from './promo-failures.js';

export const promoCodesRoutes: FastifyPluginAsyncZod<{ guard: PromoGuard }> = async (app, options) => {
  app.get(
    promoCodePaths.overview,
    {
      config: { accountPermission: 'billing.read' },
      schema: {
        tags: ['promo codes'],
        operationId: 'getPromoCodes',
        summary: 'Received codes, total income (som), number of redemptions and the redemption history',
        security: [{ bearerAuth: [] }],
        response: { 200: okEnvelope(promoCodesOverviewSchema), 401: errorResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      data: await promoCodesOverview(app.db, requireAuth(request).user.id, app.clock.now()),
    }),
  );

  app.post(
    promoCodePaths.redeem,
    {
      // A lost answer must not buy twice: the client sends an Idempotency-Key with each submit.
      config: { accountPermission: 'billing.manage', idempotent: true },
      schema: {
        tags: ['promo codes'],
        operationId: 'redeemPromoCode',
        summary: 'Redeems a code: credits its amount to the balance, once per customer',
        description:
          "Field errors on `code`: promo_code_invalid (unknown, or another customer's personal code), promo_code_expired, promo_code_used_up, promo_code_already_used. Repeated failures answer 429 with Retry-After.",
        security: [{ bearerAuth: [] }],
        body: redeemPromoCodeRequestSchema,
        response: {
          200: okEnvelope(redeemPromoCodeResponseSchema),
          401: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      status: true as const,
      data: await redeemPromoCode(app.db, options.guard, {
        userId: requireAuth(request).user.id,
        ip: request.ip,
        code: request.body.code,
        now: app.clock.now(),
      }),
    }),
  );
};
