import {
  adminPaths,
  blockCustomerRequestSchema,
  customerNoteRequestSchema,
  errorResponseSchema,
  idParamsSchema,
  okEnvelope,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addNote, endSessionsOf, setCustomerBlocked } from './customers-staff.service.js';

const security = [{ staffBearerAuth: [] }];
const refusals = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const changed = { 200: okEnvelope(z.null()), ...refusals, 422: errorResponseSchema };
const done = { status: true as const, data: null };

/** What staff change on a customer's account: block, unblock, end the sessions, add a note; each audited. */
export const customersStaffRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const change = { customerId: request.params.id, reason: request.body.reason };
      await app.auditedChange(request, 'customer.block', (tx, actor) =>
        setCustomerBlocked(tx, actor, change),
      );
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
      const change = { customerId: request.params.id, reason: null };
      await app.auditedChange(request, 'customer.unblock', (tx, actor) =>
        setCustomerBlocked(tx, actor, change),
      );
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
      await app.auditedChange(request, 'customer.end-sessions', (tx, actor) =>
        endSessionsOf(tx, actor, request.params.id),
      );
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
      const note = { customerId: request.params.id, body: request.body.body };
      await app.auditedChange(request, 'customer.note', (tx, actor) => addNote(tx, actor, note));
      return done;
    },
  );
};
