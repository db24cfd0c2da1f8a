import {
  customerIdSchema,
  errorResponseSchema,
  mailContactSchema,
  mailContactsQuerySchema,
  mailConversationQuerySchema,
  mailConversationSchema,
  mailMessageSchema,
  mailPaths,
  mailUnreadCountSchema,
  mailUserSchema,
  mailUserSearchSchema,
  okEnvelope,
  pagedEnvelope,
  sendMailRequestSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Limiter } from '../../integrations/limits/limit-store.js';
import { requireAuth } from '../../plugins/auth.js';
import {
  getConversation,
  getMailUser,
  listContacts,
  sendMessage,
  setBlocked,
  unreadCount,
} from './mail.service.js';

const idParams = mailUserSearchSchema;
const peerParams = z.object({ peerId: customerIdSchema });
const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};
const common = { tags: ['mail'], security: [{ bearerAuth: [] }] };
const me = (request: FastifyRequest) => requireAuth(request).user.id;

/** Messages between customers (docs/product/cabinet.md mail page): search by id, contacts, conversations, blocks. */
export const mailRoutes: FastifyPluginAsyncZod<{ lookups: Limiter }> = async (app, options) => {
  app.get(
    mailPaths.user,
    {
      config: { accountPermission: 'self' },
      schema: {
        ...common,
        operationId: 'getMailUser',
        summary: 'The public card of a customer by id (no e-mail or phone)',
        params: idParams,
        response: { 200: okEnvelope(mailUserSchema), ...errors },
      },
    },
    async (request) => ({
      status: true as const,
      data: await getMailUser(app.db, options.lookups, { me: me(request), id: request.params.id }),
    }),
  );

  app.get(
    mailPaths.contacts,
    {
      config: { accountPermission: 'self' },
      schema: {
        ...common,
        operationId: 'listMailContacts',
        summary: 'People one has written to or heard from, newest conversation first',
        querystring: mailContactsQuerySchema,
        response: { 200: pagedEnvelope(mailContactSchema), ...errors },
      },
    },
    async (request) => ({
      status: true as const,
      ...(await listContacts(app.db, {
        me: me(request),
        perPage: request.query.per_page,
        page: request.query.page,
      })),
    }),
  );

  app.get(
    mailPaths.conversation,
    {
      config: { accountPermission: 'self' },
      schema: {
        ...common,
        operationId: 'getConversation',
        summary: 'Messages with a peer, newest first (own id: saved messages); marks theirs as read',
        params: peerParams,
        querystring: mailConversationQuerySchema,
        response: { 200: okEnvelope(mailConversationSchema), ...errors },
      },
    },
    async (request) => ({
      status: true as const,
      data: await getConversation(app.db, {
        me: me(request),
        peerId: request.params.peerId,
        before: request.query.before,
        limit: request.query.limit,
        now: app.clock.now(),
      }),
    }),
  );

  app.post(
    mailPaths.messages,
    {
      onRequest: app.limits.mailSendPerAccount,
      config: { accountPermission: 'self' },
      schema: {
        ...common,
        operationId: 'sendMailMessage',
        summary: 'Sends a text message; refused when either side has blocked the other',
        params: peerParams,
        body: sendMailRequestSchema,
        response: { 200: okEnvelope(mailMessageSchema), ...errors },
      },
    },
    async (request) => ({
      status: true as const,
      data: await sendMessage(app.db, {
        me: me(request),
        peerId: request.params.peerId,
        body: request.body.body,
        now: app.clock.now(),
      }),
    }),
  );

  for (const [method, blocked, operationId] of [
    ['POST', true, 'blockMailPeer'],
    ['DELETE', false, 'unblockMailPeer'],
  ] as const) {
    app.route({
      method,
      url: mailPaths.block,
      config: { accountPermission: 'self' },
      schema: {
        ...common,
        operationId,
        summary: blocked ? 'Blocks a customer: no messages either way' : 'Unblocks a customer',
        params: peerParams,
        response: { 200: okEnvelope(mailUserSchema), ...errors },
      },
      handler: async (request) => ({
        status: true as const,
        data: await setBlocked(app.db, {
          me: me(request),
          peerId: request.params.peerId,
          blocked,
          now: app.clock.now(),
        }),
      }),
    });
  }

  app.get(
    mailPaths.unreadCount,
    {
      config: { accountPermission: 'self' },
      schema: {
        ...common,
        operationId: 'getMailUnreadCount',
        summary: 'How many messages from others are unread',
        response: { 200: okEnvelope(mailUnreadCountSchema), ...errors },
      },
    },
    async (request) => ({ status: true as const, data: { count: await unreadCount(app.db, me(request)) } }),
  );
};
