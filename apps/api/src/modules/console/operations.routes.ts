import {
  adminJobSchema,
  adminOrderDetailSchema,
  adminOrderRowSchema,
  adminOrdersQuerySchema,
  adminPaths,
  blockCustomerRequestSchema,
  callbackEntrySchema,
  deliverySchema,
  errorResponseSchema,
  idParamsSchema,
  jobsQuerySchema,
  okEnvelope,
  orderActionParamsSchema,
  orderExpiryRequestSchema,
  pageQuerySchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/staff-auth.js';
import { withCustomerNames } from '../account/user-directory.service.js';
import { ordersListForStaff, retryProvisioningNow } from '../hosting/staff/orders-staff.service.js';
import { callbacksForStaff } from '../payments/staff/invoices-staff.service.js';
import { recordAudit } from '../staff/audit.service.js';
import {
  deliveriesPage,
  jobsPage,
  orderPage,
  PAGE_SIZE,
  retryJob,
  staffOrderAction,
  staffOrderExpiry,
} from './operations.service.js';

const security = [{ staffBearerAuth: [] }];
const refusals = { 401: errorResponseSchema, 403: errorResponseSchema, 422: errorResponseSchema };
const changed = {
  200: okEnvelope(z.null()),
  ...refusals,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const done = { status: true as const, data: null };
const DAY_MS = 86_400_000;

export const operationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminPaths.orders,
    {
      config: { permission: 'customers.read' },
      schema: {
        tags: ['admin: orders'],
        operationId: 'adminListOrders',
        summary: 'Orders of every customer by status, server, tariff or expiring within N days; 50 a page',
        security,
        querystring: adminOrdersQuerySchema,
        response: { 200: okEnvelope(z.array(adminOrderRowSchema)), ...refusals },
      },
    },
    async (request) => {
      const { status, server_id, tariff_id, expiring_days, provisioning, page } = request.query;
      const now = app.clock.now().getTime();
      const data = await ordersListForStaff(
        app.db,
        {
          status,
          serverId: server_id,
          tariffId: tariff_id,
          expiringBefore: expiring_days === undefined ? undefined : new Date(now + expiring_days * DAY_MS),
          provisioningFailing: provisioning === 'failing',
        },
        page,
      );
      return { status: true as const, data: await withCustomerNames(app.db, data) };
    },
  );

  app.get(
    adminPaths.order,
    {
      config: { permission: 'customers.read' },
      schema: {
        tags: ['admin: orders'],
        operationId: 'adminGetOrder',
        summary: 'One order with its event history (status changes, panel calls, charges)',
        security,
        params: idParamsSchema,
        response: { 200: okEnvelope(adminOrderDetailSchema), ...refusals, 404: errorResponseSchema },
      },
    },
    async (request) => ({ status: true as const, data: await orderPage(app.db, request.params.id) }),
  );

  app.post(
    adminPaths.orderExpiry,
    {
      // A money decision: owner and billing, not support (who may suspend, resume and cancel).
      config: { permission: 'orders.expiry' },
      schema: {
        tags: ['admin: orders'],
        operationId: 'adminSetOrderExpiry',
        summary:
          'Move the paid-until date, with a reason; a grace-week order paid into the future is resumed',
        security,
        params: idParamsSchema,
        body: orderExpiryRequestSchema,
        response: changed,
      },
    },
    async (request) => {
      const actor = actorOf(request, app.clock.now());
      await staffOrderExpiry(
        app.db,
        actor,
        request.params.id,
        new Date(request.body.expires_at),
        request.body.reason,
      );
      return done;
    },
  );

  app.post(
    adminPaths.orderRetryProvisioning,
    {
      config: { permission: 'orders.manage' },
      schema: {
        tags: ['admin: orders'],
        operationId: 'adminRetryProvisioning',
        summary: 'Run the waiting provisioning of an order now (after fixing what the panel refused)',
        security,
        params: idParamsSchema,
        response: changed,
      },
    },
    async (request) => {
      const actor = actorOf(request, app.clock.now());
      await app.db.transaction(async (tx) => {
        const { customerId } = await retryProvisioningNow(tx, request.params.id, actor.at);
        await recordAudit(tx, {
          ...actor,
          customerId,
          action: 'order.retry-provisioning',
          before: null,
          after: { order_id: request.params.id },
        });
      });
      return done;
    },
  );

  app.post(
    adminPaths.orderAction,
    {
      config: { permission: 'orders.manage' },
      schema: {
        tags: ['admin: orders'],
        operationId: 'adminChangeOrderStatus',
        summary: 'Suspend, resume or cancel an order, with a reason; the panel call runs as a job',
        security,
        params: orderActionParamsSchema,
        body: blockCustomerRequestSchema,
        response: changed,
      },
    },
    async (request) => {
      const actor = actorOf(request, app.clock.now());
      await staffOrderAction(app.db, actor, request.params.id, request.params.action, request.body.reason);
      return done;
    },
  );

  app.get(
    adminPaths.jobs,
    {
      config: { permission: 'system.read' },
      schema: {
        tags: ['admin: system'],
        operationId: 'adminListJobs',
        summary: `Background jobs, newest first, ${PAGE_SIZE} a page: due, running, done, failed with the error`,
        security,
        querystring: jobsQuerySchema,
        response: { 200: okEnvelope(z.array(adminJobSchema)), ...refusals },
      },
    },
    async (request) => ({
      status: true as const,
      data: await jobsPage(app.db, request.query.status, request.query.page),
    }),
  );

  app.post(
    adminPaths.jobRetry,
    {
      config: { permission: 'system.manage' },
      schema: {
        tags: ['admin: system'],
        operationId: 'adminRetryJob',
        summary: 'Run a failed job again from its first attempt',
        security,
        params: idParamsSchema,
        response: changed,
      },
    },
    async (request) => {
      await retryJob(app.db, actorOf(request, app.clock.now()), request.params.id);
      return done;
    },
  );

  app.get(
    adminPaths.deliveries,
    {
      config: { permission: 'system.read' },
      schema: {
        tags: ['admin: system'],
        operationId: 'adminListDeliveries',
        summary:
          'Delivery log: e-mail and SMS from the outbox, notification deliveries by channel; no bodies',
        security,
        querystring: pageQuerySchema,
        response: { 200: okEnvelope(z.array(deliverySchema)), ...refusals },
      },
    },
    async (request) => ({ status: true as const, data: await deliveriesPage(app.db, request.query.page) }),
  );

  app.get(
    adminPaths.callbacks,
    {
      config: { permission: 'system.read' },
      schema: {
        tags: ['admin: system'],
        operationId: 'adminListCallbacks',
        summary: 'Provider callback log with our answers (secrets redacted, refused calls by outline)',
        security,
        querystring: pageQuerySchema,
        response: { 200: okEnvelope(z.array(callbackEntrySchema)), ...refusals },
      },
    },
    async (request) => ({
      status: true as const,
      data: await callbacksForStaff(app.db, PAGE_SIZE, (request.query.page - 1) * PAGE_SIZE),
    }),
  );
};
