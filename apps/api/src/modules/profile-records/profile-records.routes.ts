import {
  errorResponseSchema,
  idParamsSchema,
  okEnvelope,
  pagedEnvelope,
  profileRecordPaths,
  profileRecordSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.js';
import {
  createRecord,
  deleteRecordOf,
  getRecord,
  listRecords,
  openRecordFile,
  type RecordsDeps,
  updateRecordOf,
} from './profile-records.service.js';
import { readRecordForm } from './record-form.js';

const idParams = idParamsSchema;
const fileParams = idParams.extend({ kind: z.string().max(40) });
const errors = {
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  422: errorResponseSchema,
};
const writeErrors = { ...errors, 429: errorResponseSchema };
const common = { tags: ['profile records'], security: [{ bearerAuth: [] }] };
const multipartNote =
  'multipart/form-data: the record fields as text parts; files passport_photo, passport_main_page, ' +
  'residence_page (JPEG, PNG or PDF, 5 MB each)';

/** Person records of /profayl with their uploads (docs/product/cabinet.md); every query is scoped to the customer. */
export const profileRecordsRoutes: FastifyPluginAsyncZod<{ deps: Omit<RecordsDeps, 'log'> }> = async (
  app,
  options,
) => {
  const depsOf = (request: { log: RecordsDeps['log'] }): RecordsDeps => ({
    ...options.deps,
    log: request.log,
  });
  const userOf = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user.id;
  // Writes are limited in onRequest, before Fastify touches the body (the multipart stream is only read in
  // the handler), so a refused write costs no upload.
  const writeHooks = [app.limits.recordWritesPerAccount];

  app.get(
    profileRecordPaths.list,
    {
      config: { accountPermission: 'owner' },
      schema: {
        ...common,
        operationId: 'listProfileRecords',
        summary: 'The customer’s person records, newest first',
        response: { 200: pagedEnvelope(profileRecordSchema), ...errors },
      },
    },
    async (request) => ({ status: true as const, ...(await listRecords(app.db, userOf(request))) }),
  );

  app.post(
    profileRecordPaths.list,
    {
      onRequest: writeHooks,
      config: { accountPermission: 'owner' },
      schema: {
        ...common,
        operationId: 'createProfileRecord',
        summary: 'Adds a person record',
        description: multipartNote,
        response: { 200: okEnvelope(profileRecordSchema), ...writeErrors },
      },
    },
    async (request) => {
      const userId = userOf(request);
      const form = await readRecordForm(request);
      return {
        status: true as const,
        data: await createRecord(depsOf(request), { userId, form, now: app.clock.now() }),
      };
    },
  );

  app.get(
    profileRecordPaths.record,
    {
      config: { accountPermission: 'owner' },
      schema: {
        ...common,
        operationId: 'getProfileRecord',
        summary: 'One person record',
        params: idParams,
        response: { 200: okEnvelope(profileRecordSchema), ...errors },
      },
    },
    async (request) => ({
      status: true as const,
      data: await getRecord(app.db, userOf(request), request.params.id),
    }),
  );

  app.put(
    profileRecordPaths.record,
    {
      onRequest: writeHooks,
      // Support may fix a typo in a person record (not add or delete one).
      config: { accountPermission: 'owner', supportSession: 'allowed' },
      schema: {
        ...common,
        operationId: 'updateProfileRecord',
        summary: 'Changes a person record; a file sent replaces the stored one of its kind',
        description: `${multipartNote}; remove_files: comma-separated kinds to remove`,
        params: idParams,
        response: { 200: okEnvelope(profileRecordSchema), ...writeErrors },
      },
    },
    async (request) => {
      const userId = userOf(request);
      const form = await readRecordForm(request);
      return {
        status: true as const,
        data: await updateRecordOf(depsOf(request), {
          userId,
          id: request.params.id,
          form,
          now: app.clock.now(),
        }),
      };
    },
  );

  app.delete(
    profileRecordPaths.record,
    {
      config: { accountPermission: 'owner' },
      schema: {
        ...common,
        operationId: 'deleteProfileRecord',
        summary: 'Deletes a person record and its files',
        params: idParams,
        response: { 200: okEnvelope(z.null()), ...errors },
      },
    },
    async (request) => {
      await deleteRecordOf(depsOf(request), userOf(request), request.params.id);
      return { status: true as const, data: null };
    },
  );

  app.get(
    profileRecordPaths.file,
    {
      config: { accountPermission: 'owner' },
      schema: {
        ...common,
        operationId: 'getProfileRecordFile',
        summary: 'A stored upload of the customer’s record (the bytes, with their type)',
        params: fileParams,
        // A stream is sent as it is; the schema only documents the answer.
        response: { 200: z.any().describe('The file’s bytes'), ...errors },
      },
    },
    async (request, reply) => {
      const file = await openRecordFile(depsOf(request), {
        userId: userOf(request),
        recordId: request.params.id,
        kind: request.params.kind,
      });
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
