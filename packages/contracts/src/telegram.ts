import { z } from 'zod';

// Telegram link: the /user/tg page links a customer's Telegram chat to their account through a
// one-time code sent to the bot as `/start <code>`; the bot then answers /balance and /orders and delivers
// notifications.

export const telegramPaths = {
  status: '/api/client/user/telegram',
  code: '/api/client/user/telegram/code',
  /** DELETE on the status path unlinks. */
  unlink: '/api/client/user/telegram',
  /** Telegram's webhook (server to server, secret header). */
  webhook: '/api/telegram/webhook',
} as const;

/** Minutes an activation code is valid. */
export const TELEGRAM_CODE_TTL_MINUTES = 15;
/** Letters and digits that cannot be mistaken for each other when typed from the screen. */
export const TELEGRAM_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const TELEGRAM_CODE_LENGTH = 8;

export const telegramStatusSchema = z.object({
  /** false: no bot is configured on this server, the page says Telegram is not available. */
  available: z.boolean(),
  connected: z.boolean(),
  bot_username: z.string().nullable(),
  /**
   * Only answered when a code is issued (POST …/code): codes are stored hashed, so a later read cannot show it
   * again. `link` is the bot's deep link with the code (`https://t.me/<bot>?start=<code>`).
   */
  code: z.string().nullable(),
  link: z.string().nullable(),
  /** Expiry of the customer's newest unused code, if one is still valid. */
  code_expires_at: z.string().nullable(),
  linked_at: z.string().nullable(),
  /** The linked Telegram account: @username when it has one, and the display name. */
  telegram_username: z.string().nullable(),
  telegram_name: z.string().nullable(),
});
export type TelegramStatus = z.infer<typeof telegramStatusSchema>;

/** The answer to an unlink: the chat is no longer linked. */
export const telegramUnlinkedSchema = z.object({ connected: z.literal(false) });
