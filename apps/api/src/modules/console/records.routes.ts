import { adminPaths, errorResponseSchema, recordFileParamsSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FileStorage } from '../../integrations/storage/file-storage.js';
import { actorOf } from '../../plugins/staff-auth.js';
import { openRecordFile } from '../profile-records/profile-records.service.js';
import { recordAudit } from '../staff/audit.service.js';

/**
 * A customer's passport scans for staff: every view is written to the audit log before the file is sent, so no
 * file is seen without a trace.
 */
export const recordsRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (app, { storage }) => {
  app.get(
    adminPaths.customerRecordFile,
    {
      config: { permission: 'customers.read' },
      schema: {
        tags: ['admin: customers'],
        operationId: 'adminGetRecordFile',
        summary: 'View one file of a profile record (audited)',
        security: [{ staffBearerAuth: [] }],
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
        await recordAudit(app.db, {
          ...actorOf(request, app.clock.now()),
          customerId: id,
          action: 'record.file-view',
          before: null,
          after: { record_id, kind },
        });
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
};
