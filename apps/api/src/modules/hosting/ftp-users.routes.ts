import {
  createFtpUserRequestSchema,
  ftpNameSchema,
  ftpUserListSchema,
  ftpUserSchema,
  hostingFtpPaths,
  idParamsSchema,
  okEnvelope,
  updateFtpUserRequestSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createFtpUser, deleteFtpUser, listFtpUsers, updateFtpUser } from './ftp-users.service.js';
import type { HostingDeps } from './hosting-deps.js';
import { orderRouteCommon } from './order-route-schema.js';
import { orderQuery, panelRefusals } from './sites.routes.js';

// An order's FTP accounts (docs/hosting-control.md). Writes take an Idempotency-Key, so a support session reads
// them and changes nothing.

const ftpParams = idParamsSchema.extend({ name: ftpNameSchema });

export const ftpUsersRoutes: FastifyPluginAsyncZod<{ deps: HostingDeps }> = async (app, { deps }) => {
  app.get(
    hostingFtpPaths.ftpUsers,
    {
      config: { accountPermission: 'hosting.read' },
      schema: {
        ...orderRouteCommon,
        operationId: 'listOrderFtpUsers',
        summary: 'The order’s FTP accounts, the main one first, and how to connect (port 21, explicit TLS)',
        params: idParamsSchema,
        response: { 200: okEnvelope(ftpUserListSchema), ...panelRefusals },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listFtpUsers(app.db, deps, orderQuery(request, request.params.id)),
    }),
  );

  app.post(
    hostingFtpPaths.ftpUsers,
    {
      config: { accountPermission: 'hosting.manage', idempotent: true },
      schema: {
        ...orderRouteCommon,
        operationId: 'createOrderFtpUser',
        summary: 'Adds an FTP account that sees one folder inside the account’s home',
        params: idParamsSchema,
        body: createFtpUserRequestSchema,
        response: { 200: okEnvelope(ftpUserSchema), ...panelRefusals },
      },
    },
    async (request) => {
      const query = orderQuery(request, request.params.id);
      const input = { ...query, now: app.clock.now(), body: request.body };
      return { status: true as const, data: await createFtpUser(app.db, deps, input) };
    },
  );

  app.patch(
    hostingFtpPaths.ftpUser,
    {
      config: { accountPermission: 'hosting.manage', idempotent: true },
      schema: {
        ...orderRouteCommon,
        operationId: 'updateOrderFtpUser',
        summary: 'Changes an FTP account’s password or folder (not the main account)',
        params: ftpParams,
        body: updateFtpUserRequestSchema,
        response: { 200: okEnvelope(ftpUserSchema), ...panelRefusals },
      },
    },
    async (request) => {
      const query = orderQuery(request, request.params.id);
      const input = { ...query, now: app.clock.now(), name: request.params.name, body: request.body };
      return { status: true as const, data: await updateFtpUser(app.db, deps, input) };
    },
  );

  app.delete(
    hostingFtpPaths.ftpUser,
    {
      config: { accountPermission: 'hosting.manage', idempotent: true },
      schema: {
        ...orderRouteCommon,
        operationId: 'deleteOrderFtpUser',
        summary: 'Removes an FTP account (its files stay); the main account cannot be removed',
        params: ftpParams,
        response: { 200: okEnvelope(z.null()), ...panelRefusals },
      },
    },
    async (request) => {
      const query = orderQuery(request, request.params.id);
      await deleteFtpUser(app.db, deps, { ...query, now: app.clock.now(), name: request.params.name });
      return { status: true as const, data: null };
    },
  );
};
