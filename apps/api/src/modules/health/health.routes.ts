import { apiPaths, okEnvelope } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { migrationState, pingDatabase } from './health.repository.js';

const healthSchema = z.object({ database: z.literal('ok') });
const readySchema = z.object({
  database: z.literal('ok'),
  migrations: z.object({ applied: z.number().int(), known: z.number().int() }),
  jobs: z.enum(['running', 'off']),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: the process answers and so does the database. A restart is the cure for a failure here.
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

  // Readiness: whether this process should be sent work. A process that is stopping, whose job runner has
  // stalled or whose database is behind this code's migrations answers 503, and nginx/systemd pass it by.
  app.get(
    apiPaths.ready,
    {
      schema: {
        tags: ['system'],
        operationId: 'getReady',
        security: [],
        summary: 'Readiness: database, migrations and job runner',
        response: { 200: okEnvelope(readySchema) },
      },
    },
    async (request) => {
      let migrations: { applied: number; known: number };
      try {
        migrations = await migrationState(app.db);
      } catch (error) {
        request.log.error({ err: error }, 'not ready: the database does not answer');
        throw new AppError('SERVICE_UNAVAILABLE');
      }
      if (migrations.applied < migrations.known) {
        request.log.error(migrations, 'not ready: the database misses migrations this code needs');
        throw new AppError('SERVICE_UNAVAILABLE');
      }
      const jobs = app.jobs.state();
      if (jobs === 'stalled' || jobs === 'stopped') {
        request.log.error({ jobs }, 'not ready: the job runner is not running');
        throw new AppError('SERVICE_UNAVAILABLE');
      }
      return { status: true as const, data: { database: 'ok' as const, migrations, jobs } };
    },
  );
};
