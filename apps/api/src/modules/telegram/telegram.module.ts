import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/config.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { createHostingDeps } from '../hosting/hosting-deps.js';
import { telegramRoutes } from './telegram.routes.js';
import { registerBotCommands } from './telegram-bot-commands.js';
import { telegramWebhookRoute } from './telegram-webhook.routes.js';

/** The /user/tg endpoints; with a bot configured also its commands and Telegram's webhook. */
export async function telegramModule(app: FastifyInstance, options: { config: AppConfig }) {
  const runtime = app.telegram;
  await app.register(telegramRoutes, { bot: runtime?.info ?? null });
  if (!runtime) return;
  const { hosting, telegram } = options.config;
  registerBotCommands(runtime.bot, {
    db: app.db,
    clock: app.clock,
    hosting: createHostingDeps(createSecretBox(hosting.secretKey), hosting.panelTimeoutMs),
    linkAttempts: telegram.linkAttempts,
  });
  await app.register(telegramWebhookRoute, { bot: runtime.bot, secretToken: runtime.webhookSecret });
}
