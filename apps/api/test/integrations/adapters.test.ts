import type { AddressInfo } from 'node:net';
import { type EskizSimulator, startEskizSimulator } from '@portal/simulators';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema.js';
import { createSmtpMailer } from '../../src/integrations/mailer/mailer.js';
import { createEskizSmsSender } from '../../src/integrations/sms/sms-sender.js';
import { registerCustomer } from '../helpers/customers.js';
import { buildTestApp } from '../helpers/test-app.js';

const received: { from: string; to: string[]; raw: string }[] = [];
let sink: SMTPServer;
let smtpPort = 0;
let eskiz: EskizSimulator;

beforeAll(async () => {
  sink = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  smtpPort = (sink.server.address() as AddressInfo).port;
  eskiz = await startEskizSimulator({ email: 'portal@example.uz', password: 'eskiz-secret' });
});
afterAll(async () => {
  await new Promise<void>((resolve) => sink.close(() => resolve()));
  await eskiz.close();
});

describe('SMTP mailer', () => {
  it('delivers a text and HTML message to the SMTP server', async () => {
    const mailer = createSmtpMailer(
      `smtp://127.0.0.1:${smtpPort}/?ignoreTLS=true`,
      'Portal <no-reply@portal.uz>',
    );
    await mailer.send({
      to: 'aziz@example.uz',
      subject: 'Kod',
      text: 'Kod: 123456',
      html: '<p>Kod: 123456</p>',
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'no-reply@portal.uz', to: ['aziz@example.uz'] });
    expect(received[0]?.raw).toContain('Kod: 123456');
    expect(received[0]?.raw).toContain('text/html');
  });

  it('throws when the server cannot be reached, so the job retries', async () => {
    const mailer = createSmtpMailer('smtp://127.0.0.1:1/?ignoreTLS=true', 'no-reply@portal.uz');
    await expect(mailer.send({ to: 'a@b.uz', subject: 's', text: 't', html: 'h' })).rejects.toThrow();
  });
});

describe('Eskiz SMS sender', () => {
  it('logs in, sends digits-only numbers and logs in again when the token expires', async () => {
    const sms = createEskizSmsSender({
      baseUrl: eskiz.url,
      email: 'portal@example.uz',
      password: 'eskiz-secret',
      from: '4546',
    });
    await sms.send({ to: '+998901234567', text: 'Kod: 123456' });
    eskiz.expireTokens();
    await sms.send({ to: '+998901234568', text: 'Kod: 654321' });
    expect(eskiz.sent).toEqual([
      { mobile_phone: '998901234567', message: 'Kod: 123456', from: '4546' },
      { mobile_phone: '998901234568', message: 'Kod: 654321', from: '4546' },
    ]);
    eskiz.failNext(1);
    await expect(sms.send({ to: '+998901234569', text: 'x' })).rejects.toThrow(/500/);
  });

  it('fails clearly with wrong credentials', async () => {
    const sms = createEskizSmsSender({
      baseUrl: eskiz.url,
      email: 'portal@example.uz',
      password: 'no',
      from: '4546',
    });
    await expect(sms.send({ to: '+998901234567', text: 'x' })).rejects.toThrow(/login/);
  });
});

describe('message delivery through the app', () => {
  it('sends a verification e-mail through SMTP from the job, in the customer language, and records it', async () => {
    const testApp = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}/?ignoreTLS=true` });
    try {
      const { app } = testApp;
      const { customer, token } = await registerCustomer(app);
      const before = received.length;
      await app.inject({
        method: 'GET',
        url: '/api/client/user/security/email/verify/get-code',
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'ru' },
      });
      // Nothing leaves inside the request: the job sends it.
      expect(received.length).toBe(before);
      await app.jobs.runDue();
      const mail = received.at(-1);
      expect(mail?.to).toEqual([customer.email]);
      const [row] = await app.db.select().from(outbox).where(eq(outbox.to, customer.email));
      expect(row).toMatchObject({ status: 'sent', language: 'ru', subject: 'Код подтверждения почты' });
      expect(row?.html).toContain('<strong>');
    } finally {
      await testApp.close();
    }
  });
});
