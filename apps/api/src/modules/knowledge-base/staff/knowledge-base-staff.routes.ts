import {
  adminKbArticleSchema,
  adminPaths,
  idParamsSchema,
  kbArticleRequestSchema,
  kbPreviewRequestSchema,
  kbPreviewSchema,
  okEnvelope,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeDone, staffRefusals, staffSecurity } from '../../../lib/staff-route-schema.js';
import {
  articlesForStaff,
  changeArticle,
  createArticle,
  previewArticleBody,
  removeArticle,
} from './knowledge-base-staff.service.js';

const tags = ['admin: knowledge base'];

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
        security: staffSecurity,
        response: { 200: okEnvelope(z.array(adminKbArticleSchema)), ...staffRefusals },
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
        security: staffSecurity,
        body: kbArticleRequestSchema,
        response: { 200: okEnvelope(z.object({ id: z.number().int() })), ...staffRefusals },
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
        security: staffSecurity,
        params: idParamsSchema,
        body: kbArticleRequestSchema,
        response: { 200: okEnvelope(z.null()), ...staffRefusals },
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
      return changeDone;
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
        security: staffSecurity,
        params: idParamsSchema,
        response: { 200: okEnvelope(z.null()), ...staffRefusals },
      },
    },
    async (request) => {
      await app.auditedChange(request, 'kb.delete', async (tx) => {
        const { before } = await removeArticle(tx, request.params.id);
        return { result: null, before, after: { id: request.params.id } };
      });
      return changeDone;
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
        security: staffSecurity,
        body: kbPreviewRequestSchema,
        response: { 200: okEnvelope(kbPreviewSchema), ...staffRefusals },
      },
    },
    async (request) => ({ status: true as const, data: previewArticleBody(request.body.body) }),
  );
};
