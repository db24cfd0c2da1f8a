import {
  adminDomainPaths,
  adminPaths,
  errorResponseSchema,
  okEnvelope,
  recordFileParamsSchema,
  recordParamsSchema,
  rejectRecordRequestSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FileStorage } from '../../../integrations/storage/file-storage.js';
import { openRecordFile } from '../profile-records.service.js';
import { decideRecordVerification, type VerificationDecision } from '../record-verification.service.js';

const security = [{ staffBearerAuth: [] }];
const changed = {
  200: okEnvelope(z.null()),
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
};

/**
 * A customer's passport scans for staff: every view is written to the audit log before the file is sent, so no
 * file is seen without a trace. Staff approve or reject a registrant record after comparing it with the scans;
 * both audited.
 */
export const recordsStaffRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (
  app,
  { storage },
) => {
  const decide = (
    request: FastifyRequest & { params: { id: number; record_id: number } },
    action: string,
    decision: VerificationDecision,
  ) =>
    app.auditedChange(request, action, async (tx, actor) => {
      const { before, after } = await decideRecordVerification(tx, {
        userId: request.params.id,
        recordId: request.params.record_id,
        staffId: actor.staffId,
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

  app.get(
    adminPaths.customerRecordFile,
    {
      config: { permission: 'customers.read' },
      schema: {
        tags: ['admin: customers'],
        operationId: 'adminGetRecordFile',
        summary: 'View one file of a profile record (audited)',
        security,
        params: recordFileParamsSchema,
        // A stream is sent as it is; the schema only documents the answer.
        response: {
          200: z.any().describe('The file’s bytes'),
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { id, record_id, kind } = request.params;
      const file = await openRecordFile(
        { db: app.db, storage, log: request.log },
        { userId: id, recordId: record_id, kind },
      );
      try {
        await app.auditedChange(request, 'record.file-view', async () => ({
          result: null,
          customerId: id,
          after: { record_id, kind },
        }));
      } catch (error) {
        file.stream.destroy();
        throw error;
      }
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.size))
        .header('content-disposition', `inline; filename="${file.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );

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
