import { GUEST_TOKEN_HEADER, supportPaths } from '@portal/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../src/db/schema.js';
import { registerCustomer } from '../../helpers/customers.js';
import { newCaptcha, verifyEmail } from '../../helpers/security.js';
import { asCustomer, buildSupportApp, type SupportTestApp } from './support-fixtures.js';

let testApp: SupportTestApp;
beforeAll(async () => {
  testApp = await buildSupportApp();
});
afterAll(async () => {
  await testApp?.close();
});

async function openAsGuest(email: string, app = testApp.app) {
  const captcha = await newCaptcha(app);
  const answer = await app.inject({
    method: 'POST',
    url: supportPaths.guestTickets,
    headers: { 'accept-language': 'ru' },
    payload: {
      email,
      name: 'Dilnoza',
      subject: 'I cannot log in',
      message: 'My password does not work.',
      captcha_id: captcha.id,
      captcha: captcha.answer,
    },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  // The newest mail with the private link (a customer's address also gets a confirmation link after it).
  const [mail] = (
    await app.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id))
  ).filter((row) => row.text.includes('/support/guest#'));
  if (!mail) throw new Error('no e-mail to the guest');
  const token = /\/support\/guest#([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error('no link in the e-mail');
  return { id: answer.json().data.id as number, token, mail };
}

describe('support tickets: a visitor without an account', () => {
  it('needs the captcha', async () => {
    const answer = await testApp.app.inject({
      method: 'POST',
      url: supportPaths.guestTickets,
      payload: {
        email: 'g@example.uz',
        name: 'G',
        subject: 's',
        message: 'm',
        captcha_id: 'nope',
        captcha: '1',
      },
    });
    expect(answer.statusCode).toBe(422);
  });

  it('gets a private link by e-mail (in the visitor’s language, with the signed reply address), reads and replies with it', async () => {
    const { app } = testApp;
    const { id, token, mail } = await openAsGuest(`guest.${Date.now()}@example.uz`);
    expect(mail.language).toBe('ru');
    expect(mail.replyTo).toMatch(new RegExp(`^support\\+${id}\\.[0-9a-f]{16}@portal\\.uz$`));
    expect(mail.text).toContain(mail.replyTo);
    const thread = await app.inject({
      method: 'GET',
      url: supportPaths.guestTicket,
      headers: { [GUEST_TOKEN_HEADER]: token },
    });
    expect(thread.statusCode).toBe(200);
    expect(thread.json().data).toMatchObject({
      id,
      status: 'open',
      messages: [{ author: 'customer', author_name: 'Dilnoza' }],
    });
    const reply = await app.inject({
      method: 'POST',
      url: supportPaths.guestMessages,
      headers: { [GUEST_TOKEN_HEADER]: token },
      payload: { message: 'Still nothing.' },
    });
    expect(reply.json().data.messages).toHaveLength(2);
    // The last letter changed (to another letter whatever it was: a token may end in A).
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of [undefined, 'x'.repeat(43), altered]) {
      const answer = await app.inject({
        method: 'GET',
        url: supportPaths.guestTicket,
        headers: wrong ? { [GUEST_TOKEN_HEADER]: wrong } : {},
      });
      expect(answer.statusCode).toBe(404);
    }
  });

  it('is adopted by the account registered (and verified) with that e-mail, and by no other', async () => {
    const { app } = testApp;
    const email = `adopt.${Date.now()}@example.uz`;
    const { id } = await openAsGuest(email);
    const other = await registerCustomer(app);
    await verifyEmail(app, other.token, other.customer.email);
    expect(
      (
        await app.inject({ method: 'GET', url: supportPaths.tickets, headers: asCustomer(other.token) })
      ).json().total,
    ).toBe(0);

    const { token } = await registerCustomer(app, { email });
    // Not before the address is proven: anyone may type an e-mail at registration.
    expect(
      (await app.inject({ method: 'GET', url: supportPaths.tickets, headers: asCustomer(token) })).json()
        .total,
    ).toBe(0);
    await verifyEmail(app, token, email);
    const list = await app.inject({ method: 'GET', url: supportPaths.tickets, headers: asCustomer(token) });
    expect(list.json()).toMatchObject({ total: 1, data: [{ id }] });
  });

  it('naming a registered customer’s e-mail stays a guest ticket until the link mailed to that customer confirms it', async () => {
    const { app } = testApp;
    const email = `named.${Date.now()}@example.uz`;
    const { token } = await registerCustomer(app, { email });
    await verifyEmail(app, token, email);
    const { id } = await openAsGuest(email);
    const listed = async () =>
      (await app.inject({ method: 'GET', url: supportPaths.tickets, headers: asCustomer(token) })).json();
    // Adoption by the verified address does not take it: anyone may type a customer's e-mail into the form.
    expect((await listed()).total).toBe(0);
    const mails = await app.db.select().from(outbox).where(eq(outbox.to, email));
    const confirmMail = mails.find((mail) => mail.text.includes('/support/confirm#'));
    const confirmToken = confirmMail ? /\/support\/confirm#([\w-]+)/.exec(confirmMail.text)?.[1] : undefined;
    if (!confirmToken) throw new Error('no confirmation link');
    // In the customer's language (registered in Uzbek, the default), not the form's (ru).
    expect(confirmMail?.language).toBe('uz');
    const confirmed = await app.inject({
      method: 'POST',
      url: supportPaths.confirmTicket,
      payload: { token: confirmToken },
    });
    expect(confirmed.json()).toEqual({ status: true, data: { ticket_id: id } });
    expect((await listed()).data.map((ticket: { id: number }) => ticket.id)).toEqual([id]);
  });

  it('counts the link owner’s reads against no limit, but writes and tokens that open nothing against the address', async () => {
    // Three guest calls an hour from one address: the page re-reads its thread far more often than that.
    const limited = await buildSupportApp({ SUPPORT_GUEST_PER_IP: '3' });
    try {
      const { app } = limited;
      const { token } = await openAsGuest(`reader.${Date.now()}@example.uz`, app);
      const read = (guestToken: string) =>
        app.inject({
          method: 'GET',
          url: supportPaths.guestTicket,
          headers: { [GUEST_TOKEN_HEADER]: guestToken },
        });
      for (let round = 0; round < 6; round++) expect((await read(token)).statusCode).toBe(200);
      // The opening was one; two tokens that open nothing make three; the next is over the limit, a true one too.
      expect((await read('y'.repeat(43))).statusCode).toBe(404);
      expect((await read('z'.repeat(43))).statusCode).toBe(404);
      const over = await read('w'.repeat(43));
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect((await read(token)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
