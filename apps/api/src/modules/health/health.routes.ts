import { apiPaths, errorResponseSchema, okEnvelope } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../errors/database-unreachable.js';
import { beforeTheRoute } from '../../lib/request-refusals.js';
import { migrationState } from './health.repository.js';

const healthSchema = z.object({ process: z.literal('ok') });
const readySchema = z.object({
  database: z.literal('ok'),
  migrations: z.object({ applied: z.number().int(), known: z.number().int() }),
  jobs: z.enum(['running', 'off']),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: the process answers, nothing more. A supervisor restarts a process that fails it, and a restart
  // cures nothing during a database outage: the database is readiness's question (below).
  app.get(
    apiPaths.health,
    {
      schema: {
        tags: ['system'],
        operationId: 'getHealth',
        security: [],
        summary: 'Liveness: the process answers (the database is /api/ready)',
        response: { 200: okEnvelope(healthSchema), ...beforeTheRoute },
      },
    },
    async () => ({ status: true as const, data: { process: 'ok' as const } }),
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
        response: { 200: okEnvelope(readySchema), ...beforeTheRoute, 503: errorResponseSchema },
      },
    },
    async (request) => {
      let migrations: { applied: number; known: number };
      try {
        migrations = await migrationState(app.db);
      } catch (error) {
        request.log.error({ err: error }, 'not ready: the database does not answer');
        throw new AppError('SERVICE_UNAVAILABLE', { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS });
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
