import {
  adminSupportPaths,
  adminTicketDetailSchema,
  adminTicketQuerySchema,
  adminTicketRowSchema,
  cannedReplyRequestSchema,
  cannedReplySchema,
  errorResponseSchema,
  idParamsSchema,
  okEnvelope,
  pagedEnvelope,
  rowIdSchema,
  staffTicketMessageRequestSchema,
  supportStatsSchema,
  TICKET_DEPARTMENTS,
  ticketAssigneeQuerySchema,
  ticketAssigneeSchema,
  ticketAssignRequestSchema,
  ticketDepartmentRequestSchema,
  ticketMergeRequestSchema,
  ticketStatusRequestSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../errors/app-error.js';
import { requireStaff } from '../../../plugins/staff-auth.js';
import { findTicket } from '../support.repository.js';
import { sendAttachment } from '../support.routes.js';
import { readTicketForm } from '../ticket-form.js';
import { openAttachment, type SupportDeps } from '../tickets.service.js';
import {
  cannedReplies,
  changeCannedReply,
  createCannedReply,
  removeCannedReply,
} from './canned-replies-staff.service.js';
import { supportStats } from './support-stats-staff.service.js';
import { ticketAssignees } from './ticket-assignees-staff.service.js';
import {
  assignTicket,
  mergeTicket,
  replyAsStaff,
  type StaffActor,
  setTicketDepartment,
  setTicketStatus,
  ticketForStaff,
  ticketQueue,
} from './tickets-staff.service.js';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};
const common = { tags: ['console: support'], security: [{ staffBearerAuth: [] }] };
const read = { permission: 'tickets.read' } as const;
const answer = { permission: 'tickets.answer' } as const;
const manage = { permission: 'tickets.manage' } as const;

/** A staff reply's multipart text parts as the JSON body would carry them ("true"/"false" for the switch). */
const staffMessageFieldsOf = (raw: Record<string, string>) => ({
  body: raw.body,
  internal:
    raw.internal === undefined
      ? undefined
      : raw.internal === 'true'
        ? true
        : raw.internal === 'false'
          ? false
          : raw.internal,
});

