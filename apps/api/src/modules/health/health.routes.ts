import { apiPaths, okEnvelope } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { pingDatabase } from './health.repository.js';

const healthSchema = z.object({ database: z.literal('ok') });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.health,
    {
      schema: {
        tags: ['system'],
        operationId: 'getHealth',
        security: [],
        summary: 'Liveness and database check',
        response: { 200: okEnvelope(healthSchema) },
      },
    },
    async (request) => {
      try {
        await pingDatabase(app.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: the database does not answer');
        throw new AppError('SERVICE_UNAVAILABLE');
      }
      return { status: true as const, data: { database: 'ok' as const } };
    },
  );
};
