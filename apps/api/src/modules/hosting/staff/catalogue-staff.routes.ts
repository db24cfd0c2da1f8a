import {
  adminPaths,
  adminServerSchema,
  idParamsSchema,
  okEnvelope,
  serverRequestSchema,
  serverTestSchema,
  tariffRequestSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/database.js';
import { staffChanged, staffRefusals, staffSecurity } from '../../../lib/staff-route-schema.js';
import type { HostingDeps } from '../hosting-deps.js';
import {
  catalogueForStaff,
  changeServer,
  changeTariff,
  createServer,
  createTariff,
  testServer,
} from './catalogue-staff.service.js';

const created = { 200: okEnvelope(z.object({ id: z.number().int() })), ...staffRefusals };

/** Servers and tariffs: the hosting CLI's work in the console; every change audited, nothing deleted. */
export const catalogueStaffRoutes: FastifyPluginAsyncZod<{ hosting: HostingDeps }> = async (
  app,
  { hosting },
) => {
  const audited = (
    request: FastifyRequest,
    action: string,
    change: (tx: Database) => Promise<{ before?: unknown; after: unknown; id?: number }>,
  ) =>
    app.auditedChange(request, action, async (tx) => {
      const done = await change(tx);
      return { result: done, before: done.before, after: done.after };
    });

  app.get(
    adminPaths.servers,
    {
      config: { permission: 'customers.read' },
      schema: {
        tags: ['admin: catalogue'],
        operationId: 'adminListServers',
        summary:
          'Every server (hidden ones too) with its tariffs, prices in som and how many orders each has',
        security: staffSecurity,
        response: { 200: okEnvelope(z.array(adminServerSchema)), ...staffRefusals },
      },
    },
    async () => ({ status: true as const, data: await catalogueForStaff(app.db) }),
  );

  app.post(
    adminPaths.servers,
    {
      config: { permission: 'catalogue.manage' },
      schema: {
        tags: ['admin: catalogue'],
        operationId: 'adminCreateServer',
        summary: 'Add a server',
        security: staffSecurity,
        body: serverRequestSchema,
        response: created,
      },
    },
    async (request) => {
      const done = await audited(request, 'server.create', (tx) =>
        createServer(tx, hosting.box, request.body),
      );
      return { status: true as const, data: { id: done.id ?? 0 } };
    },
  );

  app.put(
    adminPaths.server,
    {
      config: { permission: 'catalogue.manage' },
      schema: {
        tags: ['admin: catalogue'],
        operationId: 'adminUpdateServer',
        summary:
          'Change a server (enabled: false hides it from ordering); the admin password stays unless given, and must be given again with a new api_url',
        security: staffSecurity,
        params: idParamsSchema,
        body: serverRequestSchema,
        response: staffChanged,
      },
    },
    async (request) => {
      await audited(request, 'server.update', (tx) =>
        changeServer(tx, hosting.box, { id: request.params.id, body: request.body }),
      );
      return { status: true as const, data: null };
    },
  );

  app.post(
    adminPaths.serverTest,
    {
      config: { permission: 'catalogue.manage' },
      schema: {
        tags: ['admin: catalogue'],
        operationId: 'adminTestServer',
        summary: "Test the panel connection with the stored credentials (ISPmanager's whoami); audited",
        security: staffSecurity,
        params: idParamsSchema,
        response: { 200: okEnvelope(serverTestSchema), ...staffRefusals },
      },
    },
    async (request) => {
      const data = await testServer(app.db, hosting, request.params.id);
      // Audited like every staff write, after the panel answered (no transaction held open across the call).
      await app.auditedChange(request, 'server.test', async () => ({
        result: null,
        customerId: null,
        after: { id: request.params.id, ok: data.ok, detail: data.detail },
      }));
      return { status: true as const, data };
    },
  );

  app.post(
    adminPaths.tariffs,
    {
      config: { permission: 'catalogue.manage' },
      schema: {
        tags: ['admin: catalogue'],
        operationId: 'adminCreateTariff',
        summary: 'Add a tariff',
        security: staffSecurity,
        body: tariffRequestSchema,
        response: created,
      },
    },
    async (request) => {
      const done = await audited(request, 'tariff.create', (tx) => createTariff(tx, request.body));
      return { status: true as const, data: { id: done.id ?? 0 } };
    },
  );

  app.put(
    adminPaths.tariff,
    {
      config: { permission: 'catalogue.manage' },
      schema: {
        tags: ['admin: catalogue'],
        operationId: 'adminUpdateTariff',
        summary: 'Change a tariff (enabled: false hides it; running orders keep it)',
        security: staffSecurity,
        params: idParamsSchema,
        body: tariffRequestSchema,
        response: staffChanged,
      },
    },
    async (request) => {
      await audited(request, 'tariff.update', (tx) => changeTariff(tx, request.params.id, request.body));
      return { status: true as const, data: null };
    },
  );
};
