import {
  autoRenewRequestSchema,
  createOrderRequestSchema,
  errorResponseSchema,
  extendOrderRequestSchema,
  hostingPaths,
  idParamsSchema,
  okEnvelope,
  orderSchema,
  ordersQuerySchema,
  pagedEnvelope,
  panelLinkResponseSchema,
  previewRequestSchema,
  previewResponseSchema,
  type TariffChangePolicy,
  tariffChangeRequestSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HostingDeps } from './hosting-deps.js';
import { changeTariff, extendOrder, previewChange } from './order-changes.service.js';
import { customerIdOf, orderRefusals, orderRouteCommon } from './order-route-schema.js';
import { createOrder, getOrder, listOrders, setAutoRenew } from './orders.service.js';
import { panelLink } from './panel-link.service.js';

const idParams = idParamsSchema;

/** The customer's hosting orders (docs/product/api.md, docs/product/hosting.md). */
export const ordersRoutes: FastifyPluginAsyncZod<{
  deps: HostingDeps;
  /** TARIFF_CHANGE_POLICY, for the change and its preview. */
  tariffChangePolicy: TariffChangePolicy;
}> = async (app, { deps, tariffChangePolicy }) => {
  app.get(
    hostingPaths.orders,
    {
      config: { accountPermission: 'hosting.read' },
      schema: {
        ...orderRouteCommon,
        operationId: 'listOrders',
        summary: 'The customer’s orders, newest first',
        querystring: ordersQuerySchema,
        response: { 200: pagedEnvelope(orderSchema), ...orderRefusals },
      },
    },
    async (request) => ({
      status: true as const,
      ...(await listOrders(app.db, deps, {
        userId: customerIdOf(request),
        perPage: request.query.per_page,
        page: request.query.page,
        now: app.clock.now(),
        language: request.language,
      })),
    }),
  );

  app.post(
    hostingPaths.createOrder,
    {
      // A lost answer must not buy twice: the client sends an Idempotency-Key with each submit.
      config: { accountPermission: 'hosting.manage', idempotent: true },
      schema: {
        ...orderRouteCommon,
        operationId: 'createOrder',
        summary: 'Orders a tariff: charges one period and starts provisioning',
        body: createOrderRequestSchema,
        response: { 200: okEnvelope(orderSchema), ...orderRefusals },
      },
    },
    async (request) => ({
      status: true as const,
      data: await createOrder(app.db, deps, {
        userId: customerIdOf(request),
        tariffId: request.body.tariff_id,
        payType: request.body.pay_type,
        now: app.clock.now(),
        language: request.language,
      }),
    }),
  );

  app.get(
    hostingPaths.order,
    {
      config: { accountPermission: 'hosting.read' },
      schema: {
        ...orderRouteCommon,
        operationId: 'getOrder',
        summary: 'One order',
        params: idParams,
        response: { 200: okEnvelope(orderSchema), ...orderRefusals },
      },
    },
    async (request) => ({
      status: true as const,
      data: await getOrder(app.db, deps, {
        userId: customerIdOf(request),
        orderId: request.params.id,
        now: app.clock.now(),
        language: request.language,
      }),
    }),
  );

  app.put(
    hostingPaths.extend,
    {
      // A lost answer must not buy twice: the client sends an Idempotency-Key with each submit.
      config: { accountPermission: 'hosting.manage', idempotent: true },
      schema: {
        ...orderRouteCommon,
        operationId: 'extendOrder',
        summary: 'Buys N more periods (active or in grace)',
        params: idParams,
        body: extendOrderRequestSchema,
        response: { 200: okEnvelope(orderSchema), ...orderRefusals },
      },
    },
    async (request) => ({
      status: true as const,
      data: await extendOrder(app.db, deps, {
        userId: customerIdOf(request),
        orderId: request.params.id,
        periods: request.body.extend_period,
        now: app.clock.now(),
        language: request.language,
      }),
    }),
  );

  app.put(
    hostingPaths.tariffChange,
    {
      // A lost answer must not buy twice: the client sends an Idempotency-Key with each submit.
      config: { accountPermission: 'hosting.manage', idempotent: true },
      schema: {
        ...orderRouteCommon,
        operationId: 'changeOrderTariff',
        summary: 'Changes the tariff of an active order; a new period starts now',
        params: idParams,
        body: tariffChangeRequestSchema,
        response: { 200: okEnvelope(orderSchema), ...orderRefusals },
      },
    },
    async (request) => ({
      status: true as const,
      data: await changeTariff(app.db, deps, {
        userId: customerIdOf(request),
        orderId: request.params.id,
        tariffId: request.body.tariff_id,
        payType: request.body.pay_type,
        policy: tariffChangePolicy,
        now: app.clock.now(),
        language: request.language,
      }),
    }),
  );

  app.post(
    hostingPaths.preview,
    {
      // Changes nothing: a read, open to support.
      config: { accountPermission: 'hosting.read', supportSession: 'allowed' },
      schema: {
        ...orderRouteCommon,
        operationId: 'previewOrderChange',
        summary: 'What an extension or a tariff change would charge, and the new expiry',
        params: idParams,
        body: previewRequestSchema,
        response: { 200: okEnvelope(previewResponseSchema), ...orderRefusals },
      },
    },
    async (request) => ({
      status: true as const,
      data: await previewChange(app.db, {
        userId: customerIdOf(request),
        orderId: request.params.id,
        request: request.body,
        policy: tariffChangePolicy,
        now: app.clock.now(),
        language: request.language,
      }),
    }),
  );

  app.put(
    hostingPaths.autoRenew,
    {
      config: { accountPermission: 'hosting.manage' },
      schema: {
        ...orderRouteCommon,
        operationId: 'setOrderAutoRenew',
        summary: 'Turns auto-renew of an order on or off',
        params: idParams,
        body: autoRenewRequestSchema,
        response: { 200: okEnvelope(orderSchema), ...orderRefusals },
      },
    },
    async (request) => {
      const order = { userId: customerIdOf(request), orderId: request.params.id, now: app.clock.now() };
      await setAutoRenew(app.db, { ...order, autoRenew: request.body.auto_renew });
      return {
        status: true as const,
        data: await getOrder(app.db, deps, { ...order, language: request.language }),
      };
    },
  );

  for (const [path, kind, operationId] of [
    [hostingPaths.panelLink, 'ispmanager', 'getPanelLink'],
    [hostingPaths.wapPanelLink, 'wap-ispmanager', 'getWapPanelLink'],
  ] as const) {
    app.get(
      path,
      {
        config: { accountPermission: 'hosting.manage' },
        schema: {
          ...orderRouteCommon,
          operationId,
          summary: 'A one-time key login link to the control panel (active orders)',
          params: idParams,
          response: { 200: okEnvelope(panelLinkResponseSchema), ...orderRefusals, 503: errorResponseSchema },
        },
      },
      async (request) => ({
        status: true as const,
        data: await panelLink(app.db, deps, {
          userId: customerIdOf(request),
          orderId: request.params.id,
          kind,
          now: () => app.clock.now(),
        }),
      }),
    );
  }
};
