import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../src/integrations/mailer/mailer.js';
import { createEskizSmsSender } from '../../src/integrations/sms/sms-sender.js';

// Outbound calls run inside jobs that hold a lease: a peer that accepts and then says nothing must not hold
// them for ever. Both stand-ins here accept the connection and never answer.

const sockets = new Set<Socket>();
let silentTcp: Server;
let silentHttp: HttpServer;
const portOf = (server: { address(): unknown }) => (server.address() as AddressInfo).port;

beforeAll(async () => {
  silentTcp = createServer((socket) => sockets.add(socket));
  silentHttp = createHttpServer(() => {});
  silentHttp.on('connection', (socket) => sockets.add(socket));
  await new Promise<void>((resolve) => silentTcp.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => silentHttp.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silentTcp.close(resolve));
  await new Promise((resolve) => silentHttp.close(resolve));
});

describe('outbound time-outs', () => {
  it('an SMTP server that never greets fails the send instead of hanging', async () => {
    const mailer = createSmtpMailer(
      `smtp://127.0.0.1:${portOf(silentTcp)}/?ignoreTLS=true`,
      'a@portal.uz',
      200,
    );
    const started = Date.now();
    await expect(mailer.send({ to: 'b@portal.uz', subject: 's', text: 't', html: 'h' })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('an Eskiz gateway that never answers fails the send instead of hanging', async () => {
    const sms = createEskizSmsSender({
      baseUrl: `http://127.0.0.1:${portOf(silentHttp)}/api`,
      email: 'portal@example.uz',
      password: 'secret',
      from: '4546',
      timeoutMs: 200,
    });
    await expect(sms.send({ to: '+998901234567', text: 'x' })).rejects.toThrow(/abort|timeout/i);
  });
});
