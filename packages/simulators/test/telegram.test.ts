import { createServer, type IncomingMessage } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTelegramSimulator, type TelegramSimulator } from '../src/index.js';

const TOKEN = '123456:test-token';
let sim: TelegramSimulator;
let hook: {
  url: string;
  received: { secret: string | undefined; body: Record<string, unknown> }[];
  close: () => void;
};

/** A webhook that records what it gets and answers /start with a sendMessage back through the Bot API. */
async function startWebhook() {
  const received: { secret: string | undefined; body: Record<string, unknown> }[] = [];
  const server = createServer(async (req: IncomingMessage, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = JSON.parse(raw) as { message?: { chat: { id: number }; text: string } };
    received.push({ secret: req.headers['x-telegram-bot-api-secret-token'] as string | undefined, body });
    if (body.message?.chat) {
      await fetch(`${sim.url}/bot${TOKEN}/sendMessage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ chat_id: body.message.chat.id, text: `echo ${body.message.text}` }),
      });
    }
    res.end('');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/hook`, received, close: () => server.close() };
}

const call = async (method: string, params: Record<string, unknown> = {}, token = TOKEN) => {
  const response = await fetch(`${sim.url}/bot${token}/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(params),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

beforeEach(async () => {
  sim = await startTelegramSimulator({ token: TOKEN, botUsername: 'portal_test_bot' });
  hook = await startWebhook();
});
afterEach(async () => {
  hook.close();
  await sim.close();
});

describe('Telegram Bot API simulator', () => {
  it('answers getMe and refuses a wrong token or an unknown method as Telegram does', async () => {
    const me = await call('getMe');
    expect(me.body).toMatchObject({
      ok: true,
      result: { id: 123456, is_bot: true, username: 'portal_test_bot' },
    });
    expect(await call('getMe', {}, '1:wrong')).toEqual({
      status: 401,
      body: { ok: false, error_code: 401, description: 'Unauthorized' },
    });
    expect((await call('noSuchMethod')).status).toBe(404);
    const form = await fetch(`${sim.url}/bot${TOKEN}/getWebhookInfo`);
    expect(await form.json()).toMatchObject({ ok: true, result: { url: '', pending_update_count: 0 } });
  });

  it('delivers updates to the webhook with the secret header and records the bot replies', async () => {
    expect((await call('setWebhook', { url: hook.url, secret_token: 'bad secret!' })).status).toBe(400);
    expect((await call('setWebhook', { url: hook.url, secret_token: 'S3cret_token' })).body).toMatchObject({
      ok: true,
      result: true,
    });
    const person = sim.createUser({ first_name: 'Aziz' });
    // Before the person writes, the bot cannot reach the chat.
    expect((await call('sendMessage', { chat_id: person.id, text: 'hi' })).body).toMatchObject({
      ok: false,
      error_code: 400,
      description: 'Bad Request: chat not found',
    });
    const delivery = await sim.sendText(person.id, '/start ABC123');
    expect(delivery.status).toBe(200);
    expect(hook.received[0]?.secret).toBe('S3cret_token');
    expect(hook.received[0]?.body).toMatchObject({
      message: {
        text: '/start ABC123',
        chat: { id: person.id, type: 'private' },
        entities: [{ type: 'bot_command', offset: 0, length: 6 }],
      },
    });
    expect(sim.botMessages(person.id).map((message) => message.text)).toEqual(['echo /start ABC123']);
    expect(sim.conversation(person.id).map((message) => message.from)).toEqual(['user', 'bot']);

    const wrong = await sim.deliverUpdate({ message: { text: 'x' } }, 'other');
    expect(hook.received.at(-1)?.secret).toBe('other');
    expect(wrong.status).toBe(200);

    sim.blockBot(person.id);
    expect((await call('sendMessage', { chat_id: person.id, text: 'hi' })).body).toEqual({
      ok: false,
      error_code: 403,
      description: 'Forbidden: bot was blocked by the user',
    });
  });

  it('sends a reply with a document the bot fetches through getFile and the file download', async () => {
    const person = sim.createUser({ first_name: 'Aziz' });
    await call('setWebhook', { url: hook.url });
    await sim.sendText(person.id, 'hello');
    const botMessage = sim.botMessages(person.id)[0];
    if (!botMessage) throw new Error('no bot message');
    const bytes = Buffer.from('%PDF-1.4 test');
    await sim.replyFile(person.id, botMessage.message_id, {
      kind: 'document',
      bytes,
      fileName: 'a.pdf',
      mimeType: 'application/pdf',
      caption: 'See',
    });
    const update = hook.received.at(-1)?.body.message as Record<string, unknown> & {
      document: { file_id: string; file_name: string; file_size: number };
    };
    expect(update).toMatchObject({
      caption: 'See',
      document: { file_name: 'a.pdf', file_size: bytes.length },
      reply_to_message: { message_id: botMessage.message_id },
    });
    expect(update.text).toBeUndefined();
    const file = await call('getFile', { file_id: update.document.file_id });
    const path = (file.body.result as { file_path: string }).file_path;
    const download = await fetch(`${sim.url}/file/bot${TOKEN}/${path}`);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await fetch(`${sim.url}/file/bot1:wrong/${path}`)).status).toBe(404);
    expect(await call('getFile', { file_id: 'nope' })).toMatchObject({
      status: 400,
      body: { ok: false, description: 'Bad Request: invalid file_id' },
    });
  });

  it('queues updates for getUpdates while no webhook is set, and refuses getUpdates while one is', async () => {
    const person = sim.createUser();
    await sim.sendText(person.id, '/balance');
    const updates = await call('getUpdates');
    expect((updates.body.result as unknown[]).length).toBe(1);
    const first = (updates.body.result as { update_id: number }[])[0];
    expect(
      ((await call('getUpdates', { offset: (first?.update_id ?? 0) + 1 })).body.result as unknown[]).length,
    ).toBe(0);
    await call('setWebhook', { url: hook.url });
    expect((await call('getUpdates')).status).toBe(409);
    expect((await call('deleteWebhook')).body).toMatchObject({
      ok: true,
      description: 'Webhook was deleted',
    });
  });

  it('serves the demo chat page: the deep link opens a chat whose Start button sends /start <code>', async () => {
    await call('setWebhook', { url: hook.url });
    const open = await fetch(sim.chatLink('CODE42'), { redirect: 'manual' });
    expect(open.status).toBe(303);
    const chatUrl = `${sim.url}${open.headers.get('location')}`;
    const page = await (await fetch(chatUrl)).text();
    expect(page).toContain('value="/start CODE42"');
    expect(page).not.toMatch(/<script>/);
    const chatId = Number(/chats\/(\d+)/.exec(chatUrl)?.[1]);
    const sent = await fetch(`${sim.url}/__sim/chats/${chatId}/send`, {
      method: 'POST',
      body: new URLSearchParams({ text: '/start CODE42' }),
      redirect: 'manual',
    });
    expect(sent.status).toBe(303);
    const messages = (await (await fetch(`${sim.url}/__sim/chats/${chatId}/messages`)).json()) as {
      messages: { from: string; text: string }[];
    };
    expect(messages.messages.map((message) => message.text)).toEqual(['/start CODE42', 'echo /start CODE42']);
  });
});
