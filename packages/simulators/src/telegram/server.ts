import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { STYLESHEET, STYLESHEET_PATH } from '../shared/html.js';
import {
  closeServer,
  describeNetworkError,
  listen,
  parseForm,
  readBody,
  redirect,
  safeHandler,
  sendHtml,
  sendJson,
  sendText,
} from '../shared/http.js';
import { botApiMethods } from './bot-api.js';
import {
  CHAT_SCRIPT,
  CHAT_SCRIPT_PATH,
  CHAT_STYLESHEET,
  CHAT_STYLESHEET_PATH,
  chatPath,
  renderChatPage,
} from './chat-page.js';
import { TelegramState } from './state.js';
import type {
  TelegramSimulator,
  TelegramSimulatorOptions,
  TgCall,
  TgDelivery,
  TgSentFile,
  TgUser,
} from './types.js';

const SECRET_HEADER = 'X-Telegram-Bot-Api-Secret-Token';

/** Bot API bodies come as JSON, url-encoded forms or a query string; values in forms are JSON-ish strings. */
async function readParams(req: IncomingMessage, url: URL): Promise<Record<string, unknown>> {
  const params: Record<string, unknown> = Object.fromEntries(url.searchParams);
  const body = await readBody(req);
  if (body === '') return params;
  const type = req.headers['content-type'] ?? '';
  if (type.includes('application/json')) {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null ? { ...params, ...(parsed as object) } : params;
  }
  return { ...params, ...parseForm(body) };
}

/**
 * A fake Telegram Bot API: `GET|POST /bot<token>/<method>` answers `{ok, result}` or
 * `{ok: false, error_code, description}` as api.telegram.org does, and sends updates from fake people to the
 * webhook the bot registered, with the secret header. `/<botUsername>?start=<code>` opens a demo chat page.
 */