/** The support queue, a ticket beside its customer, answers and notes, and the canned replies. */
export const ticketsStaffRoutes: FastifyPluginAsyncZod<{ deps: Omit<SupportDeps, 'log'> }> = async (
  app,
  { deps },
) => {
  const { db, config } = deps;
  const actorOf = (request: FastifyRequest): StaffActor => {
    const { staff } = requireStaff(request);
    return { staffId: staff.id, role: staff.role, ipAddress: request.ip, at: app.clock.now() };
  };
  const detail = (ticketId: number) => ticketForStaff(db, config, { ticketId, now: app.clock.now() });

  app.get(
    adminSupportPaths.tickets,
    {
      config: read,
      schema: {
        ...common,
        operationId: 'adminListTickets',
        summary: 'The support queue: what is due first, with age and time left; filters',
        querystring: adminTicketQuerySchema,
        response: { 200: pagedEnvelope(adminTicketRowSchema), ...errors },
      },
    },
    async (request) => {
      const { page, assignee, customer, sort, ...rest } = request.query;
      const filter = {
        ...rest,
        assignee:
          assignee === 'none' ? ('none' as const) : assignee === undefined ? undefined : Number(assignee),
        customer: customer === undefined ? undefined : Number(customer),
      };
      return {
        status: true as const,
        ...(await ticketQueue(db, { filter, page, sort, now: app.clock.now() })),
      };
    },
  );

  app.get(
    adminSupportPaths.stats,
    {
      config: read,
      schema: {
        ...common,
        operationId: 'adminSupportStats',
        summary:
          'Open and overdue tickets, and the median and 90th-percentile first-answer time over 7 and 30 days',
        response: { 200: okEnvelope(supportStatsSchema), ...errors },
      },
    },
    async () => ({
      status: true as const,
      data: await supportStats(db, app.clock.now(), config.firstResponseHours),
    }),
  );

  app.get(
    adminSupportPaths.assignees,
    {
      config: manage,
      schema: {
        ...common,
        operationId: 'adminListTicketAssignees',
        summary: 'Active members a ticket of the department may be assigned to (those who may answer it)',
        querystring: ticketAssigneeQuerySchema,
        response: { 200: okEnvelope(z.array(ticketAssigneeSchema)), ...errors },
      },
    },
    async (request) => ({ status: true as const, data: await ticketAssignees(db, request.query) }),
  );

  app.get(
    adminSupportPaths.ticket,
    {
      config: read,
      schema: {
        ...common,
        operationId: 'adminGetTicket',
        summary: 'A ticket with its whole thread (internal notes too) and the customer’s summary',
        params: idParamsSchema,
        response: { 200: okEnvelope(adminTicketDetailSchema), ...errors },
      },
    },
    async (request) => ({ status: true as const, data: await detail(request.params.id) }),
  );

  app.post(
    adminSupportPaths.messages,
    {
      config: answer,
      schema: {
        ...common,
        operationId: 'adminReplyToTicket',
        summary: 'Answers the customer, or adds a note only staff see (internal); up to 5 files',
        description:
          'JSON {body, internal}, or multipart/form-data with `body`, `internal` ("true" or "false") as text parts ' +
          'and up to 5 files named `attachments` (images, PDF or plain text, 10 MB each; the type is read from ' +
          'the bytes, as for the customer’s files)',
        params: idParamsSchema,
        response: { 200: okEnvelope(adminTicketDetailSchema), 413: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const form = await readTicketForm(request, staffTicketMessageRequestSchema, staffMessageFieldsOf);
      await replyAsStaff(
        { ...deps, log: request.log },
        {
          actor,
          ticketId: request.params.id,
          body: form.fields.body,
          internal: form.fields.internal,
          files: form.files,
        },
      );
      return { status: true as const, data: await detail(request.params.id) };
    },
  );

  app.post(
    adminSupportPaths.assign,
    {
      config: manage,
      schema: {
        ...common,
        operationId: 'adminAssignTicket',
        summary: 'Assigns the ticket to a staff member (null: nobody)',
        params: idParamsSchema,
        body: ticketAssignRequestSchema,
        response: { 200: okEnvelope(adminTicketDetailSchema), ...errors },
      },
    },
    async (request) => {
      const staffId = request.body.staff_id;
      await assignTicket(db, actorOf(request), { ticketId: request.params.id, staffId });
      return { status: true as const, data: await detail(request.params.id) };
    },
  );

  app.put(
    adminSupportPaths.status,
    {
      config: answer,
      schema: {
        ...common,
        operationId: 'adminSetTicketStatus',
        summary: 'Sets the status (open, answered, awaiting the customer, closed)',
        params: idParamsSchema,
        body: ticketStatusRequestSchema,
        response: { 200: okEnvelope(adminTicketDetailSchema), ...errors },
      },
    },
    async (request) => {
      await setTicketStatus(db, actorOf(request), {
        ticketId: request.params.id,
        status: request.body.status,
      });
      return { status: true as const, data: await detail(request.params.id) };
    },
  );

  app.put(
    adminSupportPaths.department,
    {
      config: manage,
      schema: {
        ...common,
        operationId: 'adminSetTicketDepartment',
        summary: 'Moves the ticket to another department',
        params: idParamsSchema,
        body: ticketDepartmentRequestSchema,
        response: { 200: okEnvelope(adminTicketDetailSchema), ...errors },
      },
    },
    async (request) => {
      await setTicketDepartment(db, actorOf(request), {
        ticketId: request.params.id,
        department: request.body.department,
      });
      return { status: true as const, data: await detail(request.params.id) };
    },
  );

  app.post(
    adminSupportPaths.merge,
    {
      config: manage,
      schema: {
        ...common,
        operationId: 'adminMergeTicket',
        summary: 'Merges this duplicate into another ticket of the same customer',
        params: idParamsSchema,
        body: ticketMergeRequestSchema,
        response: { 200: okEnvelope(adminTicketDetailSchema), ...errors },
      },
    },
    async (request) => {
      const into = Number(request.body.into);
      await mergeTicket(db, actorOf(request), { ticketId: request.params.id, intoId: into });
      return { status: true as const, data: await detail(into) };
    },
  );

  app.get(
    adminSupportPaths.attachment,
    {
      config: read,
      schema: {
        ...common,
        operationId: 'adminGetTicketAttachment',
        summary: 'An attachment of the ticket (the bytes, with their type)',
        params: idParamsSchema.extend({ attachment_id: rowIdSchema }),
        response: { 200: z.any().describe('The file’s bytes'), ...errors },
      },
    },
    async (request, reply) => {
      const ticket = await findTicket(db, request.params.id);
      if (!ticket) throw new AppError('NOT_FOUND');
      const file = await openAttachment(
        { ...deps, log: request.log },
        { ticket, attachmentId: request.params.attachment_id, withInternal: true },
      );
      return sendAttachment(reply, file);
    },
  );

  app.get(
    adminSupportPaths.cannedReplies,
    {
      config: read,
      schema: {
        ...common,
        operationId: 'adminListCannedReplies',
        summary: 'Canned replies, optionally those fit for one department',
        querystring: z.object({ department: z.enum(TICKET_DEPARTMENTS, { error: 'invalid' }).optional() }),
        response: { 200: okEnvelope(z.array(cannedReplySchema)), ...errors },
      },
    },
    async (request) => ({ status: true as const, data: await cannedReplies(db, request.query.department) }),
  );

  app.post(
    adminSupportPaths.cannedReplies,
    {
      config: { permission: 'canned.manage' },
      schema: {
        ...common,
        operationId: 'adminCreateCannedReply',
        summary: 'Adds a canned reply (Uzbek required; placeholders {customer_name}, {order}, {domain})',
        body: cannedReplyRequestSchema,
        response: { 200: okEnvelope(cannedReplySchema), ...errors },
      },
    },
    async (request) => ({
      status: true as const,
      data: await createCannedReply(db, actorOf(request), request.body),
    }),
  );

  app.put(
    adminSupportPaths.cannedReply,
    {
      config: { permission: 'canned.manage' },
      schema: {
        ...common,
        operationId: 'adminUpdateCannedReply',
        summary: 'Changes a canned reply',
        params: idParamsSchema,
        body: cannedReplyRequestSchema,
        response: { 200: okEnvelope(cannedReplySchema), ...errors },
      },
    },
    async (request) => ({
      status: true as const,
      data: await changeCannedReply(db, actorOf(request), { id: request.params.id, request: request.body }),
    }),
  );

  app.delete(
    adminSupportPaths.cannedReply,
    {
      config: { permission: 'canned.manage' },
      schema: {
        ...common,
        operationId: 'adminDeleteCannedReply',
        summary: 'Removes a canned reply',
        params: idParamsSchema,
        response: { 200: okEnvelope(z.null()), ...errors },
      },
    },
    async (request) => {
      await removeCannedReply(db, actorOf(request), request.params.id);
      return { status: true as const, data: null };
    },
  );
};
