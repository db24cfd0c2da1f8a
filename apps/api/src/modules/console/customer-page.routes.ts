import {
  adminPaths,
  customerDetailSchema,
  customerSearchQuerySchema,
  customerSearchResultSchema,
  errorResponseSchema,
  idParamsSchema,
  okEnvelope,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerPage } from './customer-page.service.js';
import { findCustomers } from './customer-search.service.js';

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
        summary:
          'Find customers by id, name, e-mail, phone, login, order, company or STIR, invoice, payment id, domain or panel login; each says what matched (at most 50)',
        security,
        querystring: customerSearchQuerySchema,
        response: {
          200: okEnvelope(z.array(customerSearchResultSchema)),
          ...refusals,
          422: errorResponseSchema,
        },
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