export async function startTelegramSimulator(options: TelegramSimulatorOptions): Promise<TelegramSimulator> {
  const state = new TelegramState(() => Date.now());
  const botId = Number(options.token.split(':')[0]) || 100_000_001;
  const bot: TgUser = {
    id: botId,
    is_bot: true,
    first_name: options.botName ?? 'Portal bot',
    username: options.botUsername,
  };
  const methods = botApiMethods(state, bot);
  const calls: TgCall[] = [];
  const timeoutMs = options.webhookTimeoutMs ?? 10_000;

  async function deliverUpdate(
    update: Record<string, unknown>,
    secretToken?: string | null,
  ): Promise<TgDelivery> {
    const updateId = Number(update.update_id);
    if (state.webhookUrl === '') {
      state.pending.push(update);
      return { update_id: updateId, status: null, error: 'no webhook: queued for getUpdates' };
    }
    const secret = secretToken === undefined ? state.secretToken : secretToken;
    try {
      const response = await fetch(state.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(secret ? { [SECRET_HEADER]: secret } : {}) },
        body: JSON.stringify(update),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.arrayBuffer();
      if (!response.ok) {
        state.lastError = {
          date: Math.floor(Date.now() / 1000),
          message: `Wrong response from the webhook: ${response.status}`,
        };
      }
      return { update_id: updateId, status: response.status };
    } catch (error) {
      const message = describeNetworkError(error);
      state.lastError = { date: Math.floor(Date.now() / 1000), message };
      return { update_id: updateId, status: null, error: message };
    }
  }

  /** A sent file as the update's `photo` (sizes, smallest first) or `document` field, with its caption. */
  function fileFields(file: TgSentFile): Record<string, unknown> {
    const stored = state.addFile(
      file.bytes,
      file.kind === 'photo' ? 'jpg' : (file.fileName?.split('.').pop() ?? 'bin'),
    );
    const ids = {
      file_id: stored.file_id,
      file_unique_id: stored.file_unique_id,
      file_size: file.bytes.length,
    };
    const media =
      file.kind === 'photo'
        ? { photo: [{ ...ids, width: 1280, height: 720 }] }
        : {
            document: {
              ...ids,
              ...(file.fileName ? { file_name: file.fileName } : {}),
              ...(file.mimeType ? { mime_type: file.mimeType } : {}),
            },
          };
    return { ...media, ...(file.caption ? { caption: file.caption } : {}) };
  }

  async function userSends(
    chatId: number,
    text: string,
    replyToMessageId?: number,
    file?: TgSentFile,
  ): Promise<TgDelivery> {
    const chat = state.chats.get(chatId);
    if (!chat) throw new Error(`unknown chat ${chatId}`);
    chat.started = true;
    const message = state.addMessage(chat, 'user', text);
    const command = file ? undefined : /^\/\w+/.exec(text)?.[0];
    const repliedTo =
      replyToMessageId === undefined
        ? undefined
        : chat.messages.find((m) => m.message_id === replyToMessageId);
    if (replyToMessageId !== undefined && !repliedTo)
      throw new Error(`no message ${replyToMessageId} in chat ${chatId}`);
    const update = {
      update_id: state.updateId(),
      message: {
        message_id: message.message_id,
        from: chat.user,
        chat: {
          id: chat.user.id,
          type: 'private',
          first_name: chat.user.first_name,
          username: chat.user.username,
        },
        date: message.date,
        // A file's message has no text, only the file and its caption.
        ...(file ? fileFields(file) : { text }),
        // As Telegram sends it: the replied-to message in full (a bot's message is from the bot).
        ...(repliedTo
          ? {
              reply_to_message: {
                message_id: repliedTo.message_id,
                date: repliedTo.date,
                chat: { id: chat.user.id, type: 'private' },
                text: repliedTo.text,
                from: repliedTo.from === 'bot' ? bot : chat.user,
              },
            }
          : {}),
        ...(command ? { entities: [{ type: 'bot_command', offset: 0, length: command.length }] } : {}),
      },
    };
    return deliverUpdate(update);
  }

  async function handleBotApi(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    token: string,
    method: string,
  ) {
    if (token !== options.token)
      return sendJson(res, 401, { ok: false, error_code: 401, description: 'Unauthorized' });
    const params = await readParams(req, url);
    const handler = methods[method];
    const answer = handler
      ? handler(params)
      : { ok: false as const, error_code: 404, description: 'Not Found' };
    calls.push({ method, params, ok: answer.ok, ...(answer.ok ? {} : { error_code: answer.error_code }) });
    return sendJson(res, answer.ok ? 200 : answer.error_code, answer);
  }

  async function handleChat(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    chatId: number,
    action: string,
  ) {
    const chat = state.chats.get(chatId);
    if (!chat) return sendText(res, 404, 'no such chat');
    if (req.method === 'GET' && action === '') {
      return sendHtml(
        res,
        200,
        renderChatPage(chat, options.botUsername, url.searchParams.get('start') ?? undefined),
      );
    }
    if (req.method === 'GET' && action === '/messages')
      return sendJson(res, 200, { messages: chat.messages });
    if (req.method === 'POST' && action === '/send') {
      const text = String((await readParams(req, url)).text ?? '').trim();
      if (text !== '') await userSends(chatId, text);
      return redirect(res, chatPath(chatId));
    }
    return sendText(res, 404, 'not found');
  }

  const server = createServer(
    safeHandler(async (req, res) => {
      const url = new URL(req.url ?? '/', 'http://simulator');
      const api = /^\/bot([^/]+)\/(\w+)$/.exec(url.pathname);
      if (api) return handleBotApi(req, res, url, decodeURIComponent(api[1] ?? ''), api[2] ?? '');
      // File downloads, as https://api.telegram.org/file/bot<token>/<file_path>.
      const download = /^\/file\/bot([^/]+)\/(.+)$/.exec(url.pathname);
      if (download) {
        const file = [...state.files.values()].find((stored) => stored.file_path === download[2]);
        if (decodeURIComponent(download[1] ?? '') !== options.token || !file)
          return sendJson(res, 404, { ok: false, error_code: 404, description: 'Not Found' });
        res.writeHead(200, {
          'content-type': 'application/octet-stream',
          'content-length': file.bytes.length,
        });
        return void res.end(file.bytes);
      }
      if (url.pathname === STYLESHEET_PATH) {
        res.writeHead(200, { 'content-type': 'text/css; charset=utf-8' });
        return void res.end(STYLESHEET);
      }
      if (url.pathname === CHAT_STYLESHEET_PATH) {
        res.writeHead(200, { 'content-type': 'text/css; charset=utf-8' });
        return void res.end(CHAT_STYLESHEET);
      }
      if (url.pathname === CHAT_SCRIPT_PATH) {
        res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
        return void res.end(CHAT_SCRIPT);
      }
      const chat = /^\/__sim\/chats\/(\d+)(\/\w+)?$/.exec(url.pathname);
      if (chat) return handleChat(req, res, url, Number(chat[1]), chat[2] ?? '');
      // As t.me/<bot>?start=<code> opens the bot for whoever follows it: here a new fake person each time.
      if (req.method === 'GET' && url.pathname.toLowerCase() === `/${options.botUsername.toLowerCase()}`) {
        const user = state.createUser({});
        const start = url.searchParams.get('start');
        return redirect(res, `${chatPath(user.id)}${start ? `?start=${encodeURIComponent(start)}` : ''}`);
      }
      return sendJson(res, 404, { ok: false, error_code: 404, description: 'Not Found' });
    }),
  );
  const base = await listen(server, options);
  return {
    url: base,
    botUsername: options.botUsername,
    chatLink: (start) =>
      `${base}/${options.botUsername}${start ? `?start=${encodeURIComponent(start)}` : ''}`,
    createUser: (profile = {}) => state.createUser(profile),
    sendText: (chatId, text) => userSends(chatId, text),
    replyText: (chatId, replyToMessageId, text) => userSends(chatId, text, replyToMessageId),
    replyFile: (chatId, replyToMessageId, file) =>
      userSends(chatId, file.caption ?? `[${file.kind}]`, replyToMessageId, file),
    deliverUpdate: (update, secretToken) =>
      deliverUpdate({ update_id: state.updateId(), ...update }, secretToken),
    conversation: (chatId) => [...(state.chats.get(chatId)?.messages ?? [])],
    botMessages: (chatId) =>
      (state.chats.get(chatId)?.messages ?? []).filter((message) => message.from === 'bot'),
    blockBot: (chatId) => {
      const chat = state.chats.get(chatId);
      if (chat) chat.blocked = true;
    },
    webhook: () => ({ url: state.webhookUrl, secretToken: state.secretToken }),
    calls: () => [...calls],
    close: () => closeServer(server),
  };
}
