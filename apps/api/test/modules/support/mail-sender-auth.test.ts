import { generateKeyPairSync } from 'node:crypto';
import { adminSupportPaths, supportPaths } from '@portal/contracts';
import { dkimSign } from 'mailauth';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, register, userIdOf } from '../../helpers/customers.js';
import { freePort } from '../../helpers/free-port.js';
import { kindsOf, mailsTo } from '../../helpers/notifications.js';
import { addStaff, bearer, staffToken } from '../../helpers/staff.js';
import { asCustomer, buildSupportApp, HOUR, PNG, type SupportTestApp } from './support-fixtures.js';

// Mail to the plain support address over real SMTP, with the DNS the checks read served in-process: a sender is
// the customer only when DMARC aligns DKIM or SPF with From, or our trusted relay says so; anything else is a
// guest ticket that the customer confirms from a mailed link (docs/support-mail.md).

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const DKIM_PUBLIC = keys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
const DKIM_PRIVATE = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const RELAY_IP = '127.0.0.9';

const DNS = {
  // signed.uz signs with DKIM (selector "sel") and sends from hosts SPF does not list.
  'sel._domainkey.signed.uz': { TXT: [`v=DKIM1; k=rsa; p=${DKIM_PUBLIC}`] },
  'signed.uz': { TXT: ['v=spf1 ip4:192.0.2.1 -all'] },
  '_dmarc.signed.uz': { TXT: ['v=DMARC1; p=reject'] },
  // spf.uz sends from this machine.
  'spf.uz': { TXT: ['v=spf1 ip4:127.0.0.1 -all'] },
  '_dmarc.spf.uz': { TXT: ['v=DMARC1; p=reject'] },
};

let testApp: SupportTestApp;
let port = 0;
let staff = '';

async function buildApp() {
  port = await freePort();
  return buildSupportApp({
    SUPPORT_SMTP_ENABLED: 'true',
    SUPPORT_SMTP_PORT: String(port),
    SUPPORT_MAIL_DNS_RECORDS: JSON.stringify(DNS),
    SUPPORT_MAIL_TRUSTED_RELAYS: RELAY_IP,
    SUPPORT_MAIL_AUTHSERV_ID: 'mx.portal.uz',
  });
}

beforeAll(async () => {
  testApp = await buildApp();
  staff = await staffToken(testApp.app, await addStaff(testApp, 'support'));
});
afterAll(async () => {
  await testApp?.close();
});

