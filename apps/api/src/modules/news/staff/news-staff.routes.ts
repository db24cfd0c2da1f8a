import {
  adminNewsSchema,
  adminPaths,
  idParamsSchema,
  newsRequestSchema,
  okEnvelope,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeDone, staffChanged, staffRefusals, staffSecurity } from '../../../lib/staff-route-schema.js';
import { changeNews, createNews, deleteNewsItem, newsForStaff } from './news-staff.service.js';

/** News: what the news CLI does, in the console; every change audited. */
export const newsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminPaths.news,
    {
      config: { permission: null },
      schema: {
        tags: ['admin: content'],
        operationId: 'adminListNews',
        summary: 'Every news item, scheduled ones too, with its texts in each language',
        security: staffSecurity,
        response: { 200: okEnvelope(z.array(adminNewsSchema)), ...staffRefusals },
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
        security: staffSecurity,
        body: newsRequestSchema,
        response: { 200: okEnvelope(z.object({ id: z.number().int() })), ...staffRefusals },
      },
    },
    async (request) => {
      const { texts, publish_at } = request.body;
      const id = await app.auditedChange(request, 'news.create', async (tx) => {
        const created = await createNews(tx, {
          texts,
          publishAt: new Date(publish_at),
          now: app.clock.now(),
        });
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
        security: staffSecurity,
        params: idParamsSchema,
        body: newsRequestSchema,
        response: staffChanged,
      },
    },
    async (request) => {
      const { texts, publish_at } = request.body;
      await app.auditedChange(request, 'news.update', async (tx) => {
        const { before } = await changeNews(tx, {
          id: request.params.id,
          texts,
          publishAt: new Date(publish_at),
          now: app.clock.now(),
        });
        return { result: null, before, after: { id: request.params.id, publish_at, texts } };
      });
      return changeDone;
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
        security: staffSecurity,
        params: idParamsSchema,
        response: staffChanged,
      },
    },
    async (request) => {
      await app.auditedChange(request, 'news.delete', async (tx) => {
        await deleteNewsItem(tx, request.params.id);
        return { result: null, after: { id: request.params.id } };
      });
      return changeDone;
    },
  );
};
