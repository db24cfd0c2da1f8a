import {
  adminOrderDetailSchema,
  adminOrderRowSchema,
  adminOrdersQuerySchema,
  adminPaths,
  blockCustomerRequestSchema,
  errorResponseSchema,
  idParamsSchema,
  okEnvelope,
  orderActionParamsSchema,
  orderExpiryRequestSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../errors/app-error.js';
import { withCustomerNames } from '../../account/user-directory.service.js';
import {
  applyStaffOrderAction,
  changeOrderExpiry,
  type OrderChange,
  orderDetailForStaff,
  ordersListForStaff,
  retryProvisioningNow,
} from './orders-staff.service.js';

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

/** What an order change writes to its audit row: the order, what it was and became, and the staff's reason. */
const audited = (orderId: number, reason: string, done: OrderChange) => ({
  result: null,
  customerId: done.customerId,
  before: { order_id: orderId, ...done.before },
  after: { order_id: orderId, ...done.after, reason },
});

/** Orders of every customer for staff: the list, one order's history, and the changes staff make by hand. */
export const ordersStaffRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => {
      const [order] = await withCustomerNames(app.db, [await orderDetailForStaff(app.db, request.params.id)]);
      if (!order) throw new AppError('NOT_FOUND');
      return { status: true as const, data: order };
    },
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
      const { id } = request.params;
      const expiresAt = new Date(request.body.expires_at);
      await app.auditedChange(request, 'order.expiry', async (tx, actor) =>
        audited(id, request.body.reason, await changeOrderExpiry(tx, { id, expiresAt, now: actor.at })),
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
      await app.auditedChange(request, 'order.retry-provisioning', async (tx, actor) => {
        const { customerId } = await retryProvisioningNow(tx, request.params.id, actor.at);
        return { result: null, customerId, after: { order_id: request.params.id } };
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
      const { id, action } = request.params;
      await app.auditedChange(request, `order.${action}`, async (tx, actor) =>
        audited(id, request.body.reason, await applyStaffOrderAction(tx, { id, action, now: actor.at })),
      );
      return done;
    },
  );
};
