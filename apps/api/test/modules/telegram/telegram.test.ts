import { hostingPaths, telegramPaths } from '@portal/contracts';
import { startTelegramSimulator, type TelegramSimulator } from '@portal/simulators';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits, telegramLinks, users } from '../../../src/db/schema.js';
import { createManualClock } from '../../../src/lib/clock.js';
import { createTelegramDelivery } from '../../../src/modules/telegram/telegram-delivery.js';
import { customerWithBalance, MONTH, seedCatalogue, startPanel } from '../../helpers/hosting.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// Through the real wire: the fake Bot API delivers updates to our listening webhook, grammY answers through
// the fake Bot API, and the test reads what the "person" received.

const TOKEN = '424242:test-bot-token-for-the-simulator';
const SECRET = 'test-webhook-secret-of-at-least-32-chars';
const clock = createManualClock(new Date('2026-11-01T09:00:00Z'));

let sim: TelegramSimulator;
let testApp: TestApp;
let panel: Awaited<ReturnType<typeof startPanel>>;

beforeAll(async () => {
  sim = await startTelegramSimulator({ token: TOKEN, botUsername: 'portal_test_bot' });
  panel = await startPanel();
  const env = {
    TELEGRAM_BOT_TOKEN: TOKEN,
    TELEGRAM_BOT_USERNAME: 'portal_test_bot',
    TELEGRAM_WEBHOOK_SECRET: SECRET,
    TELEGRAM_API_ROOT: sim.url,
  };
  // The webhook URL comes from APP_URL, which must name the port we will listen on: find a free one first.
  const probe = await buildTestApp();
  await probe.app.listen({ port: 0, host: '127.0.0.1' });
  const address = probe.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await probe.close();
  testApp = await buildTestApp({ ...env, APP_URL: `http://127.0.0.1:${port}` }, { clock });
  await testApp.app.listen({ port, host: '127.0.0.1' });
  // Fastify runs onListen hooks after listen() resolves: wait for the webhook to be registered.
  for (let tries = 0; sim.webhook().url === '' && tries < 100; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});
afterAll(async () => {
  await testApp?.close();
  await Promise.all([sim?.close(), panel?.close()]);
});

const api = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string) =>
  testApp.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });

async function newCode(token: string) {
  const response = await api(token, 'POST', telegramPaths.code);
  expect(response.statusCode).toBe(200);
  return response.json().data as { code: string; link: string; code_expires_at: string };
}

const lastBotText = (chatId: number) => sim.botMessages(chatId).at(-1)?.text ?? '';

