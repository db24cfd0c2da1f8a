import {
  adminPaths,
  cronJobListSchema,
  errorResponseSchema,
  ftpUserListSchema,
  hostingUsageSchema,
  idParamsSchema,
  okEnvelope,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffRefusals, staffSecurity } from '../../../lib/staff-route-schema.js';
import type { HostingDeps } from '../hosting-deps.js';
import { orderCronJobsForStaff, orderFtpUsersForStaff, orderUsageForStaff } from './tools-staff.service.js';

const panelSilent = { ...staffRefusals, 503: errorResponseSchema };
const common = { tags: ['admin: orders'], security: staffSecurity, params: idParamsSchema };

/** An order's FTP accounts, cron jobs and usage as the customer sees them, read-only. */
export const toolsStaffRoutes: FastifyPluginAsyncZod<{ deps: HostingDeps }> = async (app, { deps }) => {
  const query = (request: { params: { id: number }; language: import('@portal/contracts').Language }) => ({
    orderId: request.params.id,
    language: request.language,
  });

  app.get(
    adminPaths.orderFtpUsers,
    {
      config: { permission: 'customers.read' },
      schema: {
        ...common,
        operationId: 'adminListOrderFtpUsers',
        summary: 'The order’s FTP accounts as the customer sees them (read-only)',
        response: { 200: okEnvelope(ftpUserListSchema), ...panelSilent },
      },
    },
    async (request) => ({
      status: true as const,
      data: await orderFtpUsersForStaff(app.db, deps, query(request)),
    }),
  );

  app.get(
    adminPaths.orderCronJobs,
    {
      config: { permission: 'customers.read' },
      schema: {
        ...common,
        operationId: 'adminListOrderCronJobs',
        summary: 'The order’s cron jobs as the customer sees them (read-only)',
        response: { 200: okEnvelope(cronJobListSchema), ...panelSilent },
      },
    },
    async (request) => ({
      status: true as const,
      data: await orderCronJobsForStaff(app.db, deps, query(request)),
    }),
  );

  app.get(
    adminPaths.orderUsage,
    {
      config: { permission: 'customers.read' },
      schema: {
        ...common,
        operationId: 'adminGetOrderUsage',
        summary: 'What the order uses of its tariff: the figures the customer sees',
        response: { 200: okEnvelope(hostingUsageSchema), ...panelSilent },
      },
    },
    async (request) => ({
      status: true as const,
      data: await orderUsageForStaff(app.db, deps, { ...query(request), now: app.clock.now() }),
    }),
  );
};
