import type { ListenOptions } from '../shared/http.js';

/** A Telegram user as the Bot API shows it (`User`); in a private chat the chat id equals the user id. */
export interface TgUser {
  id: number;
  is_bot: boolean;
  first_name: string;
  username?: string;
  language_code?: string;
}

/** One message of a private chat, from the person or from the bot. */
export interface TgChatMessage {
  message_id: number;
  /** Unix seconds, as the Bot API sends dates. */
  date: number;
  from: 'user' | 'bot';
  text: string;
  parse_mode?: string;
}

/** A photo (sent compressed, as JPEG) or a document (any file, with its name and type) from a person. */
export interface TgSentFile {
  kind: 'photo' | 'document';
  bytes: Buffer;
  fileName?: string;
  mimeType?: string;
  caption?: string;
}

/** What became of one update sent to the bot's webhook. */
export interface TgDelivery {
  update_id: number;
  /** The webhook's HTTP status; null when it was not reached (or no webhook is set: the update is queued). */
  status: number | null;
  error?: string;
}

export interface TgCall {
  method: string;
  params: Record<string, unknown>;
  ok: boolean;
  error_code?: number;
}

export interface TelegramSimulatorOptions extends ListenOptions {
  /** The bot token, as in `/bot<token>/<method>`. */
  token: string;
  /** The bot's username without @, also the path of the demo chat page (`/<username>?start=<code>`). */
  botUsername: string;
  botName?: string;
  /** How long a webhook delivery may take before it counts as failed (default 10 s). */
  webhookTimeoutMs?: number;
}

export interface TelegramSimulator {
  /** Base URL; the Bot API root (TELEGRAM_API_ROOT) and the chat pages live under it. */
  url: string;
  botUsername: string;
  /** The demo chat page for a deep link, as `https://t.me/<bot>?start=<code>` would open it. */
  chatLink(startParameter?: string): string;
  /** A new fake person with their private chat (not started: the bot cannot write there yet). */
  createUser(profile?: Partial<Omit<TgUser, 'id' | 'is_bot'>>): TgUser;
  /** The person sends a text (a command such as `/start CODE`) to the bot: delivered to the webhook. */
  sendText(chatId: number, text: string): Promise<TgDelivery>;
  /** The person answers one of the chat's messages (Telegram's "Reply"): the update carries reply_to_message. */
  replyText(chatId: number, replyToMessageId: number, text: string): Promise<TgDelivery>;
  /**
   * The person answers one of the chat's messages with a photo or a document (a caption optional); the file is
   * then served by getFile and /file/bot<token>/<file_path> as Telegram serves it.
   */
  replyFile(chatId: number, replyToMessageId: number, file: TgSentFile): Promise<TgDelivery>;
  /** Delivers a raw update to the webhook, optionally with another secret header (null: none). */
  deliverUpdate(update: Record<string, unknown>, secretToken?: string | null): Promise<TgDelivery>;
  /** The whole conversation of a chat, oldest first. */
  conversation(chatId: number): TgChatMessage[];
  /** Only what the bot sent to a chat, oldest first. */
  botMessages(chatId: number): TgChatMessage[];
  /** The person blocks the bot: sendMessage to the chat answers 403 from now on. */
  blockBot(chatId: number): void;
  webhook(): { url: string; secretToken: string | undefined };
  /** Every Bot API call received, oldest first (params as sent). */
  calls(): TgCall[];
  close(): Promise<void>;
}
