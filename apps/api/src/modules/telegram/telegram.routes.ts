import {
  errorResponseSchema,
  okEnvelope,
  telegramPaths,
  telegramStatusSchema,
  telegramUnlinkedSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth.js';
import { type BotInfo, issueLinkCode, telegramStatus, unlinkTelegram } from './telegram.service.js';

const common = { tags: ['telegram'], security: [{ bearerAuth: [] }] };
const errors = {
  401: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};

/** The /user/tg page: link state, a new one-time code, unlink. */
export const telegramRoutes: FastifyPluginAsyncZod<{ bot: BotInfo | null }> = async (app, { bot }) => {
  app.get(
    telegramPaths.status,
    {
      config: { accountPermission: 'self' },
      schema: {
        ...common,
        operationId: 'getTelegramLink',
        summary: 'Whether the customer’s Telegram is linked, and the bot',
        response: { 200: okEnvelope(telegramStatusSchema), ...errors },
      },
    },
    async (request) => ({
      status: true as const,
      data: await telegramStatus(app.db, bot, { userId: requireAuth(request).user.id, now: app.clock.now() }),
    }),
  );

  app.post(
    telegramPaths.code,
    {
      onRequest: app.limits.codeRequestPerAccount,
      config: { accountPermission: 'self' },
      schema: {
        ...common,
        operationId: 'createTelegramCode',
        summary: 'A new one-time activation code and the bot link with it (earlier codes stop working)',
        response: { 200: okEnvelope(telegramStatusSchema), ...errors },
      },
    },
    async (request) => ({
      status: true as const,
      data: await issueLinkCode(app.db, bot, { userId: requireAuth(request).user.id, now: app.clock.now() }),
    }),
  );

  app.delete(
    telegramPaths.unlink,
    {
      config: { accountPermission: 'self' },
      schema: {
        ...common,
        operationId: 'unlinkTelegram',
        summary: 'Unlinks the customer’s Telegram chat',
        response: { 200: okEnvelope(telegramUnlinkedSchema), ...errors },
      },
    },
    async (request) => {
      await unlinkTelegram(app.db, requireAuth(request).user.id);
      return { status: true as const, data: { connected: false as const } };
    },
  );
};
