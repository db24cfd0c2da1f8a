import type { AddressInfo } from 'node:net';
import { telegramPaths } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../composition/app-module.js';
import { telegramRoutes } from './telegram.routes.js';
import { registerBotCommands } from './telegram-bot-commands.js';
import { telegramWebhookRoute } from './telegram-webhook.routes.js';

/** Where this process answers, for the in-process fake Bot API to call it back. */
function localAddress(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | null;
  const host =
    !address || address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address?.port ?? 0}`;
}

/**
 * The /user/tg endpoints; with a bot configured also its commands and Telegram's webhook, which is registered
 * with its secret once the server listens.
 */
export const telegramModule = defineModule({
  name: 'telegram',
  routes: async (app, { config, adapters, ports }) => {
    const telegram = adapters.telegram;
    await app.register(telegramRoutes, {
      bot: telegram ? { username: telegram.username, linkBase: telegram.chatLinkBase } : null,
    });
    if (!telegram) return;
    telegram.bot.catch((error) =>
      app.log.error({ err: error.error, update: error.ctx.update.update_id }, 'bot update failed'),
    );
    registerBotCommands(telegram.bot, {
      db: app.db,
      clock: app.clock,
      hosting: adapters.hosting,
      chatReplies: ports.chatReplies,
      downloadFile: (fileId, maxBytes) => telegram.api.downloadFile(fileId, maxBytes),
      linkAttempts: adapters.limits.limiter({
        name: 'telegram-link',
        points: config.telegram.linkAttempts.max,
        windowSeconds: config.telegram.linkAttempts.windowSeconds,
      }),
    });
    await app.register(telegramWebhookRoute, { bot: telegram.bot, secretToken: telegram.webhookSecret });
    app.addHook('onListen', async () => {
      // The in-process simulator reaches us on the address we listen on; Telegram on the public APP_URL.
      const base = config.telegram.simulator.enabled ? localAddress(app) : config.appUrl;
      try {
        await telegram.api.setWebhook(`${base}${telegramPaths.webhook}`, telegram.webhookSecret);
      } catch (error) {
        app.log.error(
          { err: error },
          'setting the Telegram webhook failed; the bot will not receive updates',
        );
      }
    });
  },
});
