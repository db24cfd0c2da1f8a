import {
  createInvoiceRequestSchema,
  createInvoiceResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  invoiceSchema,
  merchantInfoSchema,
  okEnvelope,
  paymentPaths,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentsConfig } from '../../config/payments-config.js';
import { requireAuth } from '../../plugins/auth.js';
import { createInvoice, type Gateways, listMerchants, ownedInvoice } from './invoices.service.js';
import { type ReturnOrigins, returnOriginFor } from './return-origin.js';

export interface PaymentsRoutesOptions {
  payments: PaymentsConfig;
  gateways: Gateways;
  returnOrigins: ReturnOrigins;
}

/** The customer's side of top-up: methods, invoices and their status. */
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (app, options) => {
  const { payments, gateways } = options;

  app.get(
    paymentPaths.merchants,
    {
      config: { accountPermission: 'billing.read' },
      schema: {
        tags: ['payments'],
        operationId: 'listTopUpMethods',
        summary: 'Top-up methods, whether each works, and the bounds of one top-up in som',
        security: [{ bearerAuth: [] }],
        response: { 200: okEnvelope(z.array(merchantInfoSchema)), 401: errorResponseSchema },
      },
    },
    async () => ({ status: true as const, data: listMerchants(payments, gateways) }),
  );

  app.post(
    paymentPaths.createInvoice,
    {
      // A lost answer must not buy twice: the client sends an Idempotency-Key with each submit.
      config: { accountPermission: 'billing.manage', idempotent: true },
      schema: {
        tags: ['payments'],
        operationId: 'createTopUpInvoice',
        summary: "Starts a top-up: creates the invoice and answers the provider's payment URL",
        security: [{ bearerAuth: [] }],
        body: createInvoiceRequestSchema,
        response: {
          200: okEnvelope(createInvoiceResponseSchema),
          401: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      status: true as const,
      data: await createInvoice(
        app.db,
        { config: payments, gateways },
        {
          userId: requireAuth(request).user.id,
          merchant: request.body.merchant,
          amountTiyin: request.body.amount,
          language: request.language,
          returnBaseUrl: returnOriginFor(options.returnOrigins, request.headers.origin),
          now: app.clock.now(),
        },
      ),
    }),
  );

  app.get(
    paymentPaths.invoice,
    {
      config: { accountPermission: 'billing.read' },
      schema: {
        tags: ['payments'],
        operationId: 'getInvoice',
        summary: "One of the customer's invoices, to follow a top-up until it is paid",
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: okEnvelope(invoiceSchema), 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      data: await ownedInvoice(app.db, request.params.id, requireAuth(request).user.id),
    }),
  );
};
