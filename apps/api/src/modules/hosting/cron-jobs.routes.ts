import {
  cronJobIdSchema,
  cronJobListSchema,
  cronJobRequestSchema,
  cronJobSchema,
  hostingCronPaths,
  idParamsSchema,
  okEnvelope,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createCronJob, deleteCronJob, listCronJobs, replaceCronJob } from './cron-jobs.service.js';
import type { HostingDeps } from './hosting-deps.js';
import { orderRouteCommon } from './order-route-schema.js';
import { orderQuery, panelRefusals } from './sites.routes.js';

// An order's cron jobs (docs/hosting-control.md). Writes take an Idempotency-Key, so a support session reads
// them and changes nothing.

const jobParams = idParamsSchema.extend({ job_id: cronJobIdSchema });

export const cronJobsRoutes: FastifyPluginAsyncZod<{ deps: HostingDeps }> = async (app, { deps }) => {
  app.get(
    hostingCronPaths.cronJobs,
    {
      config: { accountPermission: 'hosting.read' },
      schema: {
        ...orderRouteCommon,
        operationId: 'listOrderCronJobs',
        summary: 'The order’s cron jobs, each schedule also in words in the request’s language',
        params: idParamsSchema,
        response: { 200: okEnvelope(cronJobListSchema), ...panelRefusals },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listCronJobs(app.db, deps, orderQuery(request, request.params.id)),
    }),
  );

  app.post(
    hostingCronPaths.cronJobs,
    {
      config: { accountPermission: 'hosting.manage', idempotent: true },
      schema: {
        ...orderRouteCommon,
        operationId: 'createOrderCronJob',
        summary:
          'Adds a cron job: a command and a schedule (a simple choice or five fields, at most every 5 minutes)',
        params: idParamsSchema,
        body: cronJobRequestSchema,
        response: { 200: okEnvelope(cronJobSchema), ...panelRefusals },
      },
    },
    async (request) => {
      const query = orderQuery(request, request.params.id);
      const input = { ...query, now: app.clock.now(), body: request.body };
      return { status: true as const, data: await createCronJob(app.db, deps, input) };
    },
  );

  app.put(
    hostingCronPaths.cronJob,
    {
      config: { accountPermission: 'hosting.manage', idempotent: true },
      schema: {
        ...orderRouteCommon,
        operationId: 'replaceOrderCronJob',
        summary: 'Replaces a cron job’s command and schedule',
        params: jobParams,
        body: cronJobRequestSchema,
        response: { 200: okEnvelope(cronJobSchema), ...panelRefusals },
      },
    },
    async (request) => {
      const query = orderQuery(request, request.params.id);
      const input = { ...query, now: app.clock.now(), id: request.params.job_id, body: request.body };
      return { status: true as const, data: await replaceCronJob(app.db, deps, input) };
    },
  );

  app.delete(
    hostingCronPaths.cronJob,
    {
      config: { accountPermission: 'hosting.manage', idempotent: true },
      schema: {
        ...orderRouteCommon,
        operationId: 'deleteOrderCronJob',
        summary: 'Removes a cron job',
        params: jobParams,
        response: { 200: okEnvelope(z.null()), ...panelRefusals },
      },
    },
    async (request) => {
      const query = orderQuery(request, request.params.id);
      await deleteCronJob(app.db, deps, { ...query, now: app.clock.now(), id: request.params.job_id });
      return { status: true as const, data: null };
    },
  );
};
