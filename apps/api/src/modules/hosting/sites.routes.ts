import {
  createSiteRequestSchema,
  deleteSiteRequestSchema,
  errorResponseSchema,
  hostingSitePaths,
  idParamsSchema,
  okEnvelope,
  siteListSchema,
  siteNameSchema,
  siteSchema,
  updateSiteRequestSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.js';
import type { HostingDeps } from './hosting-deps.js';
import { orderRouteCommon } from './order-route-schema.js';
import { createSite, deleteSite, issueCertificate, listSites, updateSite } from './sites.service.js';

// An order's sites and their free certificates (docs/hosting-control.md). Writes take an Idempotency-Key, so a
// support session reads them and changes nothing.

const siteParams = idParamsSchema.extend({ name: siteNameSchema });

/** What a site route may answer besides its data: the panel's refusals in our codes, 503 when it is silent. */
export const panelRefusals = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  503: errorResponseSchema,
};

/** The signed-in customer, the order and whether this is a support session: every sites and DNS service's query. */
export function orderQuery(
  request: Parameters<typeof requireAuth>[0] & { language: import('@portal/contracts').Language },
  orderId: number,
) {
  const auth = requireAuth(request);
  return {
    userId: auth.user.id,
    orderId,
    supportSession: auth.session.supportStaffId !== null,
    language: request.language,
  };
}

export const sitesRoutes: FastifyPluginAsyncZod<{ deps: HostingDeps }> = async (app, { deps }) => {
  const passwordChecked = [app.limits.codeCheckPerIp, app.limits.codeCheckPerAccount];

  app.get(
    hostingSitePaths.sites,
    {
      config: { accountPermission: 'hosting.read' },
      schema: {
        ...orderRouteCommon,
        operationId: 'listOrderSites',
        summary: 'The order’s sites, the PHP versions offered and whether the order may be changed now',
        params: idParamsSchema,
        response: { 200: okEnvelope(siteListSchema), ...panelRefusals },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listSites(app.db, deps, orderQuery(request, request.params.id)),
    }),
  );

  app.post(
    hostingSitePaths.sites,
    {
      config: { accountPermission: 'hosting.manage', idempotent: true },
      schema: {
        ...orderRouteCommon,
        operationId: 'createOrderSite',
        summary: 'Adds a site: a domain the customer holds here or one that points at the server',
        params: idParamsSchema,
        body: createSiteRequestSchema,
        response: { 200: okEnvelope(siteSchema), ...panelRefusals },
      },
    },
    async (request) => {
      const query = orderQuery(request, request.params.id);
      return {
        status: true as const,
        data: await createSite(app.db, deps, { ...query, now: app.clock.now(), body: request.body }),
      };
    },
  );

  app.patch(
    hostingSitePaths.site,
    {
      config: { accountPermission: 'hosting.manage', idempotent: true },
      schema: {
        ...orderRouteCommon,
        operationId: 'updateOrderSite',
        summary: 'Changes a site’s PHP version, aliases or HTTPS redirect',
        params: siteParams,
        body: updateSiteRequestSchema,
        response: { 200: okEnvelope(siteSchema), ...panelRefusals },
      },
    },
    async (request) => {
      const query = orderQuery(request, request.params.id);
      const input = { ...query, now: app.clock.now(), name: request.params.name, body: request.body };
      return { status: true as const, data: await updateSite(app.db, deps, input) };
    },
  );

  app.delete(
    hostingSitePaths.site,
    {
      config: { accountPermission: 'hosting.manage', idempotent: true },
      onRequest: passwordChecked,
      schema: {
        ...orderRouteCommon,
        operationId: 'deleteOrderSite',
        summary: 'Removes a site after the account password; its files stay on the server',
        params: siteParams,
        body: deleteSiteRequestSchema,
        response: { 200: okEnvelope(z.null()), ...panelRefusals },
      },
    },
    async (request) => {
      const query = orderQuery(request, request.params.id);
      await deleteSite(app.db, deps, {
        ...query,
        now: app.clock.now(),
        name: request.params.name,
        password: request.body.password,
      });
      return { status: true as const, data: null };
    },
  );

  app.post(
    hostingSitePaths.siteSsl,
    {
      config: { accountPermission: 'hosting.manage', idempotent: true },
      schema: {
        ...orderRouteCommon,
        operationId: 'issueOrderSiteCertificate',
        summary: 'Asks for a free Let’s Encrypt certificate; its state arrives on the live stream',
        params: siteParams,
        response: { 200: okEnvelope(siteSchema), ...panelRefusals },
      },
    },
    async (request) => {
      const query = orderQuery(request, request.params.id);
      const input = { ...query, now: app.clock.now(), name: request.params.name };
      return { status: true as const, data: await issueCertificate(app.db, deps, input) };
    },
  );
};
