import {
  errorResponseSchema,
  hostingPaths,
  okEnvelope,
  pagedEnvelope,
  serverSchema,
  tariffSchema,
  tariffsQuerySchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { beforeTheRoute } from '../../lib/request-refusals.js';
import { listServers, listTariffs } from './catalogue.repository.js';
import { toServerDto, toTariffDto } from './catalogue.service.js';
import { isClientCopyCurrent } from './catalogue-cache.js';

// An unchanged catalogue: no body (Fastify sends none with a 304).
const notModified = z.null();

/**
 * The public catalogue: hosting servers and their tariffs (docs/product/hosting.md), named in the request's language. No
 * login: visitors read the price list on /order. Cacheable, always revalidated (catalogue-cache.ts).
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    hostingPaths.servers,
    {
      schema: {
        tags: ['hosting'],
        operationId: 'listHostingServers',
        security: [],
        summary: 'Hosting servers with their characteristics, ports and name servers',
        response: { 200: okEnvelope(z.array(serverSchema)), 304: notModified, ...beforeTheRoute },
      },
    },
    async (request, reply) => {
      const language = request.language;
      const rows = await listServers(app.db);
      const body = { status: true as const, data: rows.map((row) => toServerDto(row, language)) };
      return isClientCopyCurrent(request, reply, body) ? reply.send(null) : body;
    },
  );

  app.get(
    hostingPaths.tariffs,
    {
      schema: {
        tags: ['hosting'],
        operationId: 'listHostingTariffs',
        security: [],
        summary: 'Tariffs, optionally of one server, with prices in som keyed by period seconds',
        querystring: tariffsQuerySchema,
        response: { 200: pagedEnvelope(tariffSchema), 304: notModified, 422: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { server_id, per_page, page } = request.query;
      const { rows, total } = await listTariffs(app.db, {
        serverId: server_id,
        limit: per_page,
        offset: (page - 1) * per_page,
      });
      const language = request.language;
      const body = { status: true as const, data: rows.map((row) => toTariffDto(row, language)), total };
      return isClientCopyCurrent(request, reply, body) ? reply.send(null) : body;
    },
  );
};
