import {
  errorResponseSchema,
  kbArticleSchema,
  kbArticleSummarySchema,
  kbPaths,
  kbSearchQuerySchema,
  kbSlugParamsSchema,
  kbSuggestionOpenedRequestSchema,
  kbVoteRequestSchema,
  kbVoteSchema,
  okEnvelope,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import type { Limiter } from '../../integrations/limits/limit-store.js';
import {
  getArticle,
  type KbSearchMode,
  listArticles,
  recordSuggestionOpened,
  voteOnArticle,
} from './knowledge-base.service.js';

const tags = ['knowledge base'];

/** The public knowledge base: no login; texts in the request's language, falling back to uz. */
export const knowledgeBaseRoutes: FastifyPluginAsyncZod<{
  searchMode: KbSearchMode;
  openedPerIp: Limiter;
  searchesPerIp: Limiter;
  votesPerIp: Limiter;
}> = async (app, { searchMode, openedPerIp, searchesPerIp, votesPerIp }) => {
  app.get(
    kbPaths.list,
    {
      schema: {
        tags,
        operationId: 'listKbArticles',
        security: [],
        summary: 'Published knowledge-base articles; with q, those matching the words, best first',
        querystring: kbSearchQuerySchema,
        response: {
          200: okEnvelope(z.array(kbArticleSummarySchema)),
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      // A search (q given) is counted per address in the shared limit store; the plain list the public pages
      // read is not a search.
      if (request.query.q !== undefined) {
        const attempt = await searchesPerIp.consume(request.ip);
        if (!attempt.allowed)
          throw new AppError('RATE_LIMITED', { retryAfterSeconds: attempt.retryAfterSeconds });
      }
      return {
        status: true as const,
        data: await listArticles(app.db, {
          language: request.language,
          query: request.query.q,
          limit: request.query.limit,
          mode: searchMode,
        }),
      };
    },
  );

  app.get(
    kbPaths.item,
    {
      schema: {
        tags,
        operationId: 'getKbArticle',
        security: [],
        summary: 'One published article, its markdown rendered as sanitized HTML',
        params: kbSlugParamsSchema,
        response: { 200: okEnvelope(kbArticleSchema), 404: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      data: await getArticle(app.db, request.params.slug, request.language),
    }),
  );

  app.post(
    kbPaths.opened,
    {
      // Counted per address in the shared limit store, so nobody can inflate an article's figures.
      onRequest: async (request) => {
        const outcome = await openedPerIp.consume(request.ip);
        if (!outcome.allowed)
          throw new AppError('RATE_LIMITED', { retryAfterSeconds: outcome.retryAfterSeconds });
      },
      schema: {
        tags,
        operationId: 'recordKbSuggestionOpened',
        security: [],
        summary: 'Note that a customer opened an article the ticket form suggested',
        params: kbSlugParamsSchema,
        body: kbSuggestionOpenedRequestSchema,
        response: {
          200: okEnvelope(z.null()),
          404: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await recordSuggestionOpened(app.db, {
        slug: request.params.slug,
        source: request.body.source,
        now: app.clock.now(),
      });
      return { status: true as const, data: null };
    },
  );

  app.post(
    kbPaths.vote,
    {
      // Each visitor counts once (their token), and an address can only mint so many tokens: counted per address
      // in the shared limit store, so a script cannot fill an article's figures with fresh tokens.
      onRequest: async (request) => {
        const outcome = await votesPerIp.consume(request.ip);
        if (!outcome.allowed)
          throw new AppError('RATE_LIMITED', { retryAfterSeconds: outcome.retryAfterSeconds });
      },
      schema: {
        tags,
        operationId: 'voteOnKbArticle',
        security: [],
        summary: '"Did this answer your question?": the visitor’s yes or no (a repeat changes it)',
        params: kbSlugParamsSchema,
        body: kbVoteRequestSchema,
        response: {
          200: okEnvelope(kbVoteSchema),
          404: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      status: true as const,
      data: await voteOnArticle(app.db, {
        slug: request.params.slug,
        visitor: request.body.visitor,
        helpful: request.body.helpful,
        now: app.clock.now(),
      }),
    }),
  );
};
