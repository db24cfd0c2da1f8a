import { supportPaths } from '@portal/contracts';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../../helpers/customers.js';
import { freePort } from '../../helpers/free-port.js';
import { mailsTo } from '../../helpers/notifications.js';
import { asCustomer, buildSupportApp, PNG, type SupportTestApp } from './support-fixtures.js';

// Real SMTP to the desk's listener, as the support MX (or a forwarding rule) would deliver.

let testApp: SupportTestApp;
let port = 0;
beforeAll(async () => {
  port = await freePort();
  testApp = await buildSupportApp({ SUPPORT_SMTP_ENABLED: 'true', SUPPORT_SMTP_PORT: String(port) });
});
afterAll(async () => {
  await testApp?.close();
});

type MailOptions = Parameters<ReturnType<typeof nodemailer.createTransport>['sendMail']>[0];

function send(message: MailOptions) {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  return transport.sendMail(message);
}

async function openTicket() {
  const { app } = testApp;
  const customer = await registerCustomer(app);
  const ticket = (
    await app.inject({
      method: 'POST',
      url: supportPaths.tickets,
      headers: asCustomer(customer.token),
      payload: { department: 'technical', subject: 'Mail', message: 'First' },
    })
  ).json().data;
  return { ...customer, ticket };
}

const thread = async (token: string, id: number) =>
  (
    await testApp.app.inject({
      method: 'GET',
      url: supportPaths.ticket.replace(':id', String(id)),
      headers: asCustomer(token),
    })
  ).json().data;

const refusalOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return null;
  } catch (error) {
    return (error as { responseCode?: number }).responseCode ?? -1;
  }
};

describe('replies by e-mail over SMTP', () => {
  it('a reply from the owner to the signed address becomes a message: quote stripped, attachment kept', async () => {
    const { customer, token, ticket } = await openTicket();
    await send({
      from: `Aziz <${customer.email}>`,
      to: ticket.reply_address,
      subject: `Re: Mail`,
      text: `It works now, thank you.\n\nOn Sat, 28 Nov 2026 at 10:00, Support <${ticket.reply_address}> wrote:\n> First\n`,
      attachments: [
        { filename: 'screen.png', content: PNG },
        { filename: 'evil.exe', content: Buffer.from('MZ\u0000\u0000binary') },
      ],
    });
    const seen = await thread(token, ticket.id);
    expect(seen.messages).toHaveLength(2);
    expect(seen.messages[1]).toMatchObject({
      author: 'customer',
      via: 'email',
      body: 'It works now, thank you.',
    });
    expect(seen.messages[1].attachments).toEqual([
      expect.objectContaining({ file_name: 'screen.png', content_type: 'image/png' }),
    ]);
  });

  it('refuses a forged signature before the data, and a sender who is not the owner', async () => {
    const { customer, token, ticket } = await openTicket();
    const forged = ticket.reply_address.replace(
      /\.([0-9a-f])/,
      (_: string, digit: string) => `.${digit === '0' ? '1' : '0'}`,
    );
    expect(await refusalOf(send({ from: customer.email, to: forged, subject: 'x', text: 'forged' }))).toBe(
      550,
    );
    const other = await registerCustomer(testApp.app);
    expect(
      await refusalOf(
        send({ from: other.customer.email, to: ticket.reply_address, subject: 'x', text: 'not mine' }),
      ),
    ).toBe(550);
    // Another ticket's signature does not open this one.
    const second = await openTicket();
    const swapped = `support+${ticket.id}.${second.ticket.reply_address.split('.')[1]?.split('@')[0]}@portal.uz`;
    expect(await refusalOf(send({ from: customer.email, to: swapped, subject: 'x', text: 'swap' }))).toBe(
      550,
    );
    expect(
      await refusalOf(send({ from: customer.email, to: 'someone@portal.uz', subject: 'x', text: 'x' })),
    ).toBe(550);
    const seen = await thread(token, ticket.id);
    expect(seen.messages).toHaveLength(1);
  });

  it('files an unauthenticated mail from a known sender as a guest ticket to confirm; refuses an unknown one; ignores auto-replies', async () => {
    const { customer, token } = await openTicket();
    await send({
      from: customer.email,
      to: 'support@portal.uz',
      subject: 'New domain question',
      text: 'Can I move my domain?',
    });
    // Nothing proves the sender here (no DKIM, no SPF for the domain): the link mailed to the address decides
    // (mail-sender-auth.test.ts follows it).
    const list = (
      await testApp.app.inject({ method: 'GET', url: supportPaths.tickets, headers: asCustomer(token) })
    ).json();
    expect(list.total).toBe(1);
    const mails = await mailsTo(testApp.app, customer.email);
    expect(mails.some((mail) => mail.text.includes('/support/confirm#'))).toBe(true);
    expect(
      await refusalOf(
        send({ from: 'stranger@example.com', to: 'support@portal.uz', subject: 'x', text: 'hi' }),
      ),
    ).toBe(550);
    await send({
      from: customer.email,
      to: 'support@portal.uz',
      subject: 'Out of office',
      text: 'I am away',
      headers: { 'Auto-Submitted': 'auto-replied' },
    });
    const after = (
      await testApp.app.inject({ method: 'GET', url: supportPaths.tickets, headers: asCustomer(token) })
    ).json();
    expect(after.total).toBe(1);
  });
});
