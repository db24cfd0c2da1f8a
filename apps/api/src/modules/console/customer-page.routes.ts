import {
  adminPaths,
  customerDetailSchema,
  customerSearchQuerySchema,
  customerSummarySchema,
  errorResponseSchema,
  idParamsSchema,
  okEnvelope,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerPage, findCustomers } from './customer-page.service.js';

const security = [{ staffBearerAuth: [] }];
const refusals = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** The customer search and the customer page (what staff change on a customer is its module's staff routes). */
export const customerPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminPaths.customers,
    {
      config: { permission: 'customers.read' },
      schema: {
        tags: ['admin: customers'],
        operationId: 'adminListCustomers',
        summary: 'Find customers by id, e-mail, phone, login, name or order id (at most 50, newest first)',
        security,
        querystring: customerSearchQuerySchema,
        response: { 200: okEnvelope(z.array(customerSummarySchema)), ...refusals, 422: errorResponseSchema },
      },
    },
    async (request) => ({ status: true as const, data: await findCustomers(app.db, request.query.q) }),
  );

  app.get(
    adminPaths.customer,
    {
      config: { permission: 'customers.read' },
      schema: {
        tags: ['admin: customers'],
        operationId: 'adminGetCustomer',
        summary:
          'One customer: profile, balance and ledger, orders, invoices, sessions, notifications, notes',
        security,
        params: idParamsSchema,
        response: { 200: okEnvelope(customerDetailSchema), ...refusals },
      },
    },
    async (request) => ({ status: true as const, data: await customerPage(app.db, request.params.id) }),
  );
};
