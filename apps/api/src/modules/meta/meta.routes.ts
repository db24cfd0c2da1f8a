import { appMetaSchema, metaPath, okEnvelope } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config/config.js';

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
        response: { 200: okEnvelope(appMetaSchema) },
      },
    },
    async () => ({ status: true as const, data: meta }),
  );
};
