import { hostingUsagePaths, hostingUsageSchema, idParamsSchema, okEnvelope } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HostingDeps } from './hosting-deps.js';
import { orderRouteCommon } from './order-route-schema.js';
import { orderQuery, panelRefusals } from './sites.routes.js';
import { orderUsage } from './usage.service.js';

// What an order uses of its tariff (docs/hosting-control.md): the panel is read at most once a minute per order.

export const usageRoutes: FastifyPluginAsyncZod<{ deps: HostingDeps }> = async (app, { deps }) => {
  app.get(
    hostingUsagePaths.usage,
    {
      config: { accountPermission: 'hosting.read' },
      schema: {
        ...orderRouteCommon,
        operationId: 'getOrderUsage',
        summary:
          'Disk (MiB) and sites, mailboxes, databases, FTP accounts and cron jobs used of the tariff’s limits',
        params: idParamsSchema,
        response: { 200: okEnvelope(hostingUsageSchema), ...panelRefusals },
      },
    },
    async (request) => ({
      status: true as const,
      data: await orderUsage(app.db, deps, {
        ...orderQuery(request, request.params.id),
        now: app.clock.now(),
      }),
    }),
  );
};
