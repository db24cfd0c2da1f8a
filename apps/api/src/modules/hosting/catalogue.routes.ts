import {
  errorResponseSchema,
  hostingPaths,
  okEnvelope,
  pagedEnvelope,
  parseLanguage,
  serverSchema,
  tariffSchema,
  tariffsQuerySchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listServers, listTariffs } from './catalogue.repository.js';
import { toServerDto, toTariffDto } from './catalogue.service.js';

/** The public catalogue: hosting servers and their tariffs (spec §2, §7), named in the request's language. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    hostingPaths.servers,
    {
      schema: {
        tags: ['hosting'],
        summary: 'Hosting servers with their characteristics, ports and name servers',
        response: { 200: okEnvelope(z.array(serverSchema)) },
      },
    },
    async (request) => {
      const language = parseLanguage(request.headers['accept-language']);
      const rows = await listServers(app.db);
      return { status: true as const, data: rows.map((row) => toServerDto(row, language)) };
    },
  );

  app.get(
    hostingPaths.tariffs,
    {
      schema: {
        tags: ['hosting'],
        summary: 'Tariffs, optionally of one server, with prices in som keyed by period seconds',
        querystring: tariffsQuerySchema,
        response: { 200: pagedEnvelope(tariffSchema), 422: errorResponseSchema },
      },
    },
    async (request) => {
      const { server_id, per_page, page } = request.query;
      const { rows, total } = await listTariffs(app.db, {
        serverId: server_id,
        limit: per_page,
        offset: (page - 1) * per_page,
      });
      const language = parseLanguage(request.headers['accept-language']);
      return { status: true as const, data: rows.map((row) => toTariffDto(row, language)), total };
    },
  );
};
