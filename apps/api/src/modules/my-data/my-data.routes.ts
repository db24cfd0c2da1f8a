import {
  codeSentSchema,
  DATA_EXPORTS_PER_DAY,
  dataExportIdParamsSchema,
  dataExportListSchema,
  dataExportSchema,
  deleteAccountRequestSchema,
  errorResponseSchema,
  myDataPaths,
  okEnvelope,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PasswordHashConfig } from '../../config/password-hash-config.js';
import { AppError } from '../../errors/app-error.js';
import type { LimitStore } from '../../integrations/limits/limit-store.js';
import type { FileStorage } from '../../integrations/storage/file-storage.js';
import { requireAuth } from '../../plugins/auth.js';
import { type DeletionContext, deleteAccount, sendDeleteCode } from './account-deletion.service.js';
import { downloadDataExport, listDataExports, startDataExport } from './data-exports.service.js';

const failures = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  410: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};
const security = [{ bearerAuth: [] }];

/** Staff "viewing as the customer" may look, but neither take the customer's data away nor delete them. */
async function refuseSupportSession(request: FastifyRequest) {
  if (requireAuth(request).session.supportStaffId !== null) throw new AppError('SUPPORT_SESSION_FORBIDDEN');
}

export interface MyDataOptions {
  codeSecret: string;
  hashCost: PasswordHashConfig;
  storage: FileStorage;
  limits: LimitStore;
}

export const myDataRoutes: FastifyPluginAsyncZod<MyDataOptions> = async (app, options) => {
  const exportsPerDay = options.limits.limiter({
    name: 'data-export-account',
    points: DATA_EXPORTS_PER_DAY,
    windowSeconds: 24 * 3600,
  });
  const deletion = (request: FastifyRequest): DeletionContext => ({
    db: app.db,
    secret: options.codeSecret,
    storage: options.storage,
    log: request.log,
    hashCost: options.hashCost,
    now: app.clock.now(),
  });

  app.get(
    myDataPaths.exports,
    {
      config: { accountPermission: 'owner' },
      schema: {
        tags: ['my-data'],
        operationId: 'listDataExports',
        summary: 'The latest exports of "download my data" and their state',
        security,
        response: { 200: okEnvelope(dataExportListSchema), 401: errorResponseSchema },
      },
    },
    async (request) => {
      const exports = await listDataExports(app.db, requireAuth(request).user.id, app.clock.now());
      return { status: true as const, data: { exports } };
    },
  );

  app.post(
    myDataPaths.exports,
    {
      onRequest: refuseSupportSession,
      config: { accountPermission: 'owner' },
      schema: {
        tags: ['my-data'],
        operationId: 'createDataExport',
        summary: 'Start an export of all my data (a job builds it); the one being prepared if there is one',
        description: `At most ${DATA_EXPORTS_PER_DAY} a day (429). Ready exports are offered for 24 hours.`,
        security,
        response: { 200: okEnvelope(dataExportSchema), ...failures },
      },
    },
    async (request) => {
      const userId = requireAuth(request).user.id;
      const data = await startDataExport(app.db, exportsPerDay, { userId, now: app.clock.now() });
      return { status: true as const, data };
    },
  );

  app.get(
    myDataPaths.exportDownload,
    {
      onRequest: refuseSupportSession,
      config: { accountPermission: 'owner' },
      schema: {
        tags: ['my-data'],
        operationId: 'downloadDataExport',
        summary: 'The JSON document of a ready export, as an attachment',
        description: 'Pending: 409 DATA_EXPORT_NOT_READY; past its 24 hours: 410 DATA_EXPORT_EXPIRED.',
        security,
        params: dataExportIdParamsSchema,
        // Bytes are sent as they are; the schema only documents the answer.
        response: { 200: z.any().describe('The JSON document'), ...failures },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const found = await downloadDataExport(app.db, {
        userId: requireAuth(request).user.id,
        id: request.params.id,
        now,
      });
      const day = found.createdAt.toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="my-data-${day}-${request.params.id}.json"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(found.content));
    },
  );

  app.post(
    myDataPaths.deleteGetCode,
    {
      onRequest: [refuseSupportSession, app.limits.codeRequestPerIp, app.limits.codeRequestPerAccount],
      config: { accountPermission: 'owner' },
      schema: {
        tags: ['my-data'],
        operationId: 'requestAccountDeletionCode',
        summary: 'E-mail the code that confirms deleting the account, or say why it cannot be deleted yet',
        security,
        response: { 200: okEnvelope(codeSentSchema), ...failures },
      },
    },
    async (request) => {
      const userId = requireAuth(request).user.id;
      const data = await sendDeleteCode(deletion(request), userId, request.language);
      return { status: true as const, data };
    },
  );

  app.post(
    myDataPaths.deleteAccount,
    {
      onRequest: [refuseSupportSession, app.limits.codeCheckPerIp, app.limits.codeCheckPerAccount],
      config: { accountPermission: 'owner' },
      schema: {
        tags: ['my-data'],
        operationId: 'deleteAccount',
        summary: 'Delete the account with the password and the e-mailed code',
        description:
          'Refused with ACCOUNT_DELETE_BLOCKED while a hosting order is not finished, a domain is live or the ' +
          'balance is not zero; its `blockers` list every reason at once. On success every session ends and the ' +
          'personal data is erased; the ledger, invoices and orders stay.',
        security,
        body: deleteAccountRequestSchema,
        response: { 200: okEnvelope(z.null()), ...failures },
      },
    },
    async (request) => {
      const userId = requireAuth(request).user.id;
      await deleteAccount(deletion(request), {
        userId,
        input: request.body,
        language: request.language,
      });
      return { status: true as const, data: null };
    },
  );
};
