import {
  adminPaths,
  broadcastRequestSchema,
  broadcastResultSchema,
  deliverySchema,
  errorResponseSchema,
  okEnvelope,
  pageQuerySchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffRefusals, staffSecurity } from '../../../lib/staff-route-schema.js';
import { startBroadcast } from '../broadcast.job.js';
import { deliveriesPage } from './deliveries-staff.service.js';

/** What reached customers (the delivery log) and what staff tell every customer (broadcasts, audited). */
export const notificationsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    adminPaths.broadcasts,
    {
      config: { permission: 'news.manage' },
      schema: {
        tags: ['admin: content'],
        operationId: 'adminCreateBroadcast',
        summary:
          'Tell every customer (or those of one language) something: in-app, e-mail and Telegram as each keeps on',
        description: 'Sent in batches by a background job; answers how many customers it will reach.',
        security: staffSecurity,
        body: broadcastRequestSchema,
        response: { 200: okEnvelope(broadcastResultSchema), ...staffRefusals },
      },
    },
    async (request) => {
      const { language, texts } = request.body;
      const recipients = await app.auditedChange(request, 'broadcast.send', async (tx) => {
        const count = await startBroadcast(tx, { language, texts, at: app.clock.now() });
        return { result: count, after: { language, texts, recipients: count } };
      });
      return { status: true as const, data: { recipients } };
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
        security: staffSecurity,
        querystring: pageQuerySchema,
        response: {
          200: okEnvelope(z.array(deliverySchema)),
          401: errorResponseSchema,
          403: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => ({ status: true as const, data: await deliveriesPage(app.db, request.query.page) }),
  );
};
