import {
  adminPaths,
  adminPromoCodeSchema,
  adminRedemptionSchema,
  idParamsSchema,
  okEnvelope,
  promoCodeRequestSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeDone, staffChanged, staffRefusals, staffSecurity } from '../../../lib/staff-route-schema.js';
import {
  createPromoCodeForStaff,
  disablePromoCodeById,
  promoCodesForStaff,
  redemptionsForStaff,
} from './promo-codes-staff.service.js';

/** Promo codes: what the promo CLI does, in the console; every change audited. */
export const promoCodesStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminPaths.promoCodes,
    {
      config: { permission: null },
      schema: {
        tags: ['admin: content'],
        operationId: 'adminListPromoCodes',
        summary: 'Every promo code with its limits and how often it was used',
        security: staffSecurity,
        response: { 200: okEnvelope(z.array(adminPromoCodeSchema)), ...staffRefusals },
      },
    },
    async () => ({ status: true as const, data: await promoCodesForStaff(app.db, app.clock.now()) }),
  );

  app.post(
    adminPaths.promoCodes,
    {
      config: { permission: 'promo.manage' },
      schema: {
        tags: ['admin: content'],
        operationId: 'adminCreatePromoCode',
        summary:
          'Create a promo code (given or generated), optionally limited in uses, time or to one customer',
        security: staffSecurity,
        body: promoCodeRequestSchema,
        response: { 200: okEnvelope(adminPromoCodeSchema), ...staffRefusals },
      },
    },
    async (request) => {
      const body = request.body;
      const data = await app.auditedChange(request, 'promo.create', async (tx) => {
        const created = await createPromoCodeForStaff(
          tx,
          {
            code: body.code,
            amountTiyin: body.amount,
            maxUses: body.max_uses,
            validFrom: body.valid_from,
            validUntil: body.valid_until,
            userId: body.user_id,
          },
          app.clock.now(),
        );
        return { result: created, after: created };
      });
      return { status: true as const, data };
    },
  );

  app.post(
    adminPaths.promoCodeDisable,
    {
      config: { permission: 'promo.manage' },
      schema: {
        tags: ['admin: content'],
        operationId: 'adminDisablePromoCode',
        summary: 'End a promo code now; redemptions made stay',
        security: staffSecurity,
        params: idParamsSchema,
        response: staffChanged,
      },
    },
    async (request) => {
      await app.auditedChange(request, 'promo.disable', async (tx) => {
        const change = await disablePromoCodeById(tx, request.params.id, app.clock.now());
        return { result: null, before: change.before, after: { code: change.code, ...change.after } };
      });
      return changeDone;
    },
  );

  app.get(
    adminPaths.promoCodeRedemptions,
    {
      config: { permission: 'customers.read' },
      schema: {
        tags: ['admin: content'],
        operationId: 'adminListPromoCodeRedemptions',
        summary: 'Who redeemed a promo code and when',
        security: staffSecurity,
        params: idParamsSchema,
        response: { 200: okEnvelope(z.array(adminRedemptionSchema)), ...staffRefusals },
      },
    },
    async (request) => ({
      status: true as const,
      data: await redemptionsForStaff(app.db, request.params.id),
    }),
  );
};
