import { telegramPaths } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { type Bot, webhookCallback } from 'grammy';

/**
 * Telegram's webhook. grammY checks X-Telegram-Bot-Api-Secret-Token in constant time (401 otherwise), then
 * runs the update through the bot's commands before answering, so Telegram retries an update we failed.
 */
export async function telegramWebhookRoute(app: FastifyInstance, options: { bot: Bot; secretToken: string }) {
  const handle = webhookCallback(options.bot, 'fastify', { secretToken: options.secretToken });
  app.post(telegramPaths.webhook, { schema: { hide: true } }, async (request, reply) => {
    await handle(request, reply);
    return reply;
  });
}
