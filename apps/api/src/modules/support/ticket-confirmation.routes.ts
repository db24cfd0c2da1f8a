import {
  errorResponseSchema,
  okEnvelope,
  supportPaths,
  ticketConfirmedSchema,
  ticketConfirmRequestSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limitHook, type SupportLimits } from './support-limits.js';
import { confirmTicket } from './ticket-confirmation.js';
import type { SupportDeps } from './tickets.service.js';

/** Public: the link mailed to the address is the proof; tokens are counted per address like guest reads. */
export const ticketConfirmationRoutes: FastifyPluginAsyncZod<{
  deps: Omit<SupportDeps, 'log'>;
  limits: SupportLimits;
}> = async (app, { deps, limits }) => {
  app.post(
    supportPaths.confirmTicket,
    {
      onRequest: [limitHook(limits.guestPerIp, (request) => `confirm-ip:${request.ip}`)],
      schema: {
        tags: ['support'],
        security: [],
        operationId: 'confirmSupportTicket',
        summary: 'The link mailed to a customer moves a ticket sent in their name into their account',
        body: ticketConfirmRequestSchema,
        response: {
          200: okEnvelope(ticketConfirmedSchema),
          404: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      status: true as const,
      data: await confirmTicket(deps, { token: request.body.token, now: app.clock.now() }),
    }),
  );
};
