import {
  domainCheckQuerySchema,
  domainCheckResultSchema,
  domainPaths,
  errorResponseSchema,
  okEnvelope,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import type { Limiter } from '../../integrations/limits/limit-store.js';
import { checkDomain, type Registrars } from './domain-check.service.js';

export interface DomainRoutesOptions {
  registrars: Registrars;
  /** Checks per address and window: each may cost a registry query. */
  checksPerIp: Limiter;
}

export const domainsRoutes: FastifyPluginAsyncZod<DomainRoutesOptions> = async (app, options) => {
  app.get(
    domainPaths.check,
    {
      schema: {
        tags: ['domains'],
        operationId: 'checkDomain',
        security: [],
        summary:
          'Is a name free, and its prices per term; a name without a zone is checked in uz, com, net and org',
        description:
          'Open to visitors. IDN names are converted to punycode; .uz availability comes from the registry WHOIS.',
        querystring: domainCheckQuerySchema,
        response: {
          200: okEnvelope(z.array(domainCheckResultSchema)),
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const attempt = await options.checksPerIp.consume(request.ip);
      if (!attempt.allowed)
        throw new AppError('RATE_LIMITED', { retryAfterSeconds: attempt.retryAfterSeconds });
      return {
        status: true as const,
        data: await checkDomain(app.db, options.registrars, request.query.name),
      };
    },
  );
};
