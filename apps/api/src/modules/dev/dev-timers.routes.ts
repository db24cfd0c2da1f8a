import { devPaths, errorResponseSchema, idParamsSchema, okEnvelope } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { changeOrderExpiry } from '../hosting/staff/orders-staff.service.js';

// Demo mode only, this machine only (dev.routes.ts registers these under its loopback guard): what a journey
// needs to bring a renewal near without waiting a month. It moves an order's paid-until date as staff would
// (without the audit: nobody acts) and runs a recurring job now, as its timer would.

const scheduleParams = z.object({ id: z.string().min(1).max(80) });
const expiryBody = z.object({ expires_at: z.iso.datetime({ offset: true, error: 'date_invalid' }) });
const failures = { 404: errorResponseSchema, 409: errorResponseSchema, 422: errorResponseSchema };

export const devTimersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    devPaths.runSchedule,
    {
      schema: {
        tags: ['dev'],
        operationId: 'runDemoSchedule',
        summary: 'Demo mode: runs one recurring job now (e.g. hosting.order-scheduler)',
        description:
          'Answers this machine only (a loopback address); to anyone else it does not exist (404). `ran` is false ' +
          'while another process holds the job.',
        security: [],
        params: scheduleParams,
        response: { 200: okEnvelope(z.object({ ran: z.boolean() })), ...failures },
      },
    },
    async (request) => {
      let ran: boolean;
      try {
        ran = await app.jobs.runRecurring(request.params.id);
      } catch (error) {
        // The runner knows no job by that id; anything else is a real failure.
        if (error instanceof Error && error.message.startsWith('no recurring job named')) {
          throw new AppError('NOT_FOUND');
        }
        throw error;
      }
      return { status: true as const, data: { ran } };
    },
  );

  app.put(
    devPaths.orderExpiry,
    {
      schema: {
        tags: ['dev'],
        operationId: 'setDemoOrderExpiry',
        summary: "Demo mode: moves a hosting order's paid-until date",
        description:
          'Answers this machine only (a loopback address); to anyone else it does not exist (404).',
        security: [],
        params: idParamsSchema,
        body: expiryBody,
        response: { 200: okEnvelope(z.null()), ...failures },
      },
    },
    async (request) => {
      const expiresAt = new Date(request.body.expires_at);
      await app.db.transaction((tx) =>
        changeOrderExpiry(tx, { id: request.params.id, expiresAt, now: app.clock.now() }),
      );
      return { status: true as const, data: null };
    },
  );
};
