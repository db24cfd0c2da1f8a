import {
  adjustmentApprovalSchema,
  adjustmentDecisionRequestSchema,
  adjustmentRequestParamsSchema,
  adjustmentRequestSchema,
  adjustmentRequestsQuerySchema,
  adminAdjustmentPaths,
  adminPaths,
  balanceAdjustmentRequestSchema,
  balanceAdjustmentResultSchema,
  errorResponseSchema,
  idParamsSchema,
  okEnvelope,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModulePorts } from '../../../composition/app-module.js';
import {
  adjustmentRequests,
  approveAdjustment,
  rejectAdjustment,
  requestAdjustment,
} from './adjustments-staff.service.js';

const security = [{ staffBearerAuth: [] }];
const refusals = { 401: errorResponseSchema, 403: errorResponseSchema, 422: errorResponseSchema };
const decided = { 404: errorResponseSchema, 409: errorResponseSchema };

/**
 * Money by hand: a credit or debit of a customer's balance, and the second person's side of a large one (the
 * waiting list, approve, reject). Each is audited in its own transaction.
 */
export const adjustmentsStaffRoutes: FastifyPluginAsyncZod<{
  adjustmentApprovalTiyin: number;
  staffNamesById: ModulePorts['staffNamesById'];
}> = async (app, { adjustmentApprovalTiyin, staffNamesById }) => {
  app.post(
    adminPaths.balanceAdjustments,
    {
      config: { permission: 'money.adjust', idempotent: true },
      schema: {
        tags: ['admin: money'],
        operationId: 'adminAdjustBalance',
        summary: 'Credit (positive som) or debit (negative) a balance by hand, with a category and a reason',
        description:
          'Goes through the ledger; a debit never takes the balance below zero (422). The reason is shown to the customer in the history. Above BALANCE_ADJUSTMENT_APPROVAL_SOM either way it is stored as pending (outcome "pending") for another owner or billing member to approve. Accepts Idempotency-Key.',
        security,
        params: idParamsSchema,
        body: balanceAdjustmentRequestSchema,
        response: {
          200: okEnvelope(balanceAdjustmentResultSchema),
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { amount, category, reason } = request.body;
      const data = await app.auditedChange(request, 'balance.adjust', (tx, actor) =>
        requestAdjustment(tx, actor, {
          customerId: request.params.id,
          adjustment: { amountTiyin: amount, category, reason },
          approvalTiyin: adjustmentApprovalTiyin,
        }),
      );
      return { status: true as const, data };
    },
  );

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
      data: await adjustmentRequests(app.db, staffNamesById, request.query.status === 'pending'),
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
      const decision = { id: request.params.id, reason: request.body.reason };
      const data = await app.auditedChange(request, 'balance.adjust-approve', (tx, actor) =>
        approveAdjustment(tx, actor, decision),
      );
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
      const decision = { id: request.params.id, reason: request.body.reason };
      await app.auditedChange(request, 'balance.adjust-reject', (tx, actor) =>
        rejectAdjustment(tx, actor, decision),
      );
      return { status: true as const, data: null };
    },
  );
};