/** A raw RFC 5322 message, CRLF line ends, a PNG attached. */
function rawMessage(input: { from: string; subject: string; extraHeaders?: string[] }) {
  const boundary = 'b-1';
  return [
    ...(input.extraHeaders ?? []),
    `From: Aziz <${input.from}>`,
    'To: support@portal.uz',
    `Subject: ${input.subject}`,
    `Message-ID: <${Date.now()}.${Math.random()}@test>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    'My site is down, please help.',
    `--${boundary}`,
    'Content-Type: image/png; name="screen.png"',
    'Content-Disposition: attachment; filename="screen.png"',
    'Content-Transfer-Encoding: base64',
    '',
    PNG.toString('base64'),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

async function signed(raw: string, domain: string) {
  const key = { signingDomain: domain, selector: 'sel', privateKey: DKIM_PRIVATE };
  // mailauth signs with each entry of signatureData; the top-level fields only type the call.
  const { signatures } = await dkimSign(raw, { ...key, signatureData: [key] });
  return `${signatures}${raw}`;
}

/** One SMTP session: MAIL FROM, RCPT TO the plain address, the raw DATA; from `localAddress` when given. */
function deliver(raw: string, envelopeFrom: string, localAddress?: string) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    ignoreTLS: true,
    name: 'mail.sender.test',
    ...(localAddress ? { localAddress } : {}),
  });
  return transport.sendMail({ envelope: { from: envelopeFrom, to: ['support@portal.uz'] }, raw });
}

const refusalOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return null;
  } catch (error) {
    return (error as { responseCode?: number }).responseCode ?? -1;
  }
};

const listOf = async (token: string) =>
  (await testApp.app.inject({ method: 'GET', url: supportPaths.tickets, headers: asCustomer(token) })).json();

/** The ticket's row in the console's queue (each test app holds fewer than a page). */
async function queueRow(subject: string) {
  const answer = await testApp.app.inject({
    method: 'GET',
    url: adminSupportPaths.tickets,
    headers: bearer(staff),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json().data as { subject: string; id: number; sender_unverified: boolean }[]).find(
    (row) => row.subject === subject,
  );
}

/** The confirmation link mailed to the address (for the given ticket, when the address got several). */
async function confirmLinkTo(email: string, ticketId?: number) {
  const mails = await mailsTo(testApp.app, email);
  const mail = mails.find(
    (row) =>
      row.text.includes('/support/confirm#') &&
      (ticketId === undefined || row.subject.includes(`№${ticketId} `)),
  );
  const token = mail ? /\/support\/confirm#([\w-]+)/.exec(mail.text)?.[1] : undefined;
  return { mail, token };
}

const confirm = (token: string) =>
  testApp.app.inject({ method: 'POST', url: supportPaths.confirmTicket, payload: { token } });

/** A customer at the domain, registered from a page in `language` (their notices' language). */
async function customerAt(domain: string, language = 'en') {
  const name = `c${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const customer = newCustomer({ email: `${name}@${domain}` });
  const answer = await register(testApp.app, customer, { 'accept-language': language });
  expect(answer.statusCode, answer.body).toBe(200);
  return { email: customer.email.toLowerCase(), token: answer.json().data.access_token as string };
}

describe('mail to the plain support address: who sent it', () => {
  it('a forged From (any envelope, no signature) is a guest ticket labelled for staff, confirmed into the account by the mailed link', async () => {
    const { app } = testApp;
    const victim = await customerAt('example.uz');
    const subject = `Forged ${Date.now()}`;
    await deliver(rawMessage({ from: victim.email, subject }), 'attacker@evil.test');
    expect((await listOf(victim.token)).total).toBe(0);

    const row = await queueRow(subject);
    if (!row) throw new Error('no ticket in the queue');
    expect(row).toMatchObject({ guest: true, sender_unverified: true, customer_id: null });
    const thread = await app.inject({
      method: 'GET',
      url: adminSupportPaths.ticket.replace(':id', String(row.id)),
      headers: bearer(staff),
    });
    expect(thread.json().data).toMatchObject({ sender_unverified: true });
    const attachmentId = thread.json().data.messages[0].attachments[0].id as number;
    const attachmentUrl = supportPaths.attachment
      .replace(':id', String(row.id))
      .replace(':attachment_id', String(attachmentId));
    expect(
      (await app.inject({ method: 'GET', url: attachmentUrl, headers: asCustomer(victim.token) })).statusCode,
    ).toBe(404);

    // Staff's answer goes to the address as a guest's (its own reply address), not into the account.
    const answer = await app.inject({
      method: 'POST',
      url: adminSupportPaths.messages.replace(':id', String(row.id)),
      headers: bearer(staff),
      payload: { body: 'Which site?', internal: false },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await kindsOf(app, await userIdOf(app, victim.token))).not.toContain('ticket_answered');
    const guestAnswer = (await mailsTo(app, victim.email)).find((mail) => mail.text.includes('Which site?'));
    expect(guestAnswer?.replyTo).toMatch(new RegExp(`^support\\+${row.id}\\.[0-9a-f]{16}@portal\\.uz$`));

    // A second unproven ticket from the address merges into nothing, nor anything into it, until confirmed.
    const again = `Forged again ${Date.now()}`;
    await deliver(rawMessage({ from: victim.email, subject: again }), 'attacker@evil.test');
    const second = await queueRow(again);
    const merge = await app.inject({
      method: 'POST',
      url: adminSupportPaths.merge.replace(':id', String(second?.id)),
      headers: bearer(staff),
      payload: { into: row.id },
    });
    expect(merge.statusCode, merge.body).toBe(422);

    const { mail, token } = await confirmLinkTo(victim.email, row.id);
    if (!mail || !token) throw new Error('no confirmation link');
    expect(mail.language).toBe('en');
    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toEqual({ ticket_id: row.id });
    expect((await listOf(victim.token)).data.map((ticket: { id: number }) => ticket.id)).toEqual([row.id]);
    expect(
      (await app.inject({ method: 'GET', url: attachmentUrl, headers: asCustomer(victim.token) })).statusCode,
    ).toBe(200);
    expect((await queueRow(subject))?.sender_unverified).toBe(false);
    // Single use.
    expect((await confirm(token)).statusCode).toBe(404);
  });

  it('the confirmation mail is in the customer’s language, and its link expires', async () => {
    const victim = await customerAt('example.uz', 'ru');
    const subject = `Late ${Date.now()}`;
    await deliver(rawMessage({ from: victim.email, subject }), victim.email);
    const { mail, token } = await confirmLinkTo(victim.email);
    if (!mail || !token) throw new Error('no confirmation link');
    expect(mail.language).toBe('ru');
    expect(mail.subject).toContain('подтвердите');
    testApp.clock.advance(8 * 24 * HOUR);
    try {
      expect((await confirm(token)).statusCode).toBe(404);
      expect((await listOf(victim.token)).total).toBe(0);
    } finally {
      testApp.clock.advance(-8 * 24 * HOUR);
    }
    for (const bad of ['', 'x'.repeat(101)]) expect((await confirm(bad)).statusCode).toBe(422);
  });

  it('a valid DKIM signature of the From domain files into the account; one of another domain does not', async () => {
    const customer = await customerAt('signed.uz');
    const subject = `Signed ${Date.now()}`;
    await deliver(await signed(rawMessage({ from: customer.email, subject }), 'signed.uz'), customer.email);
    const list = await listOf(customer.token);
    expect(list.data.map((ticket: { subject: string }) => ticket.subject)).toEqual([subject]);
    expect((await queueRow(subject))?.sender_unverified).toBe(false);

    // Signed by signed.uz, but From names a customer of example.uz: not aligned.
    const victim = await customerAt('example.uz');
    const forged = `Signed elsewhere ${Date.now()}`;
    await deliver(
      await signed(rawMessage({ from: victim.email, subject: forged }), 'signed.uz'),
      victim.email,
    );
    expect((await listOf(victim.token)).total).toBe(0);
    expect((await queueRow(forged))?.sender_unverified).toBe(true);
    // A signature broken on the way (body changed after signing) proves nothing.
    const tampered = `Tampered ${Date.now()}`;
    const mail = await signed(rawMessage({ from: customer.email, subject: tampered }), 'signed.uz');
    await deliver(mail.replace('please help', 'please pay'), customer.email);
    expect((await queueRow(tampered))?.sender_unverified).toBe(true);
  });

  it('SPF pass from an allowed host with an aligned From files into the account; the same domain from a host SPF refuses does not', async () => {
    const customer = await customerAt('spf.uz');
    const subject = `SPF ${Date.now()}`;
    await deliver(rawMessage({ from: customer.email, subject }), `bounces@spf.uz`);
    expect((await listOf(customer.token)).data.map((ticket: { subject: string }) => ticket.subject)).toEqual([
      subject,
    ]);
    // signed.uz's SPF lists 192.0.2.1 only; unsigned, this machine is not its sender.
    const other = await customerAt('signed.uz');
    const refused = `SPF fail ${Date.now()}`;
    await deliver(rawMessage({ from: other.email, subject: refused }), other.email);
    expect((await listOf(other.token)).total).toBe(0);
    expect((await queueRow(refused))?.sender_unverified).toBe(true);
    // An SPF pass for another domain (the envelope's) is not aligned with From.
    const victim = await customerAt('example.uz');
    const misaligned = `Misaligned ${Date.now()}`;
    await deliver(rawMessage({ from: victim.email, subject: misaligned }), 'anyone@spf.uz');
    expect((await queueRow(misaligned))?.sender_unverified).toBe(true);
  });

  it('a trusted relay’s Authentication-Results decide for mail it relays, and only from the relay', async () => {
    const customer = await customerAt('example.uz');
    const domain = customer.email.split('@')[1];
    const verdict = `Authentication-Results: mx.portal.uz; spf=pass smtp.mailfrom=${domain}; dmarc=pass (p=REJECT) header.from=${domain}`;
    const relayed = `Relayed ${Date.now()}`;
    await deliver(
      rawMessage({ from: customer.email, subject: relayed, extraHeaders: [verdict] }),
      customer.email,
      RELAY_IP,
    );
    expect((await listOf(customer.token)).data.map((ticket: { subject: string }) => ticket.subject)).toEqual([
      relayed,
    ]);
    // The same header written by anyone else is the sender's own claim.
    const claimed = `Claimed ${Date.now()}`;
    await deliver(
      rawMessage({ from: customer.email, subject: claimed, extraHeaders: [verdict] }),
      customer.email,
    );
    expect((await queueRow(claimed))?.sender_unverified).toBe(true);
    // Relayed with a failing verdict, or with the verdict below another server's header (not the relay's own).
    const failed = `Relay fail ${Date.now()}`;
    await deliver(
      rawMessage({
        from: customer.email,
        subject: failed,
        extraHeaders: [verdict.replace('dmarc=pass', 'dmarc=fail')],
      }),
      customer.email,
      RELAY_IP,
    );
    expect((await queueRow(failed))?.sender_unverified).toBe(true);
    const buried = `Relay buried ${Date.now()}`;
    await deliver(
      rawMessage({
        from: customer.email,
        subject: buried,
        extraHeaders: ['Authentication-Results: other.example; dmarc=none', verdict],
      }),
      customer.email,
      RELAY_IP,
    );
    expect((await queueRow(buried))?.sender_unverified).toBe(true);
    expect((await listOf(customer.token)).total).toBe(1);
  });

  it('a reply to the signed address of a confirmed ticket works as before', async () => {
    const customer = await customerAt('example.uz');
    const subject = `Then reply ${Date.now()}`;
    await deliver(rawMessage({ from: customer.email, subject }), customer.email);
    const { token } = await confirmLinkTo(customer.email);
    if (!token) throw new Error('no confirmation link');
    const { ticket_id: id } = (await confirm(token)).json().data;
    const detail = (
      await testApp.app.inject({
        method: 'GET',
        url: supportPaths.ticket.replace(':id', String(id)),
        headers: asCustomer(customer.token),
      })
    ).json().data;
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
    await transport.sendMail({
      from: customer.email,
      to: detail.reply_address,
      subject: 'Re',
      text: 'More details.',
    });
    const after = (
      await testApp.app.inject({
        method: 'GET',
        url: supportPaths.ticket.replace(':id', String(id)),
        headers: asCustomer(customer.token),
      })
    ).json().data;
    expect(after.messages.map((message: { body: string }) => message.body)).toContain('More details.');
  });
});

describe('unverified mail and the customer’s allowance', () => {
  // An app of its own: the limits count from zero, whatever the tests above sent from this machine.
  let own: SupportTestApp;
  let shared: SupportTestApp;
  beforeAll(async () => {
    shared = testApp;
    own = await buildApp();
    testApp = own;
  });
  afterAll(async () => {
    testApp = shared;
    await own?.close();
  });

  // Twenty-one SMTP sessions and requests: more time than one request's default on a busy machine.
  it('forged tickets are counted against their sender, never the customer they name', {
    timeout: 120_000,
  }, async () => {
    const victim = await customerAt('example.uz');
    const codes: (number | null)[] = [];
    for (let n = 0; n < 11; n++)
      codes.push(
        await refusalOf(deliver(rawMessage({ from: victim.email, subject: `Forged ${n}` }), 'x@evil.test')),
      );
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(null));
    expect(codes[10]).toBe(550);
    expect((await listOf(victim.token)).total).toBe(0);
    // The customer's own allowance is whole: the site's form still opens all ten of the day's tickets.
    for (let n = 0; n < 10; n++) {
      const opened = await own.app.inject({
        method: 'POST',
        url: supportPaths.tickets,
        headers: asCustomer(victim.token),
        payload: { department: 'technical', subject: `Mine ${n}`, message: 'Real one' },
      });
      expect(opened.statusCode, opened.body).toBe(200);
    }
  });
});
