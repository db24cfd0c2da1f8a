import {
  adminJobSchema,
  adminPaths,
  errorResponseSchema,
  idParamsSchema,
  jobsQuerySchema,
  okEnvelope,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JOBS_PAGE_SIZE, jobsPage, retryJob } from './background-jobs.service.js';

const security = [{ staffBearerAuth: [] }];
const refusals = { 401: errorResponseSchema, 403: errorResponseSchema, 422: errorResponseSchema };

/** The background jobs page: the runner's rows, and running a failed one again (audited). */
export const backgroundJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminPaths.jobs,
    {
      config: { permission: 'system.read' },
      schema: {
        tags: ['admin: system'],
        operationId: 'adminListJobs',
        summary: `Background jobs, newest first, ${JOBS_PAGE_SIZE} a page: due, running, done, failed with the error`,
        security,
        querystring: jobsQuerySchema,
        response: { 200: okEnvelope(z.array(adminJobSchema)), ...refusals },
      },
    },
    async (request) => ({
      status: true as const,
      data: await jobsPage(app.db, request.query.status, request.query.page),
    }),
  );

  app.post(
    adminPaths.jobRetry,
    {
      config: { permission: 'system.manage' },
      schema: {
        tags: ['admin: system'],
        operationId: 'adminRetryJob',
        summary: 'Run a failed job again from its first attempt',
        security,
        params: idParamsSchema,
        response: {
          200: okEnvelope(z.null()),
          ...refusals,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await app.auditedChange(request, 'job.retry', (tx, actor) => retryJob(tx, request.params.id, actor.at));
      return { status: true as const, data: null };
    },
  );
};