describe('Telegram link', () => {
  it('registers the webhook with the secret when the server starts listening', () => {
    expect(sim.webhook()).toEqual({
      url: `${testApp.config.appUrl}${telegramPaths.webhook}`,
      secretToken: SECRET,
    });
  });

  it('links a chat through /start <code>, shows it connected, and answers in the customer’s language', async () => {
    const { token, userId } = await customerWithBalance(testApp.app, 12_500);
    await testApp.app.db.update(users).set({ language: 'ru' }).where(eq(users.id, userId));
    const before = (await api(token, 'GET', telegramPaths.status)).json().data;
    expect(before).toMatchObject({
      available: true,
      connected: false,
      bot_username: 'portal_test_bot',
      code: null,
    });

    const issued = await newCode(token);
    expect(issued.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(issued.link).toBe(`https://t.me/portal_test_bot?start=${issued.code}`);
    expect(issued.code_expires_at).toBe('2026-11-01T09:15:00.000Z');
    // Only the hash is stored, so a later read cannot show the code again, only its expiry.
    const pending = (await api(token, 'GET', telegramPaths.status)).json().data;
    expect(pending).toMatchObject({ code: null, code_expires_at: '2026-11-01T09:15:00.000Z' });

    const person = sim.createUser({ first_name: 'Aziz', username: 'aziz_tg', language_code: 'en' });
    expect((await sim.sendText(person.id, `/start ${issued.code}`)).status).toBe(200);
    expect(lastBotText(person.id)).toContain('Здравствуйте, Aziz!');

    const after = (await api(token, 'GET', telegramPaths.status)).json().data;
    expect(after).toMatchObject({
      connected: true,
      linked_at: '2026-11-01T09:00:00.000Z',
      telegram_username: 'aziz_tg',
      telegram_name: 'Aziz',
      code_expires_at: null,
    });

    await sim.sendText(person.id, '/balance');
    expect(lastBotText(person.id)).toBe('Ваш баланс: 12 500 сум');
  });

  it('refuses a used code, an expired code and a code replaced by a newer one', async () => {
    const { token } = await customerWithBalance(testApp.app, 0);
    const first = await newCode(token);
    const owner = sim.createUser({ language_code: 'en' });
    await sim.sendText(owner.id, `/start ${first.code}`);
    // The reply is in the customer's language (uz), not the Telegram app's.
    expect(lastBotText(owner.id)).toContain('Telegram hisobingiz kabinetga ulandi');

    const stranger = sim.createUser({ language_code: 'en' });
    await sim.sendText(stranger.id, `/start ${first.code}`);
    expect(lastBotText(stranger.id)).toContain('The code is wrong or has expired');

    const replaced = await newCode(token);
    await newCode(token);
    await sim.sendText(stranger.id, `/start ${replaced.code}`);
    expect(lastBotText(stranger.id)).toContain('The code is wrong or has expired');

    const expiring = await newCode(token);
    clock.advance(15 * 60_000 + 1000);
    try {
      await sim.sendText(stranger.id, `/start ${expiring.code.toLowerCase()}`);
      expect(lastBotText(stranger.id)).toContain('The code is wrong or has expired');
    } finally {
      clock.set(new Date('2026-11-01T09:00:00Z'));
    }
    // The owner's chat is still the linked one.
    await sim.sendText(stranger.id, '/balance');
    expect(lastBotText(stranger.id)).toContain('not linked');
  });

  it('after 5 wrong codes a chat is refused without the code being checked, until the window ends', async () => {
    const start = new Date('2026-11-01T09:00:00Z');
    const { token } = await customerWithBalance(testApp.app, 0);
    const guesser = sim.createUser({ language_code: 'ru' });
    try {
      for (const guess of ['AAAAAAAA', 'BBBBBBBB', 'CCCCCCCC', 'DDDDDDDD', 'short']) {
        await sim.sendText(guesser.id, `/start ${guess}`);
        expect(lastBotText(guesser.id)).toContain('Код неверный или устарел');
      }
      clock.advance(5 * 60_000);
      const { code } = await newCode(token);
      await sim.sendText(guesser.id, `/start ${code}`);
      expect(lastBotText(guesser.id)).toBe(
        'Слишком много попыток с неверным кодом. Попробуйте снова через 10 минут.',
      );
      // Not checked: the code is still unused and the customer still unlinked.
      expect((await api(token, 'GET', telegramPaths.status)).json().data).toMatchObject({
        connected: false,
        code_expires_at: '2026-11-01T09:20:00.000Z',
      });
      // The limit is per chat: another chat's wrong code is still checked.
      const other = sim.createUser({ language_code: 'en' });
      await sim.sendText(other.id, '/start ZZZZZZZZ');
      expect(lastBotText(other.id)).toContain('The code is wrong or has expired');

      clock.set(new Date(start.getTime() + 15 * 60_000));
      await sim.sendText(guesser.id, `/start ${code}`);
      expect(lastBotText(guesser.id)).toContain('Telegram hisobingiz kabinetga ulandi');
      // A successful link clears the chat's count.
      const counts = await testApp.app.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `telegram-link:${guesser.id}`));
      expect(counts).toEqual([]);
    } finally {
      clock.set(start);
    }
  });

  it('a successful link starts the count again: failures before it do not add up with later ones', async () => {
    const { token } = await customerWithBalance(testApp.app, 0);
    const chat = sim.createUser({ language_code: 'en' });
    for (let guess = 0; guess < 4; guess++) await sim.sendText(chat.id, '/start WRONGCOD');
    await sim.sendText(chat.id, `/start ${(await newCode(token)).code}`);
    expect(lastBotText(chat.id)).toContain('ulandi');
    // The chat now answers in its customer's language (uz).
    for (let guess = 0; guess < 5; guess++) {
      await sim.sendText(chat.id, '/start WRONGCOD');
      expect(lastBotText(chat.id)).toContain('Kod notoʻgʻri yoki muddati tugagan');
    }
    await sim.sendText(chat.id, '/start WRONGCOD');
    expect(lastBotText(chat.id)).toBe(
      'Kod juda koʻp marta notoʻgʻri kiritildi. 15 daqiqadan soʻng qayta urinib koʻring.',
    );
  });

  it('parallel wrong codes from one chat are all counted: at most 5 are checked', async () => {
    const chat = sim.createUser({ language_code: 'en' });
    await Promise.all(
      Array.from({ length: 8 }, (_, index) => sim.sendText(chat.id, `/start GUESS${index}XX`)),
    );
    const answers = sim.botMessages(chat.id).map((message) => message.text ?? '');
    expect(answers.filter((text) => text.includes('The code is wrong'))).toHaveLength(5);
    expect(answers.filter((text) => text.startsWith('Too many wrong codes'))).toHaveLength(3);
  });

  it('a code delivered from two chats at once links exactly one of them', async () => {
    const { token } = await customerWithBalance(testApp.app, 0);
    const { code } = await newCode(token);
    const chats = [sim.createUser(), sim.createUser(), sim.createUser()];
    await Promise.all(chats.map((chat) => sim.sendText(chat.id, `/start ${code}`)));
    const linked = chats.filter((chat) => lastBotText(chat.id).includes('ulandi'));
    expect(linked).toHaveLength(1);
    const rows = await testApp.app.db
      .select()
      .from(telegramLinks)
      .where(eq(telegramLinks.chatId, linked[0]?.id ?? 0));
    expect(rows).toHaveLength(1);
  });

  it('refuses webhook calls without the right secret header', async () => {
    const update = {
      update_id: 1,
      message: {
        message_id: 1,
        date: 0,
        chat: { id: 1, type: 'private', first_name: 'X' },
        from: { id: 1, is_bot: false, first_name: 'X' },
        text: '/balance',
        entities: [{ type: 'bot_command', offset: 0, length: 8 }],
      },
    };
    expect((await sim.deliverUpdate(update, 'wrong-secret-wrong-secret-wrong-secret')).status).toBe(401);
    expect((await sim.deliverUpdate(update, null)).status).toBe(401);
    const direct = await testApp.app.inject({ method: 'POST', url: telegramPaths.webhook, payload: update });
    expect(direct.statusCode).toBe(401);
  });

  it('tells an unlinked chat how to link, and /start without a code explains it too', async () => {
    const person = sim.createUser({ language_code: 'uz' });
    await sim.sendText(person.id, '/start');
    expect(lastBotText(person.id)).toContain('/start KOD');
    await sim.sendText(person.id, '/orders');
    expect(lastBotText(person.id)).toContain('hali kabinetga ulanmagan');
  });

  it('/orders lists the customer’s hosting orders', async () => {
    const { small } = await seedCatalogue(testApp.app, panel);
    const { token, userId } = await customerWithBalance(testApp.app, 100_000);
    const person = sim.createUser({ language_code: 'uz' });
    await testApp.app.db.update(users).set({ language: 'en' }).where(eq(users.id, userId));
    await sim.sendText(person.id, `/start ${(await newCode(token)).code}`);
    await sim.sendText(person.id, '/orders');
    expect(lastBotText(person.id)).toBe('You have no hosting orders yet.');

    const created = await testApp.app.inject({
      method: 'POST',
      url: hostingPaths.createOrder,
      headers: { authorization: `Bearer ${token}` },
      payload: { tariff_id: small.id, pay_type: MONTH },
    });
    expect(created.statusCode).toBe(200);
    await testApp.app.jobs.runDue();
    await sim.sendText(person.id, '/orders');
    const id = created.json().data.id as number;
    expect(lastBotText(person.id)).toBe(`Your hosting orders:\n#${id} · Small · active · until 01.12.2026`);
  });

  it('re-linking moves the chat; unlink and another customer’s unlink', async () => {
    const alice = await customerWithBalance(testApp.app, 0);
    const bob = await customerWithBalance(testApp.app, 0);
    const chat = sim.createUser({ language_code: 'en' });
    await sim.sendText(chat.id, `/start ${(await newCode(alice.token)).code}`);
    await sim.sendText(chat.id, `/start ${(await newCode(bob.token)).code}`);
    expect((await api(alice.token, 'GET', telegramPaths.status)).json().data.connected).toBe(false);
    expect((await api(bob.token, 'GET', telegramPaths.status)).json().data.connected).toBe(true);

    // Alice has no link of her own: her DELETE cannot touch Bob's.
    expect((await api(alice.token, 'DELETE', telegramPaths.unlink)).statusCode).toBe(404);
    expect((await api(bob.token, 'GET', telegramPaths.status)).json().data.connected).toBe(true);
    expect((await api(bob.token, 'DELETE', telegramPaths.unlink)).json()).toEqual({
      status: true,
      data: { connected: false },
    });
    const rows = await testApp.app.db.select().from(telegramLinks).where(eq(telegramLinks.chatId, chat.id));
    expect(rows).toEqual([]);
    await sim.sendText(chat.id, '/balance');
    expect(lastBotText(chat.id)).toContain('not linked');
  });

  it('sendToUser delivers to the linked chat, answers not_linked otherwise, and unlinks a blocked bot', async () => {
    const telegram = testApp.app.adapters.telegram;
    if (!telegram) throw new Error('the bot is configured in this test');
    const delivery = createTelegramDelivery(telegram.api);
    const { token, userId } = await customerWithBalance(testApp.app, 0);
    expect(await delivery.sendToUser(testApp.app.db, userId, 'Hello')).toBe('not_linked');
    const person = sim.createUser({ language_code: 'en' });
    await sim.sendText(person.id, `/start ${(await newCode(token)).code}`);
    expect(await delivery.sendToUser(testApp.app.db, userId, 'Top-up credited: 10 000 som')).toBe('sent');
    expect(lastBotText(person.id)).toBe('Top-up credited: 10 000 som');

    sim.blockBot(person.id);
    expect(await delivery.sendToUser(testApp.app.db, userId, 'Again')).toBe('not_linked');
    expect((await api(token, 'GET', telegramPaths.status)).json().data.connected).toBe(false);
  });

  it('needs a login', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: telegramPaths.status })).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'POST', url: telegramPaths.code })).statusCode).toBe(401);
  });
});

describe('Telegram off', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await buildTestApp();
  });
  afterAll(async () => off?.close());

  it('says the bot is not available and issues no code', async () => {
    const { token } = await customerWithBalance(off.app, 0);
    const status = await off.app.inject({
      method: 'GET',
      url: telegramPaths.status,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(status.json().data).toMatchObject({ available: false, connected: false, bot_username: null });
    const code = await off.app.inject({
      method: 'POST',
      url: telegramPaths.code,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(code.statusCode).toBe(503);
    expect(off.app.adapters.telegram).toBeNull();
  });
});
