import { adminSupportPaths, supportPaths, telegramPaths } from '@portal/contracts';
import { startTelegramSimulator, type TelegramSimulator } from '@portal/simulators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../../helpers/customers.js';
import { freePort } from '../../helpers/free-port.js';
import { addStaff, bearer, staffToken } from '../../helpers/staff.js';
import { asCustomer, buildSupportApp, EXE, PNG, type SupportTestApp } from './support-fixtures.js';

// Through the real wire: a staff answer reaches the customer's linked chat through the fake Bot API, and the
// customer's Telegram reply to that message (an update with reply_to_message) joins the ticket.

const TOKEN = '424242:test-bot-token-for-the-simulator';
const SECRET = 'test-webhook-secret-of-at-least-32-chars';

let sim: TelegramSimulator;
let testApp: SupportTestApp;

beforeAll(async () => {
  sim = await startTelegramSimulator({ token: TOKEN, botUsername: 'portal_test_bot' });
  const port = await freePort();
  testApp = await buildSupportApp({
    TELEGRAM_BOT_TOKEN: TOKEN,
    TELEGRAM_BOT_USERNAME: 'portal_test_bot',
    TELEGRAM_WEBHOOK_SECRET: SECRET,
    TELEGRAM_API_ROOT: sim.url,
    APP_URL: `http://127.0.0.1:${port}`,
  });
  await testApp.app.listen({ port, host: '127.0.0.1' });
  for (let tries = 0; sim.webhook().url === '' && tries < 100; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});
afterAll(async () => {
  await testApp?.close();
  await sim?.close();
});

async function linkedCustomer() {
  const { app } = testApp;
  const { token } = await registerCustomer(app);
  const code = (
    await app.inject({ method: 'POST', url: telegramPaths.code, headers: asCustomer(token) })
  ).json().data.code;
  const person = sim.createUser({ first_name: 'Aziz' });
  await sim.sendText(person.id, `/start ${code}`);
  return { token, chatId: person.id };
}

async function answeredTicket(token: string) {
  const { app } = testApp;
  const ticket = (
    await app.inject({
      method: 'POST',
      url: supportPaths.tickets,
      headers: asCustomer(token),
      payload: { department: 'technical', subject: 'PHP version', message: 'Which PHP?' },
    })
  ).json().data;
  const staff = await addStaff(testApp, 'support');
  await app.inject({
    method: 'POST',
    url: adminSupportPaths.messages.replace(':id', String(ticket.id)),
    headers: bearer(await staffToken(app, staff)),
    payload: { body: 'PHP 8.0 is the default.', internal: false },
  });
  await app.jobs.runDue();
  return ticket.id as number;
}

describe('replies in Telegram', () => {
  it('sends the answer with the ticket number (the customer’s language); the customer’s reply to it becomes a ticket message', async () => {
    const { token, chatId } = await linkedCustomer();
    const ticketId = await answeredTicket(token);
    const carried = sim.botMessages(chatId).find((message) => message.text.includes(`№${ticketId}`));
    expect(carried?.text).toContain('PHP 8.0 is the default.');
    expect(carried?.text).toContain(`/support/tickets/${ticketId}`);
    if (!carried) throw new Error('the answer did not reach the chat');

    const delivery = await sim.replyText(chatId, carried.message_id, 'Thanks, and how do I switch to 7.4?');
    expect(delivery.status).toBe(200);
    // The bot says (in the customer's language, Uzbek here) that the reply joined the ticket.
    expect(sim.botMessages(chatId).at(-1)?.text).toContain(`№${ticketId}`);
    const thread = (
      await testApp.app.inject({
        method: 'GET',
        url: supportPaths.ticket.replace(':id', String(ticketId)),
        headers: asCustomer(token),
      })
    ).json().data;
    expect(thread.messages.at(-1)).toMatchObject({
      author: 'customer',
      via: 'telegram',
      body: 'Thanks, and how do I switch to 7.4?',
    });
    expect(thread.status).toBe('open');
  });

  it('ignores a reply from another chat to a message it never received, and a reply to an ordinary message', async () => {
    const owner = await linkedCustomer();
    const ticketId = await answeredTicket(owner.token);
    const stranger = await linkedCustomer();
    // The stranger's chat has its own messages; a reply to one of them that carried no ticket gets the help text.
    const own = sim.botMessages(stranger.chatId).at(-1);
    if (!own) throw new Error('no bot message in the stranger’s chat');
    await sim.replyText(stranger.chatId, own.message_id, 'Let me in');
    const thread = (
      await testApp.app.inject({
        method: 'GET',
        url: supportPaths.ticket.replace(':id', String(ticketId)),
        headers: asCustomer(owner.token),
      })
    ).json().data;
    expect(thread.messages.map((message: { body: string }) => message.body)).not.toContain('Let me in');
  });

  it('takes a photo or a document in the reply as the message’s file, fetched through getFile', async () => {
    const { token, chatId } = await linkedCustomer();
    const ticketId = await answeredTicket(token);
    const carried = sim.botMessages(chatId).find((message) => message.text.includes(`№${ticketId}`));
    if (!carried) throw new Error('the answer did not reach the chat');
    await sim.replyFile(chatId, carried.message_id, {
      kind: 'photo',
      bytes: PNG,
      caption: 'Still this error',
    });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    await sim.replyFile(chatId, carried.message_id, {
      kind: 'document',
      bytes: pdf,
      fileName: 'invoice.pdf',
      mimeType: 'application/pdf',
    });
    expect(sim.botMessages(chatId).at(-1)?.text).toContain(`№${ticketId}`);
    const thread = (
      await testApp.app.inject({
        method: 'GET',
        url: supportPaths.ticket.replace(':id', String(ticketId)),
        headers: asCustomer(token),
      })
    ).json().data;
    const [photo, document] = thread.messages.slice(-2);
    expect(photo).toMatchObject({ author: 'customer', via: 'telegram', body: 'Still this error' });
    expect(photo.attachments).toEqual([expect.objectContaining({ content_type: 'image/png' })]);
    expect(document.attachments).toEqual([
      expect.objectContaining({ file_name: 'invoice.pdf', content_type: 'application/pdf' }),
    ]);
    const download = await testApp.app.inject({
      method: 'GET',
      url: supportPaths.attachment
        .replace(':id', String(ticketId))
        .replace(':attachment_id', String(photo.attachments[0].id)),
      headers: asCustomer(token),
    });
    expect(download.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses a file of a kind we do not keep, or too large, with a word in the chat and nothing added', async () => {
    const { token, chatId } = await linkedCustomer();
    const ticketId = await answeredTicket(token);
    const carried = sim.botMessages(chatId).find((message) => message.text.includes(`№${ticketId}`));
    if (!carried) throw new Error('the answer did not reach the chat');
    await sim.replyFile(chatId, carried.message_id, {
      kind: 'document',
      bytes: EXE,
      fileName: 'fix.exe',
      caption: 'Run this',
    });
    // The customer's language is Uzbek here.
    expect(sim.botMessages(chatId).at(-1)?.text).toContain('Bu turdagi fayl qabul qilinmaydi');
    const getFiles = () => sim.calls().filter((call) => call.method === 'getFile').length;
    const before = getFiles();
    await sim.replyFile(chatId, carried.message_id, {
      kind: 'document',
      bytes: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20),
      fileName: 'huge.txt',
    });
    expect(sim.botMessages(chatId).at(-1)?.text).toContain('Fayl juda katta');
    // Refused by the size Telegram told, before any download.
    expect(getFiles()).toBe(before);
    const thread = (
      await testApp.app.inject({
        method: 'GET',
        url: supportPaths.ticket.replace(':id', String(ticketId)),
        headers: asCustomer(token),
      })
    ).json().data;
    expect(thread.messages.map((message: { body: string }) => message.body)).not.toContain('Run this');
    expect(thread.messages.at(-1).author).toBe('staff');
  });
});
