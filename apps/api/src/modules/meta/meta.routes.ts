import { appMetaSchema, metaPath, okEnvelope } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config/config.js';
import { beforeTheRoute } from '../../lib/request-refusals.js';

export const metaRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const meta = { demo: config.demoMode, support: config.support };
  app.get(
    metaPath,
    {
      schema: {
        tags: ['system'],
        operationId: 'getMeta',
        security: [],
        summary: 'Public facts for the client: demo mode and support contacts',
        response: { 200: okEnvelope(appMetaSchema), ...beforeTheRoute },
      },
    },
    async () => ({ status: true as const, data: meta }),
  );
};
