import {
  domainAutoRenewRequestSchema,
  domainDetailSchema,
  domainPaths,
  domainPriceListSchema,
  domainPricesQuerySchema,
  domainSchema,
  domainsQuerySchema,
  errorResponseSchema,
  idParamsSchema,
  okEnvelope,
  pagedEnvelope,
  registerDomainRequestSchema,
  setNameserversRequestSchema,
  transferCodeResponseSchema,
  transferDomainRequestSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth.js';
import { changeNameservers, revealTransferCode, setDomainAutoRenew } from './domain-changes.service.js';
import type { Registrars } from './domain-check.service.js';
import { registerDomain, transferDomain } from './domain-orders.service.js';
import { getDomain, listDomains, priceList } from './domain-views.service.js';

export interface DomainOrderRoutesOptions {
  registrars: Registrars;
  /** Name servers of a domain whose customer names none and points it at no hosting order. */
  defaultNameservers: string[];
}

const errors = {
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};
const common = { tags: ['domains'], security: [{ bearerAuth: [] }] };

/** The customer's domains: list, detail, buying, transfer-in and the free changes. */
export const domainOrdersRoutes: FastifyPluginAsyncZod<DomainOrderRoutesOptions> = async (app, options) => {
  const { registrars, defaultNameservers } = options;
  const userOf = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user.id;

  app.get(
    domainPaths.prices,
    {
      schema: {
        tags: ['domains'],
        operationId: 'listDomainPrices',
        security: [],
        summary: 'The price list per zone, action and term (open to visitors)',
        querystring: domainPricesQuerySchema,
        response: { 200: okEnvelope(domainPriceListSchema), 422: errorResponseSchema },
      },
    },
    async (request) => ({ status: true as const, data: await priceList(app.db, request.query.zone) }),
  );

  app.get(
    domainPaths.list,
    {
      config: { accountPermission: 'domains.read' },
      schema: {
        ...common,
        operationId: 'listDomains',
        summary: 'The customer’s domains, newest first',
        querystring: domainsQuerySchema,
        response: { 200: pagedEnvelope(domainSchema), ...errors },
      },
    },
    async (request) => ({
      status: true as const,
      ...(await listDomains(app.db, {
        userId: userOf(request),
        perPage: request.query.per_page,
        page: request.query.page,
        now: app.clock.now(),
      })),
    }),
  );

  app.post(
    domainPaths.register,
    {
      // A lost answer must not buy twice: the client sends an Idempotency-Key with each submit.
      config: { accountPermission: 'domains.manage', idempotent: true },
      schema: {
        ...common,
        operationId: 'registerDomain',
        summary: 'Registers a name: charges the term from the balance; active when the registrar confirms',
        description: '.uz names need an approved registrant record and are completed by staff.',
        body: registerDomainRequestSchema,
        response: { 200: okEnvelope(domainDetailSchema), ...errors },
      },
    },
    async (request) => ({
      status: true as const,
      data: await registerDomain(
        app.db,
        { registrars, defaults: defaultNameservers },
        {
          userId: userOf(request),
          name: request.body.name,
          years: request.body.years,
          nameservers: request.body.nameservers,
          recordId: request.body.record_id,
          hostingOrderId: request.body.hosting_order_id,
          now: app.clock.now(),
        },
      ),
    }),
  );

  app.post(
    domainPaths.transfer,
    {
      // A lost answer must not buy twice: the client sends an Idempotency-Key with each submit.
      config: { accountPermission: 'domains.manage', idempotent: true },
      schema: {
        ...common,
        operationId: 'transferDomain',
        summary: 'Transfers a name in with its auth code: charges the transfer price; refunded if refused',
        body: transferDomainRequestSchema,
        response: { 200: okEnvelope(domainDetailSchema), ...errors },
      },
    },
    async (request) => ({
      status: true as const,
      data: await transferDomain(
        app.db,
        { registrars, defaults: defaultNameservers },
        {
          userId: userOf(request),
          name: request.body.name,
          years: request.body.years,
          authCode: request.body.auth_code,
          nameservers: request.body.nameservers,
          recordId: request.body.record_id,
          now: app.clock.now(),
        },
      ),
    }),
  );

  app.get(
    domainPaths.detail,
    {
      config: { accountPermission: 'domains.read' },
      schema: {
        ...common,
        operationId: 'getDomain',
        summary: 'One domain with its operations, history and renewal prices',
        params: idParamsSchema,
        response: { 200: okEnvelope(domainDetailSchema), ...errors },
      },
    },
    async (request) => ({
      status: true as const,
      data: await getDomain(app.db, { userId: userOf(request), id: request.params.id, now: app.clock.now() }),
    }),
  );

  app.put(
    domainPaths.nameservers,
    {
      config: { accountPermission: 'domains.manage' },
      schema: {
        ...common,
        operationId: 'setDomainNameservers',
        summary: 'Points the domain at other name servers, or at one of the customer’s hosting orders',
        params: idParamsSchema,
        body: setNameserversRequestSchema,
        response: { 200: okEnvelope(domainDetailSchema), ...errors },
      },
    },
    async (request) => ({
      status: true as const,
      data: await changeNameservers(app.db, defaultNameservers, {
        userId: userOf(request),
        id: request.params.id,
        // Neither a list nor an order: the portal's own servers.
        ...('nameservers' in request.body ? { nameservers: request.body.nameservers } : {}),
        ...('hosting_order_id' in request.body ? { hostingOrderId: request.body.hosting_order_id } : {}),
        now: app.clock.now(),
      }),
    }),
  );

  app.put(
    domainPaths.autoRenew,
    {
      config: { accountPermission: 'domains.manage' },
      schema: {
        ...common,
        operationId: 'setDomainAutoRenew',
        summary: 'Turns auto-renew from the balance on or off',
        params: idParamsSchema,
        body: domainAutoRenewRequestSchema,
        response: { 200: okEnvelope(domainDetailSchema), ...errors },
      },
    },
    async (request) => ({
      status: true as const,
      data: await setDomainAutoRenew(app.db, {
        userId: userOf(request),
        id: request.params.id,
        enabled: request.body.enabled,
        now: app.clock.now(),
      }),
    }),
  );

  app.post(
    domainPaths.transferCode,
    {
      config: { accountPermission: 'domains.manage' },
      schema: {
        ...common,
        operationId: 'getDomainTransferCode',
        summary: 'The transfer (EPP auth) code, to move a gTLD to another registrar',
        params: idParamsSchema,
        response: {
          200: okEnvelope(transferCodeResponseSchema),
          ...errors,
          503: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      status: true as const,
      data: await revealTransferCode(app.db, registrars, {
        userId: userOf(request),
        id: request.params.id,
        now: app.clock.now(),
      }),
    }),
  );
};
