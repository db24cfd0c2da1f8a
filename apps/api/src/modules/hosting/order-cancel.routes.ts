import {
  type CancelRefundPolicy,
  cancelOrderRequestSchema,
  cancelPreviewSchema,
  hostingPaths,
  idParamsSchema,
  okEnvelope,
  orderSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HostingDeps } from './hosting-deps.js';
import { cancelOrder, previewCancel, undoCancel } from './order-cancel.service.js';
import { customerIdOf, orderRefusals, orderRouteCommon } from './order-route-schema.js';

/** A customer cancels a hosting order, now or at the end of the paid period, and undoes the latter (docs/product/hosting.md). */
export const orderCancelRoutes: FastifyPluginAsyncZod<{
  deps: HostingDeps;
  /** CANCEL_REFUND_POLICY, for the cancellation and its preview. */
  cancelRefundPolicy: CancelRefundPolicy;
}> = async (app, { deps, cancelRefundPolicy }) => {
  app.get(
    hostingPaths.cancelPreview,
    {
      // Changes nothing: a read, open to support.
      config: { accountPermission: 'hosting.read', supportSession: 'allowed' },
      schema: {
        ...orderRouteCommon,
        operationId: 'previewOrderCancel',
        summary:
          'What cancelling now would return to the balance, and when either choice deletes the account',
        params: idParamsSchema,
        response: { 200: okEnvelope(cancelPreviewSchema), ...orderRefusals },
      },
    },
    async (request) => ({
      status: true as const,
      data: await previewCancel(app.db, {
        userId: customerIdOf(request),
        orderId: request.params.id,
        policy: cancelRefundPolicy,
        now: app.clock.now(),
      }),
    }),
  );

  app.post(
    hostingPaths.cancel,
    {
      // A cancellation now moves money: a lost answer retried with the same key must not refund twice.
      config: { accountPermission: 'hosting.manage', idempotent: true },
      schema: {
        ...orderRouteCommon,
        operationId: 'cancelOrder',
        summary:
          'Cancels an active order now (whole unused days refunded per CANCEL_REFUND_POLICY) or at the end of the paid period',
        params: idParamsSchema,
        body: cancelOrderRequestSchema,
        response: { 200: okEnvelope(orderSchema), ...orderRefusals },
      },
    },
    async (request) => ({
      status: true as const,
      data: await cancelOrder(app.db, deps, {
        userId: customerIdOf(request),
        orderId: request.params.id,
        when: request.body.when,
        reason: request.body.reason,
        policy: cancelRefundPolicy,
        now: app.clock.now(),
        language: request.language,
      }),
    }),
  );

  app.post(
    hostingPaths.cancelUndo,
    {
      config: { accountPermission: 'hosting.manage' },
      schema: {
        ...orderRouteCommon,
        operationId: 'undoOrderCancel',
        summary: 'Takes back an end-of-term cancellation that has not taken effect yet',
        params: idParamsSchema,
        response: { 200: okEnvelope(orderSchema), ...orderRefusals },
      },
    },
    async (request) => ({
      status: true as const,
      data: await undoCancel(app.db, deps, {
        userId: customerIdOf(request),
        orderId: request.params.id,
        now: app.clock.now(),
        language: request.language,
      }),
    }),
  );
};
