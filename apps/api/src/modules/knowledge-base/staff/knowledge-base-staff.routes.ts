import {
  adminKbArticleSchema,
  adminPaths,
  errorResponseSchema,
  idParamsSchema,
  kbArticleRequestSchema,
  kbPreviewRequestSchema,
  kbPreviewSchema,
  okEnvelope,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  articlesForStaff,
  changeArticle,
  createArticle,
  previewArticleBody,
  removeArticle,
} from './knowledge-base-staff.service.js';

const tags = ['admin: knowledge base'];
const security = [{ staffBearerAuth: [] }];
const refusals = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
};
const done = { status: true as const, data: null };

/** Knowledge-base articles in the console: every staff member reads, support and owners write; every change audited. */
export const knowledgeBaseStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminPaths.kbArticles,
    {
      config: { permission: null },
      schema: {
        tags,
        operationId: 'adminListKbArticles',
        summary: 'Every article, drafts too, with its texts and how its suggestions fared',
        security,
        response: { 200: okEnvelope(z.array(adminKbArticleSchema)), ...refusals },
      },
    },
    async () => ({ status: true as const, data: await articlesForStaff(app.db) }),
  );

  app.post(
    adminPaths.kbArticles,
    {
      config: { permission: 'kb.manage' },
      schema: {
        tags,
        operationId: 'adminCreateKbArticle',
        summary: 'Write an article (uz required), as a draft or published',
        security,
        body: kbArticleRequestSchema,
        response: { 200: okEnvelope(z.object({ id: z.number().int() })), ...refusals },
      },
    },
    async (request) => {
      const id = await app.auditedChange(request, 'kb.create', async (tx) => {
        const created = await createArticle(tx, request.body, app.clock.now());
        return { result: created, after: { id: created, ...request.body } };
      });
      return { status: true as const, data: { id } };
    },
  );

  app.put(
    adminPaths.kbArticle,
    {
      config: { permission: 'kb.manage' },
      schema: {
        tags,
        operationId: 'adminUpdateKbArticle',
        summary:
          'Change an article: address, category, status and its texts (a language left out is removed)',
        security,
        params: idParamsSchema,
        body: kbArticleRequestSchema,
        response: { 200: okEnvelope(z.null()), ...refusals },
      },
    },
    async (request) => {
      await app.auditedChange(request, 'kb.update', async (tx) => {
        const { before } = await changeArticle(tx, {
          id: request.params.id,
          article: request.body,
          now: app.clock.now(),
        });
        return { result: null, before, after: { id: request.params.id, ...request.body } };
      });
      return done;
    },
  );

  app.delete(
    adminPaths.kbArticle,
    {
      config: { permission: 'kb.manage' },
      schema: {
        tags,
        operationId: 'adminDeleteKbArticle',
        summary: 'Remove an article',
        security,
        params: idParamsSchema,
        response: { 200: okEnvelope(z.null()), ...refusals },
      },
    },
    async (request) => {
      await app.auditedChange(request, 'kb.delete', async (tx) => {
        const { before } = await removeArticle(tx, request.params.id);
        return { result: null, before, after: { id: request.params.id } };
      });
      return done;
    },
  );

  app.post(
    adminPaths.kbPreview,
    {
      config: { permission: 'kb.manage' },
      schema: {
        tags,
        operationId: 'adminPreviewKbArticle',
        summary: 'Render markdown as the portal will show it (sanitized HTML)',
        security,
        body: kbPreviewRequestSchema,
        response: { 200: okEnvelope(kbPreviewSchema), ...refusals },
      },
    },
    async (request) => ({ status: true as const, data: previewArticleBody(request.body.body) }),
  );
};
