import {
  createDatabaseRequestSchema,
  databaseAdminLinkSchema,
  databaseFullNameSchema,
  databaseListSchema,
  databasePasswordRequestSchema,
  databaseSchema,
  hostingDatabasePaths,
  idParamsSchema,
  okEnvelope,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeDatabasePassword,
  createDatabase,
  databaseAdminLink,
  deleteDatabase,
  listDatabases,
} from './databases.service.js';
import type { HostingDeps } from './hosting-deps.js';
import { orderRouteCommon } from './order-route-schema.js';
import { orderQuery, panelRefusals } from './sites.routes.js';

// An order's databases (docs/hosting-control.md). Writes take an Idempotency-Key, so a support session reads
// them and changes nothing; the phpMyAdmin link is refused to it too, since it opens the customer's data.

const databaseParams = idParamsSchema.extend({ name: databaseFullNameSchema });

export const databasesRoutes: FastifyPluginAsyncZod<{ deps: HostingDeps }> = async (app, { deps }) => {
  app.get(
    hostingDatabasePaths.databases,
    {
      config: { accountPermission: 'hosting.read' },
      schema: {
        ...orderRouteCommon,
        operationId: 'listOrderDatabases',
        summary: 'The order’s databases with their size and where to connect',
        params: idParamsSchema,
        response: { 200: okEnvelope(databaseListSchema), ...panelRefusals },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listDatabases(app.db, deps, orderQuery(request, request.params.id)),
    }),
  );

  app.post(
    hostingDatabasePaths.databases,
    {
      config: { accountPermission: 'hosting.manage', idempotent: true },
      schema: {
        ...orderRouteCommon,
        operationId: 'createOrderDatabase',
        summary: 'Adds a database with its user; both names get the order’s prefix',
        params: idParamsSchema,
        body: createDatabaseRequestSchema,
        response: { 200: okEnvelope(databaseSchema), ...panelRefusals },
      },
    },
    async (request) => {
      const query = orderQuery(request, request.params.id);
      return {
        status: true as const,
        data: await createDatabase(app.db, deps, { ...query, now: app.clock.now(), body: request.body }),
      };
    },
  );

  app.put(
    hostingDatabasePaths.databasePassword,
    {
      config: { accountPermission: 'hosting.manage', idempotent: true },
      schema: {
        ...orderRouteCommon,
        operationId: 'changeOrderDatabasePassword',
        summary: 'Sets a new password for the database’s user',
        params: databaseParams,
        body: databasePasswordRequestSchema,
        response: { 200: okEnvelope(databaseSchema), ...panelRefusals },
      },
    },
    async (request) => {
      const query = orderQuery(request, request.params.id);
      const input = { ...query, now: app.clock.now(), name: request.params.name, body: request.body };
      return { status: true as const, data: await changeDatabasePassword(app.db, deps, input) };
    },
  );

  app.delete(
    hostingDatabasePaths.database,
    {
      config: { accountPermission: 'hosting.manage', idempotent: true },
      schema: {
        ...orderRouteCommon,
        operationId: 'deleteOrderDatabase',
        summary: 'Removes a database, its data and its user',
        params: databaseParams,
        response: { 200: okEnvelope(z.null()), ...panelRefusals },
      },
    },
    async (request) => {
      const query = orderQuery(request, request.params.id);
      await deleteDatabase(app.db, deps, { ...query, now: app.clock.now(), name: request.params.name });
      return { status: true as const, data: null };
    },
  );

  app.get(
    hostingDatabasePaths.databaseAdmin,
    {
      // A login to the panel, as the panel link: for those who may change the hosting.
      config: { accountPermission: 'hosting.manage' },
      schema: {
        ...orderRouteCommon,
        operationId: 'getOrderDatabaseAdminLink',
        summary: 'A one-time link that opens phpMyAdmin as the database’s user, when the server offers it',
        params: databaseParams,
        response: { 200: okEnvelope(databaseAdminLinkSchema), ...panelRefusals },
      },
    },
    async (request) => {
      const query = orderQuery(request, request.params.id);
      const input = { ...query, now: app.clock.now(), name: request.params.name };
      return { status: true as const, data: await databaseAdminLink(app.db, deps, input) };
    },
  );
};
