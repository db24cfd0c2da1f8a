import { escapeHtml, renderPage } from '../shared/html.js';
import type { TgChat } from './state.js';

// The demo "Telegram app": a chat with the bot. Forms work without script; a script file refreshes the list.

export const CHAT_SCRIPT_PATH = '/__sim/telegram-chat.js';
export const CHAT_STYLESHEET_PATH = '/__sim/telegram-chat.css';

export const chatPath = (chatId: number) => `/__sim/chats/${chatId}`;

const QUICK_COMMANDS = ['/balance', '/orders', '/start'];

function renderMessages(chat: TgChat): string {
  if (chat.messages.length === 0) return '<li class="tg-empty">No messages yet</li>';
  return chat.messages
    .map(
      (message) =>
        `<li class="tg-message tg-${message.from}" data-from="${message.from}">${escapeHtml(message.text)}</li>`,
    )
    .join('\n');
}

export function renderChatPage(chat: TgChat, botName: string, startParameter: string | undefined): string {
  const path = chatPath(chat.user.id);
  const start =
    !chat.started && startParameter !== undefined
      ? `<form method="post" action="${path}/send" class="tg-start">
<input type="hidden" name="text" value="${escapeHtml(`/start ${startParameter}`.trim())}">
<button type="submit" class="primary">Start</button>
</form>`
      : '';
  const quick = QUICK_COMMANDS.map(
    (
      command,
    ) => `<form method="post" action="${path}/send"><input type="hidden" name="text" value="${command}">
<button type="submit" class="secondary">${command}</button></form>`,
  ).join('\n');
  const body = `<p class="note">Chat of ${escapeHtml(chat.user.first_name)} (id ${chat.user.id}) with @${escapeHtml(botName)}</p>
<ul id="tg-messages" class="tg-messages" data-source="${path}/messages" aria-live="polite">
${renderMessages(chat)}
</ul>
${start}
<form method="post" action="${path}/send" class="tg-compose">
<label for="tg-text">Message</label>
<input id="tg-text" name="text" autocomplete="off" required maxlength="4096">
<button type="submit" class="primary">Send</button>
</form>
<div class="actions tg-quick">${quick}</div>
<script src="${CHAT_SCRIPT_PATH}" defer></script>`;
  return renderPage('en', `@${botName}`, body).replace(
    '</head>',
    `<link rel="stylesheet" href="${CHAT_STYLESHEET_PATH}">\n</head>`,
  );
}

export const CHAT_STYLESHEET = `.tg-messages{list-style:none;margin:0 0 16px;padding:12px;display:flex;flex-direction:column;gap:8px;
background:#dfe8ef;border-radius:8px;min-height:160px;max-height:50vh;overflow-y:auto}
.tg-message{padding:8px 12px;border-radius:10px;white-space:pre-wrap;max-width:85%;word-break:break-word}
.tg-bot{background:#fff;align-self:flex-start}.tg-user{background:#d9fdd3;align-self:flex-end}
.tg-empty{color:#5b6475;align-self:center}
.tg-start{margin-bottom:12px}.tg-compose{display:flex;gap:8px;align-items:center;margin-bottom:12px}
.tg-compose label{position:absolute;left:-9999px}.tg-compose input{flex:1;padding:10px;border:1px solid #c4cad4;border-radius:8px;font-size:1rem}
.tg-compose button{width:auto}.tg-quick{flex-wrap:wrap}`;

/** Polls the chat's messages and redraws the list, so the bot's answers and notifications appear by themselves. */
export const CHAT_SCRIPT = `(() => {
  const list = document.getElementById('tg-messages');
  if (!list) return;
  let shown = -1;
  const draw = (messages) => {
    if (messages.length === shown) return;
    shown = messages.length;
    list.replaceChildren(...messages.map((message) => {
      const item = document.createElement('li');
      item.className = 'tg-message tg-' + message.from;
      item.dataset.from = message.from;
      item.textContent = message.text;
      return item;
    }));
    list.scrollTop = list.scrollHeight;
  };
  const poll = async () => {
    try {
      const response = await fetch(list.dataset.source, { cache: 'no-store' });
      if (response.ok) draw((await response.json()).messages);
    } catch {}
    setTimeout(poll, 1000);
  };
  poll();
})();`;
