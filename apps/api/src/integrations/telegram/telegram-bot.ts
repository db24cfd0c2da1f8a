import { Bot, GrammyError } from 'grammy';
import type { TelegramBotSettings } from '../../config/telegram-config.js';

// The Telegram port: what the app needs from the Bot API, over grammY. The same code talks to
// api.telegram.org and to the fake Bot API of packages/simulators (TELEGRAM_API_ROOT).

export type SendOutcome = 'sent' | 'blocked' | 'chat_not_found';

export interface TelegramApi {
  /** Plain text to a chat; a person who blocked the bot or deleted the chat is an outcome, not an error. */
  sendMessage(chatId: number, text: string): Promise<SendOutcome>;
  /** The same, with the sent message's id: a reply to it (reply_to_message) can then be traced back. */
  sendTracedMessage(
    chatId: number,
    text: string,
  ): Promise<{ outcome: SendOutcome; messageId: number | null }>;
  setWebhook(url: string, secretToken: string): Promise<void>;
  /**
   * A file a person sent (its file_id), through getFile and the file download: `too_large` past `maxBytes`
   * (told by getFile's size, or Telegram's own 20 MB refusal, before any byte is fetched), `unavailable` when
   * Telegram no longer has it.
   */
  downloadFile(fileId: string, maxBytes: number): Promise<Buffer | 'too_large' | 'unavailable'>;
}

/** Bot API calls give up after this long: a hung Telegram must not hold a job or the start-up. */
const API_TIMEOUT_SECONDS = 15;

export function createTelegramBot(settings: TelegramBotSettings): Bot {
  return new Bot(settings.token, {
    client: { apiRoot: settings.apiRoot, timeoutSeconds: API_TIMEOUT_SECONDS },
  });
}

/** 403 is Telegram's answer for a blocked bot or a deactivated user; 400 "chat not found" for a gone chat. */
function outcomeOf(error: unknown): SendOutcome | undefined {
  if (!(error instanceof GrammyError)) return undefined;
  if (error.error_code === 403) return 'blocked';
  if (error.error_code === 400 && /chat not found/i.test(error.description)) return 'chat_not_found';
  return undefined;
}

async function readAtMost(response: Response, maxBytes: number): Promise<Buffer | 'too_large'> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (!response.body) return Buffer.alloc(0);
  for await (const chunk of response.body) {
    size += chunk.length;
    // The size getFile told may be missing or wrong: the bytes themselves are counted too.
    if (size > maxBytes) return 'too_large';
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export function telegramApi(bot: Bot, settings: Pick<TelegramBotSettings, 'apiRoot'>): TelegramApi {
  return {
    async sendMessage(chatId, text) {
      return (await this.sendTracedMessage(chatId, text)).outcome;
    },
    async sendTracedMessage(chatId, text) {
      try {
        const sent = await bot.api.sendMessage(chatId, text, { link_preview_options: { is_disabled: true } });
        return { outcome: 'sent', messageId: sent.message_id };
      } catch (error) {
        const outcome = outcomeOf(error);
        if (outcome) return { outcome, messageId: null };
        throw error;
      }
    },
    async downloadFile(fileId, maxBytes) {
      let file: Awaited<ReturnType<Bot['api']['getFile']>>;
      try {
        file = await bot.api.getFile(fileId);
      } catch (error) {
        if (error instanceof GrammyError && /too big/i.test(error.description)) return 'too_large';
        if (error instanceof GrammyError && error.error_code === 400) return 'unavailable';
        throw error;
      }
      if (file.file_size !== undefined && file.file_size > maxBytes) return 'too_large';
      if (!file.file_path) return 'unavailable';
      const response = await fetch(`${settings.apiRoot}/file/bot${bot.token}/${file.file_path}`, {
        signal: AbortSignal.timeout(API_TIMEOUT_SECONDS * 1000),
      });
      if (response.status === 404) return 'unavailable';
      if (!response.ok) throw new Error(`Telegram file download answered ${response.status}`);
      return readAtMost(response, maxBytes);
    },
    async setWebhook(url, secretToken) {
      await bot.api.setWebhook(url, { secret_token: secretToken, allowed_updates: ['message'] });
    },
  };
}
