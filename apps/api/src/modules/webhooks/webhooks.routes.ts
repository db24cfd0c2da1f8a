import {
  errorResponseSchema,
  noDataSchema,
  okEnvelope,
  pagedEnvelope,
  webhookCreatedSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookIdParamsSchema,
  webhookInputSchema,
  webhookPaths,
  webhookSecretSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.js';
import {
  createWebhook,
  listWebhookDeliveries,
  listWebhooks,
  removeWebhook,
  resendDelivery,
  revealWebhookSecret,
  sendTestEvent,
  updateWebhook,
  type WebhooksDeps,
} from './webhooks.service.js';

const common = { tags: ['webhooks'], security: [{ bearerAuth: [] }] };
const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};
// Webhooks carry the account's events to an address of the owner's choosing, and their secrets sign them: the
// owner's alone, like sessions and keys.
const ownerOnly = { accountPermission: 'owner' as const };

/** The owner's webhook endpoints and their deliveries (docs/webhooks.md). */
export const webhooksRoutes: FastifyPluginAsyncZod<{ deps: WebhooksDeps }> = async (app, { deps }) => {
  app.get(
    webhookPaths.list,
    {
      config: ownerOnly,
      schema: {
        ...common,
        operationId: 'listWebhooks',
        summary: 'My webhook endpoints',
        response: { 200: okEnvelope(z.array(webhookEndpointSchema)), ...errors },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listWebhooks(app.db, requireAuth(request).user.id),
    }),
  );

  app.post(
    webhookPaths.list,
    {
      config: ownerOnly,
      schema: {
        ...common,
        operationId: 'createWebhook',
        summary: 'Add a webhook endpoint (https); its signing secret is answered this once',
        body: webhookInputSchema,
        response: { 200: okEnvelope(webhookCreatedSchema), ...errors },
      },
    },
    async (request) => ({
      status: true as const,
      data: await createWebhook(app.db, deps, {
        userId: requireAuth(request).user.id,
        input: request.body,
        now: app.clock.now(),
      }),
    }),
  );

  app.put(
    webhookPaths.item,
    {
      config: ownerOnly,
      schema: {
        ...common,
        operationId: 'updateWebhook',
        summary: 'Change a webhook endpoint: address, events, description, on or off',
        params: webhookIdParamsSchema,
        body: webhookInputSchema,
        response: { 200: okEnvelope(webhookEndpointSchema), ...errors },
      },
    },
    async (request) => ({
      status: true as const,
      data: await updateWebhook(app.db, deps, {
        userId: requireAuth(request).user.id,
        id: request.params.id,
        input: request.body,
      }),
    }),
  );

  app.delete(
    webhookPaths.item,
    {
      config: ownerOnly,
      schema: {
        ...common,
        operationId: 'deleteWebhook',
        summary: 'Remove a webhook endpoint and its deliveries',
        params: webhookIdParamsSchema,
        response: { 200: okEnvelope(noDataSchema), ...errors },
      },
    },
    async (request) => {
      await removeWebhook(app.db, { userId: requireAuth(request).user.id, id: request.params.id });
      return { status: true as const, data: null };
    },
  );

  app.get(
    webhookPaths.secret,
    {
      config: ownerOnly,
      schema: {
        ...common,
        operationId: 'getWebhookSecret',
        summary: 'The signing secret of a webhook endpoint',
        params: webhookIdParamsSchema,
        response: { 200: okEnvelope(webhookSecretSchema), ...errors },
      },
    },
    async (request) => ({
      status: true as const,
      data: await revealWebhookSecret(app.db, deps, {
        userId: requireAuth(request).user.id,
        id: request.params.id,
      }),
    }),
  );

  app.post(
    webhookPaths.test,
    {
      config: ownerOnly,
      schema: {
        ...common,
        operationId: 'sendWebhookTestEvent',
        summary: 'Queue a webhook.test event to this endpoint',
        params: webhookIdParamsSchema,
        response: { 200: okEnvelope(webhookDeliverySchema), ...errors },
      },
    },
    async (request) => ({
      status: true as const,
      data: await sendTestEvent(app.db, {
        userId: requireAuth(request).user.id,
        id: request.params.id,
        now: app.clock.now(),
      }),
    }),
  );

  app.get(
    webhookPaths.deliveries,
    {
      config: ownerOnly,
      schema: {
        ...common,
        operationId: 'listWebhookDeliveries',
        summary: 'Deliveries of a webhook endpoint, newest first, 50 a page',
        params: webhookIdParamsSchema,
        querystring: webhookDeliveriesQuerySchema,
        response: { 200: pagedEnvelope(webhookDeliverySchema), ...errors },
      },
    },
    async (request) => ({
      status: true as const,
      ...(await listWebhookDeliveries(app.db, {
        userId: requireAuth(request).user.id,
        id: request.params.id,
        page: request.query.page,
      })),
    }),
  );

  app.post(
    webhookPaths.resend,
    {
      config: ownerOnly,
      schema: {
        ...common,
        operationId: 'resendWebhookDelivery',
        summary: 'Send a delivery again now (same event id, a fresh timestamp and signature)',
        params: webhookDeliveryParamsSchema,
        response: { 200: okEnvelope(webhookDeliverySchema), ...errors },
      },
    },
    async (request) => ({
      status: true as const,
      data: await resendDelivery(app.db, {
        userId: requireAuth(request).user.id,
        id: request.params.id,
        deliveryId: request.params.delivery_id,
        now: app.clock.now(),
      }),
    }),
  );
};
