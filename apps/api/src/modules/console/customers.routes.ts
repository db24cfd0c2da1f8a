import {
  adminPaths,
  balanceAdjustmentRequestSchema,
  balanceAdjustmentResultSchema,
  blockCustomerRequestSchema,
  customerDetailSchema,
  customerNoteRequestSchema,
  customerSearchQuerySchema,
  customerSummarySchema,
  errorResponseSchema,
  idParamsSchema,
  okEnvelope,
  supportSessionSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/staff-auth.js';
import { requestAdjustment } from './adjustments.service.js';
import {
  addNote,
  customerPage,
  endSessionsOf,
  findCustomers,
  openSupportSession,
  setCustomerBlocked,
} from './customers.service.js';

const security = [{ staffBearerAuth: [] }];
const refusals = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const changed = { 200: okEnvelope(z.null()), ...refusals, 422: errorResponseSchema };
const done = { status: true as const, data: null };

export const customersRoutes: FastifyPluginAsyncZod<{
  appUrl: string;
  adjustmentApprovalTiyin: number;
}> = async (app, { appUrl, adjustmentApprovalTiyin }) => {
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

  app.post(
    adminPaths.customerBlock,
    {
      config: { permission: 'customers.manage' },
      schema: {
        tags: ['admin: customers'],
        operationId: 'adminBlockCustomer',
        summary: 'Block a customer: every session ends and login is refused',
        security,
        params: idParamsSchema,
        body: blockCustomerRequestSchema,
        response: changed,
      },
    },
    async (request) => {
      const actor = actorOf(request, app.clock.now());
      await setCustomerBlocked(app.db, actor, request.params.id, request.body.reason);
      return done;
    },
  );

  app.post(
    adminPaths.customerUnblock,
    {
      config: { permission: 'customers.manage' },
      schema: {
        tags: ['admin: customers'],
        operationId: 'adminUnblockCustomer',
        summary: 'Unblock a customer',
        security,
        params: idParamsSchema,
        response: changed,
      },
    },
    async (request) => {
      await setCustomerBlocked(app.db, actorOf(request, app.clock.now()), request.params.id, null);
      return done;
    },
  );

  app.delete(
    adminPaths.customerSessions,
    {
      config: { permission: 'customers.manage' },
      schema: {
        tags: ['admin: customers'],
        operationId: 'adminEndCustomerSessions',
        summary: 'End every session of the customer',
        security,
        params: idParamsSchema,
        response: changed,
      },
    },
    async (request) => {
      await endSessionsOf(app.db, actorOf(request, app.clock.now()), request.params.id);
      return done;
    },
  );

  app.post(
    adminPaths.customerNotes,
    {
      config: { permission: 'customers.manage' },
      schema: {
        tags: ['admin: customers'],
        operationId: 'adminAddCustomerNote',
        summary: 'Add a staff note to the customer (customers never see notes)',
        security,
        params: idParamsSchema,
        body: customerNoteRequestSchema,
        response: changed,
      },
    },
    async (request) => {
      await addNote(app.db, actorOf(request, app.clock.now()), request.params.id, request.body.body);
      return done;
    },
  );

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
        security,
        params: idParamsSchema,
        body: blockCustomerRequestSchema,
        response: {
          200: okEnvelope(supportSessionSchema),
          ...refusals,
          409: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const actor = { ...actorOf(request, app.clock.now()), userAgent: request.headers['user-agent'] ?? '' };
      const data = await openSupportSession(app.db, actor, request.params.id, request.body.reason, appUrl);
      return { status: true as const, data };
    },
  );

  app.post(
    adminPaths.balanceAdjustments,
    {
      config: { permission: 'money.adjust', idempotent: true },
      schema: {
        tags: ['admin: money'],
        operationId: 'adminAdjustBalance',
        summary: 'Credit (positive som) or debit (negative) a balance by hand, with a category and a reason',
        description:
          'Goes through the ledger; a debit never takes the balance below zero (422). The reason is shown to the customer in the history. Above BALANCE_ADJUSTMENT_APPROVAL_SOM either way it is stored as pending (outcome "pending") for another owner or billing member to approve. Accepts Idempotency-Key.',
        security,
        params: idParamsSchema,
        body: balanceAdjustmentRequestSchema,
        response: {
          200: okEnvelope(balanceAdjustmentResultSchema),
          ...refusals,
          409: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { amount, category, reason } = request.body;
      const data = await requestAdjustment(
        app.db,
        actorOf(request, app.clock.now()),
        request.params.id,
        { amountTiyin: amount, category, reason },
        adjustmentApprovalTiyin,
      );
      return { status: true as const, data };
    },
  );
};
