import {
  errorResponseSchema,
  GUEST_TOKEN_HEADER,
  guestTicketCreatedSchema,
  guestTicketRequestSchema,
  okEnvelope,
  rowIdSchema,
  supportPaths,
  ticketDetailSchema,
  ticketMessageRequestSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addGuestMessage,
  getGuestTicket,
  openGuestAttachment,
  openGuestTicket,
} from './guest-tickets.service.js';
import { sendAttachment } from './support.routes.js';
import { limitHook, type SupportLimits } from './support-limits.js';
import { readTicketForm } from './ticket-form.js';
import type { SupportDeps } from './tickets.service.js';

const errors = {
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};
// Public: the guest proves nothing but the secret link's token, sent in a header (never in the URL).
const common = { tags: ['support'], security: [] };
const tokenHeaders = z.object({ [GUEST_TOKEN_HEADER]: z.string().max(100).optional() });
const tokenOf = (request: FastifyRequest) => {
  const value = request.headers[GUEST_TOKEN_HEADER];
  return typeof value === 'string' ? value : undefined;
};

/** A visitor without an account: open a ticket (captcha), then read and reply through the e-mailed link. */
export const guestSupportRoutes: FastifyPluginAsyncZod<{
  deps: Omit<SupportDeps, 'log'>;
  limits: SupportLimits;
}> = async (app, { deps: baseDeps, limits }) => {
  const depsOf = (request: FastifyRequest): SupportDeps => ({ ...baseDeps, log: request.log });
  const addressKey = (request: FastifyRequest) => `ip:${request.ip}`;
  const perAddress = [limitHook(limits.guestPerIp, addressKey)];
  // A read that the token opened is the link's owner reading their thread (the page reads it again now and then,
  // and on every reload): it gives its count back. Writes and tokens that open nothing stay counted, so guessing
  // is limited like writing, and an address over the limit reads nothing either.
  const giveBack = (request: FastifyRequest) => limits.guestPerIp.reward(addressKey(request));

  app.post(
    supportPaths.guestTickets,
    {
      // The daily ticket allowance counts the sending address, never the e-mail the form names: anyone can type
      // an e-mail, so counting it would let strangers use up its owner's allowance.
      onRequest: [...perAddress, limitHook(limits.tickets, addressKey)],
      schema: {
        ...common,
        operationId: 'openGuestSupportTicket',
        summary: 'A visitor without an account opens a ticket; the private link to it is e-mailed',
        body: guestTicketRequestSchema,
        response: { 200: okEnvelope(guestTicketCreatedSchema), ...errors },
      },
    },
    async (request) => ({
      status: true as const,
      data: await openGuestTicket(depsOf(request), {
        request: request.body,
        language: request.language,
        now: app.clock.now(),
      }),
    }),
  );

  app.get(
    supportPaths.guestTicket,
    {
      onRequest: perAddress,
      schema: {
        ...common,
        operationId: 'getGuestSupportTicket',
        summary: 'The thread the private link’s token opens (header X-Guest-Token)',
        headers: tokenHeaders,
        response: { 200: okEnvelope(ticketDetailSchema), ...errors },
      },
    },
    async (request) => {
      const data = await getGuestTicket(depsOf(request), tokenOf(request), app.clock.now());
      await giveBack(request);
      return { status: true as const, data };
    },
  );

  app.post(
    supportPaths.guestMessages,
    {
      onRequest: perAddress,
      schema: {
        ...common,
        operationId: 'replyToGuestSupportTicket',
        summary: 'The visitor’s reply through the private link (header X-Guest-Token)',
        description:
          'JSON {message}, or multipart/form-data with `message` and up to 5 files named `attachments`',
        headers: tokenHeaders,
        response: { 200: okEnvelope(ticketDetailSchema), ...errors },
      },
    },
    async (request) => {
      const form = await readTicketForm(request, ticketMessageRequestSchema, (raw) => ({
        message: raw.message,
      }));
      return {
        status: true as const,
        data: await addGuestMessage(depsOf(request), {
          token: tokenOf(request),
          body: form.fields.message,
          files: form.files,
          now: app.clock.now(),
        }),
      };
    },
  );

  app.get(
    supportPaths.guestAttachment,
    {
      onRequest: perAddress,
      schema: {
        ...common,
        operationId: 'getGuestSupportTicketAttachment',
        summary: 'An attachment of the private link’s ticket (header X-Guest-Token)',
        headers: tokenHeaders,
        params: z.object({ attachment_id: rowIdSchema }),
        response: { 200: z.any().describe('The file’s bytes'), ...errors },
      },
    },
    async (request, reply) => {
      const file = await openGuestAttachment(depsOf(request), tokenOf(request), request.params.attachment_id);
      await giveBack(request);
      return sendAttachment(reply, file);
    },
  );
};
