import {
  apiKeyIdParamsSchema,
  apiKeyPaths,
  apiKeySchema,
  createApiKeySchema,
  createdApiKeySchema,
  errorResponseSchema,
  noDataSchema,
  okEnvelope,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.js';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service.js';

const common = { tags: ['api-keys'], security: [{ bearerAuth: [] }] };
const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
};
// Keys are credentials: the owner's alone, never a member's, and never another key's (docs/api-keys.md).
const ownerOnly = { accountPermission: 'owner' as const };

/** The owner's personal API keys: list, create (the secret shown once), revoke. */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiKeyPaths.list,
    {
      config: ownerOnly,
      schema: {
        ...common,
        operationId: 'listApiKeys',
        summary: 'My API keys, with when and from where each was last used (never their secrets)',
        response: { 200: okEnvelope(z.array(apiKeySchema)), ...errors },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listApiKeys(app.db, requireAuth(request).user.id),
    }),
  );

  app.post(
    apiKeyPaths.list,
    {
      config: ownerOnly,
      schema: {
        ...common,
        operationId: 'createApiKey',
        summary:
          'Create an API key with a name, scopes and an optional expiry; its secret is answered only here',
        body: createApiKeySchema,
        response: { 200: okEnvelope(createdApiKeySchema), 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const data = await createApiKey(app.db, {
        userId: requireAuth(request).user.id,
        key: request.body,
        ip: request.ip,
        now: app.clock.now(),
      });
      return { status: true as const, data };
    },
  );

  app.delete(
    apiKeyPaths.item,
    {
      config: ownerOnly,
      schema: {
        ...common,
        operationId: 'revokeApiKey',
        summary: 'Revoke an API key: its next request, to any server, is refused',
        params: apiKeyIdParamsSchema,
        response: { 200: okEnvelope(noDataSchema), ...errors },
      },
    },
    async (request) => {
      const userId = requireAuth(request).user.id;
      await revokeApiKey(app.db, { userId, id: request.params.id, now: app.clock.now() });
      return { status: true as const, data: null };
    },
  );
};
