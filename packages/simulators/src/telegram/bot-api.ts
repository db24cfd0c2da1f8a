import type { TelegramState } from './state.js';
import type { TgUser } from './types.js';

// The Bot API methods the portal's bot (grammY) uses, with Telegram's own answers and error texts.

export type BotApiAnswer =
  | { ok: true; result: unknown; description?: string }
  | { ok: false; error_code: number; description: string };

const fail = (error_code: number, description: string): BotApiAnswer => ({
  ok: false,
  error_code,
  description,
});
const ok = (result: unknown, description?: string): BotApiAnswer => ({
  ok: true,
  result,
  ...(description ? { description } : {}),
});

const MAX_TEXT_LENGTH = 4096;
const MAX_DOWNLOAD_BYTES = 20 * 1024 * 1024;
const SECRET_TOKEN = /^[A-Za-z0-9_-]{1,256}$/;

type Params = Record<string, unknown>;
type Method = (params: Params) => BotApiAnswer;

export function botApiMethods(state: TelegramState, bot: TgUser): Record<string, Method> {
  const chatOf = (chatId: unknown) => {
    const id = typeof chatId === 'number' ? chatId : Number(chatId);
    return Number.isSafeInteger(id) ? state.chats.get(id) : undefined;
  };
  return {
    getMe: () =>
      ok({
        ...bot,
        can_join_groups: false,
        can_read_all_group_messages: false,
        supports_inline_queries: false,
      }),
    setWebhook: (params) => {
      const url = String(params.url ?? '');
      if (url !== '' && !URL.canParse(url)) return fail(400, 'Bad Request: invalid webhook URL specified');
      const secret = params.secret_token === undefined ? undefined : String(params.secret_token);
      if (secret !== undefined && !SECRET_TOKEN.test(secret)) {
        return fail(400, 'Bad Request: secret token contains unallowed characters');
      }
      if (params.drop_pending_updates === true || params.drop_pending_updates === 'true')
        state.pending.length = 0;
      const wasSet = state.webhookUrl !== '';
      state.webhookUrl = url;
      state.secretToken = url === '' ? undefined : secret;
      state.lastError = undefined;
      if (url === '') return ok(true, wasSet ? 'Webhook was deleted' : 'Webhook is already deleted');
      return ok(true, 'Webhook was set');
    },
    deleteWebhook: (params) => {
      if (params.drop_pending_updates === true || params.drop_pending_updates === 'true')
        state.pending.length = 0;
      const wasSet = state.webhookUrl !== '';
      state.webhookUrl = '';
      state.secretToken = undefined;
      return ok(true, wasSet ? 'Webhook was deleted' : 'Webhook is already deleted');
    },
    getWebhookInfo: () =>
      ok({
        url: state.webhookUrl,
        has_custom_certificate: false,
        pending_update_count: state.pending.length,
        max_connections: 40,
        ...(state.lastError
          ? { last_error_date: state.lastError.date, last_error_message: state.lastError.message }
          : {}),
      }),
    getUpdates: (params) => {
      if (state.webhookUrl !== '') {
        return fail(
          409,
          "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first",
        );
      }
      const offset = Number(params.offset ?? 0);
      // Telegram forgets every update below the offset: that is how a poller confirms what it has handled.
      while (state.pending.length > 0 && Number(state.pending[0]?.update_id) < offset) state.pending.shift();
      return ok([...state.pending]);
    },
    sendMessage: (params) => {
      const chat = chatOf(params.chat_id);
      if (!chat?.started) return fail(400, 'Bad Request: chat not found');
      if (chat.blocked) return fail(403, 'Forbidden: bot was blocked by the user');
      const text = typeof params.text === 'string' ? params.text : '';
      if (text.trim() === '') return fail(400, 'Bad Request: message text is empty');
      if (text.length > MAX_TEXT_LENGTH) return fail(400, 'Bad Request: message is too long');
      const parseMode = typeof params.parse_mode === 'string' ? params.parse_mode : undefined;
      const message = state.addMessage(chat, 'bot', text, parseMode);
      return ok({
        message_id: message.message_id,
        from: bot,
        chat: {
          id: chat.user.id,
          type: 'private',
          first_name: chat.user.first_name,
          username: chat.user.username,
        },
        date: message.date,
        text,
      });
    },
    // As Telegram: the bot may download files up to 20 MB; a bigger one's id is refused here.
    getFile: (params) => {
      const file = state.files.get(String(params.file_id ?? ''));
      if (!file) return fail(400, 'Bad Request: invalid file_id');
      if (file.bytes.length > MAX_DOWNLOAD_BYTES) return fail(400, 'Bad Request: file is too big');
      return ok({
        file_id: file.file_id,
        file_unique_id: file.file_unique_id,
        file_size: file.bytes.length,
        file_path: file.file_path,
      });
    },
    setMyCommands: (params) => {
      state.commands = Array.isArray(params.commands) ? params.commands : [];
      return ok(true);
    },
    getMyCommands: () => ok(state.commands),
    deleteMyCommands: () => {
      state.commands = [];
      return ok(true);
    },
  };
}
