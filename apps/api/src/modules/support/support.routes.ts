import {
  createTicketRequestSchema,
  errorResponseSchema,
  idParamsSchema,
  okEnvelope,
  pagedEnvelope,
  perPageQuerySchema,
  rowIdSchema,
  supportPaths,
  ticketDetailSchema,
  ticketMessageRequestSchema,
  ticketRatingRequestSchema,
  ticketSummarySchema,
} from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.js';
import { limitHook, type SupportLimits } from './support-limits.js';
import { readTicketForm } from './ticket-form.js';
import {
  addCustomerMessage,
  closeTicket,
  getTicket,
  listTickets,
  type OpenedAttachment,
  openOwnAttachment,
  openTicket,
  rateTicket,
  reopenTicket,
  type SupportDeps,
} from './tickets.service.js';

const errors = {
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};
const common = { tags: ['support'], security: [{ bearerAuth: [] }] };
const attachmentParams = idParamsSchema.extend({ attachment_id: rowIdSchema });
const formNote =
  'JSON, or multipart/form-data with the same fields as text parts and up to 5 files named `attachments` ' +
  '(images, PDF or plain text, 10 MB each; the type is read from the bytes)';

/** A ticket form's multipart text parts as the JSON body would carry them. */
const ticketFieldsOf = (raw: Record<string, string>) => ({
  department: raw.department,
  subject: raw.subject,
  message: raw.message,
  service: raw.service_kind || raw.service_id ? { kind: raw.service_kind, id: raw.service_id } : undefined,
  kb_article: raw.kb_article || undefined,
});
const messageFieldsOf = (raw: Record<string, string>) => ({ message: raw.message });

/** Sends a stored attachment: never rendered by the browser as a page, never cached by a proxy. */
export const sendAttachment = (reply: FastifyReply, file: OpenedAttachment) =>
  reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('content-disposition', `attachment; filename="${encodeURIComponent(file.fileName)}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.stream);

/** The customer's tickets: every query is scoped to the signed-in customer (another's ticket is a 404). */
export const supportRoutes: FastifyPluginAsyncZod<{
  deps: Omit<SupportDeps, 'log'>;
  limits: SupportLimits;
}> = async (app, { deps: baseDeps, limits }) => {
  const depsOf = (request: FastifyRequest): SupportDeps => ({ ...baseDeps, log: request.log });
  const userOf = (request: FastifyRequest) => requireAuth(request).user.id;
  const accountKey = (request: FastifyRequest) => `user:${userOf(request)}`;
  const ticketLimit = [limitHook(limits.tickets, accountKey)];
  const messageLimit = [limitHook(limits.messages, accountKey)];

  app.get(
    supportPaths.tickets,
    {
      config: { accountPermission: 'support.read' },
      schema: {
        ...common,
        operationId: 'listSupportTickets',
        summary: 'The customer’s support tickets, the latest activity first',
        querystring: perPageQuerySchema,
        response: { 200: pagedEnvelope(ticketSummarySchema), ...errors },
      },
    },
    async (request) => ({
      status: true as const,
      ...(await listTickets(app.db, {
        userId: userOf(request),
        page: request.query.page,
        perPage: request.query.per_page,
      })),
    }),
  );

  app.post(
    supportPaths.tickets,
    {
      onRequest: ticketLimit,
      config: { accountPermission: 'support.manage' },
      schema: {
        ...common,
        operationId: 'openSupportTicket',
        summary: 'Opens a ticket: department, subject, message, optionally a service and attachments',
        description: formNote,
        response: { 200: okEnvelope(ticketDetailSchema), ...errors },
      },
    },
    async (request) => {
      const userId = userOf(request);
      const form = await readTicketForm(request, createTicketRequestSchema, ticketFieldsOf);
      return {
        status: true as const,
        data: await openTicket(depsOf(request), { userId, ...form, now: app.clock.now() }),
      };
    },
  );

  app.get(
    supportPaths.ticket,
    {
      config: { accountPermission: 'support.read' },
      schema: {
        ...common,
        operationId: 'getSupportTicket',
        summary: 'One ticket’s thread: messages, attachments, status changes, the promised answer time',
        params: idParamsSchema,
        response: { 200: okEnvelope(ticketDetailSchema), ...errors },
      },
    },
    async (request) => ({
      status: true as const,
      data: await getTicket(depsOf(request), {
        userId: userOf(request),
        ticketId: request.params.id,
        now: app.clock.now(),
      }),
    }),
  );

  app.post(
    supportPaths.messages,
    {
      onRequest: messageLimit,
      config: { accountPermission: 'support.manage' },
      schema: {
        ...common,
        operationId: 'replyToSupportTicket',
        summary: 'The customer’s reply; a closed ticket opens again within 14 days',
        description: formNote,
        params: idParamsSchema,
        response: { 200: okEnvelope(ticketDetailSchema), ...errors },
      },
    },
    async (request) => {
      const userId = userOf(request);
      const form = await readTicketForm(request, ticketMessageRequestSchema, messageFieldsOf);
      return {
        status: true as const,
        data: await addCustomerMessage(depsOf(request), {
          userId,
          ticketId: request.params.id,
          body: form.fields.message,
          files: form.files,
          now: app.clock.now(),
        }),
      };
    },
  );

  app.post(
    supportPaths.close,
    {
      config: { accountPermission: 'support.manage' },
      schema: {
        ...common,
        operationId: 'closeSupportTicket',
        summary: 'The customer closes the ticket',
        params: idParamsSchema,
        response: { 200: okEnvelope(ticketDetailSchema), ...errors },
      },
    },
    async (request) => ({
      status: true as const,
      data: await closeTicket(depsOf(request), {
        userId: userOf(request),
        ticketId: request.params.id,
        now: app.clock.now(),
      }),
    }),
  );

  app.post(
    supportPaths.reopen,
    {
      config: { accountPermission: 'support.manage' },
      schema: {
        ...common,
        operationId: 'reopenSupportTicket',
        summary: 'Opens a closed ticket again (within 14 days of closing)',
        params: idParamsSchema,
        response: { 200: okEnvelope(ticketDetailSchema), ...errors },
      },
    },
    async (request) => ({
      status: true as const,
      data: await reopenTicket(depsOf(request), {
        userId: userOf(request),
        ticketId: request.params.id,
        now: app.clock.now(),
      }),
    }),
  );

  app.post(
    supportPaths.rating,
    {
      config: { accountPermission: 'support.manage' },
      schema: {
        ...common,
        operationId: 'rateSupportTicket',
        summary: 'Rates the answers (1-5 and a comment) once staff answered',
        params: idParamsSchema,
        body: ticketRatingRequestSchema,
        response: { 200: okEnvelope(ticketDetailSchema), ...errors },
      },
    },
    async (request) => ({
      status: true as const,
      data: await rateTicket(depsOf(request), {
        userId: userOf(request),
        ticketId: request.params.id,
        rating: request.body,
        now: app.clock.now(),
      }),
    }),
  );

  app.get(
    supportPaths.attachment,
    {
      config: { accountPermission: 'support.read' },
      schema: {
        ...common,
        operationId: 'getSupportTicketAttachment',
        summary: 'An attachment of the customer’s ticket (the bytes, with their type)',
        params: attachmentParams,
        response: { 200: z.any().describe('The file’s bytes'), ...errors },
      },
    },
    async (request, reply) =>
      sendAttachment(
        reply,
        await openOwnAttachment(depsOf(request), {
          userId: userOf(request),
          ticketId: request.params.id,
          attachmentId: request.params.attachment_id,
        }),
      ),
  );
};
