import {
  adminDomainPaths,
  errorResponseSchema,
  okEnvelope,
  recordParamsSchema,
  rejectRecordRequestSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../../plugins/staff-auth.js';
import {
  decideRecordVerification,
  type VerificationDecision,
} from '../profile-records/record-verification.service.js';
import { auditedChange } from './audited.js';

const security = [{ staffBearerAuth: [] }];
const changed = {
  200: okEnvelope(z.null()),
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
};

/** Staff approve or reject a customer's registrant record after comparing it with the scans; both audited. */
export const recordVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const decide = (
    request: Parameters<typeof requireStaff>[0] & { params: { id: number; record_id: number } },
    action: string,
    decision: VerificationDecision,
  ) =>
    auditedChange(app, request, action, async (tx) => {
      const { before, after } = await decideRecordVerification(tx, {
        userId: request.params.id,
        recordId: request.params.record_id,
        staffId: requireStaff(request).staff.id,
        decision,
        now: app.clock.now(),
      });
      const record = { record_id: request.params.record_id };
      return {
        result: null,
        customerId: request.params.id,
        before: { ...record, ...before },
        after: { ...record, ...after },
      };
    });

  app.put(
    adminDomainPaths.recordApprove,
    {
      config: { permission: 'records.verify' },
      schema: {
        tags: ['admin: customers'],
        operationId: 'adminApproveRecord',
        summary: 'Approve a profile record as a registrant (it matches its passport scans)',
        security,
        params: recordParamsSchema,
        response: changed,
      },
    },
    async (request) => {
      await decide(request, 'record.approve', { verification: 'approved' });
      return { status: true as const, data: null };
    },
  );

  app.put(
    adminDomainPaths.recordReject,
    {
      config: { permission: 'records.verify' },
      schema: {
        tags: ['admin: customers'],
        operationId: 'adminRejectRecord',
        summary: 'Reject a profile record with a reason the customer sees',
        security,
        params: recordParamsSchema,
        body: rejectRecordRequestSchema,
        response: changed,
      },
    },
    async (request) => {
      await decide(request, 'record.reject', { verification: 'rejected', reason: request.body.reason });
      return { status: true as const, data: null };
    },
  );
};
