import {
  adminCardPaths,
  adminCustomerCardsSchema,
  autopayFailureSchema,
  autopayFailuresQuerySchema,
  autopayOffRequestSchema,
  errorResponseSchema,
  idParamsSchema,
  okEnvelope,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { autopayFailures, customerCards, turnAutopayOff } from './saved-cards-staff.service.js';

const security = [{ staffBearerAuth: [] }];
const tags = ['admin: money'];
const refusals = { 401: errorResponseSchema, 403: errorResponseSchema };

/** Saved cards and auto-pay in the console: read on the customer page, refused charges, auto-pay off by hand. */
export const savedCardsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminCardPaths.customerCards,
    {
      config: { permission: 'customers.read' },
      schema: {
        tags,
        operationId: 'adminCustomerCards',
        summary: "A customer's saved cards (masked, removed ones too) and auto-pay; never a token",
        security,
        params: idParamsSchema,
        response: { 200: okEnvelope(adminCustomerCardsSchema), ...refusals },
      },
    },
    async (request) => ({
      status: true as const,
      data: await customerCards(app.db, { customerId: request.params.id }),
    }),
  );

  app.post(
    adminCardPaths.customerAutopayOff,
    {
      config: { permission: 'customers.manage' },
      schema: {
        tags,
        operationId: 'adminTurnAutopayOff',
        summary: "Turns a customer's auto-pay off, with a reason (audited; the customer is told)",
        security,
        params: idParamsSchema,
        body: autopayOffRequestSchema,
        response: {
          200: okEnvelope(z.null()),
          404: errorResponseSchema,
          422: errorResponseSchema,
          ...refusals,
        },
      },
    },
    async (request) => {
      await app.auditedChange(request, 'customer.autopay-off', (tx, actor) =>
        turnAutopayOff(tx, actor, { customerId: request.params.id, reason: request.body.reason }),
      );
      return { status: true as const, data: null };
    },
  );

  app.get(
    adminCardPaths.autopayFailures,
    {
      config: { permission: 'payments.read' },
      schema: {
        tags,
        operationId: 'adminAutopayFailures',
        summary: 'Auto-pay charges Payme refused, newest first, with the reason (50 a page)',
        security,
        querystring: autopayFailuresQuerySchema,
        response: { 200: okEnvelope(z.array(autopayFailureSchema)), 422: errorResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      status: true as const,
      data: await autopayFailures(app.db, { page: request.query.page }),
    }),
  );
};
