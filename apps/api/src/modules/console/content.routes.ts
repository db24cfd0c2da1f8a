import {
  adminNewsSchema,
  adminPaths,
  adminPromoCodeSchema,
  adminRedemptionSchema,
  broadcastRequestSchema,
  broadcastResultSchema,
  errorResponseSchema,
  idParamsSchema,
  newsRequestSchema,
  okEnvelope,
  promoCodeRequestSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { changeNews, createNews, deleteNewsItem, newsForStaff } from '../news/staff/news-staff.service.js';
import { startBroadcast } from '../notifications/broadcast.job.js';
import {
  createPromoCodeForStaff,
  disablePromoCodeById,
  promoCodesForStaff,
  redemptionsForStaff,
} from '../promo-codes/staff/promo-codes-staff.service.js';
import { type AuditedOutcome, auditedChange } from './audited.js';

const security = [{ staffBearerAuth: [] }];
const refusals = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
};
const changed = { 200: okEnvelope(z.null()), ...refusals };
const done = { status: true as const, data: null };

/** News and promo codes: what the news and promo CLIs do, in the console; every change audited. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const audited = <T>(
    request: FastifyRequest,
    action: string,
    change: (tx: Database) => Promise<AuditedOutcome<T>>,
  ) => auditedChange(app, request, action, change);

  app.get(
    adminPaths.news,
    {
      config: { permission: null },
      schema: {
        tags: ['admin: content'],
        operationId: 'adminListNews',
        summary: 'Every news item, scheduled ones too, with its texts in each language',
        security,
        response: { 200: okEnvelope(z.array(adminNewsSchema)), ...refusals },
      },
    },
    async () => ({ status: true as const, data: await newsForStaff(app.db, app.clock.now()) }),
  );

  app.post(
    adminPaths.news,
    {
      config: { permission: 'news.manage' },
      schema: {
        tags: ['admin: content'],
        operationId: 'adminCreateNews',
        summary: 'Write a news item (uz required) published at publish_at',
        security,
        body: newsRequestSchema,
        response: { 200: okEnvelope(z.object({ id: z.number().int() })), ...refusals },
      },
    },
    async (request) => {
      const { texts, publish_at } = request.body;
      const id = await audited(request, 'news.create', async (tx) => {
        const created = await createNews(tx, texts, new Date(publish_at), app.clock.now());
        return { result: created, after: { id: created, publish_at, texts } };
      });
      return { status: true as const, data: { id } };
    },
  );

  app.put(
    adminPaths.newsItem,
    {
      config: { permission: 'news.manage' },
      schema: {
        tags: ['admin: content'],
        operationId: 'adminUpdateNews',
        summary: 'Change a news item: its texts (languages given) and publish time',
        security,
        params: idParamsSchema,
        body: newsRequestSchema,
        response: changed,
      },
    },
    async (request) => {
      const { texts, publish_at } = request.body;
      await audited(request, 'news.update', async (tx) => {
        const { before } = await changeNews(
          tx,
          request.params.id,
          texts,
          new Date(publish_at),
          app.clock.now(),
        );
        return { result: null, before, after: { id: request.params.id, publish_at, texts } };
      });
      return done;
    },
  );

  app.delete(
    adminPaths.newsItem,
    {
      config: { permission: 'news.manage' },
      schema: {
        tags: ['admin: content'],
        operationId: 'adminDeleteNews',
        summary: 'Remove a news item',
        security,
        params: idParamsSchema,
        response: changed,
      },
    },
    async (request) => {
      await audited(request, 'news.delete', async (tx) => {
        await deleteNewsItem(tx, request.params.id);
        return { result: null, after: { id: request.params.id } };
      });
      return done;
    },
  );

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
        security,
        body: broadcastRequestSchema,
        response: { 200: okEnvelope(broadcastResultSchema), ...refusals },
      },
    },
    async (request) => {
      const { language, texts } = request.body;
      const recipients = await audited(request, 'broadcast.send', async (tx) => {
        const count = await startBroadcast(tx, { language, texts, at: app.clock.now() });
        return { result: count, after: { language, texts, recipients: count } };
      });
      return { status: true as const, data: { recipients } };
    },
  );

  app.get(
    adminPaths.promoCodes,
    {
      config: { permission: null },
      schema: {
        tags: ['admin: content'],
        operationId: 'adminListPromoCodes',
        summary: 'Every promo code with its limits and how often it was used',
        security,
        response: { 200: okEnvelope(z.array(adminPromoCodeSchema)), ...refusals },
      },
    },
    async () => ({ status: true as const, data: await promoCodesForStaff(app.db, app.clock.now()) }),
  );

  app.post(
    adminPaths.promoCodes,
    {
      config: { permission: 'promo.manage' },
      schema: {
        tags: ['admin: content'],
        operationId: 'adminCreatePromoCode',
        summary:
          'Create a promo code (given or generated), optionally limited in uses, time or to one customer',
        security,
        body: promoCodeRequestSchema,
        response: { 200: okEnvelope(adminPromoCodeSchema), ...refusals },
      },
    },
    async (request) => {
      const body = request.body;
      const data = await audited(request, 'promo.create', async (tx) => {
        const created = await createPromoCodeForStaff(
          tx,
          {
            code: body.code,
            amountTiyin: body.amount,
            maxUses: body.max_uses,
            validFrom: body.valid_from,
            validUntil: body.valid_until,
            userId: body.user_id,
          },
          app.clock.now(),
        );
        return { result: created, after: created };
      });
      return { status: true as const, data };
    },
  );

  app.post(
    adminPaths.promoCodeDisable,
    {
      config: { permission: 'promo.manage' },
      schema: {
        tags: ['admin: content'],
        operationId: 'adminDisablePromoCode',
        summary: 'End a promo code now; redemptions made stay',
        security,
        params: idParamsSchema,
        response: changed,
      },
    },
    async (request) => {
      await audited(request, 'promo.disable', async (tx) => {
        const change = await disablePromoCodeById(tx, request.params.id, app.clock.now());
        return { result: null, before: change.before, after: { code: change.code, ...change.after } };
      });
      return done;
    },
  );

  app.get(
    adminPaths.promoCodeRedemptions,
    {
      config: { permission: 'customers.read' },
      schema: {
        tags: ['admin: content'],
        operationId: 'adminListPromoCodeRedemptions',
        summary: 'Who redeemed a promo code and when',
        security,
        params: idParamsSchema,
        response: { 200: okEnvelope(z.array(adminRedemptionSchema)), ...refusals },
      },
    },
    async (request) => ({
      status: true as const,
      data: await redemptionsForStaff(app.db, request.params.id),
    }),
  );
};
