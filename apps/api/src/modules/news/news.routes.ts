import {
  errorResponseSchema,
  newsIdParamsSchema,
  newsItemSchema,
  newsPaths,
  newsQuerySchema,
  okEnvelope,
  pagedEnvelope,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getNews, listNews } from './news.service.js';

/** Public news: no login; texts in the request's language, falling back to uz. */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    newsPaths.list,
    {
      schema: {
        tags: ['news'],
        operationId: 'listNews',
        security: [],
        summary: 'Published news, newest first',
        querystring: newsQuerySchema,
        response: { 200: pagedEnvelope(newsItemSchema), 422: errorResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      ...(await listNews(app.db, {
        language: request.language,
        page: request.query.page,
        perPage: request.query.per_page,
        now: app.clock.now(),
      })),
    }),
  );

  app.get(
    newsPaths.item,
    {
      schema: {
        tags: ['news'],
        operationId: 'getNewsItem',
        security: [],
        summary: 'One published news item',
        params: newsIdParamsSchema,
        response: { 200: okEnvelope(newsItemSchema), 404: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      data: await getNews(app.db, {
        id: request.params.id,
        language: request.language,
        now: app.clock.now(),
      }),
    }),
  );
};
