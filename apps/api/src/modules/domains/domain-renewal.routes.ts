import {
  domainDetailSchema,
  domainPaths,
  errorResponseSchema,
  idParamsSchema,
  okEnvelope,
  renewDomainRequestSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth.js';
import { renewDomain, restoreDomain } from './domain-renewal.service.js';
import { getDomain } from './domain-views.service.js';

const errors = {
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};
const common = { tags: ['domains'], security: [{ bearerAuth: [] }] };

/** Renew and restore from the balance; both answer the domain with its open operation. */
export const domainRenewalRoutes: FastifyPluginAsyncZod = async (app) => {
  const userOf = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user.id;

  app.put(
    domainPaths.renew,
    {
      // A lost answer must not buy twice: the client sends an Idempotency-Key with each submit.
      config: { accountPermission: 'domains.manage', idempotent: true },
      schema: {
        ...common,
        operationId: 'renewDomain',
        summary: 'Renews an active domain or one in its grace, for N years, from the balance',
        description:
          'Charges the renewal price of the term and queues the renewal at the registrar (.uz: staff do it). ' +
          'One change of a domain at a time: another under way answers 409 domain_operation_open.',
        params: idParamsSchema,
        body: renewDomainRequestSchema,
        response: { 200: okEnvelope(domainDetailSchema), ...errors },
      },
    },
    async (request) => {
      const userId = userOf(request);
      const now = app.clock.now();
      await renewDomain(app.db, { userId, domainId: request.params.id, years: request.body.years, now });
      return { status: true as const, data: await getDomain(app.db, { userId, id: request.params.id, now }) };
    },
  );

  app.put(
    domainPaths.restore,
    {
      config: { accountPermission: 'domains.manage', idempotent: true },
      schema: {
        ...common,
        operationId: 'restoreDomain',
        summary: 'Restores a domain in redemption at the restore price (which also renews it for a year)',
        params: idParamsSchema,
        // No body schema: the request carries nothing (an empty object or no body at all).
        response: { 200: okEnvelope(domainDetailSchema), ...errors },
      },
    },
    async (request) => {
      const userId = userOf(request);
      const now = app.clock.now();
      await restoreDomain(app.db, { userId, domainId: request.params.id, now });
      return { status: true as const, data: await getDomain(app.db, { userId, id: request.params.id, now }) };
    },
  );
};
