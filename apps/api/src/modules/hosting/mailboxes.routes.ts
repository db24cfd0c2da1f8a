import {
  createMailboxRequestSchema,
  hostingMailPaths,
  idParamsSchema,
  mailboxAddressSchema,
  mailboxListSchema,
  mailboxSchema,
  okEnvelope,
  updateMailboxRequestSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HostingDeps } from './hosting-deps.js';
import { createMailbox, deleteMailbox, listMailboxes, updateMailbox } from './mailboxes.service.js';
import { orderRouteCommon } from './order-route-schema.js';
import { orderQuery, panelRefusals } from './sites.routes.js';

// An order's mailboxes (docs/hosting-control.md). Writes take an Idempotency-Key, so a support session reads
// them and changes nothing. Passwords come in bodies only and never go out.

const mailboxParams = idParamsSchema.extend({ address: mailboxAddressSchema });

export const mailboxesRoutes: FastifyPluginAsyncZod<{ deps: HostingDeps }> = async (app, { deps }) => {
  app.get(
    hostingMailPaths.mailboxes,
    {
      config: { accountPermission: 'hosting.read' },
      schema: {
        ...orderRouteCommon,
        operationId: 'listOrderMailboxes',
        summary: 'The order’s mailboxes, the domains a box may use and the settings a mail app needs',
        params: idParamsSchema,
        response: { 200: okEnvelope(mailboxListSchema), ...panelRefusals },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listMailboxes(app.db, deps, orderQuery(request, request.params.id)),
    }),
  );

  app.post(
    hostingMailPaths.mailboxes,
    {
      config: { accountPermission: 'hosting.manage', idempotent: true },
      schema: {
        ...orderRouteCommon,
        operationId: 'createOrderMailbox',
        summary: 'Adds a mailbox at one of the order’s sites; its mail domain is made with the first box',
        params: idParamsSchema,
        body: createMailboxRequestSchema,
        response: { 200: okEnvelope(mailboxSchema), ...panelRefusals },
      },
    },
    async (request) => {
      const query = orderQuery(request, request.params.id);
      return {
        status: true as const,
        data: await createMailbox(app.db, deps, { ...query, now: app.clock.now(), body: request.body }),
      };
    },
  );

  app.patch(
    hostingMailPaths.mailbox,
    {
      config: { accountPermission: 'hosting.manage', idempotent: true },
      schema: {
        ...orderRouteCommon,
        operationId: 'updateOrderMailbox',
        summary: 'Changes a mailbox’s password, size or forwarding',
        params: mailboxParams,
        body: updateMailboxRequestSchema,
        response: { 200: okEnvelope(mailboxSchema), ...panelRefusals },
      },
    },
    async (request) => {
      const query = orderQuery(request, request.params.id);
      const input = { ...query, now: app.clock.now(), address: request.params.address, body: request.body };
      return { status: true as const, data: await updateMailbox(app.db, deps, input) };
    },
  );

  app.delete(
    hostingMailPaths.mailbox,
    {
      config: { accountPermission: 'hosting.manage', idempotent: true },
      schema: {
        ...orderRouteCommon,
        operationId: 'deleteOrderMailbox',
        summary: 'Removes a mailbox and the mail in it',
        params: mailboxParams,
        response: { 200: okEnvelope(z.null()), ...panelRefusals },
      },
    },
    async (request) => {
      const query = orderQuery(request, request.params.id);
      await deleteMailbox(app.db, deps, { ...query, now: app.clock.now(), address: request.params.address });
      return { status: true as const, data: null };
    },
  );
};
