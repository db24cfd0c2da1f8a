import {
  adjustmentApprovalSchema,
  adjustmentDecisionRequestSchema,
  adjustmentRequestParamsSchema,
  adjustmentRequestSchema,
  adjustmentRequestsQuerySchema,
  adminAdjustmentPaths,
  errorResponseSchema,
  okEnvelope,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/staff-auth.js';
import { adjustmentRequests, approveAdjustment, rejectAdjustment } from './adjustments.service.js';

const security = [{ staffBearerAuth: [] }];
const refusals = { 401: errorResponseSchema, 403: errorResponseSchema, 422: errorResponseSchema };
const decided = { 404: errorResponseSchema, 409: errorResponseSchema };

/** The second person's side of a large balance adjustment: the waiting list, approve, reject. */
export const adjustmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminAdjustmentPaths.requests,
    {
      config: { permission: 'money.adjust' },
      schema: {
        tags: ['admin: money'],
        operationId: 'adminListBalanceAdjustmentRequests',
        summary: 'Balance adjustments above the approval threshold: pending (oldest first) or decided',
        security,
        querystring: adjustmentRequestsQuerySchema,
        response: { 200: okEnvelope(z.array(adjustmentRequestSchema)), ...refusals },
      },
    },
    async (request) => ({
      status: true as const,
      data: await adjustmentRequests(app.db, request.query.status === 'pending'),
    }),
  );

  app.post(
    adminAdjustmentPaths.approve,
    {
      config: { permission: 'money.adjust', idempotent: true },
      schema: {
        tags: ['admin: money'],
        operationId: 'adminApproveBalanceAdjustment',
        summary: 'Approve a pending adjustment: the money moves once; never by its requester (403)',
        description:
          'Another owner or billing member than the requester. A second approval finds it decided (409). Audited with the reason. Accepts Idempotency-Key.',
        security,
        params: adjustmentRequestParamsSchema,
        body: adjustmentDecisionRequestSchema,
        response: { 200: okEnvelope(adjustmentApprovalSchema), ...refusals, ...decided },
      },
    },
    async (request) => {
      const actor = actorOf(request, app.clock.now());
      const data = await approveAdjustment(app.db, actor, request.params.id, request.body.reason);
      return { status: true as const, data };
    },
  );

  app.post(
    adminAdjustmentPaths.reject,
    {
      config: { permission: 'money.adjust' },
      schema: {
        tags: ['admin: money'],
        operationId: 'adminRejectBalanceAdjustment',
        summary: 'Reject a pending adjustment: no money moves; never by its requester (403)',
        security,
        params: adjustmentRequestParamsSchema,
        body: adjustmentDecisionRequestSchema,
        response: { 200: okEnvelope(z.null()), ...refusals, ...decided },
      },
    },
    async (request) => {
      await rejectAdjustment(
        app.db,
        actorOf(request, app.clock.now()),
        request.params.id,
        request.body.reason,
      );
      return { status: true as const, data: null };
    },
  );
};
